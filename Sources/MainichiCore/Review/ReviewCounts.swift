#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The reviews waiting now, in the three kinds a learner tells apart: the same figures in the main
/// menu, the review screen's header and `mainichi stats` (all three ask `Learner.reviewStatus()`).
///
/// - `new`: items never reviewed, due now, that today's new-items limit still lets in.
/// - `learning`: cards in learning or relearning steps (reviewed, not yet graduated), due now or
///   coming back within minutes; the session waits for them and the daily limits never hold them back.
/// - `due`: review cards due now that today's reviews limit still lets in.
///
/// A review session started now shows exactly `total` cards before it ends (more only when cards
/// fall due meanwhile), so the header's figures count down as cards are answered.
public struct ReviewCounts: Sendable, Equatable, Codable {
    public var new: Int
    public var learning: Int
    public var due: Int

    public init(new: Int = 0, learning: Int = 0, due: Int = 0) {
        self.new = new
        self.learning = learning
        self.due = due
    }

    /// Every card the three figures count.
    public var total: Int { new + learning + due }
}
