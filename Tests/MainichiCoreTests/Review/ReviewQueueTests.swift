import Foundation
import Testing
@testable import MainichiCore

/// The order of a review session, the daily limits, learning steps coming back, and the menu line.
@Suite("Review queue")
struct ReviewQueueTests {
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// 2026-11-21 09:00 UTC.
    let now = Date(timeIntervalSince1970: 1_795_251_600)

    /// A card in review, due `dueIn` seconds from now (negative: overdue).
    func reviewCard(dueIn: TimeInterval) -> SRSCard {
        var card = SRSCard(due: now.addingTimeInterval(dueIn))
        card.state = .review
        card.step = nil
        card.stability = 5
        card.difficulty = 5
        card.lastReview = now.addingTimeInterval(dueIn - 5 * 86_400)
        return card
    }

    func newCard(addedAgo seconds: TimeInterval) -> SRSCard { SRSCard(due: now.addingTimeInterval(-seconds)) }

    @Test("Due reviews come first (oldest due first), then new items in the order they were added; future cards wait")
    func ordering() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = [
            "v:new-late": newCard(addedAgo: 10),
            "v:new-early": newCard(addedAgo: 100),
            "v:due-recent": reviewCard(dueIn: -60),
            "v:due-old": reviewCard(dueIn: -86_400),
            "v:future": reviewCard(dueIn: 3_600),
        ]
        let queue = ReviewQueue(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        #expect(queue.pending == ["v:due-old", "v:due-recent", "v:new-early", "v:new-late"])
        #expect(queue.next(at: now) == .card("v:due-old"))
        #expect(queue.remainingCount == 4)
    }

    @Test("Daily limits count what was already done today")
    func limits() {
        var progress = StudyProgress(createdAt: now)
        for index in 0..<30 { progress.srs["v:new\(index < 10 ? "0" : "")\(index)"] = newCard(addedAgo: Double(100 - index)) }
        for index in 0..<10 { progress.srs["v:rev\(index)"] = reviewCard(dueIn: -Double(index + 1) * 60) }
        var settings = Settings()
        settings.newPerDay = 20
        settings.reviewsPerDay = 6
        progress.activity[StudyProgress.dayStamp(now, calendar: Self.utc)] = DailyActivity(newItems: 15, reviews: 2)
        let queue = ReviewQueue(progress: progress, settings: settings, now: now, calendar: Self.utc)
        #expect(queue.pending.filter { $0.hasPrefix("v:rev") }.count == 4)
        #expect(queue.pending.filter { $0.hasPrefix("v:new") } == ["v:new00", "v:new01", "v:new02", "v:new03", "v:new04"])

        // Yesterday's activity does not count today.
        progress.activity = ["2026-11-20": DailyActivity(newItems: 20, reviews: 200)]
        let fresh = ReviewQueue(progress: progress, settings: settings, now: now, calendar: Self.utc)
        #expect(fresh.pending.count == 6 + 20)
    }

    @Test("A card left in learning steps comes back when due, before the rest; a graduated one leaves")
    func learningStepsComeBack() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:a": newCard(addedAgo: 30), "v:b": newCard(addedAgo: 20)]
        var queue = ReviewQueue(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        let scheduler = FSRSScheduler(enableFuzzing: false)

        let again = scheduler.review(progress.srs["v:a"]!, rating: .again, at: now)
        queue.didReview("v:a", card: again)      // back in 1 minute
        #expect(queue.next(at: now) == .card("v:b"))
        #expect(queue.remainingCount == 2)

        let easy = scheduler.review(progress.srs["v:b"]!, rating: .easy, at: now)
        queue.didReview("v:b", card: easy)       // graduates to review: gone
        #expect(queue.next(at: now) == .waiting(until: now.addingTimeInterval(60)))
        #expect(queue.next(at: now.addingTimeInterval(60)) == .card("v:a"))

        let good = scheduler.review(again, rating: .good, at: now.addingTimeInterval(60))
        queue.didReview("v:a", card: good)       // the next step: 10 minutes
        #expect(queue.next(at: now.addingTimeInterval(120)) == .waiting(until: now.addingTimeInterval(660)))
        let graduated = scheduler.review(good, rating: .good, at: now.addingTimeInterval(660))
        queue.didReview("v:a", card: graduated)
        #expect(queue.next(at: now.addingTimeInterval(660)) == .finished)
        #expect(queue.remainingCount == 0)
    }

    @Test("A learning card that falls due jumps ahead of pending cards")
    func learningBeforePending() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:a": newCard(addedAgo: 30), "v:b": newCard(addedAgo: 20), "v:c": newCard(addedAgo: 10)]
        var queue = ReviewQueue(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        let scheduler = FSRSScheduler(enableFuzzing: false)
        queue.didReview("v:a", card: scheduler.review(progress.srs["v:a"]!, rating: .again, at: now))
        #expect(queue.next(at: now.addingTimeInterval(30)) == .card("v:b"))
        #expect(queue.next(at: now.addingTimeInterval(61)) == .card("v:a"))
    }

    static let waits: [(TimeInterval, String)] = [
        (10_800, "next review in 3h"),
        (86_400, "next review tomorrow 09:00"),
        (240, "next review in 4m"),
        (432_000, "next review in 5d"),
    ]

