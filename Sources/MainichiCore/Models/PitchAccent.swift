/// The Tokyo pitch accent of a word: its reading split into morae and where the pitch drops.
///
/// The downstep is the number of the mora after which the pitch falls, counted from 1; 0 means it
/// never falls (平板). The first mora is low unless the downstep is 1; the morae after it are high
/// up to the downstep.
public struct PitchAccent: Sendable, Equatable, Hashable {
    /// The four accent patterns of Tokyo Japanese.
    public enum Pattern: Sendable, Equatable, Hashable, CaseIterable {
        /// 平板: low first mora, high to the end and on a following particle.
        case flat
        /// 頭高: high first mora, low after it.
        case headHigh
        /// 中高: rises after the first mora and falls inside the word.
        case middleHigh
        /// 尾高: high to the end of the word, low on a following particle.
        case tailHigh
    }

    /// The reading's morae: a small ゃゅょ (or ぁぃぅぇぉゎ) joins the kana before it.
    public let morae: [String]
    /// The mora after which the pitch drops, from 1; 0 for none.
    public let downstep: Int

    /// An accent for `reading` with the pitch dropping after mora `downstep`; nil when `downstep`
    /// is negative or beyond the last mora.
    public init?(reading: String, downstep: Int) {
        let morae = Self.morae(of: reading)
        guard downstep >= 0, downstep <= morae.count, !morae.isEmpty else { return nil }
        self.morae = morae
        self.downstep = downstep
    }

    /// The pattern the downstep makes.
    public var pattern: Pattern {
        switch downstep {
        case 0: .flat
        case 1: .headHigh
        case morae.count: .tailHigh
        default: .middleHigh
        }
    }

    /// Whether mora `index` (from 0) is spoken high.
    public func isHigh(_ index: Int) -> Bool {
        switch downstep {
        case 0: index > 0
        case 1: index == 0
        default: index > 0 && index < downstep
        }
    }

    /// `reading` split into morae: each kana with the small kana that follow it.
    public static func morae(of reading: String) -> [String] {
        var result: [String] = []
        for character in reading {
            if smallKana.contains(character), let last = result.popLast() {
                result.append(last + String(character))
            } else {
                result.append(String(character))
            }
        }
        return result
    }

    static let smallKana: Set<Character> = Set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
}
