import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Word and kanji details")
struct DetailTests {
    /// A word detail over the app: 一日 of N5 (two meanings, an example, two kanji).
    static func openWordDetail(_ app: TestApp, id: String = "v:一日:いちにち") throws -> WordDetailController {
        let item = try #require(app.context.library.item(withID: id))
        app.application.navigationController.push(ItemDetail.controller(for: item, context: app.context))
        app.application.render()
        return try #require(app.application.navigationController.topController as? WordDetailController)
    }

    static func openKanjiDetail(_ app: TestApp, id: String = "k:日") throws -> KanjiDetailController {
        let item = try #require(app.context.library.item(withID: id))
        app.application.navigationController.push(ItemDetail.controller(for: item, context: app.context))
        app.application.render()
        return try #require(app.application.navigationController.topController as? KanjiDetailController)
    }

    @Test("Word detail snapshots")
    func wordSnapshots() throws {
        try StudyScreenSnapshots.check("word-detail") { app in
            _ = try Self.openWordDetail(app)
        }
    }

    @Test("Kanji detail snapshots")
    func kanjiSnapshots() throws {
        try StudyScreenSnapshots.check("kanji-detail") { app in
            _ = try Self.openKanjiDetail(app)
        }
    }

    @Test("Word detail: meanings, examples, kanji; p says the word or the selected sentence")
    func wordDetail() throws {
        let app = try TestApp(size: Size(width: 100, height: 40))
        try app.context.settings.update { $0.exampleReadings = .none }
        // 毎日: two examples and the kanji 日 (一日 keeps one example since 一日|中 read
        // いちにち|ちゅう is refused by the deck build).
        let detail = try Self.openWordDetail(app, id: "v:毎日:まいにち")
        let word = detail.word
        try #require(word.examples.count >= 2)
        for meaning in word.meanings { #expect(app.screen.contains(meaning)) }
        for example in word.examples {
            #expect(app.screen.contains(example.japanese))
            #expect(app.screen.contains(example.english))
        }
        #expect(app.screen.contains("Kanji"))
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == word.reading)
        detail.selectRow(keyPrefix: "example:1")
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == word.examples[1].japanese)
        // Enter on a kanji opens its detail; back returns to the same row.
        detail.selectRow(keyPrefix: "kanji:日")
        app.press("\r")
        let kanji = try #require(app.application.navigationController.topController as? KanjiDetailController)
        #expect(kanji.kanji.kanji == "日")
        app.press("\u{1B}")
        #expect(detail.selectedRow?.key == "kanji:日")
    }

    @Test("b in a detail bookmarks at once and shows it")
    func bookmarkInDetail() throws {
        let app = try TestApp()
        let detail = try Self.openWordDetail(app)
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(detail.word.id))
        #expect(app.lines[0].contains("*"))
        app.press("b")
        #expect(!app.context.progress.progress.isBookmarked(detail.word.id))
    }

    @Test("Kanji detail: display readings, fields and example words that open")
    func kanjiDetail() throws {
        let app = try TestApp(size: Size(width: 100, height: 60))
        let detail = try Self.openKanjiDetail(app)
        let kanji = detail.kanji
        for reading in kanji.displayKunyomi { #expect(app.screen.contains(reading)) }
        for reading in kanji.onyomi { #expect(app.screen.contains(reading)) }
        #expect(app.screen.contains("Strokes    \(kanji.strokes)"))
        #expect(app.screen.contains("Radical    \(kanji.radical)"))
        let inDecks = try #require(kanji.examples.firstIndex { $0.level != nil && ItemDetail.libraryWord(for: $0, context: app.context) != nil })
        detail.selectRow(keyPrefix: "example:\(inDecks)")
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == kanji.examples[inDecks].reading)
        app.press("\r")
        let word = try #require(app.application.navigationController.topController as? WordDetailController)
        #expect(word.isInLibrary)
        #expect(word.word.word == kanji.examples[inDecks].word)
        app.press("\u{1B}")
        #expect(detail.selectedRow?.key == "example:\(inDecks)")
    }

    @Test("d opens the item's day")
    func goToDay() throws {
        let app = try TestApp()
        _ = try Self.openWordDetail(app)
        let item = try #require(app.context.library.item(withID: "v:一日:いちにち"))
        app.press("d")
        let list = try #require(app.application.navigationController.topController as? StudyListController)
        #expect(list.day == item.dayKey)
    }

    @Test("d goes back to the day's list already on the stack, selecting the item; otherwise pushes it selected")
    func goToDayReusesList() throws {
        let app = try TestApp()
        let list = try StudyListTests.openVocabDay1(app)
        let navigation = app.application.navigationController
        let depth = navigation.viewControllers.count
        app.press("jjj\r")
        let item = list.items[3]
        app.press("d")
        #expect(navigation.topController === list)
        #expect(navigation.viewControllers.count == depth)
        #expect(list.tableView.selectedIndexPath == TableIndexPath(row: 3))
        #expect(!app.lines[0].contains(item.headword))
        // From a kanji's example word, d pushes that word's day with the word selected, once.
        let kanji = try #require(app.context.library.item(withID: "k:日"))
        navigation.push(ItemDetail.controller(for: kanji, context: app.context))
        app.application.render()
        let word = try #require(app.context.library.item(withID: "v:毎日:まいにち"))
        navigation.push(ItemDetail.controller(for: word, context: app.context))
        app.application.render()
        app.press("d")
        let dayList = try #require(navigation.topController as? StudyListController)
        #expect(dayList.day == word.dayKey)
        #expect(dayList.tableView.selectedIndexPath.map { dayList.items[$0.row].id } == word.id)
        let pushedDepth = navigation.viewControllers.count
        app.press("\rd")
        #expect(navigation.topController === dayList)
        #expect(navigation.viewControllers.count == pushedDepth)
    }

    @Test("Details open on their first content row, not the title; j reaches a kanji's examples in a few steps")
    func firstSelection() throws {
        let app = try TestApp()
        let word = try Self.openWordDetail(app)
        #expect(word.selectedRow?.key == "meaning:0")
        let kanji = try Self.openKanjiDetail(app)
        #expect(kanji.selectedRow?.key == "field:On")
        // On, Kun, the dimmed readings when the kanji has any, then its meanings and examples.
        for _ in 0..<4 where kanji.selectedRow?.key != "example:0" { app.press("j") }
        #expect(kanji.selectedRow?.key == "example:0")
    }

    @Test("Word detail's kanji: readings in one aligned column, the meaning cut after them")
    func kanjiSectionColumns() throws {
        let app = try TestApp(size: Size(width: 80, height: 60))
        let word = try #require(app.context.library.item(withID: "v:調子:ちょうし"))
        app.application.navigationController.push(ItemDetail.controller(for: word, context: app.context))
        app.application.render()
        let kanji = WordDetailController.kanji(in: "調子", library: app.context.library)
        #expect(kanji.count == 2)
        var starts: Set<Int> = []
        for item in kanji {
            let row = try #require(app.lines.first { $0.hasPrefix(" " + item.kanji + "  ") })
            let readings = (item.onyomi + item.displayKunyomi).joined(separator: "、")
            let first = try #require(row.range(of: String(readings.prefix(2))), "\(item.kanji) has no reading: \(row)")
            starts.insert(String(row[..<first.lowerBound]).displayWidth)
            #expect(row.contains(readings), "\(item.kanji) reading cut at 80 columns: \(row)")
            #expect(row.contains(String(item.meanings[0].prefix(4))))
        }
        #expect(starts.count == 1)
    }

    @Test("Kanji detail at 40 columns wraps readings between readings, never before a separator")
    func readingsWrapAtSeparators() throws {
        let app = try TestApp(size: Size(width: 40, height: 30))
        let detail = try Self.openKanjiDetail(app, id: "k:生")
        // The Kun row holds the common kun'yomi; rare ones have a row of their own.
        let kun = detail.kanji.rankedKunyomi.filter { !$0.isRare }.map(\.reading)
        let lines = try #require(detail.rows.first { $0.key == "field:Kun" }?.lines)
        #expect(lines.count > 1)
        let values = lines.map { $0.last?.0 ?? "" }
        for value in values {
            #expect(!value.hasPrefix("、"))
            #expect(value.displayWidth <= 38 - 11)
        }
        #expect(values.joined() == kun.joined(separator: "、"))
        // Each line holds whole readings.
        let pieces = values.flatMap { $0.split(separator: "、").map(String.init) }
        #expect(pieces == kun)
        #expect(DetailRow.wrapList(["あいうえお", "か"], separator: "、", toWidth: 4) == ["あい", "うえ", "お、", "か"])
    }

    @Test("Bookmark and review messages name the item the same way on every screen")
    func statusWording() throws {
        let app = try TestApp()
        let detail = try Self.openWordDetail(app)
        app.press("b")
        #expect(app.lines[app.lines.count - 2].contains("\(detail.word.word) bookmarked"))
        app.press("b")
        #expect(app.lines[app.lines.count - 2].contains("\(detail.word.word): bookmark removed"))
        app.press("a")
        #expect(app.lines[app.lines.count - 2].contains("\(detail.word.word) added to reviews"))
    }

    @Test("A word outside the decks opens without bookmark")
    func wordOutsideDecks() throws {
        let app = try TestApp()
        let kanji = try #require(app.context.library.item(withID: "k:日")?.kanji)
        let example = KanjiExample(word: "日曜大工", reading: "にちようだいく", meaning: "do-it-yourself", level: nil)
        app.application.navigationController.push(ItemDetail.controller(for: example, of: kanji, context: app.context))
        app.application.render()
        let detail = try #require(app.application.navigationController.topController as? WordDetailController)
        #expect(!detail.isInLibrary)
        #expect(app.lines[0].contains("not in the decks"))
        app.press("b")
        #expect(app.context.progress.progress.bookmarks.isEmpty)
    }
}
