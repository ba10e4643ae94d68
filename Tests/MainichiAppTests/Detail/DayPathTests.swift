import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// QA 14: `d` in a detail opens the item's day under its own path (menu, level, day), whatever
/// screens led to the detail, instead of stacking the day on top of them.
@Suite("d shows the day's own path")
struct DayPathTests {
    @Test("A word of N4 Day 4 reached from an N5 word: d gives Mainichi › Vocabulary › N4 › Day 4")
    func ownPath() throws {
        let app = try TestApp()
        let navigation = app.application.navigationController
        // The first N5 day's first word, opened from its study list.
        app.press("\r\r\r\r")
        #expect(navigation.topController is WordDetailController)
        // A word of another level and day, as a kanji's example word would lead to it.
        let day = DayKey(kind: .vocab, level: .n4, day: 4)
        let word = try #require(try app.context.library.items(for: day).first?.vocab)
        navigation.push(WordDetailController(context: app.context, word: word))
        app.application.render()
        app.press("d")

        let screens = navigation.viewControllers
        #expect(screens.count == 4)
        #expect(screens[0] is MainMenuController)
        #expect((screens[1] as? LevelListController)?.kind == .vocab)
        let days = try #require(screens[2] as? DayListController)
        #expect(days.deck.id == day.deck)
        #expect(days.selectedDay == 4)
        let list = try #require(screens[3] as? StudyListController)
        #expect(list.day == day)
        #expect(list.tableView.selectedIndexPath.map { list.item(atRow: $0.row).id } == word.id)
        // The breadcrumb names the level and the day, nothing of the way there.
        #expect(app.lines[0].contains(app.context.dayName(day).split(separator: " ").last.map(String.init) ?? ""))
        #expect(!app.lines[0].contains(app.context.dayName(DayKey(kind: .vocab, level: .n5, day: 1))))
        // Looking is not studying.
        #expect(app.context.progress.progress.result(for: day).lastStudied == nil)
    }
}
