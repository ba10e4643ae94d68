/// One item as an exported note: every field as text.
public struct ExportRow: Sendable, Equatable {
    /// An example as an Anki field shows it: the sentence with its readings, and its translation.
    public struct Example: Sendable, Equatable {
        public var sentence: String
        public var translation: String

        public init(sentence: String, translation: String) {
            self.sentence = sentence
            self.translation = translation
        }
    }

    /// The id of the item exported.
    public var itemID: String
    /// The GUID of the Anki note the item was imported from, else the stable one (`ExportGUID`).
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
    /// Every example with its translation in the meaning language of the export, one a line:
    /// "毎日食べる。 (I eat every day.)", in Korean "毎日食べる。 (매일 먹어요.)"; a kanji's example
    /// words with their readings and meanings.
    public var example: String
    /// Every example sentence in Anki's furigana syntax (`毎日[まいにち] 食[た]べる。`, plain where
    /// the deck gives no readings) with its translation; a kanji's example words as
    /// `日曜日[にちようび]` and their meanings.
    public var examplesWithReadings: [Example]
    /// A kanji's readings: "on: ニチ、ジツ; kun: ひ、か"; empty for words.
    public var kanjiReadings: String
    /// Blank-separated tags: mainichi, the kind, the level, the day, bookmarked, missed.
    public var tags: [String]
    /// The name of the word's own recording in `media/` (`VocabItem.audio`); empty when it has none.
    public var audio: String = ""

    /// The row for `item`, in the deck titled `deckTitle`, with the learner's marks and, for an
    /// item of the learner's own deck, its own tags (`extraTags`) and notes. `meaningLanguage`
    /// chooses the Answer column's meanings and the examples' translations (the Korean ones where
    /// the deck gives them); the Meanings and Korean meanings columns keep their language.
    /// - Parameter guid: the GUID the item was imported with; nil for the stable one.
    public init(item: StudyItem, deckTitle: String, isBookmarked: Bool, isMissed: Bool, extraTags: [String] = [],
                notes: String = "", guid: String? = nil, meaningLanguage: MeaningLanguage = .english) {
        itemID = item.id
        self.guid = guid ?? ExportGUID.guid(for: item.id)
        deck = "Mainichi::" + deckTitle
        word = item.headword
        reading = item.primaryReading
        meanings = Self.escapedMeanings(item.meanings)
        plainMeanings = item.meaningSummary(in: meaningLanguage)
        koreanMeanings = Self.escapedMeanings(item.koreanMeanings)
        partOfSpeech = item.vocab?.partOfSpeech ?? ""
        audio = item.vocab?.audio ?? ""
        self.notes = notes
        switch item {
        case .vocab(let vocab):
            // A sentence mined from a text has no translation: no empty brackets after it.
            example = vocab.examples.map { sentence in
                let translation = sentence.translation(in: meaningLanguage)
                return translation.isEmpty ? sentence.japanese : "\(sentence.japanese) (\(translation))"
            }.joined(separator: "\n")
            examplesWithReadings = vocab.examples.map {
                Example(sentence: $0.segments.isEmpty ? $0.japanese : FuriganaText.write($0.segments), translation: $0.english)
            }
            kanjiReadings = ""
        case .kanji(let kanji):
            example = kanji.examples.map { "\($0.word) [\($0.reading)] \($0.meaning)" }.joined(separator: "\n")
            examplesWithReadings = kanji.examples.map { Example(sentence: "\($0.word)[\($0.reading)]", translation: $0.meaning) }
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
