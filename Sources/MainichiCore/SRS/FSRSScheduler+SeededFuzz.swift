#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FSRSScheduler {
    /// Reviews the card of item `itemID`, drawing its fuzz from a generator seeded by the item id
    /// and the card's review count (`SeededRandom(fuzzFor:reviewCount:)`).
    ///
    /// Replaying the same grades of the same items gives the same due dates on every machine,
    /// in any order and whatever else was reviewed between them; with fuzzing off it is exactly
    /// `review(_:rating:at:using:)`, so the reference vectors still replay.
    public func review(_ card: SRSCard, of itemID: String, rating: Rating, at date: Date) -> SRSCard {
        var generator = SeededRandom(fuzzFor: itemID, reviewCount: card.reviewCount)
        return review(card, rating: rating, at: date, using: &generator)
    }

    /// The wait each rating would give the card of `itemID` at `date`, fuzzed exactly as
    /// `review(_:of:rating:at:)` will fuzz it: the labels on the rating keys.
    public func previewIntervals(for card: SRSCard, of itemID: String, at date: Date) -> [Rating: TimeInterval] {
        previewIntervals(for: card, at: date, using: SeededRandom(fuzzFor: itemID, reviewCount: card.reviewCount))
    }
}

extension SeededRandom {
    /// The generator of one review's fuzz: seeded by the item id (its UTF-8 bytes through 64-bit
    /// FNV-1a, the same on every machine and every run, unlike `Hasher`) and the number of reviews
    /// the card had before this one.
    public init(fuzzFor itemID: String, reviewCount: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in itemID.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        // Mix the count in through one SplitMix64 step so nearby counts give unrelated streams.
        var mixer = SeededRandom(seed: hash ^ (UInt64(truncatingIfNeeded: reviewCount) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: mixer.next())
    }
}
