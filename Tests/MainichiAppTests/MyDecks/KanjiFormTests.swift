import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Kanji of your own (issue 11): the Add kanji form of a kanji deck fills a kanji the decks
/// teach from the bundled data and takes one they do not by hand; edit, delete and undo work as
/// for words, and everything is on disk in the real store.
@Suite("Kanji form")
struct KanjiFormTests {
    /// An app at My decks over the real store, with a new kanji deck "Kanji I met" selected.
    static func kanjiDeck() throws -> (TestApp, MyDecksController) {
        let app = try TestApp()
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .myDecks))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        let myDecks = try #require(WordsScreens.top(app) as? MyDecksController)
        app.press("nKanji I met\t\r")
        #expect(myDecks.decks.map(\.kind) == [.kanji])
        return (app, myDecks)
    }

    /// A kanji no deck teaches (checked against the loaded decks).
    static func unknownKanji(_ app: TestApp) throws -> String {
        try #require(["靐", "龘", "麤", "鬱", "纛"].first { app.context.library.item(withID: "k:" + $0) == nil })
    }

    @Test("a on a kanji deck opens the kanji form; a kanji the decks teach fills every field from them")
    func knownKanjiFills() throws {
        let (app, _) = try Self.kanjiDeck()
        let known = try #require(try app.context.library.deck(kind: .kanji, level: .n5).items.first?.kanji)
        app.press("a")
        let form = try #require(WordsScreens.top(app) as? KanjiFormController)
        #expect(app.screen.contains("Add kanji"))
        app.application.paste(known.kanji)
        app.application.render()
        #expect(form.draft == KanjiDraft(known))
        #expect(app.screen.contains("from the decks"))
        app.press("\r")
        #expect(WordsScreens.top(app) is MyDecksController)
        #expect(app.screen.contains("added \(known.kanji) to Kanji I met"))
        let deck = try #require(app.context.userDecks.decks().decks.first)
        let item = try #require(deck.items.first)
        #expect(item.word == known.kanji && item.meanings == known.meanings)
        #expect(item.kanji == UserItem.KanjiFields(onyomi: known.onyomi, kunyomi: known.kunyomi, strokes: known.strokes,
                                                    radical: known.radical))
    }

    @Test("A kanji the decks do not teach is entered by hand: romaji readings become kana; strokes are needed")
    func unknownKanjiByHand() throws {
        let (app, _) = try Self.kanjiDeck()
        let kanji = try Self.unknownKanji(app)
        app.press("a")
        let form = try #require(WordsScreens.top(app) as? KanjiFormController)
        // Letters are not typed into the kanji field; the kanji is.
        app.press("ab")
        #expect(form.text(of: .kanji).isEmpty)
        app.application.paste(kanji)
        app.application.render()
        #expect(form.text(of: .kanji) == kanji)
        #expect(app.screen.contains("not in the decks: enter it by hand"))
        app.press("\t")
        app.press("hou, byou\t")
        app.press("kaminari\t")
        app.press("thunder; roll of thunder\r")
        #expect(app.screen.contains("the stroke count is needed"))
        #expect(WordsScreens.top(app) === form)
        app.press("x24\r")
        #expect(app.screen.contains("the radical is needed"))
        app.press("雨\r")
        let item = try #require(app.context.userDecks.decks().decks.first?.items.first)
        #expect(item.word == kanji && item.meanings == ["thunder", "roll of thunder"])
        #expect(item.kanji?.onyomi == ["ホウ", "ビョウ"] && item.kanji?.kunyomi == ["かみなり"])
        #expect(item.kanji?.strokes == 24 && item.kanji?.radical == "雨")
        // Opened like a bundled kanji deck, the kanji screen reads it.
        #expect(app.context.library.item(withID: item.id)?.kanji?.strokes == 24)
    }

    @Test("e edits a kanji keeping its id and progress; x deletes it and u brings it back")
    func editDeleteUndo() throws {
        let (app, _) = try Self.kanjiDeck()
        let kanji = try Self.unknownKanji(app)
        app.press("a")
        app.application.paste(kanji)
        app.press("\t\tkaminari\tthunder\t24\t雨\r")
        app.press("\r")
        #expect(WordsScreens.top(app) is DayListController)
        app.press("\r")
        let list = try #require(WordsScreens.top(app) as? StudyListController)
        let id = try #require(list.items.first?.id)
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(id))
        app.press("e")
        let form = try #require(WordsScreens.top(app) as? KanjiFormController)
        #expect(app.screen.contains("Edit kanji"))
        #expect(form.draft.meanings == ["thunder"])
        app.press("\t\t\t")
        app.press(.control("u"))
        app.press("thunderclap\r")
        #expect(WordsScreens.top(app) === list)
        #expect(list.items.map(\.id) == [id])
        #expect(list.items.first?.meanings == ["thunderclap"])
        #expect(app.context.progress.progress.isBookmarked(id))
        app.press("xy")
        #expect(list.items.isEmpty)
        app.press("u")
        #expect(list.items.map(\.id) == [id])
        #expect(app.context.userDecks.decks().decks.first?.items.map(\.id) == [id])
    }

    @Test("Esc asks before throwing away typed text")
    func escapeAsks() throws {
        let (app, _) = try Self.kanjiDeck()
        app.press("a")
        app.application.paste(try Self.unknownKanji(app))
        app.press(.escape)
        #expect(app.screen.contains("Throw away what you typed?"))
    }

    @Test("Snapshots: the kanji form, by hand, in Korean")
    func snapshotKorean() throws {
        let kanji = try Self.unknownKanji(try TestApp())
        try WordsScreens.check("kanji-form-korean", store: {
            FakeUserDeckStore(decks: [(name: "Kanji I met", kind: .kanji, words: [])])
        }, korean: true) { app in
            let form = UserDeckActions.kanjiForm(adding: "d1", store: app.context.deckStore!, context: app.context)
            WordsScreens.push(form, on: app)
            app.application.paste(kanji)
            app.press("\thou\tkaminari\tthunder\t24\t雨")
        }
    }
}
