/// How a test asks its questions.
public enum TestMode: String, Codable, Sendable, CaseIterable, Hashable, Comparable {
    /// Pick the meaning among four.
    case multipleChoice
    /// Type the reading in romaji or kana.
    case typedReading
    /// See the item, reveal it, say whether you knew it.
    case flashcard
    /// Type a kanji's on'yomi, with its Korean reading as a hint (학 for ガク); a word in such a
    /// test is asked as in typed reading.
    case onyomi
    /// See the meaning (Korean for a Korean learner), pick the Japanese word among four: the
    /// other direction of multiple choice, as Korean word books drill it.
    case meaningToWord

    /// Whether the answer is picked among numbered choices (multiple choice, word choice).
    public var isChoice: Bool { self == .multipleChoice || self == .meaningToWord }

    /// Whether the answer is typed (typed reading and on'yomi).
    public var isTyped: Bool { self == .typedReading || self == .onyomi }

    /// The name shown to the learner: "multiple choice".
    public var displayName: String {
        switch self {
        case .multipleChoice: "multiple choice"
        case .typedReading: "typed reading"
        case .flashcard: "flashcard"
        case .onyomi: "on'yomi"
        case .meaningToWord: "word choice"
        }
    }

    public static func < (lhs: TestMode, rhs: TestMode) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
