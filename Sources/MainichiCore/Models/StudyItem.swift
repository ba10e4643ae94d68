/// A vocabulary word or a kanji: what study lists, tests, bookmarks and reviews hold.
public enum StudyItem: Sendable, Equatable, Hashable, Identifiable {
    case vocab(VocabItem)
    case kanji(KanjiItem)

    /// The stable item id ("v:食べる:たべる", "k:日"), the key of all progress.
    public var id: String {
        switch self {
        case .vocab(let item): item.id
        case .kanji(let item): item.id
        }
    }

    /// Vocabulary or kanji.
    public var kind: DeckKind {
        switch self {
        case .vocab: .vocab
        case .kanji: .kanji
        }
    }

    /// The JLPT level of the deck the item belongs to, when that deck has one.
    public var level: Level? {
        switch self {
        case .vocab(let item): item.level
        case .kanji(let item): item.level
        }
    }

    /// The study day within the level, from 1.
    public var day: Int {
        switch self {
        case .vocab(let item): item.day
        case .kanji(let item): item.day
        }
    }

    /// The deck the item belongs to.
    public var deck: DeckID {
        switch self {
        case .vocab(let item): item.deck
        case .kanji(let item): item.deck
        }
    }

    /// Where the item is studied.
    public var dayKey: DayKey { DayKey(deck: deck, day: day) }

    /// The word or the kanji.
    public var headword: String {
        switch self {
        case .vocab(let item): item.word
        case .kanji(let item): item.kanji
        }
    }

    /// The main reading: a word's kana reading; a kanji's first on'yomi, else its first kun'yomi in
    /// display form; empty when a kanji has no readings.
    public var primaryReading: String {
        switch self {
        case .vocab(let item):
            return item.reading
        case .kanji(let item):
            if let on = item.onyomi.first { return on }
            return item.kunyomi.first.map(KanjiReading.display) ?? ""
        }
    }

    /// The main reading for a Reading column beside the headword: empty for a word written in
    /// kana alone (どうも, アフリカ), whose reading would only repeat it.
    public var readingBesideHeadword: String {
        let reading = primaryReading
        return reading == headword ? "" : reading
    }

    /// All meanings, most important first.
    public var meanings: [String] {
        switch self {
        case .vocab(let item): item.meanings
        case .kanji(let item): item.meanings
        }
    }

    /// The meanings joined for a one-line column: "eat; live on".
    public var meaningSummary: String { meanings.joined(separator: "; ") }

    /// The word, when the item is vocabulary.
    public var vocab: VocabItem? {
        if case .vocab(let item) = self { return item }
        return nil
    }

    /// The kanji, when the item is a kanji.
    public var kanji: KanjiItem? {
        if case .kanji(let item) = self { return item }
        return nil
    }
}
