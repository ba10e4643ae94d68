/// What an imported column holds.
public enum ColumnRole: String, Sendable, CaseIterable, Equatable {
    /// The word as written (kanji or kana); may carry furigana (`食[た]べる`).
    case word
    /// The reading in kana.
    case reading
    /// English meanings, separated by `;` or `,`.
    case meaning
    /// Korean meanings (Mainichi's own export writes them as "Korean meanings").
    case koreanMeaning
    /// An example sentence using the word (furigana read off); a line "文。 (Sentence.)", as
    /// Mainichi's export writes its examples, is a sentence with its translation.
    case example
    /// The translation of the example sentence in the same record.
    case exampleTranslation = "example translation"
    /// Anything else worth keeping: notes, comments.
    case notes
    /// The part of speech ("noun", "godan verb").
    case partOfSpeech
    /// Blank-separated tags.
    case tags
    /// A note's GUID, to update the same item again.
    case guid
    /// Not imported.
    case ignored

    /// The role a header label names, if it names one: "Expression" and "Front" are words,
    /// "Kana" a reading, "English" and "Back" meanings.
    public init?(label: String) {
        let key = label.trimmingBlanks.lowercased()
        switch key {
        case "word", "words", "expression", "vocab", "vocabulary", "kanji", "japanese", "front", "term", "headword", "単語", "漢字":
            self = .word
        case "reading", "readings", "kana", "furigana", "yomi", "pronunciation", "hiragana", "読み", "よみ":
            self = .reading
        case "meaning", "meanings", "english", "definition", "definitions", "gloss", "glossary", "translation", "back", "意味":
            self = .meaning
        case "korean meanings", "korean meaning", "korean", "ko", "한국어", "한국어 뜻":
            self = .koreanMeaning
        case "example", "examples", "sentence", "sentences", "example sentence", "sentence-japanese", "sentence japanese",
             "例文", "예문":
            self = .example
        case "sentence-english", "sentence english", "sentence-meaning", "sentence meaning", "sentence translation",
             "sentence-translation", "example translation", "example-english", "example english", "예문 번역":
            self = .exampleTranslation
        case "notes", "note", "comment", "extra", "kanji readings":
            self = .notes
        case "part of speech", "partofspeech", "pos", "word class", "品詞":
            self = .partOfSpeech
        case "tags", "tag":
            self = .tags
        case "guid", "id":
            self = .guid
        case "notetype", "note type", "deck":
            self = .ignored
        default:
            return nil
        }
    }
}
