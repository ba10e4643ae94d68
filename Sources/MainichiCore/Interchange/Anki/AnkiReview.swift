#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry of Anki's review log.
public struct AnkiReview: Sendable, Equatable {
    /// The entry's id: the time of the review in milliseconds since 1970, unique in a collection.
    public var id: Int64
    public var cardID: Int64
    /// The button pressed: 1 again, 2 hard, 3 good, 4 easy; 0 for a manual change (reschedule,
    /// reset), which is not a review.
    public var ease: Int
    /// 0 learning, 1 review, 2 relearning, 3 filtered deck, 4 manual, 5 rescheduled.
    public var type: Int
    /// Milliseconds spent on the answer.
    public var duration: Int

    public init(id: Int64, cardID: Int64, ease: Int, type: Int, duration: Int) {
        self.id = id
        self.cardID = cardID
        self.ease = ease
        self.type = type
        self.duration = duration
    }

    /// When the review was made.
    public var time: Date { Date(timeIntervalSince1970: TimeInterval(id) / 1000) }

    /// The rating it gave, or nil for a manual change.
    public var rating: Rating? { (1...4).contains(ease) && type <= 3 ? Rating(rawValue: ease) : nil }
}
