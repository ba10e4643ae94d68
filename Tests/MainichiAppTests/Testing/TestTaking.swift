import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Drives a test on screen the way a learner does, reading the question model to know which
/// key is right.
enum TestTaking {
    static func topTest(_ app: TestApp) -> TestController? {
        app.application.navigationController.topController as? TestController
    }

    /// Opens N5 vocabulary Day 1 from the main menu.
    static func openN5Day1(_ app: TestApp) {
        app.press("\r\r\r")
    }

    /// Answers the current multiple-choice question with a number key, rightly or not.
    static func choose(right: Bool, in app: TestApp, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let test = try #require(topTest(app), sourceLocation: sourceLocation)
        let question = try #require(test.session.currentQuestion, sourceLocation: sourceLocation)
        let index = right ? question.answerIndex : (question.answerIndex + 1) % question.choices.count
        app.press("\(index + 1)")
    }

    /// Answers every question, wrong for the positions in `wrongAt`, pressing Enter after each.
    static func answerAll(wrongAt: Set<Int> = [], in app: TestApp, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let test = try #require(topTest(app), sourceLocation: sourceLocation)
        for index in 0..<test.session.total {
            try choose(right: !wrongAt.contains(index), in: app, sourceLocation: sourceLocation)
            app.press("\r")
        }
    }

    /// Answers so that the items with `wrongIDs` are wrong and every other right.
    static func answerAll(wrongIDs: Set<String>, in app: TestApp, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let test = try #require(topTest(app), sourceLocation: sourceLocation)
        for _ in 0..<test.session.total {
            let id = try #require(test.session.currentQuestion?.item.id, sourceLocation: sourceLocation)
            try choose(right: !wrongIDs.contains(id), in: app, sourceLocation: sourceLocation)
            app.press("\r")
        }
    }
}
