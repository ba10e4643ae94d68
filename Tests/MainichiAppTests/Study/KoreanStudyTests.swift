import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The level, day and study lists in Korean.
@Suite("Korean study lists")
struct KoreanStudyTests {
    @Test("Korean level and day list snapshots")
    func levelsAndDays() throws {
        try KoreanSnapshots.check("levels") { app in
            try LevelAndDayListTests.complete(1...3, in: app)
            app.press("\r")
        }
        try KoreanSnapshots.check("days") { app in
            try LevelAndDayListTests.complete(1...2, in: app)
            try app.context.progress.markStudied(DayKey(kind: .vocab, level: .n5, day: 3))
            app.press("\r\r")
        }
        try KoreanSnapshots.check("kanji-days") { app in
            app.press("j\r\r")
        }
    }

    @Test("Korean study list snapshots: words with a reading and a meaning shown, kanji expanded")
    func studyLists() throws {
        try KoreanSnapshots.check("vocab-list") { app in
            app.press("\r\r\r")
            app.press("jjrm")
        }
        try KoreanSnapshots.check("kanji-list") { app in
            app.press("j\r\r\r")
            app.press("rm ")
        }
    }

    @Test("The day list's Done column and dates follow the language: 2026.11.21 under 학습일, ✓ under 완료")
    func dayListColumns() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        try LevelAndDayListTests.complete(1...1, in: app)
        app.press("\r\r")
        let header = try #require(app.lines.first { $0.contains("일차") && $0.contains("학습일") })
        #expect(header.contains("완료"))
        let day1 = try #require(app.lines.first { $0.hasPrefix("  1일차") })
        #expect(day1.contains("2026.11.21"))
        #expect(day1.hasSuffix("✓") || day1.contains("✓ "))
        // The ✓ sits under the start of 완료.
        let doneColumn = header.displayPrefixWidth(upTo: "완료")
        #expect(day1.displayPrefixWidth(upTo: "✓") == doneColumn)
    }

    @Test("Bookmarking says so in Korean")
    func bookmarkStatus() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        app.press("\r\r\r")
        let list = try #require(app.application.navigationController.topController as? StudyListController)
        let headword = list.item(atRow: 0).headword
        app.press("b")
        #expect(app.screen.contains("\(headword) 북마크됨"))
        app.press("b")
        #expect(app.screen.contains("\(headword): 북마크 삭제됨"))
    }
}

extension String {
    /// The display width of the text before the first `marker`.
    func displayPrefixWidth(upTo marker: String) -> Int? {
        guard let range = range(of: marker) else { return nil }
        return String(self[..<range.lowerBound]).displayWidth
    }
}
