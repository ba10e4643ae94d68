import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Grading saves at once; undo goes back several levels.
@Suite("Review session")
struct ReviewSessionTests {
    let directory = TemporaryDirectory()
    let clock = TestClock(Date(timeIntervalSince1970: 1_795_251_600))

    private func makeSession(ids: [String]) throws -> (ReviewSession, ProgressStore, StudyHistory) {
        let store = try ProgressStore(directory: directory.url, clock: clock.closure)
        try store.addToReviews(ids)
        let history = store.history
        let session = ReviewSession(progress: store, history: history, settings: Settings(),
                                    scheduler: FSRSScheduler(enableFuzzing: false), now: clock.now,
                                    calendar: ReviewQueueTests.utc)
        return (session, store, history)
    }

    private var today: String { StudyProgress.dayStamp(clock.now, calendar: ReviewQueueTests.utc) }

    @Test("A grade is on disk before it returns: the card, today's count and a history line")
    func gradeSaves() throws {
        let (session, store, history) = try makeSession(ids: ["v:a", "v:b"])
        clock.advance(by: 5)
        try session.grade("v:a", rating: .good, at: clock.now, duration: 4.23)

        store.close()
        let reopened = try ProgressStore(directory: directory.url, clock: clock.closure)
        defer { reopened.close() }
        #expect(reopened.progress.srs["v:a"]?.lastReview == clock.now)
        #expect(reopened.progress.srs["v:a"]?.step == 1)
        #expect(reopened.progress.activity[today] == DailyActivity(newItems: 1, reviews: 0))
        let events = history.read().events
        #expect(events.count == 1)
        #expect(events.first?.itemID == "v:a")
        #expect(events.first?.rating == .good)
        #expect(events.first?.duration == 4.2)
        #expect(events.first?.time == clock.now)
    }

    @Test("Undo goes back three grades: cards, counts and the queue; history drops the undone grades")
    func undoSeveralLevels() throws {
        let (session, store, history) = try makeSession(ids: ["v:a", "v:b", "v:c"])
        let before = store.progress.srs
        try session.grade("v:a", rating: .again, at: clock.now, duration: 1)
        try session.grade("v:b", rating: .easy, at: clock.now, duration: 1)
        try session.grade("v:c", rating: .good, at: clock.now, duration: 1)
        #expect(store.progress.activity[today]?.newItems == 3)
        #expect(session.next(at: clock.now) == .waiting(until: clock.now.addingTimeInterval(60)))

        #expect(try session.undo()?.id == "v:c")
        #expect(session.next(at: clock.now) == .card("v:c"))
        #expect(try session.undo()?.id == "v:b")
        #expect(try session.undo()?.id == "v:a")
        #expect(try session.undo() == nil)
        #expect(store.progress.srs == before)
        #expect(store.progress.activity[today]?.newItems == 0)
        #expect(session.next(at: clock.now) == .card("v:a"))
        #expect(session.remainingCount == 3)
        #expect(history.read().events.isEmpty)
        // Append-only: the three reviews and three undo events are all in the journal.
        let lines = String(decoding: try Data(contentsOf: store.journalURL), as: UTF8.self).split(separator: "\n")
        #expect(lines.filter { $0.contains(#""type":"review""#) }.count == 3)
        #expect(lines.suffix(3).allSatisfy { $0.contains(#""type":"reviewUndo""#) })
    }

    @Test("Four grades and four undos leave no review in history or statistics")
    func fourGradesFourUndos() throws {
        let (session, store, history) = try makeSession(ids: ["v:a", "v:b", "v:c", "v:d"])
        for id in ["v:a", "v:b", "v:c", "v:d"] {
            clock.advance(by: 3)
            try session.grade(id, rating: .good, at: clock.now, duration: 3)
        }
        for _ in 0..<4 { try session.undo(at: clock.now) }
        let statistics = Statistics.compute(events: history.read().events, cards: store.progress.srs, decks: [],
                                            levelOfItem: { _ in nil }, now: clock.now, calendar: ReviewQueueTests.utc)
        #expect(statistics.today.reviewed == 0)
        #expect(statistics.today.newLearned == 0)
        #expect(statistics.today.timeSpent == 0)
        #expect(statistics.heatmap.total == 0)
        #expect(statistics.currentStreak == 0)
    }

    @Test("Grade, undo, grade again: one review counts")
    func regradeCountsOnce() throws {
        let (session, store, history) = try makeSession(ids: ["v:a"])
        try session.grade("v:a", rating: .again, at: clock.now, duration: 3)
        clock.advance(by: 2)
        try session.undo(at: clock.now)
        clock.advance(by: 2)
        try session.grade("v:a", rating: .easy, at: clock.now, duration: 3)
        let events = history.read().events
        #expect(events.map(\.rating) == [.easy])
        let statistics = Statistics.compute(events: events, cards: store.progress.srs, decks: [],
                                            levelOfItem: { _ in nil }, now: clock.now, calendar: ReviewQueueTests.utc)
        #expect(statistics.today.reviewed == 1)
        #expect(statistics.today.retention.passed == 1)
    }

