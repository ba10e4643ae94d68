#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The learner's days: a time zone, the hour a study day starts and the first day of the week.
///
/// Every day computation (day results, "studied today", streaks, daily review limits, the heatmap,
/// the due forecast, history dates, the menu's statuses and `mainichi stats`) goes through one
/// study calendar, injected next to the clock, so that tests never depend on the machine's zone.
///
/// A study day starts at `dayStartHour` local time (4 a.m. by default, as in Anki): studying at
/// 1 a.m. counts for the previous day. Days are numbered: day 0 is the study day that starts on
/// 1970-01-01 at `dayStartHour` local time. The day of an instant is its local wall-clock time
/// (the instant shifted by the zone's offset at that instant) less `dayStartHour` hours, divided
/// by 86,400, so a daylight-saving change moves no instant to another day. Dates of a day number
/// use the proleptic Gregorian calendar.
///
/// ```swift
/// let days = StudyCalendar(timeZone: TimeZone(identifier: "Asia/Tokyo")!, dayStartHour: 4)
/// days.stamp(of: now)          // "2026-11-21" (until 4 a.m. on the 22nd in Tokyo)
/// days.startOfNextDay(after: now)
/// ```
public struct StudyCalendar: Sendable, Equatable {
    /// The default hour a study day starts.
    public static let defaultDayStartHour = 4

    /// The time zone days are counted in; nil for the machine's local time as the C library has it
    /// (`localtime_r` and `mktime`, which read TZ and /etc/localtime): FoundationEssentials knows
    /// no zone but GMT without ICU.
    public let timeZone: TimeZone?
    /// The local hour (0-23) a study day starts.
    public let dayStartHour: Int
    /// The first day of the week, 1 = Sunday ... 7 = Saturday.
    public let firstWeekday: Int

    /// - Parameters:
    ///   - timeZone: the learner's zone.
    ///   - dayStartHour: the local hour a study day starts, clamped to 0...23.
    ///   - firstWeekday: 1 = Sunday ... 7 = Saturday (the heatmap's first row).
    public init(timeZone: TimeZone?, dayStartHour: Int = StudyCalendar.defaultDayStartHour, firstWeekday: Int = 1) {
        self.timeZone = timeZone
        self.dayStartHour = min(23, max(0, dayStartHour))
        self.firstWeekday = min(7, max(1, firstWeekday))
    }

    /// The machine's zone and first weekday (for the running app and the CLI, never for tests).
    public static func current(dayStartHour: Int = StudyCalendar.defaultDayStartHour) -> StudyCalendar {
        tzset()
        return StudyCalendar(timeZone: nil, dayStartHour: dayStartHour, firstWeekday: localeFirstWeekday())
    }

