import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Study list")
struct StudyListTests {
    static let day1 = DayKey(kind: .vocab, level: .n5, day: 1)

    /// Opens Vocabulary › N5 › Day 1 from the menu.
    static func openVocabDay1(_ app: TestApp) throws -> StudyListController {
        app.press("\r\r\r")
        return try #require(app.application.navigationController.topController as? StudyListController)
    }

    /// Opens Kanji › N5 › Day 1 from the menu.
    static func openKanjiDay1(_ app: TestApp) throws -> StudyListController {
        app.press("j\r\r\r")
        return try #require(app.application.navigationController.topController as? StudyListController)
    }

    @Test("Vocabulary list snapshots, hidden")
    func hiddenSnapshots() throws {
        try StudyScreenSnapshots.check("vocab-hidden") { app in
            _ = try Self.openVocabDay1(app)
            try app.context.progress.toggleBookmark("v:一つ:ひとつ")
            app.press("j")
        }
    }

    @Test("Vocabulary list snapshots, revealed")
    func revealedSnapshots() throws {
        try StudyScreenSnapshots.check("vocab-revealed") { app in
            _ = try Self.openVocabDay1(app)
            app.press("RMjjb")
        }
    }

    @Test("Kanji list snapshots with an expanded row")
    func kanjiSnapshots() throws {
        try StudyScreenSnapshots.check("kanji-expanded") { app in
            _ = try Self.openKanjiDay1(app)
            app.press("jrm ")
            app.press("lj")
        }
    }

