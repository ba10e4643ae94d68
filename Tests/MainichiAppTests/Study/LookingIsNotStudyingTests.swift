import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Opening a day only to look at it marked it studied (QA18).
@Suite("Looking at a day is not studying it")
struct LookingIsNotStudyingTests {
    @Test("Ctrl-G from search opens the day without marking it studied; opening it from the day list does")
    func searchDoesNotMarkStudied() throws {
        let app = try TestApp()
        app.press("/")
        let search = try #require(app.application.navigationController.topController as? SearchController)
        app.press("taberu")
        let result = try #require(search.selectedResult)
        app.press(.control("g"))
        #expect(app.application.navigationController.topController is StudyListController)
        #expect(app.context.progress.progress.result(for: result.dayKey).lastStudied == nil)

        app.application.navigationController.popToRoot()
        app.press("\r\r\r")  // Vocabulary, N5, Day 1
        #expect(app.application.navigationController.topController is StudyListController)
        let dayOne = DayKey(kind: .vocab, level: .n5, day: 1)
        #expect(app.context.progress.progress.result(for: dayOne).lastStudied != nil)
    }
}
