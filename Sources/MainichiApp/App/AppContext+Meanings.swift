import MainichiCore

extension AppContext {
    /// The language of the meanings shown: the setting, else the interface's (Korean meanings in
    /// Korean, falling back to English for an item without them).
    var meaningLanguage: MeaningLanguage {
        settings.settings.meaningLanguage(for: language)
    }

    /// An item's meanings on one line, in the meaning language.
    func meaningSummary(_ item: StudyItem) -> String {
        item.meaningSummary(in: meaningLanguage)
    }

    /// A kanji's example word's meaning as the screens show it: its own English gloss, or in Korean
    /// (and with both) the decks' Korean meanings of that word when a deck has it with them.
    func exampleMeaning(_ example: KanjiExample) -> String {
        guard meaningLanguage != .english, let word = ItemDetail.libraryWord(for: example, context: self),
              !word.koreanMeanings.isEmpty else { return example.meaning }
        return meaningLanguage.summary(english: [example.meaning], korean: word.koreanMeanings)
    }

    /// An item's meaning as a study list shows it: with the Korean bridge, a kanji's 훈음 first
    /// ("쇠 금  쇠; 금; 돈") and a word's cognate after its meanings when they do not say it
    /// ("약속(하다)" needs no "[약속]"; a false friend shows "[!결구]").
    func listMeaning(_ item: StudyItem) -> String {
        let meaning = meaningSummary(item)
        let bridge = KoreanBridge(context: self)
        guard let note = bridge.listNote(for: item) else { return meaning }
        switch item {
        case .kanji: return note + "  " + meaning
        case .vocab:
            if case .falseFriend(let hangul, _)? = korean.cognate(for: item.headword) { return meaning + "  [!" + hangul + "]" }
            return meaning + "  [" + note + "]"
        }
    }
}
