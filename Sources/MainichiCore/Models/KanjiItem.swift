/// One kanji of a deck.
public struct KanjiItem: Sendable, Equatable, Hashable, Identifiable {
    /// A stable id derived from the content, such as "k:日".
    public var id: String
    /// The kanji itself.
    public var kanji: String
    /// The study day within the level, from 1.
    public var day: Int
    /// The JLPT level of the deck the item belongs to, when that deck has one.
    public var level: Level?
    /// The deck the item belongs to.
    public var deck: DeckID
    /// The stroke count.
    public var strokes: Int
    /// The classical radical as a character: "日".
    public var radical: String
    /// The Kangxi radical number, when known.
    public var radicalNumber: Int?
    /// The Japanese school grade (1-6, 8 for secondary school), when known.
    public var grade: Int?
    /// The newspaper frequency rank (1 is the most common), when known.
    public var frequency: Int?
    /// On'yomi in katakana.
    public var onyomi: [String]
    /// Kun'yomi in hiragana, as data: "ひと.つ" (okurigana after the dot), "-び" and "ひと-" (affixes).
    /// Use `KanjiReading` to display or compare them.
    public var kunyomi: [String]
    /// English meanings; never empty.
    public var meanings: [String]
    /// Words that use the kanji.
    public var examples: [KanjiExample]

    public init(
        id: String, kanji: String, day: Int, level: Level?, strokes: Int, radical: String,
        radicalNumber: Int? = nil, grade: Int? = nil, frequency: Int? = nil,
        onyomi: [String], kunyomi: [String], meanings: [String], examples: [KanjiExample] = [],
        deck: DeckID? = nil
    ) {
        self.id = id
        self.kanji = kanji
        self.day = day
        self.level = level
        self.deck = deck ?? level.map { DeckID.jlpt(kind: .kanji, level: $0) } ?? DeckID(rawValue: "unnamed")!
        self.strokes = strokes
        self.radical = radical
        self.radicalNumber = radicalNumber
        self.grade = grade
        self.frequency = frequency
        self.onyomi = onyomi
        self.kunyomi = kunyomi
        self.meanings = meanings
        self.examples = examples
    }

    /// Kun'yomi as shown to the learner: "ひと(つ)", "〜び", "ひと〜".
    public var displayKunyomi: [String] { kunyomi.map(KanjiReading.display) }

    /// Every reading a typed answer may match, without okurigana or affix markers: each on'yomi as
    /// written, each kun'yomi in full ("ひとつ") and its stem before the okurigana ("ひと").
    /// Callers normalise kana (katakana to hiragana) themselves.
    public var answerReadings: [String] {
        var result: [String] = []
        var seen = Set<String>()
        func add(_ reading: String) {
            if !reading.isEmpty, seen.insert(reading).inserted { result.append(reading) }
        }
        onyomi.forEach { add(KanjiReading.bare($0)) }
        for reading in kunyomi {
            add(KanjiReading.bare(reading))
            add(KanjiReading.stem(reading))
        }
        return result
    }
}
