#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One wrong typed reading and its kind of slip, for the notebook's filter and the statistics of
/// the learner's most frequent slips.
public struct SlipRecord: Codable, Sendable, Equatable {
    /// How many slips progress.json keeps (the oldest are dropped).
    public static let kept = 500

    public var itemID: String
    public var kind: SlipKind
    public var date: Date

    public init(itemID: String, kind: SlipKind, date: Date) {
        self.itemID = itemID
        self.kind = kind
        self.date = date
    }
}

/// How often each kind of slip came up among the learner's last misses.
public struct SlipSummary: Sendable, Equatable, Codable {
    /// One kind of slip and how many of the misses it was.
    public struct Count: Sendable, Equatable, Codable {
        public var kind: SlipKind
        public var count: Int

        public init(kind: SlipKind, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// The misses counted (at most the window asked for).
    public var missCount: Int
    /// Each kind seen, most frequent first (ties in `SlipKind` order).
    public var counts: [Count]

    public init(missCount: Int = 0, counts: [Count] = []) {
        self.missCount = missCount
        self.counts = counts
    }
}
