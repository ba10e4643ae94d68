import MainichiCore

/// A longer dictionary word of the text around the word a reader's entry screen shows (授業中
/// under 授業), ready to list, open and add with its sentence.
struct ReaderLongerWord {
    /// Its dictionary entry.
    let entry: DictionaryEntry
    /// The word as the text writes it (or with its last word in the dictionary form).
    let form: String
    /// Where it stands against the word of the entry screen.
    let place: LongerWord.Place
    /// The word with the sentence it stands in, as `+` adds it.
    let mined: MinedWord

    /// The reading shown beside the word: none for a word written in kana.
    var reading: String {
        let reading = entry.readings.first ?? ""
        return Kana.hiragana(from: form) == Kana.hiragana(from: reading) ? "" : reading
    }
}
