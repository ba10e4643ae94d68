import Foundation
import MainichiCore
import Testing
import TerminalUI
import TestSupport
@testable import MainichiApp

/// An own item's notes (what an Anki import keeps of a note's other fields, or what the learner
/// wrote) are shown on its word or kanji screen under their own heading; bundled items have none.
@Suite("Own notes on the detail screens")
struct OwnNotesTests {
    /// A data directory with a deck "Imported": 駅 with notes, 水 without, and the kanji 猫 with notes.
    static func app(size: Size = Size(width: 80, height: 24), korean: Bool = false)
        throws -> (TestApp, eki: StudyItem, mizu: StudyItem, neko: StudyItem) {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let store = UserDeckStore(dataDirectory: directory)
        let words = try store.createDeck(title: "Imported", kind: .vocab)
        let eki = try store.addItem(UserItemDraft(word: "駅", reading: "えき", meanings: ["station"],
                                                  notes: "Back: eki.jpg; heard on the Yamanote line"), to: words.id)
        let mizu = try store.addItem(UserItemDraft(word: "水", reading: "みず", meanings: ["water"]), to: words.id)
        let kanjiDeck = try store.createDeck(title: "Kanji notes", kind: .kanji)
        let draft = UserItemDraft(word: "猫", reading: "", meanings: ["cat"], notes: "On: ビョウ; Kun: ねこ",
                                  kanji: UserItem.KanjiFields(onyomi: ["ビョウ"], kunyomi: ["ねこ"], strokes: 11, radical: "犬"))
        let neko = try store.addItem(draft, to: kanjiDeck.id)
        let app = try TestApp(size: size, directory: directory, keeping: scratch)
        if korean { try app.context.settings.update { $0.language = .korean } }
        return (app, try #require(app.context.library.item(withID: eki.id)), try #require(app.context.library.item(withID: mizu.id)),
                try #require(app.context.library.item(withID: neko.id)))
    }

    static func open(_ item: StudyItem, in app: TestApp) {
        app.application.navigationController.push(ItemDetail.controller(for: item, context: app.context))
        app.application.render()
    }

    @Test("a word's notes are shown under Notes; a word without notes has no Notes heading")
    func wordNotes() throws {
        let (app, eki, mizu, _) = try Self.app()
        #expect(eki.vocab?.notes == "Back: eki.jpg; heard on the Yamanote line")
        Self.open(eki, in: app)
        #expect(app.screen.contains("Notes"))
        #expect(app.screen.contains("Back: eki.jpg; heard on the Yamanote line"))
        app.application.navigationController.pop()
        Self.open(mizu, in: app)
        #expect(!app.screen.contains("Notes"))
    }

    @Test("a kanji's notes are shown on its screen")
    func kanjiNotes() throws {
        let (app, _, _, neko) = try Self.app(size: Size(width: 80, height: 30))
        #expect(neko.kanji?.notes == "On: ビョウ; Kun: ねこ")
        Self.open(neko, in: app)
        #expect(app.screen.contains("Notes"))
        #expect(app.screen.contains("On: ビョウ; Kun: ねこ"))
    }

    @Test("at 40 columns in Korean the notes wrap under 메모 and no line runs past the screen")
    func narrowKorean() throws {
        let (app, eki, _, _) = try Self.app(size: Size(width: 40, height: 12), korean: true)
        Self.open(eki, in: app)
        // Move down to the notes (the screen scrolls to the selected row).
        app.press("jjjj")
        #expect(app.screen.contains("메모"))
        #expect(app.screen.contains("heard on the Yamanote"))
        for line in app.lines { #expect(line.displayWidth <= 40) }
    }
}
