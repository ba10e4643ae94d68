/// What a field of an Anki note type holds, for import.
public enum AnkiFieldRole: String, Sendable, Equatable, CaseIterable {
    /// The word as written (kanji or kana), possibly with furigana (`食[た]べる`).
    case word
    /// The reading in kana.
    case reading
    /// The meanings.
    case meaning
    /// An example sentence in Japanese.
    case example
    /// The translation of the example sentence.
    case exampleTranslation = "example-translation"
    /// `[sound:...]` audio of the word.
    case audio
    /// The part of speech ("Noun", "Verb").
    case partOfSpeech = "part-of-speech"
    /// Anything else worth keeping.
    case notes
    /// Not imported.
    case ignored

    /// The role a field's name names, if it names one ("Expression", "Sentence-English",
    /// "Vocabulary-Kana", "Part of Speech", "Back"...).
    public init?(fieldName: String) {
        let name = fieldName.trimmingBlanks.lowercased()
        func has(_ words: String...) -> Bool { words.contains { name.contains($0) } }
        if has("audio", "sound", "音声") {
            self = .audio
        } else if has("part of speech", "part-of-speech", "partofspeech", "品詞") || name == "pos" {
            self = .partOfSpeech
        } else if has("sentence", "example", "例文") {
            self = has("english", "translation", "meaning", "訳") ? .exampleTranslation : .example
        } else if has("reading", "kana", "furigana", "yomi", "hiragana", "pronunciation", "読み", "よみ") {
            self = .reading
        } else if has("meaning", "english", "definition", "gloss", "translation", "意味") || name == "back" {
            self = .meaning
        } else if has("expression", "vocab", "kanji", "japanese", "単語", "漢字") || ["word", "front", "term", "headword"].contains(name) {
            self = .word
        } else if has("note", "extra", "comment", "hint", "memo", "メモ") {
            self = .notes
        } else {
            return nil
        }
    }
}
