/// An example sentence for a vocabulary word, in Japanese with its English translation.
public struct ExampleSentence: Sendable, Equatable, Hashable {
    /// The sentence in Japanese.
    public var japanese: String
    /// The English translation.
    public var english: String
    /// The sentence in segments with the readings of its kanji; empty when the deck gives none.
    public var segments: [ReadingSegment]

    public init(japanese: String, english: String, segments: [ReadingSegment] = []) {
        self.japanese = japanese
        self.english = english
        self.segments = segments
    }
}
