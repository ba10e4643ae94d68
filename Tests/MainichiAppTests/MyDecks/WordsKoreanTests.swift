import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The words screens in Korean: their text comes from the Korean table, and wide Hangul fits at
/// 80x24 and 40x12 with no glyph split.
@Suite("Words screens in Korean")
struct WordsKoreanTests {
    @Test("The menu entries, My decks and the word form read in Korean")
    func korean() throws {
        let store = WordsScreens.store(words: MyDecksTests.words)
        let app = try WordsScreens.app(store: store, korean: true)
        let strings = Strings(.korean).words
        #expect(app.screen.contains(strings.menuStatus(store.userDecks)))
        let screen = MyDecksController(context: app.context, store: store)
        WordsScreens.push(screen, on: app)
        #expect(app.screen.contains(strings.itemCount(2, kind: .vocab)))
        #expect(screen.keyBindings.contains { $0.label == strings.label(.new) })
        app.press("a")
        let form = try #require(WordsScreens.top(app) as? WordFormController)
        #expect(form.title == strings.addWordTitle)
        #expect(app.screen.contains(strings.label(.meanings, short: false)))
        app.press("zyuzyuzyu\r")
        #expect(app.screen.contains(strings.needsMeaning))
    }

    @Test("Every key label and title differs from the English one where the word is not a name")
    func tablesDiffer() {
        let english = Strings(.english).words
        let korean = Strings(.korean).words
        let keys: [WordsKeyLabel] = [.save, .next, .previous, .entries, .choose, .done, .kinds, .addToDeck, .new, .rename, .delete,
                                     .fewer, .more, .addWord, .importFile, .export, .edit, .undo, .read, .confirmImport, .column, .write]
        for key in keys { #expect(english.label(key) != korean.label(key), "\(key)") }
        #expect(english.myDecksTitle != korean.myDecksTitle)
        #expect(korean.counts(rows: 5, new: 3, updates: 1, errors: 1) == "5행: 새 단어 3, 갱신 1, 오류 1")
    }

    @Test("Snapshots: My decks in Korean")
    func snapshotMyDecks() throws {
        try WordsScreens.check("my-decks-korean", store: { WordsScreens.store(words: MyDecksTests.words) }, korean: true) { app in
            WordsScreens.push(MyDecksController(context: app.context, store: app.context.deckStore!), on: app)
        }
    }

    @Test("Snapshots: the word form in Korean")
    func snapshotForm() throws {
        try WordsScreens.check("word-form-korean", korean: true) { app in
            let form = UserDeckActions.form(adding: "d1", store: app.context.deckStore!, context: app.context)
            WordsScreens.push(form, on: app)
            app.press("kami")
        }
    }
}