    @Test("The menu line when nothing is due says when the next review is", arguments: waits)
    func statusWhenNothingIsDue(wait: TimeInterval, expected: String) {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:a": reviewCard(dueIn: wait), "v:b": reviewCard(dueIn: wait + 86_400 * 3)]
        let status = ReviewQueue.status(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        #expect(!status.hasWork)
        #expect(status.summary(now: now, calendar: Self.utc) == expected)
    }

    @Test("The menu line counts due and new within the limits")
    func statusCounts() {
        var progress = StudyProgress(createdAt: now)
        #expect(ReviewQueue.status(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "no reviews yet: press a in a study list or take a test")
        for index in 0..<25 { progress.srs["v:n\(index)"] = newCard(addedAgo: 5) }
        for index in 0..<3 { progress.srs["v:r\(index)"] = reviewCard(dueIn: -10) }
        var status = ReviewQueue.status(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        #expect(status.summary(now: now, calendar: Self.utc) == "20 new, 0 learning, 3 due")

        var settings = Settings()
        settings.newPerDay = 0
        settings.reviewsPerDay = 0
        status = ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
        #expect(status.summary(now: now, calendar: Self.utc) == "daily limit reached, more tomorrow")
    }

    /// A card in learning steps (reviewed once, graded Again), due `dueIn` seconds from now.
    func learningCard(dueIn: TimeInterval) -> SRSCard {
        var card = SRSCard(due: now.addingTimeInterval(dueIn))
        card.stability = 0.2
        card.difficulty = 7
        card.lastReview = now.addingTimeInterval(dueIn - 60)
        return card
    }

    @Test("A learning step coming back in minutes is announced even when the new-items limit is used up")
    func statusWithLearningStepAfterLimit() {
        var progress = StudyProgress(createdAt: now)
        for index in 0..<5 { progress.srs["v:n\(index)"] = newCard(addedAgo: 5) }
        progress.srs["v:step"] = learningCard(dueIn: 240)
        var settings = Settings()
        settings.newPerDay = 3
        progress.activity[StudyProgress.dayStamp(now, calendar: Self.utc)] = DailyActivity(newItems: 3, reviews: 0)
        let status = ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
        #expect(status.heldBackCount == 5)
        #expect(status.summary(now: now, calendar: Self.utc) == "0 new, 1 learning, 0 due; next in 4m")
        // Due now: counted as learning, limits or not.
        progress.srs["v:step"] = learningCard(dueIn: -1)
        #expect(ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "0 new, 1 learning, 0 due")
        // Only held-back work left: the limit is what the learner needs to know.
        progress.srs["v:step"] = nil
        #expect(ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "daily limit reached, more tomorrow")
    }

    @Test("A review card due later today waits for room: announced while the limit has room, not when it is used up")
    func statusLaterTodayWithinLimit() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:later": reviewCard(dueIn: 600), "v:held": reviewCard(dueIn: -60)]
        var settings = Settings()
        settings.reviewsPerDay = 1
        progress.activity[StudyProgress.dayStamp(now, calendar: Self.utc)] = DailyActivity(newItems: 0, reviews: 1)
        #expect(ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "daily limit reached, more tomorrow")
        settings.reviewsPerDay = 5
        #expect(ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "0 new, 0 learning, 1 due")
        progress.srs["v:held"] = nil
        #expect(ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: Self.utc)
            .summary(now: now, calendar: Self.utc) == "next review in 10m")
    }

    @Test("A refresh takes in cards that fell due after the session started, within the limits")
    func refreshTakesNewlyDueCards() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:now": reviewCard(dueIn: -5), "v:soon": reviewCard(dueIn: 16), "v:limit": reviewCard(dueIn: 20)]
        var settings = Settings()
        settings.reviewsPerDay = 2
        var queue = ReviewQueue(progress: progress, settings: settings, now: now, calendar: Self.utc)
        #expect(queue.pending == ["v:now"])
        #expect(queue.remainingCount == 1)
        let later = now.addingTimeInterval(30)
        queue.refresh(progress: progress, settings: settings, now: later, calendar: Self.utc)
        #expect(queue.pending == ["v:now", "v:soon"])   // v:limit is over the limit of 2
        #expect(queue.remainingCount == 2)
    }

    @Test("Waiting counts down to the earliest card: a review due in 2.5 minutes before a learning step in 10")
    func waitingForTheEarliestCard() {
        var progress = StudyProgress(createdAt: now)
        progress.srs = ["v:step": learningCard(dueIn: 600), "v:review": reviewCard(dueIn: 150),
                        "v:far": reviewCard(dueIn: 86_400)]
        var queue = ReviewQueue(progress: progress, settings: Settings(), now: now, calendar: Self.utc)
        // The learning card from an earlier session is in this one.
        #expect(queue.remainingCount == 1)
        #expect(queue.next(at: now) == .waiting(until: now.addingTimeInterval(150)))
        queue.refresh(progress: progress, settings: Settings(), now: now.addingTimeInterval(150), calendar: Self.utc)
        #expect(queue.next(at: now.addingTimeInterval(150)) == .card("v:review"))
    }

    @Test("The countdown: seconds under a minute, whole minutes under an hour",
          arguments: [(33.0, "33s"), (0.4, "1s"), (59.2, "1m"), (60, "1m"), (582, "10m"), (3599, "1h 00m"), (3900, "1h 05m")])
    func countdown(wait: TimeInterval, expected: String) {
        #expect(ReviewQueue.countdown(wait) == expected)
    }
}
