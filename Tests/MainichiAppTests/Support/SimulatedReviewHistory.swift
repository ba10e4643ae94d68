import Foundation
import MainichiCore

/// A seeded learner's review events, one a day or more apart per item, recalled with the default
/// scheduler's own retrievability: enough history to optimize FSRS weights on.
enum SimulatedReviewHistory {
    /// Review events for `items` items of about `reviewsPerItem` reviews each, oldest first,
    /// ending before `end`.
    static func events(items: Int, reviewsPerItem: Int, end: Date, seed: UInt64 = 3) -> [HistoryEvent] {
        let scheduler = FSRSScheduler(enableFuzzing: true)
        var random = SeededRandom(seed: seed)
        let start = end.addingTimeInterval(-400 * 86_400)
        var events: [HistoryEvent] = []
        for index in 0..<items {
            var card = SRSCard(due: start.addingTimeInterval(Double(index % 60) * 86_400))
            for _ in 0..<reviewsPerItem {
                let now = card.due
                guard now < end else { break }
                let recall = card.lastReview == nil ? 0.6 : scheduler.retrievability(of: card, at: now)
                let draw = Double(random.next() >> 11) * 0x1p-53
                let rating: Rating = draw >= recall ? .again : (random.next() % 8 == 0 ? .hard : .good)
                card = scheduler.review(card, rating: rating, at: now, using: &random)
                events.append(HistoryEvent(type: .review, time: now, itemID: "sim-\(index)", rating: rating, duration: 5))
            }
        }
        return events.sorted { $0.time < $1.time }
    }
}
