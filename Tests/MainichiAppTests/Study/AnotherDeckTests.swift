import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Open deck identities (issue 10): a deck that is not one of the bundled ten, with an id of its
/// own and no JLPT level, works on the screens made for the bundled decks, unchanged.
@Suite("A deck that is not bundled")
struct AnotherDeckTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let deckID = DeckID(rawValue: "manga-words")!

    /// Four words over two days; ids that do not depend on the words' text.
    static let deckJSON = """
    {"format": 1, "id": "manga-words", "kind": "vocab", "title": "Manga words", "itemsPerDay": 2,
     "items": [
      {"id": "v:#a1", "word": "猫耳", "reading": "ねこみみ", "meanings": ["cat ears"], "day": 1},
      {"id": "v:#a2", "word": "魔法", "reading": "まほう", "meanings": ["magic"], "day": 1},
      {"id": "v:#a3", "word": "勇者", "reading": "ゆうしゃ", "meanings": ["hero"], "day": 2},
      {"id": "v:#a4", "word": "魔王", "reading": "まおう", "meanings": ["demon king"], "day": 2}
     ]}
    """

    /// A decks directory with N5 vocabulary (from the committed decks) and the fixture deck.
    static func makeDecks(in scratch: TemporaryDirectory) throws -> URL {
        let directory = scratch.fresh("decks")
        let vocab = directory.appendingPathComponent("vocab")
        try FileManager.default.createDirectory(at: vocab, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: vocab.appendingPathComponent("n5.json"),
                                                   withDestinationURL: TestApp.decksDirectory.appendingPathComponent("vocab/n5.json"))
        try Data(deckJSON.utf8).write(to: vocab.appendingPathComponent("manga.json"))
        return directory
    }

    @Test("Studied, tested, reviewed, bookmarked, and shown in statistics and history")
    func theWholeRound() throws {
        let app = try TestApp(size: Size(width: 80, height: 60), decks: try Self.makeDecks(in: scratch))
        let library = app.context.library
        let deck = try library.deck(id: Self.deckID)
        #expect(deck.level == nil && deck.title == "Manga words" && deck.dayCount == 2)
        // The level list stays the bundled levels'.
        #expect(library.summaries(of: .vocab).map(\.deckID) == [.jlpt(kind: .vocab, level: .n5)])
        #expect(library.allSummaries(of: .vocab).map(\.deckID).contains(Self.deckID))

        // The day list, as for a level.
        app.application.navigationController.push(DayListController(context: app.context, deck: deck))
        app.application.render()
        #expect(app.lines[0].contains("Manga words"))
        #expect(app.lines[0].contains("0/2 done"))

        // Study day 1 and bookmark its first word.
        app.press("\r")
        let day1 = deck.items(forDay: 1)
        #expect(app.screen.contains(day1.first!.headword))
        app.press("b")
        #expect(app.context.progress.progress.bookmarkedIDs() == [day1.first!.id])

        // Test it: all right, the day is done under the deck's own key.
        app.press("t")
        #expect(TestTaking.topTest(app)?.plan.name(in: app.context.strings) == "Manga words Day 1")
        try TestTaking.answerAll(in: app)
        let key = DayKey(deck: Self.deckID, day: 1)
        #expect(app.context.progress.progress.result(for: key).isCompleted)
        #expect(app.context.progress.progress.dayResults.keys.contains("manga-words:1"))
        #expect(Set(app.context.progress.progress.srs.keys) == Set(day1.map(\.id)))
        app.press(.escape)
        app.press(.escape)
        #expect(app.lines[0].contains("1/2 done"))

        // Review one of its words.
        let review = ReviewController(context: app.context)
        app.application.navigationController.push(review)
        app.application.render()
        #expect(app.screen.contains("Manga words word, Day 1"))
        app.press(" ")
        app.press("3")
        let reviewed = app.context.history.read().events.filter { $0.type == .review }
        #expect(reviewed.count == 1)
        #expect(day1.map(\.id).contains(reviewed.first?.itemID ?? ""))
        #expect(app.context.progress.progress.srs[reviewed.first!.itemID!]?.lastReview != nil)
        app.press(.escape)

        // The bookmark shows in the notebook.
        app.application.navigationController.push(BookmarksController(context: app.context))
        app.application.render()
        #expect(app.screen.contains(day1.first!.headword))
        app.press(.escape)

        // Statistics count the deck's reviewed word under the deck's title.
        let statistics = Statistics.compute(library: library, progress: app.context.progress.progress,
                                            events: app.context.history.read().events, now: app.now, calendar: app.context.calendar)
        let progress = try #require(statistics.levels.first { $0.deck == Self.deckID })
        #expect(progress.total == 4 && progress.learning == 1 && progress.title == "Manga words")
        app.application.navigationController.push(StatisticsController(context: app.context))
        app.application.render()
        #expect(app.lines.contains { $0.drop { $0 == " " }.hasPrefix("Manga w") }, "\(app.screen)")

        // History names the day by the deck's title.
        app.press(.escape)
        app.application.navigationController.push(HistoryController(context: app.context))
        app.application.render()
        #expect(app.screen.contains("Manga words Day 1"))
    }
}
