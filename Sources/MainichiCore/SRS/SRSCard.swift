#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The spaced-repetition state of one item.
public struct SRSCard: Codable, Sendable, Equatable {
    public var state: SRSState
    /// The learning or relearning step; nil in review.
    public var step: Int?
    /// Days for retrievability to fall to 90%; nil before the first review.
    public var stability: Double?
    /// 1 (easy) to 10 (hard); nil before the first review.
    public var difficulty: Double?
    public var due: Date
    public var lastReview: Date?
    /// Grades given to the card (undone ones excluded): with the item id, it seeds the card's
    /// scheduling fuzz (`FSRSScheduler.review(_:of:rating:at:)`). 0 for cards saved before it was kept.
    public var reviewCount: Int

    /// A new card: learning, step 0, due at `due`.
    public init(due: Date) {
        self.state = .learning
        self.step = 0
        self.stability = nil
        self.difficulty = nil
        self.due = due
        self.lastReview = nil
        self.reviewCount = 0
    }

    private enum CodingKeys: String, CodingKey {
        case state, step, stability, difficulty, due, lastReview, reviewCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(SRSState.self, forKey: .state)
        step = try container.decodeIfPresent(Int.self, forKey: .step)
        stability = try container.decodeIfPresent(Double.self, forKey: .stability)
        difficulty = try container.decodeIfPresent(Double.self, forKey: .difficulty)
        due = try container.decode(Date.self, forKey: .due)
        lastReview = try container.decodeIfPresent(Date.self, forKey: .lastReview)
        reviewCount = try container.decodeIfPresent(Int.self, forKey: .reviewCount) ?? 0
    }
}
