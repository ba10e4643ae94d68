import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// QA 11: `?` is typed in every text field (so "?" can be searched), and help is still one key
/// away there: F1, which the footer names.
@Suite("? in text fields")
struct QuestionMarkTests {
    @Test("Search types ?, the footer says F1 help, and F1 opens the help")
    func search() throws {
        let app = try TestApp()
        let navigation = app.application.navigationController
        app.press("/?")
        let search = try #require(navigation.topController as? SearchController)
        #expect(search.field.text == "?")
        #expect(!navigation.isShowingHelp)
        #expect(app.lines.last?.contains("F1 help") == true)
        app.press(.function(1))
        #expect(navigation.isShowingHelp)
        #expect(app.screen.contains("? too"))
        // In the results list (Tab) the field has no keyboard: ? is help again.
        app.press(.escape)
        app.press("\u{8}")
        let query = try #require(try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).first?.headword)
        for character in query { app.press(.character(character)) }
        app.press("\t?")
        #expect(navigation.isShowingHelp)
        #expect(search.field.text == query)
    }

    @Test("The review's reading field types ? as the test's answer field does")
    func reviewTyping() throws {
        let app = try TestApp()
        let navigation = app.application.navigationController
        let ids = try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).prefix(2).map(\.id)
        _ = try app.context.progress.addToReviews(Array(ids))
        navigation.push(ReviewController(context: app.context))
        app.application.render()
        app.press("i?")
        let review = try #require(navigation.topController as? ReviewController)
        #expect(review.answerField.text == "?")
        #expect(!navigation.isShowingHelp)
        app.press(.function(1))
        #expect(navigation.isShowingHelp)
    }
}
