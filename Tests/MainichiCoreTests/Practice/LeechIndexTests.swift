import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct LeechIndexTests {
    /// Review events for `id`: learned with Easy, then `lapses` times forgotten (Again on a
    /// review card) and relearned with Good until back in review, a day apart.
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
            #expect(card.state == .review)
            grade(.again)
            var guardCount = 0
            while card.state != .review && guardCount < 10 { grade(.good); guardCount += 1 }
        }
        return events
    }

    @Test func countsAgainOnLearnedCardsOnly() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let events = Self.reviews(of: "v:猫:ねこ", lapses: 8, start: start)
            + Self.reviews(of: "v:犬:いぬ", lapses: 3, start: start)
            + [HistoryEvent(type: .review, time: start, itemID: "v:鳥:とり", rating: .again)]
        let index = LeechIndex(events: events.shuffled())
        #expect(index.lapseCount(of: "v:猫:ねこ") == 8)
        #expect(index.lapseCount(of: "v:犬:いぬ") == 3)
        #expect(index.lapseCount(of: "v:鳥:とり") == 0, "Again on a new card is not a lapse")
        #expect(index.leeches(threshold: 8) == ["v:猫:ねこ"])
        #expect(index.leeches(threshold: 3) == ["v:猫:ねこ", "v:犬:いぬ"])
        #expect(!index.isLeech("v:犬:いぬ", threshold: 8))
    }

    @Test func suspendedCardsStayOutOfReviewsAndSurviveReopening() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.addToReviews(["v:猫:ねこ", "v:犬:いぬ"])
            try store.setSuspended("v:猫:ねこ", true)
            store.close()
        }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.suspended.keys.sorted() == ["v:猫:ねこ"])
        let queue = ReviewQueue(progress: store.progress, settings: Settings(), now: clock.now.addingTimeInterval(60), calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        #expect(queue.remainingCount == 1)
        let status = ReviewQueue.status(progress: store.progress, settings: Settings(), now: clock.now.addingTimeInterval(60), calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        #expect(status.counts.new == 1)
        try store.setSuspended("v:猫:ねこ", false)
        #expect(ReviewQueue(progress: store.progress, settings: Settings(), now: clock.now.addingTimeInterval(60), calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)).remainingCount == 2)
    }
}
