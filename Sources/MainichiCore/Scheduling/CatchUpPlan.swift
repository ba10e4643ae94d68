#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Spreads a backlog of overdue reviews over the coming days after a break, the most likely
/// forgotten first.
///
/// Overdue cards are those in review due before the start of today (learning and relearning
/// cards keep their minutes). They are ordered by retrievability at `now`, lowest first, and dealt
/// out in that order: day 0 (today) takes the first share, day 1 the next, and so on, the shares
/// differing by at most one card.
public struct CatchUpPlan: Sendable, Equatable {
    /// New due dates by item, only for the overdue cards.
    public var dueDates: [String: Date]
    /// How many cards each day takes, today first.
    public var perDay: [Int]

    /// The overdue review cards of `srs` at `now`, most likely forgotten first.
    public static func overdue(_ srs: [String: SRSCard], now: Date, scheduler: FSRSScheduler,
                               calendar: StudyCalendar) -> [String] {
        let today = calendar.start(ofDay: calendar.day(of: now))
        let cards = srs.filter { $0.value.state == .review && $0.value.lastReview != nil && $0.value.due < today }
        let recall = cards.mapValues { scheduler.retrievability(of: $0, at: now) }
        return recall.keys.sorted { (recall[$0]!, $0) < (recall[$1]!, $1) }
    }

    /// The plan spreading the overdue cards of `srs` over `days` days from `now`.
    public static func spread(_ srs: [String: SRSCard], over days: Int, now: Date, scheduler: FSRSScheduler,
                              calendar: StudyCalendar) -> CatchUpPlan {
        let order = overdue(srs, now: now, scheduler: scheduler, calendar: calendar)
        let days = max(1, days)
        var perDay = [Int](repeating: order.count / days, count: days)
        for index in 0..<(order.count % days) { perDay[index] += 1 }
        var dueDates: [String: Date] = [:]
        var position = 0
        for (day, count) in perDay.enumerated() {
            let date = day == 0 ? now : calendar.start(ofDay: calendar.day(of: now) + day)
            for id in order[position..<(position + count)] { dueDates[id] = date }
            position += count
        }
        return CatchUpPlan(dueDates: dueDates, perDay: perDay)
    }
}
