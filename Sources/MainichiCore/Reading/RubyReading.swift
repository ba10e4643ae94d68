/// A reading written over part of a line (ruby, furigana): 漢字《かんじ》 in Aozora Bunko text.
public struct RubyReading: Sendable, Equatable, Hashable {
    /// The characters it is written over, counted in characters from the start of the line.
    public var range: Range<Int>
    /// The reading as the text gives it (usually hiragana).
    public var reading: String

    public init(range: Range<Int>, reading: String) {
        self.range = range
        self.reading = reading
    }
}
