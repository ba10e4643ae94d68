import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// New items held back by today's new-items limit, as the learner reads it: the menu's Review
/// line, the review screen's header and its waiting page say how many wait behind the limit and
/// where to change it, in English and Korean, at 80x24 and 40x12.
@Suite("New items held back by the daily limit")
struct NewItemsLimitTests {
    /// Five words in reviews under a limit of two; both of today's new cards answered Again, so
    /// they come back in learning steps while three new ones wait behind the limit.
    static func learningPendingPastTheLimit(_ app: TestApp) throws {
        try app.context.settings.update { $0.newPerDay = 2 }
        try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 5))
        app.press(" 1")
        app.press(" 1")
    }

    @Test("While learning cards are pending past the limit, the header, the waiting page and the menu say 3 new are held back by the limit of 2")
    func heldBackWhileLearning() throws {
        let app = try TestApp()
        try Self.learningPendingPastTheLimit(app)
        let review = try #require(app.application.navigationController.topController as? ReviewController)
        guard case .waiting = review.phase else { Issue.record("expected the waiting page: \(app.screen)"); return }
        #expect(app.lines[0].contains("0 new, 2 learning, 0 due"), "\(app.lines[0])")
        #expect(app.lines[0].contains("+3 held"), "\(app.lines[0])")
        #expect(app.screen.contains("3 new held back by today's limit of 2"), "\(app.screen)")
        #expect(app.screen.contains("Change it: Settings > New items a day"), "\(app.screen)")
        app.press("\u{1B}")
        let menu = try ReviewCountsFlowTests.menuLine(app)
        #expect(menu.contains("0 new 2 learn 0 due +3 held"), "\(menu)")
    }

    @Test("At 40 columns the menu's Review line drops the zero counts so the held-back figure is never cut")
    func narrowMenuKeepsHeldBack() throws {
        for environment in [[String: String](), ["LANG": "ko_KR.UTF-8"]] {
            let app = try TestApp(size: Size(width: 40, height: 12), localeEnvironment: environment)
            try Self.learningPendingPastTheLimit(app)
            app.press("\u{1B}")
            let korean = environment["LANG"] != nil
            let line = try #require(app.lines.first { $0.hasPrefix(korean ? "  복습 " : "  Review ") }, "\(app.screen)")
            #expect(line.contains(korean ? "학습 2 +3 대기" : "2 learn +3 held"), "\(line)")
            #expect(!line.trimmingCharacters(in: .whitespaces).hasSuffix(">"), "\(line)")
        }
    }

    @Test("In Korean the waiting page and the menu say it in Korean")
    func heldBackInKorean() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        try Self.learningPendingPastTheLimit(app)
        #expect(app.screen.contains("새 항목 3개 대기: 오늘 한도 2개"), "\(app.screen)")
        #expect(app.screen.contains("설정 > 하루 새 항목에서 변경"), "\(app.screen)")
        #expect(app.lines[0].contains("+3 대기"), "\(app.lines[0])")
        app.press("\u{1B}")
        let menu = try #require(app.lines.first { $0.hasPrefix("  복습 ") }, "\(app.screen)")
        #expect(menu.contains("새 0 학습 2 복습 0 +3 대기"), "\(menu)")
    }

    @Test("Without anything held back, neither the waiting page nor the menu mentions the limit")
    func nothingHeldBack() throws {
        let app = try TestApp()
        try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 2))
        app.press(" 1")
        app.press(" 1")
        #expect(!app.screen.contains("held back"), "\(app.screen)")
        #expect(!app.lines[0].contains("held"), "\(app.lines[0])")
        app.press("\u{1B}")
        #expect(!(try ReviewCountsFlowTests.menuLine(app)).contains("held"))
    }

    @Test("a past the limit says the word comes on a later day, and the menu then counts it as held back")
    func addPastTheLimitThenMenu() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.newPerDay = 1 }
        let day = DayKey(kind: .vocab, level: .n5, day: 1)
        let items = Array(try app.context.library.items(for: day))
        let list = StudyListController(context: app.context, title: "Day 1", kind: .vocab, items: items, day: day,
                                       source: .day)
        app.application.navigationController.push(list)
        app.application.render()
        app.press("aja")
        let status = app.lines[app.lines.count - 2]
        #expect(status.contains("\(items[1].headword) added for a later day: New items a day is 1"), "\(status)")
        app.press("\u{1B}")
        let menu = try ReviewCountsFlowTests.menuLine(app)
        #expect(menu.contains("1 new, 0 learning, 0 due; 1 new held back by today's limit of 1"), "\(menu)")
    }

    @Test("Waiting page with new items held back, at 80x24 and 40x12")
    func waitingSnapshots() throws {
        for size in KoreanSnapshots.sizes {
            let app = try TestApp(size: size)
            try Self.learningPendingPastTheLimit(app)
            app.application.render()
            assertSnapshot(app.terminal, named: "review-held-back-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("Waiting page with new items held back, in Korean at 80x24 and 40x12")
    func waitingSnapshotsInKorean() throws {
        try KoreanSnapshots.check("review-held-back") { try Self.learningPendingPastTheLimit($0) }
    }

    /// Three words in reviews under a limit of two; both of today's new cards answered Easy, so
    /// the session is done while one new item waits behind the limit.
    static func donePastTheLimit(_ app: TestApp) throws {
        try app.context.settings.update { $0.newPerDay = 2 }
        try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 3))
        app.press(" 4")
        app.press(" 4")
    }

    @Test("The done page says the limit holds one new item back and where to change it; at 40x12 every line fits")
    func donePage() throws {
        for size in KoreanSnapshots.sizes {
            let app = try TestApp(size: size)
            try Self.donePastTheLimit(app)
            let review = try #require(app.application.navigationController.topController as? ReviewController)
            #expect(review.phase == .finished, "\(app.screen)")
            let text = app.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(text.contains("1 new held back by today's limit of 2"), "\(app.screen)")
            #expect(text.contains("Change it: Settings > New items a day"), "\(app.screen)")
            #expect(text.contains("Reviewed 2"), "\(app.screen)")
            app.application.render()
            assertSnapshot(app.terminal, named: "review-done-held-back-\(size.width)x\(size.height)")
        }
    }

    @Test("The done page with a new item held back, in Korean at 80x24 and 40x12")
    func donePageInKorean() throws {
        try KoreanSnapshots.check("review-done-held-back") { try Self.donePastTheLimit($0) }
    }
}
