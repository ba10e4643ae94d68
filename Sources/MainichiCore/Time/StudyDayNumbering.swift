#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The study days of many instants, as `StudyCalendar.day(of:)` gives them, with two look-ups of
/// the zone's offset per UTC day instead of one per instant.
///
/// The local time zone is read through `localtime_r`, which costs about a microsecond and takes
/// a lock: over a year of history (15,000 reviews, each looked at two or three times) that was
/// most of the statistics' time. The offset at the first and the last second of each UTC day is
/// looked up once; when they agree (every day but the two of a daylight-saving change), every
/// instant of that day uses it, and on the other days each instant is looked up as before. A
/// zone changing its offset and changing it back within one UTC day would be missed; no zone does.
public struct StudyDayNumbering {
    public let calendar: StudyCalendar
    private var bucket = Int.min
    private var offset = 0
    private var isUniform = false
    /// The offsets of UTC days seen before, for instants that come in no order (due dates).
    private var seen: [Int: (offset: Int, isUniform: Bool)] = [:]

    public init(calendar: StudyCalendar) {
        self.calendar = calendar
    }

    /// The number of the study day holding `date` (`calendar.day(of: date)`).
    public mutating func day(of date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        let utcDay = Int((seconds / 86_400).rounded(.down))
        if utcDay != bucket {
            bucket = utcDay
            if let known = seen[utcDay] {
                (offset, isUniform) = known
            } else {
                let first = calendar.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcDay) * 86_400))
                let last = calendar.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcDay + 1) * 86_400 - 1))
                offset = first
                isUniform = first == last
                seen[utcDay] = (offset, isUniform)
            }
        }
        guard isUniform else { return calendar.day(of: date) }
        return Int(((seconds + Double(offset) - Double(calendar.dayStartHour * 3600)) / 86_400).rounded(.down))
    }
}
