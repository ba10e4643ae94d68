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
    /// The radical in the form it takes inside this kanji ("氵" in 海), when the deck gives it.
    public var radicalForm: String?
    /// The Japanese name of that form ("さんずい"), when the deck gives it.
    public var radicalName: String?
    /// The Japanese school grade (1-6, 8 for secondary school), when known.
    public var grade: Int?
    /// The newspaper frequency rank (1 is the most common), when known.
    public var frequency: Int?
    /// On'yomi in katakana.
    public var onyomi: [String]
    /// Kun'yomi in hiragana, as data: "ひと.つ" (okurigana after the dot), "-び" and "ひと-" (affixes).
    /// Use `KanjiReading` to display or compare them.
    public var kunyomi: [String]
    /// The readings of `onyomi` and `kunyomi` (written as there) shown dimmed after the others: for
    /// a jōyō kanji those outside the official table, for another kanji those no common word uses;
    /// empty when the deck does not say.
    public var rareReadings: Set<String> = []
    /// The readings of `onyomi` and `kunyomi` (written as there) that the official jōyō kanji table
    /// (2010) lists; empty for a kanji outside the table or a deck that does not say.
    public var officialReadings: Set<String> = []

    /// Whether the deck marks the kanji's readings from the official jōyō table (its dimmed
    /// readings are then the ones outside the table, not merely rare ones).
    public var hasOfficialReadings: Bool { !officialReadings.isEmpty }
    /// English meanings; never empty.
    public var meanings: [String]
    /// Korean meanings (the deck's `ko`: "쇠; 금; 돈"); empty when the deck gives none.
    public var koreanMeanings: [String] = []
    /// Words that use the kanji.
    public var examples: [KanjiExample]
    /// The learner's own notes on the kanji (an own deck's `notes`, such as an imported kanji
    /// note's reading lists); nil for the bundled decks.
    public var notes: String?

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

    /// The radical as a learner reads it: its form inside the kanji and that form's name, then the
    /// Kangxi number ("氵 さんずい (85)"); the classical radical when the deck gives no form.
    public var radicalSummary: String {
        let shown = [radicalForm ?? radical, radicalName ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        return shown + (radicalNumber.map { " (\($0))" } ?? "")
    }

    /// Whether `reading` (as written in `onyomi` or `kunyomi`) is a rare one.
    public func isRare(_ reading: String) -> Bool { rareReadings.contains(reading) }

    /// On'yomi in common ones first, each with whether it is rare (order otherwise kept).
    public var rankedOnyomi: [(reading: String, isRare: Bool)] { Self.ranked(onyomi, rare: rareReadings) }

    /// Kun'yomi for display ("ひと(つ)"), common ones first, each with whether it is rare.
    public var rankedKunyomi: [(reading: String, isRare: Bool)] {
        Self.ranked(kunyomi, rare: rareReadings).map { (KanjiReading.display($0.reading), $0.isRare) }
    }

    private static func ranked(_ readings: [String], rare: Set<String>) -> [(reading: String, isRare: Bool)] {
        readings.filter { !rare.contains($0) }.map { ($0, false) } + readings.filter { rare.contains($0) }.map { ($0, true) }
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
