import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("History lines: opening a day, retests, studied days")
struct HistoryLineTests {
    static let day3 = DayKey(kind: .vocab, level: .n5, day: 3)

    /// The footer row of the screen.
    static func footer(_ app: TestApp) -> String { app.lines[app.lines.count - 1] }

    @Test("Enter on a day's line opens that day's study list; other lines don't offer Enter")
    func enterOpensTheDay() throws {
        let app = try TestApp()
        let history = app.context.history
        try history.append(.test(TestOutcome(day: Self.day3, mode: .multipleChoice, rightIDs: ["v:a"], wrongIDs: [],
                                             date: app.now)))
        app.advance(by: 60)
        try history.append(HistoryEvent(type: .review, time: app.now, itemID: "v:x", rating: .good))
        NotebookTests.open(HistoryController(context: app.context), in: app)
        // The reviews line comes first (newest): it names no day.
        #expect(app.lines[2].contains("1 review"))
        #expect(!Self.footer(app).contains("Enter"))
        app.press("\r")
        #expect(app.application.navigationController.topController is HistoryController)
        #expect(app.screen.contains("This line names no day to open."))
        app.press("j")
        #expect(Self.footer(app).contains("Enter open day"))
        app.press("\r")
        let list = try #require(app.application.navigationController.topController as? StudyListController)
        #expect(list.day == Self.day3 && list.source == .day)
        #expect(list.items.map(\.id) == Array(try app.context.library.items(for: Self.day3)).map(\.id))
        #expect(app.lines[0].contains("History › N5 Day 3"))
    }

