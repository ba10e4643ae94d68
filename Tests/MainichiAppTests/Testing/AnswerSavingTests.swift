import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Every answer in a test is on disk the moment it is given: abandoning, quitting or a terminate
/// signal mid-test keeps the answers, and only a finished test saves a score.
@Suite("Saving answers as they are given")
struct AnswerSavingTests {
    let day1 = DayKey(kind: .vocab, level: .n5, day: 1)

    /// Starts a multiple-choice test of N5 Day 1 and answers three questions, the second wrong;
    /// returns the ids of the right and the wrong ones.
    private func answerThree(in app: TestApp) throws -> (right: [String], wrong: String) {
        // Vocabulary, N5, then the first day (g: Day 1 even when a result preselects Day 2).
        app.press("\r\rg\r")
        #expect(app.lines[0].contains("Day 1"))
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        var right: [String] = []
        var wrong = ""
        for index in 0..<3 {
            let id = try #require(test.session.currentQuestion?.item.id)
            try TestTaking.choose(right: index != 1, in: app)
            if index == 1 { wrong = id } else { right.append(id) }
            app.press("\r")
        }
        #expect(app.lines[0].hasSuffix("4/20 "))
        return (right, wrong)
    }

    /// Reopens the progress of the app's data directory, as the next launch would.
    private func reopen(_ app: TestApp) throws -> StudyProgress {
        app.close()
        return try ProgressStore(directory: app.directory).progress
    }

    @Test("Abandoning with Esc keeps the answers given in the notebook and reviews, but no score")
    func abandonKeepsAnswers() throws {
        let app = try TestApp()
        // A best score from an earlier test of the day, which the abandoned test must not touch.
        let items = try app.context.library.items(for: day1)
        try app.context.progress.recordTest(TestOutcome(day: day1, mode: .multipleChoice, rightIDs: items.prefix(15).map(\.id),
                                                        wrongIDs: [], date: app.now))
        let before = app.context.progress.progress.result(for: day1)
        let (right, wrong) = try answerThree(in: app)

        app.press("\u{1B}")
        #expect(app.screen.contains("Abandon this test?"))
        // The dialog's text, however it wraps.
        let words = app.lines.joined(separator: " ").replacingOccurrences(of: "|", with: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(words.contains("Your answers so far are kept in the mistakes notebook and reviews; the test's score is not saved."))
        #expect(!app.screen.contains("Nothing of it is saved"))
        app.press("y")
        #expect(TestTaking.topTest(app) == nil)

        let saved = try reopen(app)
        #expect(Set(saved.mistakes.keys) == [wrong])
        #expect(saved.mistakes[wrong]?.wrongCount == 1)
        #expect(Set(saved.srs.keys) == Set(right + [wrong]), "only the answered items enter reviews")
        #expect(saved.result(for: day1) == before, "the day's best score, last score and test count are unchanged")
        #expect(saved.result(for: day1).bestScore == 15)
        let history = HistoryLog(directory: app.directory).read().events
        #expect(history.filter { $0.type == .test }.isEmpty)
    }

    @Test("Abandon dialog snapshot: what is kept and what is not")
    func abandonDialogSnapshot() throws {
        try StudyScreenSnapshots.check("test-abandon") { app in
            TestTaking.openN5Day1(app)
            app.press("t")
            try TestTaking.choose(right: false, in: app)
            app.press("\r\u{1B}")
        }
    }

    @Test("Q mid-test quits once confirmed and the answers given are already on disk")
    func quitKeepsAnswers() throws {
        let app = try TestApp()
        let (_, wrong) = try answerThree(in: app)
        app.press("Qy")
        #expect(app.application.hasQuit)
        let saved = try reopen(app)
        #expect(Set(saved.mistakes.keys) == [wrong])
        #expect(saved.srs.count == 3)
        #expect(saved.result(for: day1).bestScore == nil)
    }

    @Test("A terminate signal right after an answer, before Enter, keeps that answer")
    func terminateKeepsTheLastAnswer() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("t")
        let id = try #require(TestTaking.topTest(app)?.session.currentQuestion?.item.id)
        try TestTaking.choose(right: false, in: app)
        app.application.step(.terminate)
        #expect(app.application.hasQuit)
        let saved = try reopen(app)
        #expect(saved.mistakes[id]?.wrongCount == 1)
        #expect(saved.srs[id] != nil)
    }

    @Test("Retesting the wrong ones three times takes them out of the notebook, and the result says so")
    func retestsTakeItemsOutOfTheNotebook() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("t")
        try TestTaking.answerAll(wrongAt: [0, 5], in: app)
        let wrongIDs = try #require(app.application.navigationController.topController as? TestResultController).session.wrongIDs
        #expect(app.context.progress.progress.mistakes.values.map(\.wrongCount) == [1, 1], "each wrong answer counts once")
        #expect(app.context.progress.progress.result(for: day1).testCount == 1)
        // Retest all (every answer right) twice, then the wrong ones once more: three right in a row.
        for _ in 0..<2 {
            app.press("a")
            try TestTaking.answerAll(in: app)
            #expect(!app.screen.contains("left the mistakes notebook"))
            #expect(Set(app.context.progress.progress.mistakes.keys) == Set(wrongIDs))
        }
        app.press("a")
        try TestTaking.answerAll(in: app)
        #expect(app.screen.contains("2 left the mistakes notebook"))
        #expect(app.context.progress.progress.mistakes.isEmpty)
        let result = app.context.progress.progress.result(for: day1)
        #expect(result.testCount == 4, "a retest of all counts as a full test of the day")
        #expect(result.bestScore == 20)
    }
}
