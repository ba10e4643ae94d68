import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Taking tests")
struct TestFlowTests {
    let day1 = DayKey(kind: .vocab, level: .n5, day: 1)

    @Test("Study N5 Day 1, bookmark, get two wrong, retest them, see the best score in the day list")
    func wholeFlow() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        #expect(app.lines[0].contains("Day 1"))
        app.press("b")
        let bookmarked = try #require(app.context.progress.progress.bookmarkedIDs().first)
        #expect(try app.context.library.items(for: day1).first?.id == bookmarked)

        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.total == 20)
        #expect(app.lines[0].hasSuffix("1/20 "))
        // First answer wrong: the feedback says so with the right meaning, in the wrong role.
        let first = try #require(test.session.currentQuestion)
        try TestTaking.choose(right: false, in: app)
        let feedback = try #require(app.lines.first { $0.contains("✗ wrong") })
        #expect(feedback.contains(String(first.rightMeaning.prefix(10))))
        let column = try #require(feedback.firstIndex(of: "✗")).utf16Offset(in: feedback)
        let row = try #require(app.lines.firstIndex(of: feedback))
        #expect(app.terminal.role(at: Point(x: column, y: row)) == .wrong)
        app.press("\r")
        #expect(app.lines[0].hasSuffix("2/20 "))
        try TestTaking.choose(right: false, in: app)
        app.press(" ")
        try TestTaking.choose(right: true, in: app)
        #expect(app.screen.contains("✓ right"))
        app.press("\r")
        for _ in 3..<20 {
            try TestTaking.choose(right: true, in: app)
            app.press("\r")
        }

        // The result screen: 18/20, 90%, every item with its outcome; no "new best" for a first test.
        let result = try #require(app.application.navigationController.topController as? TestResultController)
        #expect(app.screen.contains("18/20"))
        #expect(app.screen.contains("90%"))
        #expect(!app.screen.contains("new best"))
        #expect(app.lines.filter { $0.contains("✗") }.count == 2)
        let saved = app.context.progress.progress.result(for: day1)
        #expect(saved.bestScore == 18 && saved.bestTotal == 20)
        #expect(app.context.progress.progress.mistakes.values.map(\.wrongCount) == [1, 1], "each wrong answer counts once")
        #expect(app.context.progress.progress.srs.count == 20, "tested items enter reviews")
        let wrongIDs = result.session.wrongIDs

        // w retests the two wrong ones; both right this time.
        app.press("w")
        let retest = try #require(TestTaking.topTest(app))
        #expect(Set(retest.session.questions.map(\.item.id)) == Set(wrongIDs))
        #expect(app.lines[0].hasSuffix("1/2 "))
        try TestTaking.answerAll(in: app)
        #expect(app.screen.contains("2/2"))
        app.press("w")
        #expect(app.screen.contains("Nothing to retest"))
        // The retest of some items does not replace the day's best.
        #expect(app.context.progress.progress.result(for: day1).bestScore == 18)
        #expect(wrongIDs.allSatisfy { app.context.progress.progress.mistakes[$0]?.rightStreak == 1 })

        // Back to the study list, then the day list shows the best score.
        app.press("\u{1B}")
        #expect(app.lines[0].hasSuffix("Day 1") || app.lines[0].contains("Day 1"))
        app.press("\u{1B}")
        let dayRow = try #require(app.lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Day 1 ") })
        #expect(dayRow.contains("18/20"))

        let history = app.context.history.read().events
        #expect(history.filter { $0.type == .test }.map { "\($0.score!)/\($0.total!)" } == ["2/2", "18/20"])
        #expect(history.first { $0.type == .test }?.source == .retest)
    }

    @Test("Esc in a test asks first, and abandoning keeps the answers but saves no score")
    func escapeAsksBeforeAbandoning() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("t")
        let wrong = try #require(TestTaking.topTest(app)?.session.currentQuestion?.item.id)
        try TestTaking.choose(right: false, in: app)
        app.press("\r")
        app.press("\u{1B}")
        #expect(app.screen.contains("Abandon this test?"))
        app.press("n")
        #expect(TestTaking.topTest(app) != nil)
        #expect(app.lines[0].hasSuffix("2/20 "))
        app.press("q")
        #expect(app.screen.contains("Abandon this test?"))
        app.press("y")
        #expect(TestTaking.topTest(app) == nil)
        #expect(app.lines[0].contains("Day 1"))
        #expect(Array(app.context.progress.progress.mistakes.keys) == [wrong], "the answer given stays in the notebook")
        #expect(app.context.progress.progress.result(for: day1).bestScore == nil)
        #expect(app.context.progress.progress.result(for: day1).testCount == 0)
        #expect(app.context.history.read().events.filter { $0.type == .test }.isEmpty)
    }

    @Test("Q in a test asks before quitting, like Esc and q")
    func quitAsksMidTest() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("t")
        #expect(TestTaking.topTest(app) != nil)
        app.press("Q")
        #expect(!app.application.hasQuit)
        #expect(app.screen.contains("Quit Mainichi mid-test?"))
        app.press("n")
        #expect(!app.application.hasQuit)
        #expect(TestTaking.topTest(app) != nil)
        app.press("Q")
        app.press("y")
        #expect(app.application.hasQuit)
    }

    @Test("A test's help lists Esc once, as abandoning the test, never also as Go back")
    func helpListsEscOnce() throws {
        let app = try TestApp(size: Size(width: 160, height: 48))
        TestTaking.openN5Day1(app)
        app.press("t")
        #expect(TestTaking.topTest(app) != nil)
        app.press("?")
        #expect(app.screen.contains("Abandon the test"))
        #expect(!app.screen.contains("Go back"))
    }

    @Test("T asks for the mode; typed reading turns romaji into kana and a near miss counts as wrong")
    func typedReading() throws {
        let app = try TestApp()
        TestTaking.openN5Day1(app)
        app.press("T")
        #expect(app.screen.contains("typed reading"))
        app.press("2")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.mode == .typedReading)
        let reading = try #require(test.session.currentQuestion?.item.vocab?.reading)
        app.press(reading)
        app.press("\r")
        #expect(app.screen.contains("✓ right"))
        app.press("\r")
        // Type the next reading as romaji "q" + Enter: plainly wrong.
        app.press("q\r")
        #expect(app.screen.contains("✗ wrong"))
        app.press("\r")
        #expect(app.lines[0].hasSuffix("3/20 "))
        app.press("ka")
        #expect(app.screen.contains("か"))
    }

    @Test("Flashcards: Space shows the answer, y and n score it, p pronounces")
    func flashcards() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.defaultTestMode = .flashcard }
        TestTaking.openN5Day1(app)
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        let item = try #require(test.session.currentQuestion?.item)
        #expect(!app.screen.contains(item.meaningSummary.prefix(8)))
        app.press(" ")
        #expect(app.screen.contains(item.meaningSummary.prefix(8)))
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == item.vocab?.reading)
        app.press("n")
        #expect(app.screen.contains("✗ \(item.headword): not known yet"), "after Space, n goes on and says so")
        #expect(test.session.index == 1)
        for _ in 1..<20 { app.press(" y") }
        #expect(app.screen.contains("19/20"))
    }

    @Test("Test screen snapshots: multiple choice question, right and wrong feedback")
    func multipleChoiceSnapshots() throws {
        try StudyScreenSnapshots.check("test-choice-question") { app in
            TestTaking.openN5Day1(app)
            app.press("t")
        }
        try StudyScreenSnapshots.check("test-choice-right") { app in
            TestTaking.openN5Day1(app)
            app.press("t")
            try TestTaking.choose(right: true, in: app)
        }
        try StudyScreenSnapshots.check("test-choice-wrong") { app in
            TestTaking.openN5Day1(app)
            app.press("t")
            try TestTaking.choose(right: false, in: app)
        }
    }

    @Test("Test screen snapshots: typed reading and flashcards")
    func typedAndFlashcardSnapshots() throws {
        func typed(_ app: TestApp) {
            TestTaking.openN5Day1(app)
            app.press("T2")
        }
        try StudyScreenSnapshots.check("test-mode-picker") { app in
            TestTaking.openN5Day1(app)
            app.press("T")
        }
        try StudyScreenSnapshots.check("test-typed-question") { app in
            typed(app)
            app.press("ta")
        }
        try StudyScreenSnapshots.check("test-typed-right") { app in
            typed(app)
            app.press(TestTaking.topTest(app)?.session.currentQuestion?.item.vocab?.reading ?? "")
            app.press("\r")
        }
        try StudyScreenSnapshots.check("test-typed-wrong") { app in
            typed(app)
            app.press("zo\r")
        }
        func cards(_ app: TestApp) {
            TestTaking.openN5Day1(app)
            app.press("T3")
        }
        try StudyScreenSnapshots.check("test-card-question") { app in cards(app) }
        try StudyScreenSnapshots.check("test-card-revealed") { app in
            cards(app)
            app.press(" ")
        }
        try StudyScreenSnapshots.check("test-card-right") { app in
            cards(app)
            app.press(" y")
        }
        try StudyScreenSnapshots.check("test-card-wrong") { app in
            cards(app)
            app.press(" n")
        }
    }

    @Test("Result screen snapshot after 18/20")
    func resultSnapshot() throws {
        try StudyScreenSnapshots.check("test-result") { app in
            TestTaking.openN5Day1(app)
            app.press("t")
            app.advance(by: 154)
            try TestTaking.answerAll(wrongAt: [0, 5], in: app)
        }
    }
}
