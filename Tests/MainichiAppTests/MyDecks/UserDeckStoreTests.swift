import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The screens over the real user-deck store (files in the data directory): a deck made in My
/// decks, a word added from the dictionary, the deck opened like a bundled one (day list, study
/// list), an edit that keeps the word's id and its progress, a deletion undone, and a relaunch.
@Suite("My decks over the real store")
struct UserDeckStoreTests {
    @Test("Make a deck, add 猫耳 from the dictionary, study it, edit and delete with undo; it is all on disk")
    func wholeFlow() throws {
        let app = try TestApp()
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .myDecks))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        let myDecks = try #require(WordsScreens.top(app) as? MyDecksController)
        app.press("nManga words\r")
        #expect(myDecks.decks.map(\.name) == ["Manga words"])
        app.press("a")
        app.press("nekomimi\t\r")
        let entry = try #require(app.context.dictionary?.lookup("ねこみみ").first)
        #expect(app.screen.contains("1 word"))
        // Opens like a bundled deck: its day list, then the day's study list.
        app.press("\r")
        let days = try #require(WordsScreens.top(app) as? DayListController)
        #expect(days.deck.items.map(\.headword) == [entry.headword])
        app.press("\r")
        let list = try #require(WordsScreens.top(app) as? StudyListController)
        let id = list.items[0].id
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(id))
        app.press("e\t\t")
        app.press(.control("u"))
        app.press("cat ears\r")
        #expect(WordsScreens.top(app) === list)
        #expect(list.items.map(\.id) == [id])
        #expect(list.items[0].meanings == ["cat ears"])
        #expect(app.context.progress.progress.isBookmarked(id))
        app.press("xy")
        #expect(list.items.isEmpty)
        app.press("u")
        #expect(list.items.map(\.id) == [id])
        // Another launch over the same data directory reads the deck back.
        app.close()
        let again = try TestApp(directory: app.directory)
        let store = try #require(again.context.deckStore)
        let deck = try #require(store.userDecks.first)
        #expect(deck.name == "Manga words")
        #expect(store.items(inDeck: deck.id).map(\.id) == [id])
        #expect(store.items(inDeck: deck.id).first?.meanings == ["cat ears"])
    }

    @Test("A new word deck opened empty says how to add a word, and n opens the form")
    func emptyDeckSaysHowToAdd() throws {
        let app = try TestApp()
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .myDecks))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        app.press("nManga words\r")
        app.press("\r")
        #expect(WordsScreens.top(app) is DayListController)
        #expect(app.screen.contains("No words yet: n adds one."))
        app.press("n")
        #expect(app.screen.contains("Add word"))
    }

    @Test("+ on a search result adds to a deck of the real store, and search then finds it in the deck")
    func plusFromSearch() throws {
        let app = try TestApp()
        let store = try #require(app.context.deckStore)
        _ = try store.createDeck(named: "Manga words", kind: .vocab)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi\t")
        for _ in search.results { app.press("j") }
        app.press("+\r")
        let deck = try #require(store.userDecks.first)
        #expect(store.items(inDeck: deck.id).count == 1)
        #expect(app.screen.contains("added"))
    }
}
