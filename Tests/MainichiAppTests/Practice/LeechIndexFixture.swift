import Foundation
import MainichiCore

/// Review events that lapse a card a given number of times (shared with the core test's rule).
enum LeechIndexFixture {
    static func reviews(of id: String, lapses: Int, start: Date) -> [HistoryEvent] {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        var events: [HistoryEvent] = []
        var time = start
        var card = SRSCard(due: start)
        func grade(_ rating: Rating) {
            events.append(HistoryEvent(type: .review, time: time, itemID: id, rating: rating))
            card = scheduler.review(card, rating: rating, at: time)
            time = time.addingTimeInterval(86_400)
        }
        grade(.easy)
        for _ in 0..<lapses {
            grade(.again)
            var count = 0
            while card.state != .review && count < 10 { grade(.good); count += 1 }
        }
        return events
    }
}
