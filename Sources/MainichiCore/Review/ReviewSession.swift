#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One sitting of reviews: the queue, grading through the scheduler with every grade saved at
/// once, and undo several levels deep.
///
/// Each grade stores the new card and today's count with its history entry (item, rating, time,
/// seconds spent) as one journal event before returning, so a crash loses nothing and progress
/// and history cannot disagree. Undo puts back the card as it was, reverts today's count and
/// returns the item to the front of the session with one reviewUndo event (the journal stays
/// append-only; `StudyHistory` drops the review an undo cancels, so statistics count only the
/// grades that stand). Grading the item again appends a new review.
///
/// ```swift
/// let session = ReviewSession(progress: store, history: log, settings: settings.settings, scheduler: scheduler,
///                             now: now, calendar: context.calendar)
/// if case .card(let id) = session.next(at: now) {
///     let labels = session.previewIntervals(for: id, at: now)
///     try session.grade(id, rating: .good, at: now, duration: 4.2)
/// }
/// try session.undo(at: now)
/// ```
public final class ReviewSession {
    /// One grade that can be undone.
    public struct Grade: Sendable {
        public var id: String
        public var rating: Rating
        /// The card before the grade (nil when the item was not in reviews).
        public var previousCard: SRSCard?
        /// The card the grade produced.
        public var card: SRSCard
        /// Whether this was the item's first review.
        public var wasNew: Bool
        /// When it was given (the review event's time).
        public var time: Date
        /// Whether its review event was saved.
        var isLogged = false
        /// The queue before the grade.
        var queue: ReviewQueue
    }

    public let progress: ProgressStore
    public let history: StudyHistory
    public let scheduler: FSRSScheduler
    /// The daily limits cards falling due during the session are taken within.
    public var settings: Settings
    /// Decides the study day reviews are counted on.
    public let calendar: StudyCalendar
    public private(set) var queue: ReviewQueue
    /// Grades given this session, oldest first, without those undone.
    public private(set) var grades: [Grade] = []

    /// Starts a session over the cards due at `now`.
    public init(progress: ProgressStore, history: StudyHistory, settings: Settings, scheduler: FSRSScheduler,
                now: Date, calendar: StudyCalendar) {
        self.progress = progress
        self.history = history
        self.scheduler = scheduler
        self.settings = settings
        self.calendar = calendar
        self.queue = ReviewQueue(progress: progress.progress, settings: settings, now: now, calendar: calendar)
    }

    /// What to show at `now`, after taking in the cards that have fallen due since the session
    /// started (review, relearning and learning cards, within the daily limits).
    public func next(at now: Date) -> ReviewQueue.Next {
        queue.refresh(progress: progress.progress, settings: settings, now: now, calendar: calendar)
        return queue.next(at: now)
    }

    /// The cards left in the session (see `ReviewQueue.remainingCount`).
    public var remainingCount: Int { queue.remainingCount }

    /// How often each rating was given this session (undone grades excluded).
    public func count(of rating: Rating) -> Int { grades.count { $0.rating == rating } }

    /// Items seen for the first time this session.
    public var newCount: Int { grades.count(where: \.wasNew) }

    /// The card of `id`, or a new one due at `now`.
    public func card(for id: String, at now: Date) -> SRSCard {
        progress.progress.srs[id] ?? SRSCard(due: now)
    }

    /// The wait each rating would give `id` at `now`, fuzzed and balanced exactly as `grade` will
    /// do it (the fuzz and the balancing draw come from one generator seeded by the item id and its
    /// review count): the labels on the rating keys.
    public func previewIntervals(for id: String, at now: Date) -> [Rating: TimeInterval] {
        let card = card(for: id, at: now)
        guard settings.loadBalancing else { return scheduler.previewIntervals(for: card, of: id, at: now) }
        var intervals: [Rating: TimeInterval] = [:]
        for rating in Rating.allCases {
            var generator = SeededRandom(fuzzFor: id, reviewCount: card.reviewCount)
            let reviewed = scheduler.review(card, rating: rating, at: now, using: &generator)
            intervals[rating] = balanced(reviewed, of: id, at: now, using: &generator).due.timeIntervalSince(now)
        }
        return intervals
    }

