/// What lists and the search index show of an item: its id, headword, readings, meanings and
/// day, without examples, kanji details or notes.
///
/// `DeckLoader.outline` reads these from a deck file several times faster than the whole items
/// (`DeckOutline`); `init(_:)` takes them from an item already decoded, and both give the same.
public struct ItemOutline: Sendable, Equatable, Hashable, Identifiable {
    /// The item's id ("v:食べる:たべる", "k:日").
    public var id: String
    /// Vocabulary or kanji.
    public var kind: DeckKind
    /// The word or the kanji.
    public var headword: String
    /// A word's other spellings; empty for a kanji.
    public var alternates: [String]
    /// A word's reading in kana; empty for a kanji.
    public var reading: String
    /// A kanji's on'yomi; empty for a word.
    public var onyomi: [String]
    /// A kanji's kun'yomi as the deck writes them ("た.べる"); empty for a word.
    public var kunyomi: [String]
    /// English meanings, most important first.
    public var meanings: [String]
    /// Korean meanings, most important first; may be empty.
    public var koreanMeanings: [String]
    /// The study day within the deck, from 1.
    public var day: Int
    /// The JLPT level of the item's deck, when it has one.
    public var level: Level?
    /// The item's deck.
    public var deck: DeckID

    /// The outline of a decoded item.
    public init(_ item: StudyItem) {
        switch item {
        case .vocab(let word):
            self.init(id: word.id, kind: .vocab, headword: word.word, alternates: word.alternates, reading: word.reading,
                      onyomi: [], kunyomi: [], meanings: word.meanings, koreanMeanings: word.koreanMeanings,
                      day: word.day, level: word.level, deck: word.deck)
        case .kanji(let kanji):
            self.init(id: kanji.id, kind: .kanji, headword: kanji.kanji, alternates: [], reading: "",
                      onyomi: kanji.onyomi, kunyomi: kanji.kunyomi, meanings: kanji.meanings,
                      koreanMeanings: kanji.koreanMeanings, day: kanji.day, level: kanji.level, deck: kanji.deck)
        }
    }

    /// An outline from its parts.
    public init(id: String, kind: DeckKind, headword: String, alternates: [String], reading: String,
                onyomi: [String], kunyomi: [String], meanings: [String], koreanMeanings: [String],
                day: Int, level: Level?, deck: DeckID) {
        self.id = id
        self.kind = kind
        self.headword = headword
        self.alternates = alternates
        self.reading = reading
        self.onyomi = onyomi
        self.kunyomi = kunyomi
        self.meanings = meanings
        self.koreanMeanings = koreanMeanings
        self.day = day
        self.level = level
        self.deck = deck
    }
}
