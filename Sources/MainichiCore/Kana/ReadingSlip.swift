/// A wrong typed reading that came close: what kind of slip it was and what it was near.
public struct ReadingSlip: Sendable, Equatable {
    /// The kind of slip.
    public var kind: SlipKind
    /// The accepted reading the answer was nearest to, as listed.
    public var reading: String
    /// For `.otherWord`: the word (or kanji example) whose reading was given, such as 日本.
    public var otherWord: String?
    /// For `.otherWord`: whether that word shares a meaning with the one asked (ありがとう typed
    /// for どうも, both "thank you") rather than its kanji.
    public var sharesMeaning: Bool

    public init(kind: SlipKind, reading: String, otherWord: String? = nil, sharesMeaning: Bool = false) {
        self.kind = kind
        self.reading = reading
        self.otherWord = otherWord
        self.sharesMeaning = sharesMeaning
    }
}
