#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a review (or an undo) was made from, carried by its journal event so that the reviews of
/// one card made on several machines all count, folded in time order.
///
/// A review names the card it graded (its review count and last review) and the grade. When the
/// fold reaches it and the card is still that one, the card the machine computed is taken as it
/// is (one machine's journal folds exactly as it was made). When another machine's review of the
/// same card came first in fold order, the grade is applied again to the card as it now is, with
/// the scheduler the review was made with (the default weights and retention unless the event
/// says otherwise; fuzz seeded by item and review count, no load balancing), so the card's
/// memory state follows its whole merged review log and four reviews count as four. An undo
/// names the card the undone review made: it puts back the card before only while that card is
/// still there. See docs/architecture.md, "Every review counts".
public struct ReviewBasis: Sendable, Equatable {
    /// The grade (reviews only).
    public var rating: Rating?
    /// The review count of the card named.
    public var reviewCount: Int
    /// The last review of the card named (nil: never reviewed).
    public var lastReview: Date?
    /// The desired retention the review was scheduled with, when not the default.
    public var retention: Double?
    /// The FSRS weights the review was scheduled with, when not the defaults.
    public var weights: [Double]?

    public init(rating: Rating?, card: SRSCard?, scheduler: FSRSScheduler? = nil) {
        self.rating = rating
        reviewCount = card?.reviewCount ?? 0
        lastReview = card?.lastReview
        if let scheduler {
            if scheduler.desiredRetention != 0.9 { retention = scheduler.desiredRetention }
            if scheduler.parameters != FSRSScheduler.defaultParameters { weights = scheduler.parameters }
        }
    }

    init(rating: Rating?, reviewCount: Int, lastReview: Date?, retention: Double?, weights: [Double]?) {
        self.rating = rating
        self.reviewCount = reviewCount
        self.lastReview = lastReview
        self.retention = retention
        self.weights = weights
    }

    /// Whether `card` is the card named (nil and a card never reviewed are the same: new).
    func names(_ card: SRSCard?) -> Bool {
        let count = card?.reviewCount ?? 0
        guard count == reviewCount else { return false }
        switch (card?.lastReview, lastReview) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return DueMove.sameMillisecond(lhs, rhs)
        default: return false
        }
    }

    /// The grade applied to `card` of `item` at `time` with the scheduler the review was made with.
    func replay(on card: SRSCard, of item: String, at time: Date) -> SRSCard {
        guard let rating else { return card }
        let weights = weights.flatMap { $0.count == 21 && $0.allSatisfy(\.isFinite) ? $0 : nil }
        let retention = retention.map { $0.isFinite ? $0.clamped(to: Settings.desiredRetentionRange) : 0.9 }
        let scheduler = FSRSScheduler(parameters: weights.map(FSRSOptimizer.clipped) ?? FSRSScheduler.defaultParameters,
                                      desiredRetention: retention ?? 0.9)
        return scheduler.review(card, of: item, rating: rating, at: time)
    }
}
