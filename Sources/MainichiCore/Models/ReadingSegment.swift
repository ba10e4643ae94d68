/// One piece of an example sentence with the kana reading of its kanji, if it has any.
///
/// A sentence's segments joined give the sentence back: 食|べています reads as
/// `[("食", "た"), ("べています", "")]`. Segments without kanji have an empty reading.
public struct ReadingSegment: Sendable, Equatable, Hashable {
    /// The text as written in the sentence.
    public var text: String
    /// The kana reading of `text`; empty when `text` holds no kanji.
    public var reading: String

    public init(text: String, reading: String = "") {
        self.text = text
        self.reading = reading
    }
}
