/// The kind of slip a wrong typed reading shows, for the hint, the second chance and the
/// statistics of the learner's misses.
///
/// The raw values are stored in progress.json; do not rename them.
public enum SlipKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// A long vowel missing or extra: きょ, きょお or きょー for きょう.
    case longVowel
    /// A small っ or ゃゅょ (or ぁぃぅぇぉ) missing, extra or written large: きよう for きょう.
    case smallKana
    /// Dakuten or handakuten missing, extra or swapped: は, ば, ぱ.
    case dakuten
    /// The kanji read the other way: on'yomi where the word uses kun'yomi, or the reverse
    /// (いちにち for 一日 read ついたち).
    case onKun
    /// The reading of another word written with the same kanji.
    case otherWord
    /// None of the above.
    case other

    /// Whether the slip is close enough to earn a second try.
    public var isNearMiss: Bool { self != .other }

    public static func < (lhs: SlipKind, rhs: SlipKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
