#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The order of one review session: due reviews first, then new items, within the daily limits;
/// cards in learning steps come back when they fall due.
///
/// A queue is a value: the review screen keeps copies of it for undo. Build it from the progress
/// when the session starts; before each card, `refresh(progress:settings:now:calendar:)` takes in
/// cards that have fallen due since (`ReviewSession.next(at:)` does this); take `next(at:)`, and
/// tell it each grade with `didReview(_:card:)`.
///
/// ```swift
/// var queue = ReviewQueue(progress: store.progress, settings: settings, now: now)
/// queue.refresh(progress: store.progress, settings: settings, now: now)
/// switch queue.next(at: now) {
/// case .card(let id): show(id)
/// case .waiting(let until): show("next card in \(ReviewQueue.countdown(until.timeIntervalSince(now)))")
/// case .finished: showDone()
/// }
/// ```
///
/// Limits are counted per study day (`StudyCalendar`: from the day start hour, 4 a.m. by default) through `StudyProgress.activity`: `newPerDay` caps
/// items seen for the first time, `reviewsPerDay` caps review cards taken into the session. Cards
/// in learning or relearning steps (reviewed before, coming back within minutes) are never held
/// back, as they would otherwise be forgotten.
///
/// `remainingCount` is review cards due now and taken within today's limit, plus new items allowed
/// today, plus cards in learning steps (due now or coming back within minutes): the total of the
/// `ReviewCounts` that `status` gives for the same progress.
public struct ReviewQueue: Sendable, Equatable {
    /// What the session shows next.
    public enum Next: Sendable, Equatable {
        /// The item with this id.
        case card(String)
        /// Nothing is due yet; the earliest card the session will show falls due at this time.
        case waiting(until: Date)
        /// Nothing left in this session.
        case finished
    }

    /// How far ahead the session waits for a review card that is not due yet; beyond it the
    /// session is finished (cards in learning steps are always waited for).
    public static let waitHorizon: TimeInterval = 3600

    /// Cards in learning steps, waiting for their due time: id and due date, earliest first.
    public private(set) var learning: [(id: String, due: Date)] = []
    /// Due review cards taken into the session, in the order they are shown.
    public private(set) var reviews: [String] = []
    /// New items taken into the session, in the order they are shown.
    public private(set) var newItems: [String] = []
    /// The earliest due time of a card outside the session that it will take in when due (within
    /// the limits and `waitHorizon`), as of the last refresh.
    public private(set) var upcoming: Date?
    /// Items left out without a grade (no deck holds them).
    private var skipped: Set<String> = []

    /// Due reviews then new items, in the order they are shown.
    public var pending: [String] { reviews + newItems }

    /// Builds the session from the cards due at `now`, with every card in learning steps.
    /// - Parameters:
    ///   - progress: the cards (`srs`) and today's activity.
    ///   - settings: `newPerDay` and `reviewsPerDay`.
    ///   - calendar: decides the study day the limits count on.
    public init(progress: StudyProgress, settings: Settings, now: Date, calendar: StudyCalendar) {
        refresh(progress: progress, settings: settings, now: now, calendar: calendar)
    }

    /// Takes in the cards that have fallen due by `now` and are not in the session yet: cards in
    /// learning steps always, review cards and new items while today's limits leave room; and
    /// notes the next card to wait for.
    public mutating func refresh(progress: StudyProgress, settings: Settings, now: Date,
                                 calendar: StudyCalendar) {
        let today = progress.activity(on: now, calendar: calendar)
        // Grades of learning steps count against the reviews limit too: review cards taken
        // earlier that the limit no longer lets in go back (a session started now would not take
        // them, and the counts, made by `status`, do not count them).
        let reviewLimit = max(0, settings.reviewsPerDay - today.reviews)
        if reviews.count > reviewLimit { reviews.removeLast(reviews.count - reviewLimit) }
        var reviewRoom = reviewLimit - reviews.count
        var newRoom = max(0, settings.newPerDay - today.newItems - newItems.count)
        var inSession = Set(reviews).union(newItems).union(learning.map(\.id)).union(skipped)
        var dueReviews: [Entry] = [], dueNew: [Entry] = [], steps: [Entry] = []
        var nextReview: Date?, nextNew: Date?
        for (id, card) in progress.srs where !inSession.contains(id) && progress.suspended[id] == nil {
            switch Self.kind(of: card) {
            case .learningStep:
                steps.append(Entry(id: id, due: card.due))
            case .review where card.due <= now:
                dueReviews.append(Entry(id: id, due: card.due))
            case .new where card.due <= now:
                dueNew.append(Entry(id: id, due: card.due))
            case .review:
                nextReview = nextReview.map { min($0, card.due) } ?? card.due
            case .new:
                nextNew = nextNew.map { min($0, card.due) } ?? card.due
            }
        }
        for entry in steps.sorted(by: Entry.order) {
            insertLearning(entry.id, due: entry.due)
            inSession.insert(entry.id)
        }
        for entry in dueReviews.sorted(by: Entry.order) where reviewRoom > 0 {
            reviews.append(entry.id)
            reviewRoom -= 1
        }
        for entry in dueNew.sorted(by: Entry.order) where newRoom > 0 {
            newItems.append(entry.id)
            newRoom -= 1
        }
        // A card due later is waited for only when the limits would take it.
        let next = [reviewRoom > 0 ? nextReview : nil, newRoom > 0 ? nextNew : nil].compactMap { $0 }.min()
        upcoming = next.flatMap { $0.timeIntervalSince(now) <= Self.waitHorizon ? $0 : nil }
    }

