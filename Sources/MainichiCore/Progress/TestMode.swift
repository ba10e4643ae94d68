/// How a test asks its questions.
public enum TestMode: String, Codable, Sendable, CaseIterable, Hashable, Comparable {
    /// Pick the meaning among four.
    case multipleChoice
    /// Type the reading in romaji or kana.
    case typedReading
    /// See the item, reveal it, say whether you knew it.
    case flashcard

    /// The name shown to the learner: "multiple choice".
    public var displayName: String {
        switch self {
        case .multipleChoice: "multiple choice"
        case .typedReading: "typed reading"
        case .flashcard: "flashcard"
        }
    }

    public static func < (lhs: TestMode, rhs: TestMode) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
