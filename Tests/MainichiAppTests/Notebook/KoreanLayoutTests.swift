import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Columns measured from their Korean labels: nothing a learner reads is cut with `>`.
@Suite("Korean column widths")
struct KoreanLayoutTests {
    @Test("History at 80x24: a long Korean retest name (N1 day 170, wrong only) is shown whole")
    func longRetestName() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let day = DayKey(kind: .vocab, level: .n1, day: 170)
        var retest = HistoryEvent.test(TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["v:a"], wrongIDs: ["v:b"],
                                                   date: app.now), source: .retest)
        retest.wrongOnly = true
        try app.context.history.append(retest)
        NotebookTests.open(HistoryController(context: app.context), in: app)
        let name = app.context.strings.testing.retestName(day: app.context.dayName(day), wrongOnly: true)
        #expect(name.displayWidth > 23, "the name is wider than the English column: \(name)")
        let row = try #require(app.lines.first { $0.contains("2026") && $0.contains("N1") }, "\(app.screen)")
        #expect(row.contains(name), "\(row)")
        #expect(row.contains("1/2"), "the score is still shown: \(row)")
    }

    @Test("Search: a kanji of the Names deck shows its level column 인명 whole, at 80x24 and 40x12",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func namesLevelColumn(size: Size) throws {
        let app = try TestApp(size: size, localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let names = try #require(DeckNames.namesDeck)
        let deck = try app.context.library.deck(id: names)
        // A kanji only the Names deck holds, so its row comes first.
        let others = try [Level.n5, .n4, .n3, .n2, .n1].flatMap { try app.context.library.deck(kind: .kanji, level: $0).items }
        let taught = Set(others.compactMap(\.kanji?.kanji))
        let kanji = try #require(deck.items.compactMap(\.kanji?.kanji).first { !taught.contains($0) })
        app.press("/" + kanji)
        let row = try #require(app.lines.first { $0.contains(kanji) && $0.contains("인") }, "\(app.screen)")
        #expect(row.contains("인명"), "\(row)")
    }
}
