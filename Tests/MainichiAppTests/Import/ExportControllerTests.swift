import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Export from the app: E on a bundled deck's day list and on a user deck writes the Anki file
/// to the path the learner confirms, asks before replacing a file, and says where it wrote.
@Suite("Export screen")
struct ExportControllerTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    @Test("E on a bundled deck's day list writes the whole deck for Anki and says where")
    func bundledDeck() throws {
        let app = try TestApp()
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        WordsScreens.push(DayListController(context: app.context, deck: deck), on: app)
        app.press("E")
        let screen = try #require(WordsScreens.top(app) as? ExportController)
        #expect(screen.field.text.hasSuffix("\(deck.title).txt"))
        let path = scratch.freshDirectory("export").appendingPathComponent("n5.txt").path
        app.press(.control("a"))
        app.press(.control("k"))
        app.press(path + "\r")
        #expect(screen.writtenPath == path)
        #expect(app.screen.contains("Wrote \(deck.items.count) notes to"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let expected = ExportWriter.write(deck.items.map {
            ExportRow(item: $0, deckTitle: deck.title, isBookmarked: false, isMissed: false)
        }, format: .anki)
        #expect(written == expected)
        #expect(written.hasPrefix("#separator:tab"))
    }

    /// Keeps the package the screen asks to write, and writes a marker file where it was asked to.
    final class CapturingWriter: AnkiPackageWriting, @unchecked Sendable {
        var written: [(package: AnkiExportPackage, url: URL)] = []
        func write(_ package: AnkiExportPackage, to url: URL) throws(AnkiPackageError) {
            written.append((package, url))
            _ = FileManager.default.createFile(atPath: url.path, contents: Data("apkg".utf8))
        }
    }

    @Test("With a package writer, Tab goes on to an Anki package: every item a Mainichi note, the reviewed one scheduled")
    func packageFormat() throws {
        let app = try TestApp()
        let writer = CapturingWriter()
        app.context.ankiPackageWriter = writer
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        let reviewed = deck.items[0]
        let card = app.context.scheduler.review(SRSCard(due: app.now), rating: .good, at: app.now)
        try app.context.progress.recordReview(of: reviewed.id, card: card, wasNew: true, calendar: app.context.calendar,
                                              history: HistoryEvent(type: .review, time: app.now, kind: .vocab,
                                                                    itemID: reviewed.id, rating: .good, duration: 3))
        WordsScreens.push(DayListController(context: app.context, deck: deck), on: app)
        app.press("E")
        let screen = try #require(WordsScreens.top(app) as? ExportController)
        app.press("\t")
        app.press("\t")
        #expect(screen.format == .apkg)
        #expect(screen.field.text.hasSuffix("\(deck.title).apkg"))
        #expect(app.screen.contains("Anki package"))
        let path = scratch.freshDirectory("export").appendingPathComponent("n5.apkg").path
        app.press(.control("a"))
        app.press(.control("k"))
        app.press(path + "\r")
        #expect(screen.writtenPath == path)
        let package = try #require(writer.written.first?.package)
        #expect(package.notes.count == deck.items.count)
        #expect(package.notes[0].guid == ExportGUID.guid(for: reviewed.id))
        #expect(package.notes[0].fields[AnkiMainichiNoteType.Field.word.rawValue] == reviewed.headword)
        #expect(package.notes[0].card.type != 0)
        #expect(package.notes[1].card.type == 0)
        #expect(package.reviews.count == 1)
        #expect(package.reviews.first?.ease == 3)
        app.press(.escape)
    }

    @Test("A user deck exports from My decks; Tab switches to CSV")
    func userDeckCSV() throws {
        let store = WordsScreens.store(words: [WordDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"])])
        let app = try WordsScreens.app(store: store)
        WordsScreens.push(MyDecksController(context: app.context, store: store), on: app)
        app.press("E")
        let screen = try #require(WordsScreens.top(app) as? ExportController)
        app.press("\t")
        #expect(screen.format == .csv)
        #expect(screen.field.text.hasSuffix("Manga words.csv"))
        let path = scratch.freshDirectory("export").appendingPathComponent("manga.csv").path
        app.press(.control("a"))
        app.press(.control("k"))
        app.press(path + "\r")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("猫耳"))
        #expect(written.contains("cat ears"))
        #expect(!written.hasPrefix("#"))
    }

    @Test("A deck of your own exports with each word's part of speech, notes and tags, and a ';' inside a meaning escaped")
    func ownDeckFields() throws {
        let app = try TestApp()
        let store = app.context.userDecks
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        try store.addItem(UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears; kemonomimi"], partOfSpeech: "noun",
                                        notes: "from a manga", tags: ["manga"]), to: deck.id)
        let summary = try #require(app.context.deckStore?.userDecks.first)
        let items = try app.context.library.deck(id: deck.id).items
        let row = try #require(ExportController(context: app.context, target: .userDeck(summary, items)).rows().first)
        #expect(row.partOfSpeech == "noun" && row.notes == "from a manga")
        #expect(row.tags.contains("manga"))
        #expect(row.meanings == "cat ears\\; kemonomimi")
    }

    @Test("An existing file is replaced only after asking; Keep leaves it as it was")
    func replaceAsks() throws {
        let app = try TestApp()
        let deck = try app.context.library.deck(kind: .kanji, level: .n5)
        let url = scratch.freshDirectory("export").appendingPathComponent("kanji.txt")
        try Data("old".utf8).write(to: url)
        let screen = ExportController(context: app.context, target: .bundled(deck))
        WordsScreens.push(screen, on: app)
        app.press(.control("a"))
        app.press(.control("k"))
        app.press(url.path + "\r")
        #expect(app.screen.contains("exists. Replace it?"))
        app.press("n")
        #expect(try String(contentsOf: url, encoding: .utf8) == "old")
        #expect(screen.writtenPath == nil)
        app.press("\ry")
        #expect(screen.writtenPath == url.path)
        #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix("#separator:tab"))
    }

    @Test("A path that cannot be written says why and stays on the screen")
    func cannotWrite() throws {
        let app = try TestApp()
        let deck = try app.context.library.deck(kind: .kanji, level: .n5)
        let screen = ExportController(context: app.context, target: .bundled(deck))
        WordsScreens.push(screen, on: app)
        app.press(.control("a"))
        app.press(.control("k"))
        app.press("/nonexistent-dir/kanji.txt\r")
        #expect(screen.writtenPath == nil)
        #expect(screen.writeError?.contains("/nonexistent-dir") == true)
        #expect(WordsScreens.top(app) === screen)
    }

    @Test("Snapshots: the path to confirm, and where it wrote")
    func snapshots() throws {
        try WordsScreens.check("export-confirm") { app in
            let deck = try app.context.library.deck(kind: .vocab, level: .n5)
            WordsScreens.push(ExportController(context: app.context, target: .bundled(deck), home: "/home/learner"), on: app)
        }
        try WordsScreens.check("export-written") { app in
            let deck = try app.context.library.deck(kind: .vocab, level: .n5)
            // A fresh home each time: the screen writes the path under it as ~/...
            let home = scratch.freshDirectory("export").path
            WordsScreens.push(ExportController(context: app.context, target: .bundled(deck), home: home), on: app)
            app.press("\r")
            #expect(FileManager.default.fileExists(atPath: home + "/\(deck.title).txt"))
        }
    }

    @Test("Exporting into a missing folder says the folder is missing, once, and claims no previous version")
    func missingFolder() throws {
        let app = try TestApp()
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        WordsScreens.push(DayListController(context: app.context, deck: deck), on: app)
        app.press("E")
        let screen = try #require(WordsScreens.top(app) as? ExportController)
        let folder = scratch.freshDirectory("export").appendingPathComponent("missing").path
        app.press(.control("a"))
        app.press(.control("k"))
        app.press(folder + "/n5.txt\r")
        let error = try #require(screen.writeError)
        #expect(error.contains("there is no folder"), "\(error)")
        #expect(error.components(separatedBy: "n5.txt").count <= 1, "the path is not named twice: \(error)")
        #expect(!error.contains("previous version"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