    /// `card`, just scheduled at `now`, moved to the least loaded day of its fuzz range when
    /// load balancing is on and the interval is 3 to 90 days (`LoadBalancer`, with the Easy Days
    /// of the settings). Takes one more draw from `generator`, after the scheduler's fuzz draw.
    func balanced<G: RandomNumberGenerator>(_ card: SRSCard, of id: String, at now: Date,
                                            using generator: inout G) -> SRSCard {
        guard settings.loadBalancing, scheduler.enableFuzzing, card.state == .review,
              let stability = card.stability else { return card }
        let interval = scheduler.intervalDays(for: stability)
        guard Double(interval) >= 2.5, interval <= LoadBalancer.maximumInterval else { return card }
        let draw = Double(generator.next() >> 11) * 0x1p-53
        let today = calendar.day(of: now)
        var counts: [Int: Int] = [:]
        for (other, otherCard) in progress.progress.srs where other != id && otherCard.lastReview != nil {
            counts[calendar.day(of: otherCard.due) - today, default: 0] += 1
        }
        let settings = settings
        let calendar = calendar
        let daysOff = Set(settings.daysOff)
        guard let chosen = LoadBalancer.dueDay(
            interval: interval, fuzzRange: scheduler.fuzzRange(forInterval: interval), draw: draw,
            dueCount: { counts[$0] ?? 0 },
            load: { offset in
                if !daysOff.isEmpty, daysOff.contains(calendar.stamp(ofDay: today + offset)) { return .minimum }
                return settings.load(onWeekday: calendar.weekday(ofDay: today + offset))
            })
        else { return card }
        var moved = card
        moved.due = now.addingTimeInterval(Double(chosen) * 86_400)
        return moved
    }

    /// Grades `id`, saves the card and today's count, and appends the review to history. The
    /// scheduling fuzz is seeded by the item id and its review count, so the same grades give the
    /// same due dates on every machine.
    /// - Parameters:
    ///   - duration: seconds from showing the card to the grade.
    ///   - day: the day's lesson the item belongs to, recorded with the event.
    /// - Throws: `StorageError` when progress or history could not be written; the grade then
    ///   stays in memory (progress) and the session still moves on.
    @discardableResult
    public func grade(_ id: String, rating: Rating, at now: Date, duration: TimeInterval,
                      day: DayKey? = nil) throws(StorageError) -> SRSCard {
        let previous = progress.progress.srs[id]
        let before = previous ?? SRSCard(due: now)
        let wasNew = before.lastReview == nil
        var generator = SeededRandom(fuzzFor: id, reviewCount: before.reviewCount)
        let card = balanced(scheduler.review(before, rating: rating, at: now, using: &generator), of: id, at: now,
                            using: &generator)
        grades.append(Grade(id: id, rating: rating, previousCard: previous, card: card, wasNew: wasNew, time: now,
                            queue: queue))
        queue.didReview(id, card: card)
        let kind = day?.kind ?? DeckKind(itemID: id)
        try progress.recordReview(of: id, card: card, wasNew: wasNew, calendar: calendar,
                                  history: HistoryEvent(type: .review, time: now, kind: kind, level: day?.level,
                                                        day: day?.day, itemID: id, rating: rating,
                                                        duration: (duration * 10).rounded() / 10),
                                  scheduler: scheduler)
        grades[grades.count - 1].isLogged = true
        return card
    }

    /// Leaves `id` out of the rest of the session without grading it (its item is gone from the
    /// decks); its card stays as it is.
    public func skip(_ id: String) {
        queue.remove(id)
    }

    /// Whether there is a grade to undo.
    public var canUndo: Bool { !grades.isEmpty }

    /// Undoes the last grade: the card, today's count and the queue go back to how they were, and
    /// an undo line cancelling its review is appended to history.
    /// - Parameter now: when the undo happens (the undo line's time).
    /// - Returns: the undone grade, or nil when there was none.
    @discardableResult
    public func undo(at now: Date = Date()) throws(StorageError) -> Grade? {
        guard let last = grades.popLast() else { return nil }
        queue = last.queue
        try progress.undoReview(of: last.id, restoring: last.previousCard, wasNew: last.wasNew, calendar: calendar)
        return last
    }
}
