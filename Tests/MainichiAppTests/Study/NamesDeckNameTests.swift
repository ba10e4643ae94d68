import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The optional kanji deck of names (`kanji-names`, no level) is named by the string tables, not by
/// its English title: 인명 in Korean.
@Suite("The Names deck's name")
struct NamesDeckNameTests {
    @Test("In Korean the Names deck, its days, its row in the kanji levels and its day list read 인명")
    func korean() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let names = try #require(DeckNames.namesDeck)
        try #require(app.context.library.summary(id: names) != nil, "the bundled decks hold kanji-names")
        #expect(app.context.deckName(names) == "인명")
        #expect(app.context.dayName(DayKey(deck: names, day: 3)) == "인명 3일차")
        app.application.navigationController.push(LevelListController(context: app.context, kind: .kanji))
        app.application.render()
        #expect(app.screen.contains("인명"))
        #expect(!app.screen.contains("Names"))
        app.press("G\r")
        let days = try #require(app.application.navigationController.topController as? DayListController)
        #expect(days.title == "인명")
    }

    @Test("In English the Names deck keeps its title")
    func english() throws {
        let app = try TestApp()
        let names = try #require(DeckNames.namesDeck)
        let title = try #require(app.context.library.summary(id: names)?.title)
        #expect(app.context.deckName(names) == title)
        #expect(app.context.dayName(DayKey(deck: names, day: 3)) == "\(title) Day 3")
    }
}