    @Test("Replaying the reviews history keeps through the scheduler gives the cards in progress, after undos")
    func replayMatchesProgress() throws {
        let ids = ["v:a", "v:b", "v:c"]
        let (session, store, history) = try makeSession(ids: ids)
        let script: [(String, Rating?)] = [
            ("v:a", .again), ("v:b", .good), ("v:a", .good), ("", nil), ("v:a", .hard), ("v:c", .easy),
            ("", nil), ("", nil), ("v:c", .again), ("v:b", .good), ("v:a", .good), ("v:c", .good), ("", nil),
        ]
        for (id, rating) in script {
            clock.advance(by: 700)
            if let rating {
                try session.grade(id, rating: rating, at: clock.now, duration: 2)
            } else {
                try session.undo(at: clock.now)
            }
        }
        let scheduler = FSRSScheduler(enableFuzzing: false)
        var replayed: [String: SRSCard] = [:]
        for event in history.read().events.reversed() {
            let id = try #require(event.itemID), rating = try #require(event.rating)
            let card = replayed[id] ?? SRSCard(due: event.time)
            replayed[id] = scheduler.review(card, rating: rating, at: event.time)
        }
        #expect(Set(replayed.keys) == Set(ids))
        for id in ids { #expect(replayed[id] == store.progress.srs[id], "\(id)") }
    }

    @Test("Previewed labels match what grading then gives, fuzz included")
    func previewMatchesGrade() throws {
        let store = try ProgressStore(directory: directory.url, clock: clock.closure)
        var card = SRSCard(due: clock.now)
        card.state = .review
        card.step = nil
        card.stability = 30
        card.difficulty = 5
        card.lastReview = clock.now.addingTimeInterval(-30 * 86_400)
        try store.update { $0.srs["v:a"] = card }
        let session = ReviewSession(progress: store, history: store.history, settings: Settings(),
                                    scheduler: FSRSScheduler(), now: clock.now, calendar: ReviewQueueTests.utc)
        let preview = session.previewIntervals(for: "v:a", at: clock.now)
        let graded = try session.grade("v:a", rating: .good, at: clock.now, duration: 2)
        #expect(graded.due.timeIntervalSince(clock.now) == preview[.good])
        #expect(graded.reviewCount == 1)
        #expect(store.progress.srs["v:a"]?.reviewCount == 1)
        #expect(preview[.again]! < preview[.hard]!)
        #expect(preview[.hard]! <= preview[.good]!)
        #expect(preview[.good]! <= preview[.easy]!)
    }

    @Test("A session serves a review card that falls due after it started, and counts it in what is left")
    func servesCardsFallingDue() throws {
        let store = try ProgressStore(directory: directory.url, clock: clock.closure)
        try store.addToReviews(["v:a"])
        var card = SRSCard(due: clock.now.addingTimeInterval(16))
        card.state = .review
        card.step = nil
        card.stability = 3
        card.difficulty = 5
        card.lastReview = clock.now.addingTimeInterval(-3 * 86_400)
        try store.update { [card] progress in progress.srs["v:b"] = card }
        let session = ReviewSession(progress: store, history: store.history, settings: Settings(),
                                    scheduler: FSRSScheduler(enableFuzzing: false), now: clock.now,
                                    calendar: ReviewQueueTests.utc)
        #expect(session.next(at: clock.now) == .card("v:a"))
        clock.advance(by: 20)
        try session.grade("v:a", rating: .good, at: clock.now, duration: 20)
        #expect(session.next(at: clock.now) == .card("v:b"))
        #expect(session.remainingCount == 2)   // v:b due now, v:a in its 10-minute step
    }

    @Test("Load balancing: a review lands on the emptiest day of its fuzz range, as the preview said")
    func loadBalancing() throws {
        let store = try ProgressStore(directory: directory.url, clock: clock.closure)
        defer { store.close() }
        let scheduler = FSRSScheduler()  // fuzzing on
        var setup = SeededRandom(seed: 5)
        let reviewed = clock.now.addingTimeInterval(-10 * 86_400)
        var card = scheduler.review(SRSCard(due: reviewed), rating: .easy, at: reviewed, using: &setup)
        card.due = clock.now
        let easy = scheduler.review(card, rating: .easy, at: clock.now, using: &setup)
        let interval = scheduler.intervalDays(for: easy.stability!)
        let range = scheduler.fuzzRange(forInterval: interval)
        #expect(range.count >= 3 && interval <= LoadBalancer.maximumInterval)
        // Every day of the range but the last is crowded with 40 reviews.
        let days = ReviewQueueTests.utc
        try store.update { progress in
            progress.srs["v:card"] = card
            for offset in range.dropLast() {
                for index in 0..<40 {
                    var other = card
                    other.due = clock.now.addingTimeInterval(Double(offset) * 86_400)
                    progress.srs["v:busy-\(offset)-\(index)"] = other
                }
            }
        }
        let session = ReviewSession(progress: store, history: store.history, settings: Settings(),
                                    scheduler: scheduler, now: clock.now, calendar: ReviewQueueTests.utc)
        let preview = session.previewIntervals(for: "v:card", at: clock.now)
        let graded = try session.grade("v:card", rating: .easy, at: clock.now, duration: 3)
        #expect(graded.due.timeIntervalSince(clock.now) == preview[.easy])
        #expect(days.day(of: graded.due) - days.day(of: clock.now) == range.upperBound)
    }
}
