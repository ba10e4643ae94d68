import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// `+` on a search result (deck words and "not in your decks" entries), a dictionary entry and a
/// word screen: a short list of the learner's decks, the last used first, with "New deck...".
@Suite("Add to a deck")
struct AddToDeckTests {
    /// A store with two decks of words and one of kanji.
    static func twoDecks() -> FakeUserDeckStore {
        FakeUserDeckStore(decks: [(name: "Manga words", kind: .vocab, words: []), (name: "Game words", kind: .vocab, words: []),
                                  (name: "Kanji I met", kind: .kanji, words: [])])
    }

    @Test("+ on a dictionary row lists the decks of words only, and adds the entry to the one chosen")
    func plusOnDictionaryRow() throws {
        let store = Self.twoDecks()
        let app = try WordsScreens.app(store: store)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi")
        let entry = try #require(search.dictionaryResults.first?.entry)
        app.press("\t")
        for _ in search.results { app.press("j") }
        app.press("+")
        let picker = try #require(WordsScreens.top(app) as? DeckPickerController)
        #expect(picker.decks.map(\.name) == ["Manga words", "Game words"])
        #expect(app.screen.contains("New deck..."))
        #expect(!app.screen.contains("Kanji I met"))
        app.press("j\r")
        #expect(WordsScreens.top(app) === search)
        let added = try #require(store.items(inDeck: store.userDecks[1].id).first?.vocab)
        #expect(added.word == entry.headword)
        #expect(added.reading == entry.reading)
        #expect(added.meanings == entry.meanings)
        #expect(app.screen.contains("added \(entry.headword) to Game words"))
    }

    @Test("The deck used last comes first next time")
    func lastUsedFirst() throws {
        let store = Self.twoDecks()
        let app = try WordsScreens.app(store: store)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi\t")
        for _ in search.results { app.press("j") }
        app.press("+j\r")
        app.press("+")
        let picker = try #require(WordsScreens.top(app) as? DeckPickerController)
        #expect(picker.decks.map(\.name) == ["Game words", "Manga words"])
    }

    @Test("The deck used last comes first after a restart too: it is a saved setting")
    func lastUsedSurvivesRestart() throws {
        let first = try WordsScreens.app(store: Self.twoDecks())
        let directory = first.directory
        defer { try? FileManager.default.removeItem(at: directory) }
        let search = try SearchControllerTests.openSearch(first)
        first.press("nekomimi\t")
        for _ in search.results { first.press("j") }
        first.press("+j\r")
        let chosen = try #require(first.context.deckStore?.userDecks[1].id)
        #expect(first.context.settings.settings.lastUserDeck == chosen)
        first.close()

        let again = try TestApp(directory: directory)
        #expect(again.context.lastUsedUserDeckID == chosen)
        again.context.deckStore = Self.twoDecks()
        let entry = try #require(again.context.dictionary?.lookup("nekomimi").first)
        WordsScreens.push(DictionaryEntryController(context: again.context, entry: entry), on: again)
        again.press("+")
        let picker = try #require(WordsScreens.top(again) as? DeckPickerController)
        #expect(picker.decks.map(\.name) == ["Game words", "Manga words"])
    }

