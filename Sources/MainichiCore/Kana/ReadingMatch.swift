/// How a typed reading compares with the accepted readings.
public enum ReadingMatch: Equatable, Sendable {
    /// The answer is one of the readings, given as listed.
    case right(String)
    /// The answer is wrong but close: a long vowel, small kana or dakuten away from a reading,
    /// the kanji read the other way, or the reading of another word with the same kanji.
    case nearMiss(ReadingSlip)
    /// Neither.
    case wrong

    /// Whether the answer counts as right.
    public var isRight: Bool {
        if case .right = self { return true }
        return false
    }

    /// The kind of slip of a wrong answer (`.other` when it was not close); nil when right.
    public var slipKind: SlipKind? {
        switch self {
        case .right: nil
        case .nearMiss(let slip): slip.kind
        case .wrong: .other
        }
    }
}
