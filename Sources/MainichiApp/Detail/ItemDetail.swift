import MainichiCore
import TerminalUI

/// Makes the detail screen for any item: word detail for vocabulary, kanji detail for kanji.
public enum ItemDetail {
    /// The detail controller for `item`.
    public static func controller(for item: StudyItem, context: AppContext) -> ScreenController {
        switch item {
        case .vocab(let word): WordDetailController(context: context, word: word)
        case .kanji(let kanji): KanjiDetailController(context: context, kanji: kanji)
        }
    }

    /// The detail of a word that uses `kanji`: the deck's word when it is a JLPT word in the
    /// decks, otherwise a detail built from the example itself (which cannot be bookmarked).
    public static func controller(for example: KanjiExample, of kanji: KanjiItem, context: AppContext) -> ScreenController {
        if let word = libraryWord(for: example, context: context) {
            return WordDetailController(context: context, word: word)
        }
        let word = VocabItem(id: "x:\(example.word):\(example.reading)", word: example.word, reading: example.reading,
                             meanings: [example.meaning], day: 0, level: example.level ?? kanji.level)
        return WordDetailController(context: context, word: word, isInLibrary: false)
    }

    /// The decks' word for an example, looked up by headword and reading when it has a JLPT level.
    static func libraryWord(for example: KanjiExample, context: AppContext) -> VocabItem? {
        guard example.level != nil else { return nil }
        return context.library.item(withID: "v:\(example.word):\(example.reading)")?.vocab
    }
}
