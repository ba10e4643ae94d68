extension KanjiItem {
    /// The kana to speak for the kanji, so that 生 is not misread: its first on reading, else
    /// its first kun reading without okurigana marks, else the kanji itself.
    public var spokenReading: String {
        onyomi.first ?? kunyomi.first.map(KanjiReading.bare) ?? kanji
    }
}

extension StudyItem {
    /// The kana to speak for the item: a word's reading, a kanji's `KanjiItem.spokenReading`.
    public var spokenReading: String {
        switch self {
        case .vocab(let word): word.reading
        case .kanji(let kanji): kanji.spokenReading
        }
    }
}
