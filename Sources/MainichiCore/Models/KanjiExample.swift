/// A word that uses a kanji, shown beneath the kanji in study lists and details.
public struct KanjiExample: Sendable, Equatable, Hashable {
    /// The word as written: "日本".
    public var word: String
    /// Its reading in kana.
    public var reading: String
    /// Its English meaning.
    public var meaning: String
    /// The JLPT level of the word, or nil for words outside the JLPT lists.
    public var level: Level?

    public init(word: String, reading: String, meaning: String, level: Level? = nil) {
        self.word = word
        self.reading = reading
        self.meaning = meaning
        self.level = level
    }
}
