import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Notebook practice")
struct NotebookPracticeTests {
    @Test("Mistakes mark a leech with ! and H plays hangman with the words shown")
    func mistakesLeechAndHangman() throws {
        let app = try TestApp()
        let leech = try LeechesTests.makeLeech(in: app)
        let items = try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1))
        let other = try #require(items.first { $0.id != leech.id })
        for item in [leech, other] {
            try app.context.progress.recordAnswer(itemID: item.id, kind: .vocab, mode: .multipleChoice, isRight: false, at: app.now)
        }
        let mistakes = MistakesController(context: app.context)
        NotebookTests.open(mistakes, in: app)
        #expect(mistakes.entries.count == 2)
        #expect(app.screen.contains("!" + leech.headword))
        #expect(!app.screen.contains("!" + other.headword))
        app.press("H")
        let hangman = try #require(app.application.navigationController.topController as? HangmanController)
        #expect(Set(hangman.pool.map(\.id)).isSubset(of: [leech.id, other.id]))
        #expect(!hangman.pool.isEmpty)
        #expect(hangman.source == .mistakes)
        app.press(.escape)
        app.press("?")
        #expect(app.screen.contains("Play hangman"))
    }

    @Test("Bookmarks: H plays hangman with the selected section's words")
    func bookmarksHangman() throws {
        let app = try TestApp()
        try NotebookTests.bookmarkSome(in: app)
        let bookmarks = BookmarksController(context: app.context)
        NotebookTests.open(bookmarks, in: app)
        let section = try #require(bookmarks.selectedSection)
        app.press("H")
        let hangman = try #require(app.application.navigationController.topController as? HangmanController)
        #expect(Set(hangman.pool.map(\.id)).isSubset(of: Set(section.items.map(\.id))))
        #expect(!hangman.pool.isEmpty)
        #expect(hangman.source == .bookmarks)
    }
}