    @Test("New deck... asks a name, makes the deck and adds the word to it")
    func newDeck() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        let word = try #require(deck.items.first?.vocab)
        WordsScreens.push(WordDetailController(context: app.context, word: word), on: app)
        app.press("+")
        #expect(WordsScreens.top(app) is DeckPickerController)
        app.press("j\r")
        #expect(WordsScreens.top(app) is DeckNameController)
        app.press("\r")
        #expect(app.screen.contains("type a name first"))
        app.press("Anime\r")
        #expect(store.userDecks.map(\.name) == ["Manga words", "Anime"])
        #expect(store.items(inDeck: store.userDecks[1].id).first?.vocab?.word == word.word)
        #expect(WordsScreens.top(app) is WordDetailController)
        #expect(app.screen.contains("added \(word.word) to Anime"))
    }

    @Test("Esc in the list adds nothing")
    func escapeAddsNothing() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        let search = try SearchControllerTests.openSearch(app)
        app.press("nekomimi\t")
        for _ in search.results { app.press("j") }
        app.press("+")
        app.press(.escape)
        #expect(WordsScreens.top(app) === search)
        #expect(store.calls.isEmpty)
    }

    @Test("+ on a dictionary entry's screen adds it")
    func plusOnEntry() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
        WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
        app.press("+\r")
        #expect(store.items(inDeck: store.userDecks[0].id).first?.vocab?.word == entry.headword)
    }

    @Test("+ on a word in reviews already (its dictionary entry, a search row, its word screen) says so and adds no second card")
    func plusOnWordInReviews() throws {
        for (korean, message) in [(false, "毎朝 is in your reviews already"), (true, "毎朝은(는) 이미 복습에 있습니다")] {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let store = Self.twoDecks()
                let app = try WordsScreens.app(size: size, store: store, korean: korean)
                let morning = try #require(app.context.library.item(withID: "v:毎朝:まいあさ"))
                _ = try app.context.progress.addToReviews([morning.id])
                // The dictionary's entry of the word.
                let entry = try #require(app.context.dictionary?.lookup("毎朝").first { $0.headword == "毎朝" })
                let screen = DictionaryEntryController(context: app.context, entry: entry)
                WordsScreens.push(screen, on: app)
                app.press("+")
                #expect(WordsScreens.top(app) === screen, "no deck is offered")
                #expect(app.screen.contains(message), "\(app.screen)")
                app.press(.escape)
                // A search row of the deck word.
                let search = try SearchControllerTests.openSearch(app)
                app.press("maiasa\t")
                #expect(search.selectedResult?.id == morning.id, "\(app.screen)")
                app.press("+")
                #expect(WordsScreens.top(app) === search, "no deck is offered")
                #expect(app.screen.contains(message), "\(app.screen)")
                app.press(.escape)
                // Its word screen.
                let detail = ItemDetail.controller(for: morning, context: app.context)
                WordsScreens.push(detail, on: app)
                app.press("+")
                #expect(WordsScreens.top(app) === detail, "no deck is offered")
                #expect(app.screen.contains(message), "\(app.screen)")
                #expect(store.calls.isEmpty, "\(store.calls)")
                #expect(store.userDecks.allSatisfy { store.items(inDeck: $0.id).isEmpty })
            }
        }
    }

    @Test("+ on the entry of a word the learner's own deck put in reviews says so too; a word not in reviews is still offered the decks")
    func plusOnOwnWordInReviews() throws {
        let store = Self.twoDecks()
        let app = try WordsScreens.app(store: store)
        let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
        // Mined from a text into a deck of the learner's: in reviews, with its entry.
        var mined = MinedWord(entry)
        mined.sentence = "猫耳のカチューシャ。"
        let result = try app.context.learner.addMinedWords([mined], toDeck: "Reading", in: app.context.userDecks)
        #expect(result.added.count == 1 && result.addedToReviews == 1)
        WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
        app.press("+")
        #expect(!(WordsScreens.top(app) is DeckPickerController))
        #expect(app.screen.contains("\(entry.headword) is in your reviews already"), "\(app.screen)")
        #expect(store.calls.isEmpty)
        let other = try #require(app.context.dictionary?.lookup("毎朝").first { $0.headword == "毎朝" })
        WordsScreens.push(DictionaryEntryController(context: app.context, entry: other), on: app)
        app.press("+")
        #expect(WordsScreens.top(app) is DeckPickerController)
    }

    @Test("A dictionary entry's footer offers + add: it is what the screen is for")
    func entryFooterOffersAdd() throws {
        let app = try WordsScreens.app(store: WordsScreens.store())
        let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
        WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
        let footer = try #require(app.screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(footer.contains("+ \(app.context.strings.words.label(.addToDeck))"))
    }

    @Test("Without a user deck store, + is not offered and does nothing")
    func noStore() throws {
        let app = try TestApp()
        app.context.deckStore = nil
        app.application.navigationController.topController.viewWillAppear()
        let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
        let screen = DictionaryEntryController(context: app.context, entry: entry)
        app.application.navigationController.push(screen)
        app.press("+")
        #expect(WordsScreens.top(app) === screen)
        #expect(!screen.keyBindings.contains(UserDeckActions.addBinding(app.context)))
        #expect(!app.screen.contains("My decks"))
    }

    @Test("Snapshots: the deck list of +, last used first")
    func snapshot() throws {
        try WordsScreens.check("add-to-deck", store: Self.twoDecks) { app in
            app.context.lastUsedUserDeckID = app.context.deckStore?.userDecks[1].id
            let entry = try #require(app.context.dictionary?.lookup("nekomimi").first)
            WordsScreens.push(DictionaryEntryController(context: app.context, entry: entry), on: app)
            app.press("+")
        }
    }
}
