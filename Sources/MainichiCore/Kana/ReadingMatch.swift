/// How a typed reading compares with the accepted readings.
public enum ReadingMatch: Equatable, Sendable {
    /// The answer is one of the readings, given as listed.
    case right(String)
    /// The answer is one long vowel or small っ away from this reading, given as listed.
    case nearMiss(String)
    /// Neither.
    case wrong

    /// Whether the answer counts as right.
    public var isRight: Bool {
        if case .right = self { return true }
        return false
    }
}
