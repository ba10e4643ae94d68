import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The reviews waiting, as the learner reads them in the main menu and the review screen's
/// header: the same new, learning and due figures after every answer; and `a` past the daily
/// new-items limit says the item waits for a later day.
@Suite("Review counts in the menu and the review header")
struct ReviewCountsFlowTests {
    /// The menu's Review line.
    static func menuLine(_ app: TestApp) throws -> String {
        try #require(app.lines.first { $0.hasPrefix("  Review ") })
    }

    /// Goes back to the menu, reads its Review line and opens Review again from it.
    static func menuThenReview(_ app: TestApp) throws -> (menu: String, header: String) {
        app.press("\u{1B}")
        let menu = try menuLine(app)
        let menuController = try #require(app.application.navigationController.topController as? MainMenuController)
        let row = try #require(menuController.entries.firstIndex(of: .review))
        menuController.tableView.selectRow(at: TableIndexPath(row: row))
        app.press("\r")
        #expect(app.application.navigationController.topController is ReviewController)
        return (menu, app.lines[0])
    }

    @Test("Menu and review header show the same new, learning and due figures before and after answers")
    func sameFiguresAfterAnswers() throws {
        let app = try TestApp()
        let words = try ReviewControllerTests.words(app, count: 5)
        try app.context.progress.update { progress in
            progress.srs[words[3].id] = ReviewControllerTests.dueReviewCard(app, days: 8)
            progress.srs[words[4].id] = ReviewControllerTests.dueReviewCard(app, days: 8)
        }
        try ReviewControllerTests.startReview(app, items: Array(words.prefix(3)))
        var seen = try Self.menuThenReview(app)
        #expect(seen.menu.contains("3 new, 0 learning, 2 due"), "\(seen.menu)")
        #expect(seen.header.contains("3 new, 0 learning, 2 due"), "\(seen.header)")

        // Two reviews answered Good, then a new card Again: it moves from new to learning.
        app.press(" 3")
        app.press(" 3")
        #expect(app.lines[0].contains("3 new, 0 learning, 0 due"), "\(app.lines[0])")
        app.press(" 1")
        seen = try Self.menuThenReview(app)
        #expect(seen.menu.contains("2 new, 1 learning, 0 due"), "\(seen.menu)")
        #expect(seen.header.contains("2 new, 1 learning, 0 due"), "\(seen.header)")

        // A new card Good goes to its next step: still counted, as learning.
        app.press(" 3")
        seen = try Self.menuThenReview(app)
        #expect(seen.menu.contains("1 new, 2 learning, 0 due"), "\(seen.menu)")
        #expect(seen.header.contains("1 new, 2 learning, 0 due"), "\(seen.header)")
        // The figures are the learner layer's, the same that `mainichi stats` prints.
        let counts = app.context.learner.reviewStatus().counts
        #expect(counts == ReviewCounts(new: 1, learning: 2, due: 0))
    }

    @Test("At 40 columns the header and the menu keep every figure, in a shorter wording")
    func narrowHeader() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        let words = try ReviewControllerTests.words(app, count: 12)
        try ReviewControllerTests.startReview(app, items: words)
        #expect(app.lines[0].contains("12 new 0 learn 0 due"), "\(app.lines[0])")
        // The menu's Review line too, rather than cutting the full wording.
        app.press("\u{1B}")
        #expect(try Self.menuLine(app).contains("12 new 0 learn 0 due"), "\(app.screen)")
    }

    @Test("At 40 columns the menu keeps every figure while learning cards come back later, in English and Korean")
    func narrowMenuWhileLearningComesBack() throws {
        for korean in [false, true] {
            let app = try TestApp(size: Size(width: 40, height: 12))
            if korean { try app.context.settings.update { $0.language = .korean } }
            try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 1))
            // Again: the card comes back in a minute, and nothing is left to show now.
            app.press(" 1")
            app.press("\u{1B}")
            let line = try #require(app.lines.first { $0.hasPrefix(korean ? "  복습 " : "  Review ") }, "\(app.screen)")
            #expect(line.contains(korean ? "새 0 학습 1 복습 0" : "0 new 1 learn 0 due"), "\(line)")
        }
    }

    @Test("a past the daily new-items limit says the item waits for a later day and names the setting")
    func addPastTheLimit() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.newPerDay = 1 }
        let day = DayKey(kind: .vocab, level: .n5, day: 1)
        let items = Array(try app.context.library.items(for: day))
        let list = StudyListController(context: app.context, title: "Day 1", kind: .vocab, items: items, day: day,
                                       source: .day)
        app.application.navigationController.push(list)
        app.application.render()
        app.press("a")
        #expect(app.lines[app.lines.count - 2].contains("\(items[0].headword) added to reviews"))
        app.press("ja")
        let status = app.lines[app.lines.count - 2]
        #expect(status.contains("\(items[1].headword) added for a later day: New items a day is 1"), "\(status)")
        #expect(app.context.progress.progress.srs[items[1].id] != nil)
        // The menu counts one new card, not two.
        app.press("\u{1B}")
        #expect(try Self.menuLine(app).contains("1 new, 0 learning, 0 due"))
    }
}
