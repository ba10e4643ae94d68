import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Small wording faults from the newcomer's QA pass (QA13, QA19).
@Suite("Test wording")
struct TestWordingTests {
    @Test("One question is one question, not 1 questions")
    func singularQuestion() throws {
        let app = try TestApp()
        let bus = try TestScreenTests.bus(in: app)
        let plan = TestPlan(items: [bus], kind: .vocab, day: nil, source: .bookmarks)
        app.application.navigationController.push(TestModePickerController(plan: plan, context: app.context))
        app.application.render()
        #expect(app.screen.contains("1 question. How?"))
        #expect(!app.screen.contains("1 questions"))
    }

    @Test("The result footer offers to retest wrong answers only when there are some")
    func retestWrongOnlyWhenWrong() throws {
        let app = try TestApp()
        let bus = try TestScreenTests.bus(in: app)
        TestScreenTests.start([bus], mode: .flashcard, in: app)
        app.press(" y")
        #expect(app.screen.contains("1/1"))
        #expect(!app.lines.last!.contains("retest wrong"))

        TestScreenTests.start([bus], mode: .flashcard, in: app)
        app.press(" n")
        #expect(app.screen.contains("0/1"))
        #expect(app.lines.last!.contains("retest wrong"))
    }
}
