import MainichiCore
import TerminalUI

/// What the learner reads about a kind of slip: its name in lists and statistics, the hint of a
/// second try, and a right answer with the characters that were missed marked.
public enum SlipText {
    /// "long vowels", for "long vowels: 14 of your last 50 misses" and the notebook's filter.
    public static func name(of kind: SlipKind) -> String {
        switch kind {
        case .longVowel: "long vowels"
        case .smallKana: "small kana"
        case .dakuten: "dakuten"
        case .onKun: "on/kun mix-ups"
        case .otherWord: "another word's reading"
        case .other: "other misses"
        }
    }

    /// "long vowels: 14 of your last 50 misses; small kana: 3", the most frequent kinds of slip
    /// (other misses left out); nil when no near miss was recorded.
    public static func summaryLine(_ summary: SlipSummary, kinds limit: Int = 3) -> String? {
        let kinds = summary.counts.filter { $0.kind != .other }.prefix(limit)
        guard let top = kinds.first else { return nil }
        let misses = summary.missCount == 1 ? "your last miss" : "your last \(summary.missCount) misses"
        return (["\(name(of: top.kind)): \(top.count) of \(misses)"]
            + kinds.dropFirst().map { "\(name(of: $0.kind)): \($0.count)" }).joined(separator: "; ")
    }

    /// The hint a near miss gets before its second try.
    static func hint(for slip: ReadingSlip) -> String {
        switch slip.kind {
        case .longVowel: "Close: check the long vowel (きょう, not きょ or きょお). Try again."
        case .smallKana: "Close: check small っ and ゃ ゅ ょ. Try again."
        case .dakuten: "Close: check the dakuten (は ば ぱ). Try again."
        case .onKun: "That reads the kanji another way (on'yomi for kun'yomi, or back). Try again."
        case .otherWord:
            if let word = slip.otherWord { "That is how \(word) reads, another word with this kanji. Try again." }
            else { "That is another word's reading. Try again." }
        case .other: "Not quite. Try again."
        }
    }

    /// The same hint for a narrow screen.
    static func shortHint(for slip: ReadingSlip) -> String {
        switch slip.kind {
        case .longVowel: "Close: long vowel. Again."
        case .smallKana: "Close: small kana. Again."
        case .dakuten: "Close: dakuten. Again."
        case .onKun: "On/kun mixed up. Again."
        case .otherWord: "Another word's reading. Again."
        case .other: "Not quite. Again."
        }
    }

    /// `expected` as spans, each character the learner missed (compared with `given`) in reverse
    /// video so it shows in every theme.
    static func markedAnswer(_ expected: String, given: String, role: StyleRole) -> [(String, StyleRole)] {
        let marks = ReadingDifference.marks(expected: expected, given: given)
        var spans: [(String, StyleRole)] = []
        for (character, marked) in zip(expected, marks) {
            let characterRole = marked ? StyleRole.selection : role
            if let last = spans.last, last.1 == characterRole {
                spans[spans.count - 1].0.append(character)
            } else {
                spans.append((String(character), characterRole))
            }
        }
        return spans
    }
}
