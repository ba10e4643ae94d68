/// One item as an exported note: every field as text.
public struct ExportRow: Sendable, Equatable {
    /// The stable GUID (`ExportGUID`).
    public var guid: String
    /// The Anki deck the note goes to: "Mainichi::JLPT N5 Vocabulary".
    public var deck: String
    /// The word or the kanji.
    public var word: String
    /// A word's reading; a kanji's main reading.
    public var reading: String
    /// The meanings joined by "; ", a `;` inside a meaning written `\;` and a backslash `\\`, so
    /// an import splits them back into the same meanings (`escapedMeanings`).
    public var meanings: String
    /// The meanings joined by "; " as written, in the meaning language of the export, for the
    /// Answer column a person reads in Anki.
    public var plainMeanings: String
    /// The Korean meanings joined by "; " (escaped as `meanings`); empty when the item has none.
    public var koreanMeanings: String = ""
    /// A word's part of speech ("noun"); empty when unknown and for kanji.
    public var partOfSpeech: String
    /// The learner's notes on an item of their own deck; empty otherwise.
    public var notes: String
    /// The first example with its translation in the meaning language of the export: "毎日食べる。
    /// (I eat every day.)", in Korean "毎日食べる。 (매일 먹어요.)"; a kanji's first
    /// example word with its reading and meaning.
    public var example: String
    /// A kanji's readings: "on: ニチ、ジツ; kun: ひ、か"; empty for words.
    public var kanjiReadings: String
    /// Blank-separated tags: mainichi, the kind, the level, the day, bookmarked, missed.
    public var tags: [String]

    /// The row for `item`, in the deck titled `deckTitle`, with the learner's marks and, for an
    /// item of the learner's own deck, its own tags (`extraTags`) and notes. `meaningLanguage`
    /// chooses the Answer column's meanings and the example's translation (the Korean ones where
    /// the deck gives them); the Meanings and Korean meanings columns keep their language.
    public init(item: StudyItem, deckTitle: String, isBookmarked: Bool, isMissed: Bool, extraTags: [String] = [],
                notes: String = "", meaningLanguage: MeaningLanguage = .english) {
        guid = ExportGUID.guid(for: item.id)
        deck = "Mainichi::" + deckTitle
        word = item.headword
        reading = item.primaryReading
        meanings = Self.escapedMeanings(item.meanings)
        plainMeanings = item.meaningSummary(in: meaningLanguage)
        koreanMeanings = Self.escapedMeanings(item.koreanMeanings)
        partOfSpeech = item.vocab?.partOfSpeech ?? ""
        self.notes = notes
        switch item {
        case .vocab(let vocab):
            example = vocab.examples.first.map { "\($0.japanese) (\($0.translation(in: meaningLanguage)))" } ?? ""
            kanjiReadings = ""
        case .kanji(let kanji):
            example = kanji.examples.first.map { "\($0.word) [\($0.reading)] \($0.meaning)" } ?? ""
            var parts: [String] = []
            if !kanji.onyomi.isEmpty { parts.append("on: " + kanji.onyomi.joined(separator: "、")) }
            if !kanji.kunyomi.isEmpty { parts.append("kun: " + kanji.displayKunyomi.joined(separator: "、")) }
            kanjiReadings = parts.joined(separator: "; ")
        }
        tags = ["mainichi", item.kind.rawValue] + (item.level.map { ["jlpt-" + $0.rawValue.lowercased()] } ?? [])
            + ["day-\(item.day)"]
        if isBookmarked { tags.append("bookmarked") }
        if isMissed { tags.append("missed") }
        tags += extraTags.filter { !tags.contains($0) }
    }

    /// `meanings` joined by "; ", each `\` written `\\` and each `;` written `\;` (the import's
    /// `ImportedEntry.split(_:at:unescaping:)` reads them back).
    public static func escapedMeanings(_ meanings: [String]) -> String {
        meanings.map { $0.replacing("\\", with: "\\\\").replacing(";", with: "\\;") }.joined(separator: "; ")
    }
}
