import Foundation
import Testing
@testable import MainichiCore

/// The same card reviewed on two machines before they sync keeps every review: its FSRS state
/// follows the merged review log in time order, and a card new on both counts as one new card.
@Suite struct EveryReviewCountsTests {
    typealias Machine = LostWorkTests.Machine
    static let scheduler = FSRSScheduler()

    /// Grades `item` on `machine` as the review screen does (without load balancing).
    static func grade(_ item: String, _ rating: Rating, on machine: Machine) throws {
        let store = machine.store
        let before = store.progress.srs[item]
        let card = scheduler.review(before ?? SRSCard(due: machine.clock.now), of: item, rating: rating, at: machine.clock.now)
        try store.recordReview(of: item, card: card, wasNew: before?.lastReview == nil, calendar: LostWorkTests.utc,
                               history: HistoryEvent(type: .review, time: machine.clock.now, itemID: item, rating: rating, duration: 3),
                               scheduler: scheduler)
    }

    @Test func fourReviewsOnTwoMachinesCountAsFourInTimeOrder() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        let item = "v:私:わたし"
        // Offline, both study 私 twice, their reviews interleaved in time.
        var log: [(time: Date, rating: Rating)] = []
        for (machine, rating) in [(a, Rating.good), (b, .again), (a, .good), (b, .easy)] {
            clock.advance(by: 2 * 86_400)
            try Self.grade(item, rating, on: machine)
            log.append((clock.now, rating))
        }
        try LostWorkTests.cross(a, b)
        var expected = SRSCard(due: log[0].time)
        for review in log { expected = Self.scheduler.review(expected, of: item, rating: review.rating, at: review.time) }
        for machine in [a, b] {
            let card = try #require(machine.store.progress.srs[item])
            #expect(card.reviewCount == 4)
            #expect(card == expected)
        }
        #expect(a.store.progress == b.store.progress)
        // The same after a start-up from the journals alone.
        a.store.close()
        try FileManager.default.removeItem(at: a.data.appendingPathComponent(ProgressStore.snapshotFileName))
        let rebuilt = try ProgressStore(directory: a.data, clock: clock.closure)
        #expect(rebuilt.progress.srs[item] == expected)
        rebuilt.close()
    }

    @Test func aCardNewOnBothMachinesCountsOnceAgainstTheNewCardLimit() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        clock.advance(by: 86_400)
        let items = (0..<12).map { "v:new\($0)" }
        // A learns ten of them, B all twelve (eight also learnt on A), offline, the same day.
        for item in items.prefix(10) {
            clock.advance(by: 20)
            try Self.grade(item, .good, on: a)
        }
        for item in items {
            clock.advance(by: 20)
            try Self.grade(item, .good, on: b)
        }
        let today = StudyProgress.dayStamp(clock.now, calendar: LostWorkTests.utc)
        try LostWorkTests.cross(a, b)
        for machine in [a, b] {
            let activity = try #require(machine.store.progress.activity[today])
            #expect(activity.newItems == 12)
            #expect(activity.reviews == 10)
        }
        #expect(a.store.progress == b.store.progress)
    }

    @Test func anUndoPutsBackTheCardOnlyWhileItsReviewsCardIsThere() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        let item = "k:水"
        clock.advance(by: 60)
        try Self.grade(item, .good, on: a)
        let aCard = try #require(a.store.progress.srs[item])
        clock.advance(by: 60)
        // B grades the same new card, then undoes it: the undo cancels B's review only.
        try Self.grade(item, .again, on: b)
        clock.advance(by: 5)
        try b.store.undoReview(of: item, restoring: nil, wasNew: true, calendar: LostWorkTests.utc)
        #expect(b.store.progress.srs[item] == nil)
        try LostWorkTests.cross(a, b)
        for machine in [a, b] {
            // A's review stands (B's graded card was folded onto it, so its grade stays in the card).
            let card = try #require(machine.store.progress.srs[item])
            #expect(card.lastReview != nil && card.reviewCount >= aCard.reviewCount)
        }
        #expect(a.store.progress == b.store.progress)
    }

    @Test func aReviewLineNamingItsBasisIsReadByTheTypedLineReader() throws {
        var card = SRSCard(due: LostWorkTests.start)
        card.lastReview = Date(timeIntervalSince1970: 1_795_000_000.123_456_7)
        card.reviewCount = 3
        let basis = ReviewBasis(rating: .hard, card: card, scheduler: FSRSScheduler(desiredRetention: 0.853_333))
        let change = ProgressEvent.review(item: "v:私:わたし", card: card, wasNew: false, dayStamp: "2026-11-18", basis: basis)
        let line = change.journalEvent(id: .init(device: "d", sequence: 7), time: LostWorkTests.start).encodedLine()
        let event = try #require(JournalLineParser.event(in: line[...]))
        guard case .review(_, _, _, _, let read?)? = ProgressEvent(event) else {
            Issue.record("the basis was not read back")
            return
        }
        #expect(read.rating == .hard && read.reviewCount == 3 && read.retention == 0.8533)
        #expect(read.names(card))
    }
}
