import MainichiCore
import TerminalUI

/// What the learner reads about a kind of slip: its name in lists and statistics, the hint of a
/// second try, and a right answer with the characters that were missed marked.
enum SlipText {
    /// "long vowels", for "long vowels: 14 of your last 50 misses" and the notebook's filter.
    static func name(of kind: SlipKind, in strings: any TestingStrings) -> String {
        strings.slipName(kind)
    }

    /// "long vowels: 14 of your last 50 misses; small kana: 3", the most frequent kinds of slip
    /// (other misses left out); nil when no near miss was recorded.
    static func summaryLine(_ summary: SlipSummary, in strings: any TestingStrings, kinds limit: Int = 3) -> String? {
        let kinds = summary.counts.filter { $0.kind != .other }.prefix(limit)
        guard let top = kinds.first else { return nil }
        return ([strings.slipTop(name: strings.slipName(top.kind), count: top.count, misses: summary.missCount)]
            + kinds.dropFirst().map { "\(strings.slipName($0.kind)): \($0.count)" }).joined(separator: "; ")
    }

    /// The hint a near miss gets before its second try.
    static func hint(for slip: ReadingSlip, in strings: any TestingStrings) -> String {
        strings.slipHint(slip)
    }

    /// The same hint for a narrow screen.
    static func shortHint(for slip: ReadingSlip, in strings: any TestingStrings) -> String {
        strings.slipShortHint(slip.kind)
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