    /// At 40x12 the kind column is left out, and a vocabulary day and the kanji day of the same
    /// number read as two identical lines (QA18).
    @Test("At 40 columns a studied vocabulary day and the kanji day of the same number read apart")
    func narrowRowsNameTheKind() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        try app.context.history.append(HistoryEvent(type: .study, time: app.now, kind: .vocab, level: .n5, day: 3))
        app.advance(by: 60)
        try app.context.history.append(HistoryEvent(type: .study, time: app.now, kind: .kanji, level: .n5, day: 3))
        NotebookTests.open(HistoryController(context: app.context), in: app)
        let rows = app.lines.filter { $0.contains("N5 Day 3") }
        #expect(rows.count == 2)
        #expect(rows[0].contains("K N5 Day 3") && !rows[1].contains("K N5"), "\(rows)")
        #expect(Set(rows).count == 2)
    }

    @Test("An empty history offers no Enter")
    func emptyHistoryOffersNoEnter() throws {
        let app = try TestApp()
        NotebookTests.open(HistoryController(context: app.context), in: app)
        #expect(app.screen.contains("Nothing yet."))
        #expect(!Self.footer(app).contains("Enter"))
        app.press("?")
        #expect(!app.screen.contains("Enter"))
    }

    @Test("Opening a day's list again the same date shows one studied line; the log keeps every opening")
    func studiedDaysFold() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("\u{1B}")
        app.advance(by: 120)
        app.press("\r")
        app.press("\u{1B}")
        let studies = app.context.history.read().events.filter { $0.type == .study }
        #expect(studies.count == 2, "history.jsonl stays append-only")
        // Another date, and another day the same date, each get their own line.
        app.advance(by: 86_400)
        try app.context.history.append(HistoryEvent(type: .study, time: app.now, kind: .vocab, level: .n5, day: 1))
        try app.context.history.append(HistoryEvent(type: .study, time: app.now, kind: .kanji, level: .n5, day: 1))
        let controller = HistoryController(context: app.context)
        NotebookTests.open(controller, in: app)
        let studied = app.lines.filter { $0.contains("studied") }
        #expect(studied.count == 3)
        #expect(studied.filter { $0.contains("2026-11-21") }.count == 1)
        // The newest opening of the date stands for the others.
        #expect(studied.contains { $0.hasPrefix("  2026-11-21 09:02") && $0.contains("N5 Day 1") })
    }

    @Test("A retest of wrong items names its day in history but leaves the day's best alone")
    func retestWrongNamesItsDay() throws {
        let app = try TestApp()
        let day1 = DayKey(kind: .vocab, level: .n5, day: 1)
        TestTaking.openN5Day1(app)
        app.press("t")
        try TestTaking.answerAll(wrongAt: [0, 1, 2], in: app)
        #expect(app.context.progress.progress.result(for: day1).bestScore == 17)
        app.press("w")
        #expect(app.lines[0].contains("› Retest "))
        #expect(!app.lines[0].contains("Retest all"))
        #expect(app.screen.contains("N5 Day 1 retest wrong"))
        try TestTaking.answerAll(in: app)
        #expect(app.context.progress.progress.result(for: day1).bestScore == 17, "3/3 is not the day's score")
        let event = try #require(app.context.history.read().events.first)
        #expect(event.source == .retest && event.dayKey == day1 && event.wrongOnly == true)
        #expect(event.score == 3 && event.total == 3)
        // Retesting all of a retest of wrong items is still not the day's score.
        app.press("a")
        #expect(app.lines[0].contains("› Retest all"))
        try TestTaking.answerAll(in: app)
        #expect(app.context.progress.progress.result(for: day1).bestScore == 17)
        app.press("\u{1B}\u{1B}\u{1B}")
        NotebookTests.open(HistoryController(context: app.context), in: app)
        let lines = app.lines.filter { $0.contains("3/3") }
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("N5 Day 1 retest wrong") })
        #expect(app.screen.contains("N5 Day 1 ") && app.screen.contains("17/20"))
    }

    @Test("A retest of all names its day and counts as the day's score")
    func retestAllNamesItsDay() throws {
        let app = try TestApp()
        let day1 = DayKey(kind: .vocab, level: .n5, day: 1)
        TestTaking.openN5Day1(app)
        app.press("t")
        try TestTaking.answerAll(wrongAt: [0], in: app)
        app.press("a")
        #expect(app.lines[0].contains("› Retest all"))
        try TestTaking.answerAll(in: app)
        #expect(app.context.progress.progress.result(for: day1).bestScore == 20)
        let event = try #require(app.context.history.read().events.first)
        #expect(event.dayKey == day1 && event.wrongOnly == nil)
        NotebookTests.open(HistoryController(context: app.context), in: app)
        #expect(app.screen.contains("N5 Day 1 retest ") && !app.screen.contains("retest wrong"))
    }

    @Test("History snapshots with retests and a studied day opened twice")
    func snapshots() throws {
        try StudyScreenSnapshots.check("history-retests") { app in
            let history = app.context.history
            let day = DayKey(kind: .vocab, level: .n5, day: 2)
            try history.append(HistoryEvent(type: .study, time: app.now, kind: .vocab, level: .n5, day: 2))
            app.advance(by: 60)
            try history.append(HistoryEvent(type: .study, time: app.now, kind: .vocab, level: .n5, day: 2))
            app.advance(by: 240)
            try history.append(.test(TestOutcome(day: day, mode: .multipleChoice, rightIDs: (0..<17).map { "v:\($0)" },
                                                 wrongIDs: ["v:x", "v:y", "v:z"], date: app.now)))
            app.advance(by: 60)
            var wrong = HistoryEvent.test(TestOutcome(day: nil, mode: .multipleChoice, rightIDs: ["v:x", "v:y", "v:z"],
                                                      wrongIDs: [], date: app.now), source: .retest)
            wrong.kind = .vocab
            wrong.level = .n5
            wrong.day = 2
            wrong.wrongOnly = true
            try history.append(wrong)
            app.advance(by: 60)
            try history.append(.test(TestOutcome(day: day, mode: .multipleChoice, rightIDs: (0..<20).map { "v:\($0)" },
                                                 wrongIDs: [], date: app.now), source: .retest))
            NotebookTests.open(HistoryController(context: app.context), in: app)
        }
    }
}
