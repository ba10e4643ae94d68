/// One item found by `SearchIndex`: what a results row shows.
public struct SearchResult: Sendable, Equatable, Identifiable {
    /// How well the query matched; results are ordered by it first.
    public enum Match: Int, Sendable, Comparable {
        /// A headword, reading or meaning equals the query.
        case exact
        /// One starts with the query.
        case prefix
        /// One contains the query (English: at the start of a word).
        case substring
        /// Half-typed romaji ("cat": か, "t" pending) fits a reading or headword: its kana is
        /// followed there by a kana the pending letters can start (かた..., かっ...).
        case partial

        public static func < (lhs: Match, rhs: Match) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var id: String
    public var kind: DeckKind
    /// The word or the kanji.
    public var word: String
    /// The word's reading, or the kanji's readings ("ショク, た.べる").
    public var reading: String
    public var meanings: [String]
    /// The deck the item belongs to.
    public var deck: DeckID
    /// The deck's JLPT level, when it has one.
    public var level: Level?
    public var day: Int
    public var match: Match
    /// Each reading on its own: the word's reading, or the kanji's on'yomi then kun'yomi.
    public var readings: [String] = []
    /// The item's Korean meanings (empty when its deck gives none).
    public var koreanMeanings: [String] = []

    /// The meanings in `language` (English when the item has no Korean ones).
    public func meanings(in language: MeaningLanguage) -> [String] {
        language.meanings(english: meanings, korean: koreanMeanings)
    }

    /// The meanings in `language` joined for a one-line column.
    public func meaning(in language: MeaningLanguage) -> String {
        language.summary(english: meanings, korean: koreanMeanings)
    }

    /// The meanings joined for a one-line column.
    public var meaning: String { meanings.joined(separator: "; ") }

    /// The day's lesson the item belongs to.
    public var dayKey: DayKey { DayKey(deck: deck, day: day) }
}
