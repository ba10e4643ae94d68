import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// One key per answer: with "Move on when right", a right choice or typed reading goes straight
/// to the next question and the status line names it; a wrong one stays for Enter.
@Suite("Move on when right")
struct MoveOnWhenRightTests {
    @Test("Off (the default): a right choice shows its feedback and waits for Enter")
    func offWaits() throws {
        let app = try TestApp()
        #expect(!app.context.settings.settings.movesOnWhenRight)
        TestTaking.openN5Day1(app)
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        try TestTaking.choose(right: true, in: app)
        #expect(test.session.index == 0)
        #expect(app.screen.contains("✓"))
    }

    @Test("On: the digit alone answers a right choice and the next question shows; a wrong one stays")
    func onMovesOn() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.movesOnWhenRight = true }
        TestTaking.openN5Day1(app)
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        let first = try #require(test.session.currentQuestion?.item)
        try TestTaking.choose(right: true, in: app)
        #expect(test.session.index == 1)
        #expect(app.lines[0].hasSuffix("2/20 "), "\(app.lines[0])")
        #expect(app.screen.contains("✓ right: \(first.headword)"), "\(app.screen)")
        try TestTaking.choose(right: false, in: app)
        #expect(test.session.index == 1, "a wrong answer stays so its correction can be read")
        #expect(app.screen.contains("✗"))
        app.press("\r")
        #expect(test.session.index == 2)
        // The answer was saved as any other.
        #expect(app.context.progress.progress.mistakes[first.id] == nil)
    }

    @Test("On: a right typed reading goes on with its Enter")
    func typedMovesOn() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.movesOnWhenRight = true }
        TestTaking.openN5Day1(app)
        app.press("T")
        app.press("2")
        let test = try #require(TestTaking.topTest(app))
        let reading = try #require(test.session.currentQuestion?.item.vocab?.reading)
        app.press(reading)
        app.press("\r")
        #expect(test.session.index == 1)
        #expect(app.screen.contains("✓ right"))
    }

    @Test("Settings lists the option and Space turns it on, in English and Korean")
    func settingsRow() throws {
        let app = try TestApp()
        app.application.navigationController.push(SettingsController(context: app.context))
        app.application.render()
        #expect(app.screen.contains("Move on when right"))
        let korean = try TestApp()
        try korean.context.settings.update { $0.language = .korean }
        korean.application.navigationController.push(SettingsController(context: korean.context))
        korean.application.render()
        #expect(korean.screen.contains("맞으면 바로 다음"))
    }
}
