import Foundation

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
                             calendar: Calendar) -> [String: Date] {
        guard !daysOff.isEmpty else { return [:] }
        let today = calendar.startOfDay(for: now)
        func isOff(_ date: Date) -> Bool { daysOff.contains(StudyProgress.dayStamp(date, calendar: calendar)) }
        func shift(_ date: Date, by days: Int) -> Date { calendar.date(byAdding: .day, value: days, to: date)! }
        var moves: [String: Date] = [:]
        for (id, card) in srs where card.state == .review {
            guard let lastReview = card.lastReview, card.due >= today, isOff(card.due) else { continue }
            let dueDay = calendar.startOfDay(for: card.due)
            var before = dueDay
            while isOff(before) { before = shift(before, by: -1) }
            var after = dueDay
            while isOff(after) { after = shift(after, by: 1) }
            let interval = scheduler.intervalDays(for: card.stability ?? FSRSScheduler.minimumStability)
            let earliest = calendar.startOfDay(for: lastReview)
            let lowest = shift(earliest, by: Double(interval) >= 2.5 ? scheduler.fuzzRange(forInterval: interval).lowerBound : interval)
            let time = card.due.timeIntervalSince(dueDay)
            if before >= today && before >= lowest {
                moves[id] = max(now, before.addingTimeInterval(time))
            } else {
                moves[id] = after.addingTimeInterval(time)
            }
        }
        return moves
    }

    /// The day stamps of `count` days from `start`.
    public static func days(from start: Date, count: Int, calendar: Calendar) -> [String] {
        (0..<max(0, count)).map {
            StudyProgress.dayStamp(calendar.date(byAdding: .day, value: $0, to: calendar.startOfDay(for: start))!,
                                   calendar: calendar)
        }
    }
}
