import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// My decks: the menu entry, making, renaming and deleting decks, the items per day, opening a
/// deck's study list, and editing (e), deleting (x) with undo (u) in it.
@Suite("My decks")
struct MyDecksTests {
    static let words = [WordDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"]),
                        WordDraft(word: "積読", reading: "つんどく", meanings: ["buying books and not reading them"])]

    /// The app with My decks open from the menu.
    static func openMyDecks(_ store: FakeUserDeckStore, size: Size = Size(width: 80, height: 24)) throws -> (TestApp, MyDecksController) {
        let app = try WordsScreens.app(size: size, store: store)
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .myDecks))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        return (app, try #require(WordsScreens.top(app) as? MyDecksController))
    }

    @Test("The menu lists My decks and Add word with a store, and neither without one")
    func menuEntries() throws {
        let store = WordsScreens.store(words: Self.words)
        let app = try WordsScreens.app(store: store)
        #expect(app.screen.contains("My decks"))
        #expect(app.screen.contains("1 deck, 2 words"))
        #expect(app.screen.contains("Add word"))
        let plain = try TestApp()
        #expect(plain.screen.contains("My decks"))
        plain.context.deckStore = nil
        plain.application.navigationController.topController.viewWillAppear()
        plain.application.render()
        #expect(!plain.screen.contains("My decks"))
        #expect(!plain.screen.contains("Add word"))
    }

    @Test("n makes a deck of words or kanji; it is listed with its size and items per day")
    func makeDeck() throws {
        let store = FakeUserDeckStore()
        let (app, screen) = try Self.openMyDecks(store)
        #expect(app.screen.contains("No decks of your own yet"))
        app.press("n")
        app.press("Kanji I met\t\r")
        #expect(store.userDecks.map(\.name) == ["Kanji I met"])
        #expect(store.userDecks[0].kind == .kanji)
        #expect(WordsScreens.top(app) === screen)
        #expect(app.screen.contains("Kanji I met"))
        #expect(app.screen.contains("0 kanji"))
        #expect(app.screen.contains("made Kanji I met"))
    }

    @Test("r renames; < and > change the items per day within 1...100")
    func renameAndPerDay() throws {
        let store = WordsScreens.store(words: Self.words)
        let (app, _) = try Self.openMyDecks(store)
        app.press("r")
        let name = try #require(WordsScreens.top(app) as? DeckNameController)
        #expect(name.field.text == "Manga words")
        app.press(.control("u"))
        app.press("Manga\r")
        #expect(store.userDecks[0].name == "Manga")
        app.press(">>")
        #expect(store.userDecks[0].itemsPerDay == 22)
        for _ in 0..<30 { app.press("<") }
        #expect(store.userDecks[0].itemsPerDay == 1)
        #expect(app.screen.contains("Manga"))
    }

    @Test("x asks before deleting a deck; Keep keeps it, Delete deletes it")
    func deleteDeck() throws {
        let store = WordsScreens.store(words: Self.words)
        let (app, _) = try Self.openMyDecks(store)
        app.press("x")
        #expect(app.screen.contains("Delete Manga words and its 2 words?"))
        app.press("\r")
        #expect(store.userDecks.count == 1)
        app.press("x")
        app.press("y")
        #expect(store.userDecks.isEmpty)
        #expect(app.screen.contains("deleted Manga words"))
    }

    @Test("A change the store cannot save is reported and the list stays as it was")
    func failingStore() throws {
        let store = WordsScreens.store(words: Self.words)
        let (app, _) = try Self.openMyDecks(store)
        store.failsChanges = true
        app.press("x")
        app.press("y")
        #expect(store.userDecks.count == 1)
        #expect(app.screen.contains("disk full"))
    }

    @Test("Enter opens the deck's study list with reveal; e edits a word, keeping its id")
    func openAndEdit() throws {
        let store = WordsScreens.store(words: Self.words)
        let (app, _) = try Self.openMyDecks(store)
        app.press("\r")
        let list = try #require(WordsScreens.top(app) as? StudyListController)
        #expect(list.items.map(\.headword) == ["猫耳", "積読"])
        #expect(app.screen.contains("猫耳"))
        #expect(!app.screen.contains("cat ears"))
        app.press("m")
        #expect(app.screen.contains("cat ears"))
        let id = list.items[0].id
        app.press("e")
        let form = try #require(WordsScreens.top(app) as? WordFormController)
        #expect(form.text(of: .word) == "猫耳")
        app.press("\t\t")
        app.press(.control("u"))
        app.press("cat ears (costume)\r")
        #expect(WordsScreens.top(app) === list)
        #expect(list.items[0].id == id)
        #expect(list.items[0].meanings == ["cat ears (costume)"])
    }

    @Test("A test of a deck of one word still offers four meanings to choose from")
    func smallDeckTestHasFourChoices() throws {
        let store = WordsScreens.store(words: [Self.words[0]])
        let (app, _) = try Self.openMyDecks(store)
        app.press("\r")
        #expect(WordsScreens.top(app) is StudyListController)
        app.press("t")
        let test = try #require(WordsScreens.top(app) as? TestController)
        let question = try #require(test.session.currentQuestion)
        #expect(question.choices.count == 4)
        #expect(question.choices[question.answerIndex] == "cat ears")
        #expect(app.screen.contains("4  "))
    }

    @Test("x deletes the selected word after asking, and u brings it back")
    func deleteAndUndo() throws {
        let store = WordsScreens.store(words: Self.words)
        let (app, _) = try Self.openMyDecks(store)
        app.press("\r")
        let list = try #require(WordsScreens.top(app) as? StudyListController)
        app.press("x")
        #expect(app.screen.contains("Delete 猫耳 from this deck?"))
        app.press("n")
        #expect(list.items.count == 2)
        app.press("x")
        app.press("y")
        #expect(list.items.map(\.headword) == ["積読"])
        #expect(app.screen.contains("deleted 猫耳: u to undo"))
        app.press("u")
        #expect(list.items.map(\.headword) == ["猫耳", "積読"])
        #expect(app.screen.contains("undone"))
    }

    @Test("a adds a word to the selected deck through the form")
    func addWord() throws {
        let store = WordsScreens.store()
        let (app, screen) = try Self.openMyDecks(store)
        app.press("a")
        #expect(WordsScreens.top(app) is WordFormController)
        app.press("neko\t\r")
        #expect(WordsScreens.top(app) === screen)
        #expect(store.items(inDeck: store.userDecks[0].id).count == 1)
        #expect(app.screen.contains("1 word"))
    }

    @Test("Add word from the menu asks for the deck, then opens the form")
    func addWordFromMenu() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .addWord))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        #expect(WordsScreens.top(app) is DeckPickerController)
        app.press("\r")
        #expect(WordsScreens.top(app) is WordFormController)
        app.press("neko\t\r")
        #expect(WordsScreens.top(app) === menu)
        #expect(store.items(inDeck: store.userDecks[0].id).count == 1)
    }

    @Test("Snapshots: the list of decks")
    func snapshotList() throws {
        try WordsScreens.check("my-decks", store: {
            FakeUserDeckStore(decks: [(name: "Manga words", kind: .vocab, words: Self.words),
                                      (name: "漢字の練習帳、長い名前の付いたデッキ", kind: .kanji, words: [])])
        }) { app in
            let menu = try #require(WordsScreens.top(app) as? MainMenuController)
            let row = try #require(menu.entries.firstIndex(of: .myDecks))
            for _ in 0..<row { app.press("j") }
            app.press("\r")
        }
    }

    @Test("Snapshots: a deck's study list with its editing keys, and the delete question")
    func snapshotDeleteQuestion() throws {
        try WordsScreens.check("my-decks-delete-word", store: { WordsScreens.store(words: Self.words) }) { app in
            let menu = try #require(WordsScreens.top(app) as? MainMenuController)
            let row = try #require(menu.entries.firstIndex(of: .myDecks))
            for _ in 0..<row { app.press("j") }
            app.press("\r\rx")
        }
    }

    @Test("Snapshots: a new deck's name and kind")
    func snapshotNewDeck() throws {
        try WordsScreens.check("my-decks-new", store: { FakeUserDeckStore() }) { app in
            let menu = try #require(WordsScreens.top(app) as? MainMenuController)
            let row = try #require(menu.entries.firstIndex(of: .myDecks))
            for _ in 0..<row { app.press("j") }
            app.press("\rn漫画の言葉\t")
        }
    }
}
