#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Days off marked in advance (vacation mode): reviews due on them move before the trip when
/// FSRS allows it, after it otherwise, and load balancing keeps new reviews off them.
///
/// "FSRS allows" a move earlier when the day before the trip is still within the card's fuzz
/// range (the spread the scheduler would itself have given its interval); otherwise the card
/// waits until the first day after the trip.
public enum VacationPlan {
    /// New due dates for the review cards of `srs` due on one of `daysOff` (day stamps,
    /// "2026-12-24", in `calendar`), from `now` on.
    public static func moves(_ srs: [String: SRSCard], daysOff: Set<String>, now: Date, scheduler: FSRSScheduler,
                             calendar: StudyCalendar) -> [String: Date] {
        guard !daysOff.isEmpty else { return [:] }
        let today = calendar.day(of: now)
        func isOff(_ day: Int) -> Bool { daysOff.contains(calendar.stamp(ofDay: day)) }
        var moves: [String: Date] = [:]
        for (id, card) in srs where card.state == .review {
            guard let lastReview = card.lastReview else { continue }
            let dueDay = calendar.day(of: card.due)
            guard dueDay >= today, isOff(dueDay) else { continue }
            var before = dueDay
            while isOff(before) { before -= 1 }
            var after = dueDay
            while isOff(after) { after += 1 }
            let interval = scheduler.intervalDays(for: card.stability ?? FSRSScheduler.minimumStability)
            let lowest = calendar.day(of: lastReview)
                + (Double(interval) >= 2.5 ? scheduler.fuzzRange(forInterval: interval).lowerBound : interval)
            let time = card.due.timeIntervalSince(calendar.start(ofDay: dueDay))
            if before >= today && before >= lowest {
                moves[id] = max(now, calendar.start(ofDay: before).addingTimeInterval(time))
            } else {
                moves[id] = calendar.start(ofDay: after).addingTimeInterval(time)
            }
        }
        return moves
    }

    /// The day stamps of `count` days from `start`.
    public static func days(from start: Date, count: Int, calendar: StudyCalendar) -> [String] {
        let first = calendar.day(of: start)
        return (0..<max(0, count)).map { calendar.stamp(ofDay: first + $0) }
    }
}
