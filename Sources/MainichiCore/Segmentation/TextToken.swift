/// One piece of running text as the segmenter cut it: a word with its dictionary entry, or a
/// run it could not match, a number, Latin text, punctuation or space.
public struct TextToken: Sendable, Equatable {
    /// What kind of piece this is.
    public enum Kind: Sendable, Equatable {
        /// A word found in the dictionary (`entryPosition` is set).
        case word
        /// Kanji the dictionary has no word for: shown as unknown, never dropped.
        case unknownKanji
        /// Kana the dictionary has no word for.
        case unknownKana
        /// Digits (Arabic, full-width), with a decimal point or separators.
        case number
        /// Latin letters.
        case latin
        /// Punctuation and symbols.
        case punctuation
        /// Spaces and line breaks.
        case space
    }

    /// The text as written.
    public var text: String
    /// Where it stands, in characters from the start of the segmented text.
    public var range: Range<Int>
    public var kind: Kind
    /// The dictionary form (食べる for 食べさせられた), as the text writes its stem.
    public var dictionaryForm: String?
    /// The reading of the text as written, in hiragana, when known.
    public var reading: String?
    /// The dictionary entry's position (`JapaneseDictionary.entry(at:)`).
    public var entryPosition: Int?
    /// The inflections from the dictionary form to the text, innermost first.
    public var inflections: [Inflection]

    public init(text: String, range: Range<Int>, kind: Kind, dictionaryForm: String? = nil, reading: String? = nil,
                entryPosition: Int? = nil, inflections: [Inflection] = []) {
        self.text = text
        self.range = range
        self.kind = kind
        self.dictionaryForm = dictionaryForm
        self.reading = reading
        self.entryPosition = entryPosition
        self.inflections = inflections
    }

    /// Whether the token is a word of the dictionary.
    public var isWord: Bool { kind == .word }
}
