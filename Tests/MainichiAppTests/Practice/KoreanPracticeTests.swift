import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Hangman and the leeches in Korean at 80x24 and 40x12")
struct KoreanPracticeTests {
    @Test("Hangman: a game with a right and a wrong letter, and a lost word")
    func hangman() throws {
        try KoreanSnapshots.check("hangman") { app in
            let hangman = try HangmanTests.start(in: app)
            let game = try #require(hangman.game)
            app.press(String(HangmanTests.rightLetters(game)[0]))
            app.press(String(HangmanTests.wrongLetters(game)[0]))
        }
        try KoreanSnapshots.check("hangman-lost") { app in
            let hangman = try HangmanTests.start(in: app)
            let game = try #require(hangman.game)
            app.press(String(HangmanTests.wrongLetters(game).prefix(7)))
        }
    }

    @Test("The leeches screen with one suspended leech")
    func leeches() throws {
        try KoreanSnapshots.check("leeches") { app in
            _ = try KoreanPracticeTests.leech(app)
            app.press("s")
        }
    }

    static func leech(_ app: TestApp) throws -> StudyItem {
        let item = try LeechesTests.makeLeech(in: app)
        NotebookTests.open(LeechesController(context: app.context), in: app)
        return item
    }
}