    /// The first day of the week of the user's locale (LC_TIME): glibc's week start date and first
    /// weekday (1 = Sunday in C and en_US, Monday in most of Europe); Sunday elsewhere.
    static func localeFirstWeekday() -> Int {
        #if os(Linux)
        guard let locale = newlocale(LC_TIME_MASK, "", nil) else { return 1 }
        defer { freelocale(locale) }
        guard let first = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), locale),
              let weekStart = nl_langinfo_l(nl_item(_NL_TIME_WEEK_1STDAY), locale) else { return 1 }
        // _NL_TIME_WEEK_1STDAY is a number (19971130, a Sunday) in the pointer's low 32 bits.
        let stamp = Int(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(weekStart))) & 0xFFFF_FFFF)
        let startDay = daysFromCivil(year: stamp / 10_000, month: stamp / 100 % 100, day: stamp % 100)
        let startWeekday = ((startDay + 4) % 7 + 7) % 7
        let offset = Int(first.pointee) - 1
        guard (0...6).contains(offset), stamp > 0 else { return 1 }
        return (startWeekday + offset) % 7 + 1
        #else
        return 1
        #endif
    }

    /// The same calendar with another day start hour.
    public func startingDays(at hour: Int) -> StudyCalendar {
        StudyCalendar(timeZone: timeZone, dayStartHour: hour, firstWeekday: firstWeekday)
    }

    // MARK: - Days of instants

    /// The number of the study day holding `date`.
    public func day(of date: Date) -> Int {
        let seconds = date.timeIntervalSince1970 + Double(secondsFromGMT(for: date))
            - Double(dayStartHour * 3600)
        return Int((seconds / 86_400).rounded(.down))
    }

    /// "2026-11-21": the study day holding `date` (the key of per-day counters and the dates shown).
    public func stamp(of date: Date) -> String {
        stamp(ofDay: day(of: date))
    }

    /// Whether two instants fall on the same study day.
    public func isSameDay(_ lhs: Date, _ rhs: Date) -> Bool {
        day(of: lhs) == day(of: rhs)
    }

    /// The instant study day `day` starts (`dayStartHour` local time on its date). When that hour
    /// does not exist on the date (a daylight-saving gap), the first instant after the gap.
    public func start(ofDay day: Int) -> Date {
        let (year, month, dayOfMonth) = date(ofDay: day)
        guard let timeZone else {
            var time = tm()
            time.tm_year = Int32(year - 1900)
            time.tm_mon = Int32(month - 1)
            time.tm_mday = Int32(dayOfMonth)
            time.tm_hour = Int32(dayStartHour)
            time.tm_isdst = -1
            // mktime takes a time in a daylight-saving gap as standard time: the first instant after it.
            return Date(timeIntervalSince1970: Double(mktime(&time)))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: dayOfMonth, hour: dayStartHour)
        if let start = calendar.date(from: components) { return start }
        // Not reached for real zones; estimate from today's offset.
        let local = Double(day) * 86_400 + Double(dayStartHour * 3600)
        return Date(timeIntervalSince1970: local - Double(timeZone.secondsFromGMT()))
    }

    /// When the study day after the one holding `date` starts.
    public func startOfNextDay(after date: Date) -> Date {
        start(ofDay: day(of: date) + 1)
    }

    /// Local hour and minute of `date` on the wall clock (not shifted by the day start).
    public func hourAndMinute(of date: Date) -> (hour: Int, minute: Int) {
        let local = Int((date.timeIntervalSince1970 + Double(secondsFromGMT(for: date))).rounded(.down))
        let secondOfDay = ((local % 86_400) + 86_400) % 86_400
        return (secondOfDay / 3600, secondOfDay % 3600 / 60)
    }

    /// "2026-11-21 09:05": the local wall-clock date and time of `date` (not shifted by the day
    /// start), for logs that show when something happened.
    public func dateTimeText(of date: Date) -> String {
        let local = Int((date.timeIntervalSince1970 + Double(secondsFromGMT(for: date))).rounded(.down))
        let calendarDay = Int((Double(local) / 86_400).rounded(.down))
        let (hour, minute) = hourAndMinute(of: date)
        return "\(Self.stampText(Self.civilDate(calendarDay))) \(Self.twoDigits(hour)):\(Self.twoDigits(minute))"
    }

    /// The zone's offset from UTC at `date`, in seconds.
    func secondsFromGMT(for date: Date) -> Int {
        if let timeZone { return timeZone.secondsFromGMT(for: date) }
        return Int(WallClockText.brokenDown(date, utc: false).tm_gmtoff)
    }

    // MARK: - Day numbers

    /// The number of the study day whose date is `year`-`month`-`day` (the inverse of `date(ofDay:)`).
    public func day(year: Int, month: Int, day: Int) -> Int {
        Self.daysFromCivil(year: year, month: month, day: day)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days-from-civil).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 1 = Sunday ... 7 = Saturday. 1970-01-01 was a Thursday.
    public func weekday(ofDay day: Int) -> Int {
        ((day + 4) % 7 + 7) % 7 + 1
    }

    /// The first day of the week holding `day`.
    public func startOfWeek(containing day: Int) -> Int {
        day - (weekday(ofDay: day) - firstWeekday + 7) % 7
    }

    /// Year, month (1-12) and day of month of a day number.
    public func date(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
        Self.civilDate(day)
    }

    /// "2026-11-21" for a day number.
    public func stamp(ofDay day: Int) -> String {
        Self.stampText(Self.civilDate(day))
    }

    private static func civilDate(_ day: Int) -> (year: Int, month: Int, day: Int) {
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

    private static func stampText(_ date: (year: Int, month: Int, day: Int)) -> String {
        "\(date.year)-\(twoDigits(date.month))-\(twoDigits(date.day))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
