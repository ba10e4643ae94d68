import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Kanji drawings on card backs and reviews")
struct KanjiDrawingSettingTests {
    /// Braille cells on screen.
    static func brailleCells(_ app: TestApp) -> Int {
        app.screen.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }.count
    }

    /// The first kanji of N5 day 1.
    static func firstKanji(_ app: TestApp) throws -> StudyItem {
        try #require(try app.context.library.items(for: TestScreenTests.kanjiDay1).first)
    }

    @Test("The review reveal draws the kanji only with the setting on, and keeps the answer")
    func reviewReveal() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsKanjiDrawings = isOn }
            let item = try Self.firstKanji(app)
            try ReviewControllerTests.startReview(app, items: [item])
            #expect(Self.brailleCells(app) == 0, "the front shows no drawing")
            app.press(" ")
            #expect(app.screen.contains(item.kanji!.meanings[0]))
            #expect((Self.brailleCells(app) > 0) == isOn)
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("A word's review reveal never draws, with the setting on")
    func wordReveal() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.showsKanjiDrawings = true }
        try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 1))
        app.press(" ")
        #expect(Self.brailleCells(app) == 0)
    }

    @Test("A kanji flashcard's back draws the kanji with the setting on; the front does not")
    func flashcardBack() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.showsKanjiDrawings = true }
        let item = try Self.firstKanji(app)
        TestScreenTests.start([item], mode: .flashcard, in: app)
        #expect(Self.brailleCells(app) == 0)
        app.press(" ")
        #expect(Self.brailleCells(app) > 0)
        #expect(app.screen.contains(item.kanji!.meanings[0]))
    }

    @Test("Settings: Kanji drawings starts off and Enter turns it on, saved at once")
    func setting() throws {
        let app = try TestApp()
        #expect(!app.context.settings.settings.showsKanjiDrawings)
        let settings = SettingsController(context: app.context)
        app.application.navigationController.push(settings)
        app.application.render()
        let row = try #require(settings.options.firstIndex(of: .kanjiDrawings))
        settings.tableView.selectRow(at: TableIndexPath(row: row))
        app.press("\r")
        #expect(app.context.settings.settings.showsKanjiDrawings)
        #expect(app.screen.contains("kanji drawings: on (saved)"))
    }
}