    @Test("Open N5 Day 1, reveal with r, m, R and M")
    func reveal() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        #expect(app.lines[0].contains("Mainichi › Vocabulary › N5 › Day 1"))
        // The first word written with kanji: a kana word's reading is the word itself.
        let index = try #require(list.items.firstIndex { $0.vocab.map { !$0.isKanaOnly } ?? false })
        let first = try #require(list.items[index].vocab)
        app.press(String(repeating: "j", count: index))
        let row = { app.lines.first { $0.contains(first.word + " ") } ?? "" }
        #expect(!row().contains(first.reading))
        #expect(row().contains(StudyListController.hiddenPlaceholder))
        app.press("r")
        #expect(row().contains(first.reading))
        #expect(!row().contains(first.meanings[0]))
        app.press("m")
        #expect(row().contains(first.meanings[0]))
        app.press("rm")
        #expect(!row().contains(first.reading))
        app.press("R")
        #expect(list.revealedReadings.count == list.items.count)
        #expect(list.revealedMeanings.isEmpty)
        app.press("M")
        #expect(list.revealedMeanings.count == list.items.count)
        let second = try #require(list.items[1].vocab)
        #expect(app.screen.contains(second.meanings[0]))
        app.press("RM")
        #expect(list.revealedReadings.isEmpty && list.revealedMeanings.isEmpty)
    }

    @Test("Opening a day records it as studied, in progress and history")
    func recordsStudy() throws {
        let app = try TestApp()
        _ = try Self.openVocabDay1(app)
        #expect(app.context.progress.progress.result(for: Self.day1).lastStudied == app.now)
        let events = app.context.history.read().events
        #expect(events.count == 1)
        #expect(events.first?.type == .study)
        #expect(events.first?.dayKey == Self.day1)
    }

    @Test("b bookmarks at once; the mark shows; a relaunch still has it")
    func bookmark() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        let item = list.items[1]
        app.press("jb")
        #expect(app.context.progress.progress.isBookmarked(item.id))
        let row = try #require(app.lines.first { $0.contains(" " + item.headword + " ") })
        #expect(row.hasPrefix("*"))
        app.close()
        let relaunch = try TestApp(directory: app.directory)
        #expect(relaunch.context.progress.progress.isBookmarked(item.id))
        relaunch.press("\r\r\rjb")
        #expect(!relaunch.context.progress.progress.isBookmarked(item.id))
    }

    @Test("p pronounces the kana reading; autoplay speaks on reveal when set")
    func pronounce() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        let word = try #require(list.items[0].vocab)
        app.press("p")
        #expect(app.pronouncer.spokenTexts == [word.reading])
        app.press("r")
        #expect(app.pronouncer.spokenTexts.count == 1)
        try app.context.settings.update { $0.autoplayOnReveal = true }
        app.press("jr")
        #expect(app.pronouncer.spokenTexts.last == list.items[1].vocab?.reading)
    }

    @Test("a adds the selected item to reviews")
    func addToReviews() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        app.press("a")
        #expect(app.context.progress.progress.srs[list.items[0].id] != nil)
        #expect(app.screen.contains("\(list.items[0].headword) added to reviews"))
        app.press("a")
        #expect(app.screen.contains("\(list.items[0].headword) is already in reviews"))
    }

    @Test("Enter opens the detail; back restores the selection")
    func detailAndBack() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        app.press("jjjjr")
        let item = list.items[4]
        app.press("\r")
        #expect(app.application.navigationController.topController is WordDetailController)
        #expect(app.lines[0].hasSuffix(item.headword + "   ") || app.lines[0].contains("› " + item.headword))
        app.press("\u{1B}")
        #expect(app.application.navigationController.topController === list)
        #expect(list.tableView.selectedIndexPath == TableIndexPath(row: 4))
        #expect(list.revealedReadings == [4])
    }

    @Test("Kanji: expand a row, move into its example words, open a word, come back to the same place")
    func kanjiExpansionFlow() throws {
        let app = try TestApp()
        let list = try Self.openKanjiDay1(app)
        let kanji = try #require(list.items[1].kanji)
        #expect(kanji.examples.count >= 2)
        app.press("j ")
        #expect(list.tableView.isExpanded(row: 1))
        #expect(app.screen.contains(kanji.examples[0].word))
        app.press("lj")
        #expect(list.tableView.selectedIndexPath == TableIndexPath(row: 1, subRow: 1))
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? WordDetailController)
        #expect(detail.word.word == kanji.examples[1].word)
        #expect(detail.word.reading == kanji.examples[1].reading)
        app.press("\u{1B}")
        #expect(list.tableView.selectedIndexPath == TableIndexPath(row: 1, subRow: 1))
        #expect(list.tableView.isExpanded(row: 1))
        // Scrolling far away and back keeps the expansion; h collapses back to the row.
        app.press("Gg")
        #expect(list.tableView.isExpanded(row: 1))
        app.press("jjjh")
        #expect(!list.tableView.isExpanded(row: 1))
        #expect(list.tableView.selectedIndexPath == TableIndexPath(row: 1))
    }

    @Test("h or Left on a collapsed kanji row stays on the day; Esc goes back; help says so")
    func collapsedKanjiRowKeepsTheDay() throws {
        let app = try TestApp()
        let list = try Self.openKanjiDay1(app)
        let navigation = app.application.navigationController
        app.press("j ")
        #expect(list.tableView.isExpanded(row: 1))
        app.press("h")
        #expect(!list.tableView.isExpanded(row: 1))
        app.press("h")
        #expect(navigation.topController === list)
        app.press(Key.left)
        #expect(navigation.topController === list)
        app.press("?")
        #expect(!app.screen.contains("also h"))
        app.press("?")
        app.press("\u{1B}")
        #expect(navigation.topController !== list)
        // A vocabulary list has no expanding rows: h still goes back.
        app.press("\u{1B}\u{1B}k\r\r\r")
        let vocab = try #require(navigation.topController as? StudyListController)
        #expect(vocab.kind == .vocab)
        app.press("h")
        #expect(navigation.topController !== vocab)
    }

    @Test("Kanji rows show readings in display form and the stroke count")
    func kanjiColumns() throws {
        let app = try TestApp(size: Size(width: 120, height: 30))
        let list = try Self.openKanjiDay1(app)
        app.press("RM")
        let withKun = try #require(list.items.compactMap(\.kanji).first { $0.kunyomi.contains { $0.contains(".") } })
        let row = try #require(app.lines.first { $0.contains(withKun.kanji + "  ") })
        #expect(row.contains(withKun.displayKunyomi[0]))
        let raw = try #require(withKun.kunyomi.first { $0.contains(".") })
        #expect(!row.contains(raw))
        #expect(row.hasSuffix(" \(withKun.strokes)"))
    }

    @Test("Long meanings are cut on one line at 40 columns, columns stay aligned")
    func narrowAlignment() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        let list = try Self.openVocabDay1(app)
        app.press("RM")
        let rows = app.lines[2..<9]
        #expect(rows.allSatisfy { $0.displayWidth == 40 })
        // The meaning column starts at the same display column in every row.
        let starts = list.items.prefix(rows.count).compactMap { item -> Int? in
            guard let line = rows.first(where: { $0.contains(item.meaningSummary.prefix(3)) }),
                  let range = line.range(of: String(item.meaningSummary.prefix(3))) else { return nil }
            return String(line[..<range.lowerBound]).displayWidth
        }
        #expect(Set(starts).count == 1)
    }

    @Test("t tests the day in the default mode from Settings; T asks for the mode")
    func startsTests() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.defaultTestMode = .flashcard }
        let list = try Self.openVocabDay1(app)
        app.press("t")
        let test = try #require(app.application.navigationController.topController as? TestController)
        #expect(test.session.mode == .flashcard)
        #expect(test.plan.day == StudyListTests.day1)
        #expect(test.plan.items.count == list.items.count)
        app.application.navigationController.pop()
        app.application.render()
        app.press("T")
        #expect(app.application.navigationController.topController is TestModePickerController)
    }

    @Test("Removing a bookmark says b again restores it, and b does")
    func bookmarkRemovalOffersUndo() throws {
        let app = try TestApp()
        let list = try Self.openVocabDay1(app)
        let item = try #require(list.items.first)
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(item.id))
        app.press("b")
        #expect(!app.context.progress.progress.isBookmarked(item.id))
        #expect(app.lines[app.lines.count - 2].contains("\(item.headword): bookmark removed, b again to restore"))
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(item.id))
        #expect(app.lines[app.lines.count - 2].contains("\(item.headword) bookmarked"))
    }

    @Test("Footers at 80 columns keep the most useful keys")
    func footers() throws {
        let app = try TestApp()
        _ = try Self.openVocabDay1(app)
        let vocabFooter = app.lines[app.lines.count - 1]
        for key in ["r reading", "m meaning", "b bookmark", "Enter open", "t test", "? help", "Esc back"] {
            #expect(vocabFooter.contains(key), "\(key) missing: \(vocabFooter)")
        }
        let kanji = try TestApp()
        _ = try Self.openKanjiDay1(kanji)
        let kanjiFooter = kanji.lines[kanji.lines.count - 1]
        for key in ["Space expand", "r reading", "m meaning", "Enter open", "? help", "Esc back"] {
            #expect(kanjiFooter.contains(key), "\(key) missing: \(kanjiFooter)")
        }
    }
}
