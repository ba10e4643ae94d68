import Foundation

/// The order of one review session: due reviews first, then new items, within the daily limits;
/// learning and relearning steps come back when they fall due.
///
/// A queue is a value: the review screen keeps copies of it for undo. Build it from the progress
/// when the session starts, take `next(at:)`, and tell it each grade with `didReview(_:card:at:)`.
///
/// ```swift
/// var queue = ReviewQueue(progress: store.progress, settings: settings, now: now)
/// switch queue.next(at: now) {
/// case .card(let id): show(id)
/// case .waiting(let until): show("next card in \(IntervalFormatter.string(for: until.timeIntervalSince(now)))")
/// case .finished: showDone()
/// }
/// ```
///
/// Limits are counted per local calendar day through `StudyProgress.activity`: `newPerDay` caps
/// items seen for the first time, `reviewsPerDay` caps review and relearning cards taken into the
/// session. Cards already in learning steps (reviewed before, due again) are never held back, as
/// they would otherwise be forgotten.
public struct ReviewQueue: Sendable, Equatable {
    /// What the session shows next.
    public enum Next: Sendable, Equatable {
        /// The item with this id.
        case card(String)
        /// Nothing is due yet; a learning step comes back at this time.
        case waiting(until: Date)
        /// Nothing left in this session.
        case finished
    }

    /// Cards in learning steps, waiting for their due time: id and due date, earliest first.
    public private(set) var learning: [(id: String, due: Date)] = []
    /// Due reviews then new items, in the order they are shown.
    public private(set) var pending: [String]

    /// Builds the session from the cards due at `now`.
    /// - Parameters:
    ///   - progress: the cards (`srs`) and today's activity.
    ///   - settings: `newPerDay` and `reviewsPerDay`.
    ///   - calendar: decides the local day the limits count on.
    public init(progress: StudyProgress, settings: Settings, now: Date, calendar: Calendar = .current) {
        let split = Self.split(progress.srs, now: now)
        let today = progress.activity(on: now, calendar: calendar)
        let reviewRoom = max(0, settings.reviewsPerDay - today.reviews)
        let newRoom = max(0, settings.newPerDay - today.newItems)
        learning = split.learningDue.map { (id: $0.id, due: $0.due) }
        pending = split.reviewsDue.prefix(reviewRoom).map(\.id) + split.newItems.prefix(newRoom).map(\.id)
    }

    /// The cards left in the session, pending and learning ("12 left").
    public var remainingCount: Int { pending.count + learning.count }

    /// What to show at `now`: a learning card that has fallen due comes first, then the pending
    /// cards in order, then learning cards as they fall due.
    public func next(at now: Date) -> Next {
        if let first = learning.first, first.due <= now { return .card(first.id) }
        if let id = pending.first { return .card(id) }
        if let first = learning.first { return .waiting(until: first.due) }
        return .finished
    }

    /// Takes `id` out of the session after a grade; a card still in learning or relearning steps
    /// goes back in, to come up again at its new due time.
    public mutating func didReview(_ id: String, card: SRSCard) {
        pending.removeAll { $0 == id }
        learning.removeAll { $0.id == id }
        guard card.state != .review else { return }
        let index = learning.firstIndex { ($0.due, $0.id) > (card.due, id) } ?? learning.count
        learning.insert((id: id, due: card.due), at: index)
    }

    /// Takes `id` out of the session without a grade (an item no deck holds any more).
    public mutating func remove(_ id: String) {
        pending.removeAll { $0 == id }
        learning.removeAll { $0.id == id }
    }

    public static func == (lhs: ReviewQueue, rhs: ReviewQueue) -> Bool {
        lhs.pending == rhs.pending && lhs.learning.map(\.id) == rhs.learning.map(\.id)
            && lhs.learning.map(\.due) == rhs.learning.map(\.due)
    }

    // MARK: - Status

    /// What the main menu says about reviews at `now`, cheaply (one pass over the cards).
    public static func status(progress: StudyProgress, settings: Settings, now: Date,
                              calendar: Calendar = .current) -> ReviewStatus {
        let today = progress.activity(on: now, calendar: calendar)
        let reviewRoom = max(0, settings.reviewsPerDay - today.reviews)
        let newRoom = max(0, settings.newPerDay - today.newItems)
        let endOfToday = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        var stepsDue = 0, reviewsDue = 0, newDue = 0
        var nextStep: Date?, nextReviewToday: Date?, nextNewToday: Date?, nextLater: Date?
        func earliest(_ current: Date?, _ date: Date) -> Date { current.map { min($0, date) } ?? date }
        for card in progress.srs.values {
            let kind = kind(of: card)
            if card.due <= now {
                switch kind {
                case .learningStep: stepsDue += 1
                case .review: reviewsDue += 1
                case .new: newDue += 1
                }
            } else if kind == .learningStep {
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
        return ReviewStatus(dueCount: stepsDue + takenReviews, newCount: takenNew,
                            heldBackCount: reviewsDue - takenReviews + newDue - takenNew,
                            nextDue: candidates.compactMap { $0 }.min(), cardCount: progress.srs.count)
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
    }

    /// The cards due at `now` by kind, each sorted by due date then id; and the first due time
    /// after `now`.
    private static func split(_ cards: [String: SRSCard], now: Date)
        -> (learningDue: [Entry], reviewsDue: [Entry], newItems: [Entry], nextDue: Date?) {
        var learningDue: [Entry] = [], reviewsDue: [Entry] = [], newItems: [Entry] = []
        var nextDue: Date?
        for (id, card) in cards {
            guard card.due <= now else {
                if nextDue == nil || card.due < nextDue! { nextDue = card.due }
                continue
            }
            let entry = Entry(id: id, due: card.due)
            switch card.state {
            case .review:
                reviewsDue.append(entry)
            case .relearning:
                learningDue.append(entry)
            case .learning:
                if card.lastReview == nil { newItems.append(entry) } else { learningDue.append(entry) }
            }
        }
        let order: (Entry, Entry) -> Bool = { ($0.due, $0.id) < ($1.due, $1.id) }
        return (learningDue.sorted(by: order), reviewsDue.sorted(by: order), newItems.sorted(by: order), nextDue)
    }
}