    /// The cards left in the session: due reviews and new items taken, and cards in learning steps.
    public var remainingCount: Int { reviews.count + newItems.count + learning.count }

    /// What to show at `now`: a learning card that has fallen due comes first, then the pending
    /// cards in order; otherwise the session waits for the earliest card still to come.
    public func next(at now: Date) -> Next {
        if let first = learning.first, first.due <= now { return .card(first.id) }
        if let id = reviews.first ?? newItems.first { return .card(id) }
        let waits = [learning.first?.due, upcoming].compactMap { $0 }
        if let until = waits.min() { return .waiting(until: until) }
        return .finished
    }

    /// Takes `id` out of the session after a grade; a card still in learning or relearning steps
    /// goes back in, to come up again at its new due time.
    public mutating func didReview(_ id: String, card: SRSCard) {
        reviews.removeAll { $0 == id }
        newItems.removeAll { $0 == id }
        learning.removeAll { $0.id == id }
        guard card.state != .review else { return }
        insertLearning(id, due: card.due)
    }

    /// Takes `id` out of the session without a grade (an item no deck holds any more).
    public mutating func remove(_ id: String) {
        reviews.removeAll { $0 == id }
        newItems.removeAll { $0 == id }
        learning.removeAll { $0.id == id }
        skipped.insert(id)
    }

    private mutating func insertLearning(_ id: String, due: Date) {
        let index = learning.firstIndex { ($0.due, $0.id) > (due, id) } ?? learning.count
        learning.insert((id: id, due: due), at: index)
    }

    public static func == (lhs: ReviewQueue, rhs: ReviewQueue) -> Bool {
        lhs.reviews == rhs.reviews && lhs.newItems == rhs.newItems && lhs.learning.map(\.id) == rhs.learning.map(\.id)
            && lhs.learning.map(\.due) == rhs.learning.map(\.due) && lhs.upcoming == rhs.upcoming
            && lhs.skipped == rhs.skipped
    }

    /// The wait before the next card, for the waiting screen: "33s" under a minute, whole minutes
    /// (rounded up) under an hour, then "1h 05m".
    public static func countdown(_ wait: TimeInterval) -> String {
        let seconds = max(1, Int(wait.rounded(.up)))
        if seconds < 60 { return "\(seconds)s" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "\(minutes)m" }
        let rest = minutes % 60
        return "\(minutes / 60)h \(rest < 10 ? "0" : "")\(rest)m"
    }

    // MARK: - Status

    /// What the main menu, the review screen's header and `mainichi stats` say about reviews at
    /// `now`, cheaply (one pass over the cards): call it through `Learner.reviewStatus()`.
    ///
    /// Its counts are what a session started now takes in (`refresh`): the same limits, the same
    /// kinds, every card in learning steps.
    public static func status(progress: StudyProgress, settings: Settings, now: Date,
                              calendar: StudyCalendar) -> ReviewStatus {
        let today = progress.activity(on: now, calendar: calendar)
        let reviewRoom = max(0, settings.reviewsPerDay - today.reviews)
        let newRoom = max(0, settings.newPerDay - today.newItems)
        let endOfToday = calendar.startOfNextDay(after: now)
        var stepsDue = 0, stepsLater = 0, reviewsDue = 0, newDue = 0
        var nextStep: Date?, nextReviewToday: Date?, nextNewToday: Date?, nextLater: Date?
        func earliest(_ current: Date?, _ date: Date) -> Date { current.map { min($0, date) } ?? date }
        for (id, card) in progress.srs where progress.suspended[id] == nil {
            let kind = kind(of: card)
            if card.due <= now {
                switch kind {
                case .learningStep: stepsDue += 1
                case .review: reviewsDue += 1
                case .new: newDue += 1
                }
            } else if kind == .learningStep {
                stepsLater += 1
                nextStep = earliest(nextStep, card.due)
            } else if card.due >= endOfToday {
                nextLater = earliest(nextLater, card.due)
            } else if kind == .review {
                nextReviewToday = earliest(nextReviewToday, card.due)
            } else {
                nextNewToday = earliest(nextNewToday, card.due)
            }
        }
        let takenReviews = min(reviewsDue, reviewRoom), takenNew = min(newDue, newRoom)
        // The next card a session would show: learning steps always; today's cards while the
        // limits leave room; later days start with fresh limits.
        let candidates = [nextStep,
                          reviewRoom > reviewsDue ? nextReviewToday : nil,
                          newRoom > newDue ? nextNewToday : nil,
                          nextLater]
        return ReviewStatus(counts: ReviewCounts(new: takenNew, learning: stepsDue + stepsLater, due: takenReviews),
                            learningDueNow: stepsDue, heldBackCount: reviewsDue - takenReviews + newDue - takenNew,
                            newHeldBackCount: newDue - takenNew,
                            nextDue: candidates.compactMap { $0 }.min(), cardCount: progress.srs.count,
                            newItemsLimit: settings.newPerDay)
    }

    // MARK: - Sorting the cards

    /// How the session treats a card.
    private enum Kind {
        /// Never reviewed: counts against the new-items limit.
        case new
        /// In review: counts against the reviews limit.
        case review
        /// In learning or relearning steps after a review: never held back.
        case learningStep
    }

    private static func kind(of card: SRSCard) -> Kind {
        switch card.state {
        case .review: .review
        case .relearning: .learningStep
        case .learning: card.lastReview == nil ? .new : .learningStep
        }
    }

    private struct Entry {
        var id: String
        var due: Date

        /// By due date, then id.
        static func order(_ lhs: Entry, _ rhs: Entry) -> Bool { (lhs.due, lhs.id) < (rhs.due, rhs.id) }
    }
}
