import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Bookmarks, Mistakes and History in Korean at 80x24 and 40x12")
struct KoreanNotebookTests {
    @Test("Bookmarks: two sections with their items, and the empty list")
    func bookmarks() throws {
        try KoreanSnapshots.check("bookmarks") { app in
            try NotebookTests.bookmarkSome(in: app)
            NotebookTests.open(BookmarksController(context: app.context), in: app)
        }
        try KoreanSnapshots.check("bookmarks-empty") { app in
            NotebookTests.open(BookmarksController(context: app.context), in: app)
        }
    }

    @Test("Mistakes: the measured headers, the filter line and the rows; filtered by a mode")
    func mistakes() throws {
        try KoreanSnapshots.check("mistakes") { app in
            _ = try NotebookTests.missSome(3, in: app)
            NotebookTests.open(MistakesController(context: app.context), in: app)
        }
        try KoreanSnapshots.check("mistakes-filtered") { app in
            _ = try NotebookTests.missSome(3, in: app)
            NotebookTests.open(MistakesController(context: app.context), in: app)
            app.press("o")
        }
    }

    @Test("History: tests, a studied day, reviews folded per day, a torn line, with Korean dates")
    func history() throws {
        try KoreanSnapshots.check("history") { app in
            try NotebookTests.writeHistory(in: app)
            NotebookTests.open(HistoryController(context: app.context), in: app)
        }
    }

    @Test("History in Korean names the test mode and reviews in Korean; English keeps its words")
    func wording() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        try NotebookTests.writeHistory(in: app)
        NotebookTests.open(HistoryController(context: app.context), in: app)
        #expect(app.screen.contains("객관식"))
        #expect(app.screen.contains("복습 42회"))
        #expect(!app.screen.contains("reviews"))
    }
}
