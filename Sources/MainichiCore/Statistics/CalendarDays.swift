import Foundation

/// Numbers local calendar days so that statistics can count by day without a `Calendar` call per
/// event: day 0 is 1970-01-01 in the calendar's time zone, day 1 the next, and so on.
///
/// The day of an instant is its time shifted by the time zone's offset at that instant, divided by
/// 86,400. Dates of a day number use the proleptic Gregorian calendar.
public struct CalendarDays: Sendable {
    /// The time zone days are counted in.
    public let timeZone: TimeZone
    /// The first day of the week, 1 = Sunday ... 7 = Saturday (from the calendar).
    public let firstWeekday: Int

    public init(calendar: Calendar) {
        timeZone = calendar.timeZone
        firstWeekday = calendar.firstWeekday
    }

    /// The number of the local day holding `date`.
    public func day(of date: Date) -> Int {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((seconds / 86_400).rounded(.down))
    }

    /// 1 = Sunday ... 7 = Saturday. 1970-01-01 was a Thursday.
    public func weekday(of day: Int) -> Int {
        ((day + 4) % 7 + 7) % 7 + 1
    }

    /// The first day of the week holding `day`.
    public func startOfWeek(containing day: Int) -> Int {
        day - (weekday(of: day) - firstWeekday + 7) % 7
    }

    /// Year, month (1-12) and day of month of a day number.
    public func date(of day: Int) -> (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil-from-days algorithm.
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, dayOfMonth)
    }

    /// "2026-11-21" for a day number.
    public func stamp(of day: Int) -> String {
        let (year, month, dayOfMonth) = date(of: day)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
    }
}
