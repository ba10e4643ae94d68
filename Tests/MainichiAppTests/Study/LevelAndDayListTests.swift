import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Level and day lists")
struct LevelAndDayListTests {
    /// Finishes `days` of N5 vocabulary with a test, the first with 18/20.
    static func complete(_ days: ClosedRange<Int>, kind: DeckKind = .vocab, in app: TestApp) throws {
        for day in days {
            let key = DayKey(kind: kind, level: .n5, day: day)
            let ids = try app.context.library.items(for: key).map(\.id)
            try app.context.progress.recordTest(TestOutcome(day: key, mode: .multipleChoice, rightIDs: Array(ids.dropFirst(2)),
                                                            wrongIDs: Array(ids.prefix(2)), date: app.now))
        }
    }

    @Test("Level list snapshots")
    func levelListSnapshots() throws {
        try StudyScreenSnapshots.check("levels") { app in
            try Self.complete(1...3, in: app)
            app.press("\r")
        }
    }

    @Test("Day list snapshots")
    func dayListSnapshots() throws {
        try StudyScreenSnapshots.check("days") { app in
            try Self.complete(1...2, in: app)
            try app.context.progress.markStudied(DayKey(kind: .vocab, level: .n5, day: 3))
            app.press("\r\r")
        }
    }

    @Test("The level list shows counts and days done from the summaries")
    func levelCounts() throws {
        let app = try TestApp()
        try Self.complete(1...3, in: app)
        app.press("\r")
        let summary = try #require(app.context.library.summary(kind: .vocab, level: .n5))
        let row = try #require(app.lines.first { $0.hasPrefix("  N5") })
        #expect(row.contains("\(summary.itemCount)"))
        #expect(row.contains("\(summary.dayCount)"))
        #expect(row.contains("3/\(summary.dayCount)"))
        #expect(row.contains("[#"))
        #expect(!app.context.library.isLoaded(kind: .vocab, level: .n4))
    }

    @Test("The next day to study is selected, and again after finishing it")
    func nextDayPreselected() throws {
        let app = try TestApp()
        try Self.complete(1...2, in: app)
        app.press("\r\r")
        #expect(app.lines[0].contains("N5"))
        let dayList = try #require(app.application.navigationController.topController as? DayListController)
        #expect(dayList.selectedDay == 3)
        // Study day 3, finish its test, come back: day 4 is selected.
        app.press("\r")
        #expect(app.lines[0].contains("Day 3"))
        try Self.complete(3...3, in: app)
        app.press("\u{1B}")
        #expect(dayList.selectedDay == 4)
        let row = try #require(app.lines.first { $0.hasPrefix("  Day 3 ") })
        #expect(row.contains("18/20"))
        #expect(row.contains("2026-11-21"))
        #expect(row.contains("✓"))
    }

    @Test("A relaunch preselects the next day")
    func relaunchPreselects() throws {
        let first = try TestApp()
        try Self.complete(1...4, in: first)
        first.close()
        let app = try TestApp(directory: first.directory)
        app.press("\r\r")
        let dayList = try #require(app.application.navigationController.topController as? DayListController)
        #expect(dayList.selectedDay == 5)
    }

    @Test("Digits then Enter jump to a day in N1's long list; g and G go to the ends")
    func digitJump() throws {
        let app = try TestApp()
        app.press("\r")
        app.press("G\r")   // N1
        let dayList = try #require(app.application.navigationController.topController as? DayListController)
        #expect(dayList.deck.level == .n1)
        #expect(dayList.deck.dayCount > 140)
        app.press("14")
        #expect(app.lines[0].contains("go to day 14"))
        app.press("0\r")
        #expect(dayList.selectedDay == 140)
        #expect(app.lines.contains { $0.hasPrefix("  Day 140") })
        #expect(!app.lines[0].contains("go to day"))
        app.press("G")
        #expect(dayList.selectedDay == dayList.deck.dayCount)
        app.press("g")
        #expect(dayList.selectedDay == 1)
        app.press("999\r")
        #expect(dayList.selectedDay == 1)
        #expect(app.screen.contains("no day 999"))
        // Backspace edits the number; Esc drops it without leaving.
        app.press("12\u{7F}\r")
        #expect(dayList.selectedDay == 1)
        app.press("7\u{1B}")
        #expect(app.application.navigationController.topController === dayList)
        #expect(!app.lines[0].contains("go to day"))
    }

    @Test("Backspace on an emptied day number stays in the day list; Esc then closes the prompt")
    func backspaceOnEmptyDayNumberStays() throws {
        let app = try TestApp()
        app.press("\r\r")
        let dayList = try #require(app.application.navigationController.topController as? DayListController)
        app.press("3\u{7F}\u{7F}\u{7F}")
        #expect(app.application.navigationController.topController === dayList)
        #expect(app.lines[0].contains("go to day _"))
        app.press("\u{1B}")
        #expect(app.application.navigationController.topController === dayList)
        #expect(!app.lines[0].contains("go to day"))
    }

    @Test("T on the day list asks for the test mode of the selected day")
    func chooseTestMode() throws {
        let app = try TestApp()
        app.press("\r\r")
        #expect(app.application.navigationController.topController is DayListController)
        app.press("T")
        #expect(app.application.navigationController.topController is TestModePickerController)
    }

    @Test("Level and day rows start two columns in, like the study lists")
    func indented() throws {
        let app = try TestApp()
        app.press("\r")
        #expect(app.lines[1].hasPrefix("  Level"))
        #expect(app.lines[2].hasPrefix("  N5"))
        app.press("\r")
        #expect(app.lines[1].hasPrefix("  Day"))
        #expect(app.lines.contains { $0.hasPrefix("  Day 1 ") })
    }
}
