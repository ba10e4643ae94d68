import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Search and your own decks (issue 11): `+` adds the highlighted result while typing, and a
/// dictionary row or entry your deck holds says which deck instead of "not in your decks".
@Suite("Search and your own words")
struct SearchOwnWordsTests {
    /// A store whose "Manga words" holds the dictionary's first entry for nekomimi.
    static func holdingNekomimi(_ app: TestApp) throws -> (FakeUserDeckStore, DictionaryEntry) {
        let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
        let store = WordsScreens.store(words: [WordDraft(entry)])
        app.context.deckStore = store
        return (store, entry)
    }

    @Test("+ while typing adds the highlighted result without Tab, and the query keeps its text")
    func plusWhileTyping() throws {
        let store = AddToDeckTests.twoDecks()
        let app = try WordsScreens.app(store: store)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        #expect(!search.isBrowsing)
        let entry = try #require(search.dictionaryResults.first?.entry)
        for _ in search.results { app.press(.down) }
        app.press("+")
        let picker = try #require(WordsScreens.top(app) as? DeckPickerController)
        #expect(picker.decks.map(\.name) == ["Manga words", "Game words"])
        app.press("\r")
        #expect(WordsScreens.top(app) === search)
        #expect(search.field.text == "nekomimi")
        #expect(store.items(inDeck: store.userDecks[0].id).first?.vocab?.word == entry.headword)
        #expect(app.screen.contains("added \(entry.headword) to Manga words"))
    }

    @Test("With the real store, the word added from search is found in your deck at once, and its dictionary row says so")
    func addedWordShowsAtOnce() throws {
        let app = try TestApp(size: Size(width: 100, height: 30))
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        #expect(search.results.isEmpty)
        let entry = try #require(search.dictionaryResults.first?.entry)
        app.press("+")
        #expect(WordsScreens.top(app) is DeckPickerController)
        app.press("\r")
        app.press("Manga words\r")
        #expect(WordsScreens.top(app) === search)
        #expect(search.results.map(\.word) == [entry.headword])
        #expect(app.screen.contains("in Manga words: "))
    }

    @Test("+ with an empty query is typed into the field; with results the footer and F1 help name + while typing")
    func plusWithoutQueryIsText() throws {
        let store = AddToDeckTests.twoDecks()
        let app = try WordsScreens.app(store: store)
        let search = try SearchControllerTests.openSearch(app)
        // Nothing to add yet: the footer offers neither + nor Tab.
        #expect(app.lines.last?.contains("+ add ") == false)
        app.press("+")
        #expect(WordsScreens.top(app) === search)
        #expect(search.field.text == "+")
        #expect(store.calls.isEmpty)
        app.press(.backspace)
        app.press("neko")
        #expect(app.lines.last?.contains("+ add ") == true)
        #expect(app.lines.last?.contains("Tab results") == true)
        app.press(.function(1))
        #expect(app.screen.contains("Add the highlighted result to one of your decks"))
    }

    @Test("A dictionary row your deck holds says which deck, under a heading that no longer says not in your decks")
    func heldDictionaryRow() throws {
        let app = try TestApp(size: Size(width: 100, height: 30))
        let (_, entry) = try Self.holdingNekomimi(app)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        let row = try #require(app.lines.first { $0.hasPrefix(" D ") && $0.contains(entry.headword) })
        #expect(row.contains("in Manga words: "))
        #expect(app.screen.contains("-- from the dictionary --"))
        #expect(!app.screen.contains("not in your decks"))
        #expect(search.membership.deckName(holding: entry) == "Manga words")
    }

    @Test("Without the word in your decks the rows say not in your decks as before")
    func notHeld() throws {
        let app = try TestApp(size: Size(width: 100, height: 30))
        app.context.deckStore = AddToDeckTests.twoDecks()
        _ = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        #expect(app.screen.contains("-- not in your decks --"))
        #expect(!app.screen.contains("in Manga words"))
    }

    @Test("The dictionary entry screen says in Manga words instead of not in your decks, in both languages")
    func heldEntry() throws {
        for korean in [false, true] {
            let app = try TestApp(localeEnvironment: korean ? ["LANG": "ko_KR.UTF-8"] : [:])
            let (_, entry) = try Self.holdingNekomimi(app)
            WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
            let strings = app.context.strings
            #expect(app.screen.contains(strings.search.inUserDeck("Manga words")))
            #expect(!app.screen.contains(strings.detail.notInYourDecks))
        }
    }

    @Test("Snapshots: a held dictionary row in search and the held entry, in Korean")
    func snapshotsKorean() throws {
        let entry = try #require(try TestApp().context.dictionary?.lookup("nekomimi").first)
        try WordsScreens.check("search-held-korean", store: { WordsScreens.store(words: [WordDraft(entry)]) }, korean: true) { app in
            app.press("/")
            app.press("nekomimi")
        }
        try WordsScreens.check("entry-held-korean", store: { WordsScreens.store(words: [WordDraft(entry)]) }, korean: true) { app in
            WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
        }
    }
}
