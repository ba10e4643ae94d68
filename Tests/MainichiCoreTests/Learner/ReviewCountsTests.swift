import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The counts of new, learning and due cards (`Learner.reviewStatus()`) are what a review session
/// really shows, after every grade; adding an item past today's new-items limit says so.
@Suite struct ReviewCountsTests {
    static let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// A learner over fresh stores, with a clock the test moves.
    struct Fixture {
        let root = TemporaryDirectory()
        let clock = TestClock()
        let learner: Learner
        var history: StudyHistory { StudyHistory(store: learner.progress) }

        init(newPerDay: Int = 20, reviewsPerDay: Int = 200) throws {
            let store = try ProgressStore(directory: root.file("data"), clock: clock.closure)
            let settings = try SettingsStore(directory: root.file("config"))
            try settings.update {
                $0.newPerDay = newPerDay
                $0.reviewsPerDay = reviewsPerDay
            }
            learner = Learner(progress: store, settings: settings, clock: clock.closure, zone: ReviewCountsTests.utc)
        }

        func session() -> ReviewSession {
            ReviewSession(progress: learner.progress, history: history, settings: learner.settings.settings,
                          scheduler: learner.scheduler, now: clock.now, calendar: learner.calendar)
        }

        /// Review cards due an hour ago, reviewed before.
        func dueReviews(_ ids: [String]) throws {
            try learner.progress.update { progress in
                for id in ids {
                    var card = SRSCard(due: clock.now - 3_600)
                    card.state = .review
                    card.step = nil
                    card.stability = 5
                    card.difficulty = 5
                    card.lastReview = clock.now - 5 * 86_400
                    card.reviewCount = 2
                    progress.srs[id] = card
                }
            }
        }
    }

    @Test("After every grade the session's cards left are the counts' total, and the counts move between kinds")
    func countsFollowTheSession() throws {
        let fixture = try Fixture()
        try fixture.learner.addToReviews(["v:a", "v:b", "v:c"])
        try fixture.dueReviews(["v:r1", "v:r2"])
        let session = fixture.session()
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 3, learning: 0, due: 2))
        #expect(session.remainingCount == 5)

        // The two reviews come first: Good sends them away for days.
        for _ in 0..<2 {
            guard case .card(let id) = session.next(at: fixture.clock.now) else { Issue.record("no card"); return }
            try session.grade(id, rating: .good, at: fixture.clock.now, duration: 3)
        }
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 3, learning: 0, due: 0))
        // A new card graded Again goes into learning steps: one new less, one learning more.
        guard case .card(let first) = session.next(at: fixture.clock.now) else { Issue.record("no card"); return }
        try session.grade(first, rating: .again, at: fixture.clock.now, duration: 3)
        let counts = fixture.learner.reviewStatus().counts
        #expect(counts == ReviewCounts(new: 2, learning: 1, due: 0))
        #expect(session.remainingCount == counts.total)
        // Undo puts it back.
        try session.undo(at: fixture.clock.now)
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 3, learning: 0, due: 0))
        #expect(session.remainingCount == 3)
    }

    @Test("Grades of learning steps use up the reviews limit: the session and the counts both let a review card go")
    func learningGradesUseTheReviewsLimit() throws {
        let fixture = try Fixture(reviewsPerDay: 3)
        try fixture.dueReviews(["v:r1", "v:r2", "v:r3", "v:r4"])
        // A card in relearning, due now.
        try fixture.learner.progress.update { progress in
            var card = SRSCard(due: fixture.clock.now - 60)
            card.state = .relearning
            card.step = 0
            card.stability = 1
            card.difficulty = 6
            card.lastReview = fixture.clock.now - 600
            card.reviewCount = 4
            progress.srs["v:step"] = card
        }
        let session = fixture.session()
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 0, learning: 1, due: 3))
        #expect(session.remainingCount == 4)
        guard case .card(let id) = session.next(at: fixture.clock.now) else { Issue.record("no card"); return }
        #expect(id == "v:step")
        try session.grade(id, rating: .easy, at: fixture.clock.now, duration: 3)
        // One review of today's three is used: two review cards are left, in both.
        _ = session.next(at: fixture.clock.now)
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 0, learning: 0, due: 2))
        #expect(session.remainingCount == 2)
    }

    @Test("Adding an item past today's new-items limit says the limit holds it back; within the limit it does not")
    func addingPastTheLimit() throws {
        let fixture = try Fixture(newPerDay: 2)
        var outcome = try fixture.learner.addToReviews(["v:a", "v:b"])
        #expect(outcome == AddedToReviews(added: 2, heldBackBy: nil))
        fixture.clock.advance(by: 1)
        outcome = try fixture.learner.addToReviews(["v:c"])
        #expect(outcome == AddedToReviews(added: 1, heldBackBy: 2))
        #expect(fixture.learner.reviewStatus().counts.new == 2)
        // Already in reviews: nothing added, nothing to say about the limit.
        outcome = try fixture.learner.addToReviews(["v:c"])
        #expect(outcome == AddedToReviews(added: 0, heldBackBy: nil))
        // The next study day the limit starts afresh.
        fixture.clock.advance(by: 86_400)
        #expect(fixture.learner.reviewStatus().counts.new == 2)
        outcome = try fixture.learner.addToReviews(["v:d"])
        #expect(outcome == AddedToReviews(added: 1, heldBackBy: 2))
    }

    @Test("With learning cards pending and today's new-items limit reached, the status says how many new items the limit holds back, and the limit")
    func newItemsHeldBackWhileLearning() throws {
        let fixture = try Fixture(newPerDay: 2)
        try fixture.learner.addToReviews(["v:a", "v:b", "v:c", "v:d", "v:e"])
        #expect(fixture.learner.reviewStatus().counts == ReviewCounts(new: 2, learning: 0, due: 0))
        #expect(fixture.learner.reviewStatus().newItemsHeldBack == NewItemsHeldBack(count: 3, limit: 2))
        // Both new cards of today answered Again: they come back in learning steps, and the three
        // others still wait behind the limit.
        let session = fixture.session()
        for _ in 0..<2 {
            guard case .card(let id) = session.next(at: fixture.clock.now) else { Issue.record("no card"); return }
            try session.grade(id, rating: .again, at: fixture.clock.now, duration: 3)
        }
        let status = fixture.learner.reviewStatus()
        #expect(status.counts == ReviewCounts(new: 0, learning: 2, due: 0))
        #expect(status.newItemsHeldBack == NewItemsHeldBack(count: 3, limit: 2))
        guard case .waiting = session.next(at: fixture.clock.now) else { Issue.record("expected a wait"); return }
        // A higher limit lets them in: nothing is held back any more.
        try fixture.learner.settings.update { $0.newPerDay = 10 }
        #expect(fixture.learner.reviewStatus().newItemsHeldBack == nil)
        #expect(fixture.learner.reviewStatus().counts.new == 3)
        // The next study day the limit starts afresh: two come, one still waits.
        try fixture.learner.settings.update { $0.newPerDay = 2 }
        fixture.clock.advance(by: 86_400)
        #expect(fixture.learner.reviewStatus().newItemsHeldBack == NewItemsHeldBack(count: 1, limit: 2))
    }
}
