/// A dictionary word of the text that spans a token and the words beside it: what the segmenter
/// cut into words of its own (授業中 in 授業 + 中 + に), found by `LongerWordFinder`.
public struct LongerWord: Sendable, Equatable {
    /// Where the word stands against the token it was asked about.
    public enum Place: Sendable, Equatable {
        /// It starts where the token starts and runs on over the words after it (授業中 from 授業).
        case startsHere
        /// It ends where the token ends and takes in the words before it (授業中 from 中).
        case endsHere
        /// It starts before the token and ends after it (郵便受け from 便 in 郵 + 便 + 受け).
        case around
    }

    /// The dictionary entry's position (`JapaneseDictionary.entry(at:)`).
    public var entryPosition: Int
    /// The characters it spans, as the tokens' ranges count them.
    public var range: Range<Int>
    /// The word as the dictionary has it: the text as written, or with the last word in its
    /// dictionary form (引き + 受けた: 引き受ける).
    public var form: String
    public var place: Place

    public init(entryPosition: Int, range: Range<Int>, form: String, place: Place) {
        self.entryPosition = entryPosition
        self.range = range
        self.form = form
        self.place = place
    }
}
