import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Search was open in the middle of a test (answers looked up, a second test started inside it).
@Suite("Search during a test")
struct SearchDuringTestTests {
    @Test("/ does not open search in a multiple-choice test, and the footer and help do not offer it")
    func slashDoesNotSearchInATest() throws {
        let app = try TestApp()
        let bus = try TestScreenTests.bus(in: app)
        TestScreenTests.start([bus, bus], mode: .multipleChoice, in: app)
        let test = try #require(TestTaking.topTest(app))
        app.press("/")
        #expect(app.application.navigationController.topController === test)
        #expect(!app.application.navigationController.keyBindings.contains { $0.label == "search" })
        #expect(!app.lines.last!.contains("search"))
    }
}

/// A paste into a typed answer is text: before bracketed paste its newline submitted a wrong
/// answer (saved to Mistakes) and its Esc opened the abandon dialog.
@Suite("Pasting into a test")
struct TestPasteTests {
    @Test("A pasted answer with a newline and an Esc fills the field and submits nothing")
    func pasteDoesNotSubmit() throws {
        let app = try TestApp()
        let bus = try TestScreenTests.bus(in: app)
        TestScreenTests.start([bus, bus], mode: .typedReading, in: app)
        let test = try #require(TestTaking.topTest(app))
        app.application.paste("ba\nsu\u{1B}")
        #expect(test.session.currentAnswer == nil)
        #expect(app.application.navigationController.presentedAlert == nil)
        #expect(app.screen.contains("ば す"))
        #expect(!app.screen.contains("✓ right") && !app.screen.contains("✗"))
        app.press("\r")
        #expect(test.session.currentAnswer != nil)
    }
}
