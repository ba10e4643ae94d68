import Foundation

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

    /// A new card: learning, step 0, due at `due`.
    public init(due: Date) {
        self.state = .learning
        self.step = 0
        self.stability = nil
        self.difficulty = nil
        self.due = due
        self.lastReview = nil
    }
}
