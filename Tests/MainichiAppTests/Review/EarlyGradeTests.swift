import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Review: grading before the reveal")
struct EarlyGradeTests {
    @Test("A grade key before the answer shows says to reveal first and grades nothing")
    func gradeBeforeReveal() throws {
        let app = try TestApp()
        let item = try #require(try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).first)
        try app.context.progress.addToReviews([item.id])
        let review = ReviewController(context: app.context)
        app.application.navigationController.push(review)
        app.application.render()
        app.press("3")
        #expect(review.phase == .front)
        #expect(app.screen.contains("Space shows the answer first"))
        #expect(app.context.history.read().events.isEmpty)
    }
}
