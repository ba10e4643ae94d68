import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// "new best!" names a better score than an earlier one, never a first test's.
@Suite("New best")
struct NewBestTests {
    @Test("A first test at 2/20 is no new best; a better second test of the day is")
    func firstTestIsNoNewBest() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("t")
        try TestTaking.answerAll(wrongAt: Set(2..<20), in: app)
        #expect(app.screen.contains("2/20"))
        #expect(!app.screen.contains("new best"))
        app.press("a")
        try TestTaking.answerAll(in: app)
        #expect(app.screen.contains("20/20"))
        #expect(app.screen.contains("new best"))
    }

    @Test("A first test at 2/20 leaves the day not done; a test at 16/20 marks it done and the menu moves on")
    func failedTestIsNotDone() throws {
        let app = try TestApp()
        let day1 = DayKey(kind: .vocab, level: .n5, day: 1)
        TestTaking.openN5Day1(app)
        app.press("t")
        try TestTaking.answerAll(wrongAt: Set(2..<20), in: app)
        #expect(app.screen.contains("2/20"))
        #expect(!app.context.progress.progress.result(for: day1).isCompleted)
        app.press("a")
        try TestTaking.answerAll(wrongAt: Set(16..<20), in: app)
        #expect(app.screen.contains("16/20"))
        #expect(app.context.progress.progress.result(for: day1).isCompleted)
    }
}
