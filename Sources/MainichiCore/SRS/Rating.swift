/// How well a review went, as in Anki and FSRS.
public enum Rating: Int, Codable, Sendable, CaseIterable {
    case again = 1, hard, good, easy
}
