import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// `b`, `a` and `p` on an example-word sub-row of a kanji list act on the example word, never on
/// the kanji above it.
@Suite("Study list: keys on example words")
struct StudySubRowActionTests {
    /// Opens Kanji › N5 › Day 3 and finds, among its kanji, an example word in the decks and one
    /// that is not (九月 has no deck entry of its own).
    static func setUp() throws -> (TestApp, StudyListController, inDecks: TableIndexPath, outside: TableIndexPath) {
        let app = try TestApp()
        // The first N5 kanji day with an example word of the decks and one from the dictionary alone.
        for day in 1...10 {
            let list = try StudyColumnsTests.open(app, DayKey(kind: .kanji, level: .n5, day: day))
            var inDecks: TableIndexPath?
            var outside: TableIndexPath?
            for (row, item) in list.items.enumerated() {
                for (sub, example) in (item.kanji?.examples ?? []).enumerated() {
                    let isDeckWord = ItemDetail.libraryWord(for: example, context: app.context) != nil
                    if isDeckWord, inDecks == nil { inDecks = TableIndexPath(row: row, subRow: sub) }
                    if !isDeckWord, outside == nil { outside = TableIndexPath(row: row, subRow: sub) }
                }
            }
            if let inDecks, let outside { return (app, list, inDecks, outside) }
            app.press("\u{1B}")
        }
        Issue.record("no N5 kanji day with both kinds of example word")
        throw CancellationError()
    }

    static func example(_ list: StudyListController, at indexPath: TableIndexPath) throws -> KanjiExample {
        let sub = try #require(indexPath.subRow)
        return try #require(list.items[indexPath.row].kanji?.examples[sub])
    }

    @Test("b on a deck word's sub-row bookmarks the word, not the kanji; b again removes it")
    func bookmarksExampleWord() throws {
        let (app, list, inDecks, _) = try Self.setUp()
        let kanji = list.items[inDecks.row]
        try app.context.progress.toggleBookmark(kanji.id)
        let example = try Self.example(list, at: inDecks)
        let word = try #require(ItemDetail.libraryWord(for: example, context: app.context))
        list.tableView.selectRow(at: inDecks)
        app.press("b")
        #expect(app.context.progress.progress.isBookmarked(word.id))
        #expect(app.context.progress.progress.isBookmarked(kanji.id), "the kanji's bookmark must stay")
        #expect(app.lines[app.lines.count - 2].contains("\(example.word) bookmarked"))
        app.press("b")
        #expect(!app.context.progress.progress.isBookmarked(word.id))
        #expect(app.context.progress.progress.isBookmarked(kanji.id))
        #expect(app.lines[app.lines.count - 2].contains("\(example.word): bookmark removed"))
    }

    @Test("b and a on a word outside the decks say so and change nothing")
    func refusesWordOutsideDecks() throws {
        let (app, list, _, outside) = try Self.setUp()
        let example = try Self.example(list, at: outside)
        list.tableView.selectRow(at: outside)
        app.press("b")
        #expect(app.context.progress.progress.bookmarks.isEmpty)
        #expect(app.lines[app.lines.count - 2].contains("\(example.word) is not in the decks; only deck words can be"))
        app.press("a")
        #expect(app.context.progress.progress.srs.isEmpty)
        #expect(app.lines[app.lines.count - 2].contains("\(example.word) is not in the decks"))
    }

    @Test("a on a deck word's sub-row adds the word to reviews; p says the word's reading")
    func reviewsAndSpeaksExampleWord() throws {
        let (app, list, inDecks, _) = try Self.setUp()
        let example = try Self.example(list, at: inDecks)
        let word = try #require(ItemDetail.libraryWord(for: example, context: app.context))
        list.tableView.selectRow(at: inDecks)
        app.press("a")
        #expect(app.context.progress.progress.srs[word.id] != nil)
        #expect(app.context.progress.progress.srs[list.items[inDecks.row].id] == nil)
        #expect(app.lines[app.lines.count - 2].contains("\(example.word) added to reviews"))
        app.press("p")
        #expect(app.pronouncer.spokenTexts.last == example.reading)
    }
}
