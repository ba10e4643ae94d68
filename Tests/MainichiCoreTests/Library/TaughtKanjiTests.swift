import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// `DeckLibrary.untaughtKanji(in:)`: which kanji of a word the kanji decks teach only after it.
@Suite struct TaughtKanjiTests {
    let temporary = TemporaryDirectory()

    /// The fixture's kanji deck: N5 日 and 月 on day 1, 火 on day 2.
    func library() throws -> DeckLibrary {
        try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary, withIndex: false))
    }

    func word(_ text: String, level: Level, day: Int) -> VocabItem {
        VocabItem(id: "v:\(text):x", word: text, reading: "x", meanings: ["m"], day: day, level: level)
    }

    @Test func kanjiOfTheSameLevelAreTaughtOnTheirDay() throws {
        let library = try library()
        #expect(library.untaughtKanji(in: word("日月", level: .n5, day: 1)).isEmpty)
        #expect(library.untaughtKanji(in: word("火よう日", level: .n5, day: 1)) == ["火"])
        #expect(library.untaughtKanji(in: word("火よう日", level: .n5, day: 2)).isEmpty)
    }

    @Test func kanjiOfAnEasierLevelAreTaughtAndKanjiNoDeckHoldsNever() throws {
        let library = try library()
        #expect(library.untaughtKanji(in: word("火", level: .n4, day: 1)).isEmpty)
        #expect(library.untaughtKanji(in: word("曜日々", level: .n1, day: 99)) == ["曜"])
    }
}
