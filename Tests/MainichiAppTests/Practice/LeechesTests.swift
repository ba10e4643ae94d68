import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Leeches")
struct LeechesTests {
    /// Makes the first N5 Day 1 word with an example sentence a leech: in reviews, with eight
    /// lapses in history.
    static func makeLeech(in app: TestApp) throws -> StudyItem {
        let items = try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1))
        let item = try #require(items.first { !($0.vocab?.examples.isEmpty ?? true) })
        try app.context.progress.addToReviews([item.id])
        for event in LeechIndexFixture.reviews(of: item.id, lapses: 8, start: app.now.addingTimeInterval(-200 * 86_400)) {
            try app.context.history.append(event)
        }
        return item
    }

    @Test("The leeches screen lists a leech; s suspends it; t drills it typed with its example sentence")
    func screen() throws {
        let app = try TestApp()
        let item = try Self.makeLeech(in: app)
        let leeches = LeechesController(context: app.context)
        NotebookTests.open(leeches, in: app)
        #expect(leeches.entries.map(\.item.id) == [item.id])
        #expect(app.screen.contains("1 leech"))
        #expect(app.lines.contains { $0.contains(item.headword) && $0.contains("8x") })
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.mode == .typedReading)
        let example = try #require(item.vocab?.examples.first)
        #expect(app.screen.contains(String(example.english.prefix(20))))
        app.press("\u{1B}y")
        app.press("s")
        #expect(app.context.progress.progress.suspended[item.id] != nil)
        #expect(app.screen.contains("suspended"))
        app.press("s")
        #expect(app.context.progress.progress.suspended[item.id] == nil)
    }

    @Test("A production card that is a leech is listed under its word; s suspends that card, not the word's own")
    func productionLeech() throws {
        let app = try TestApp()
        let items = try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1))
        let item = try #require(items.first)
        let cardID = ReviewDirection.production.cardID(of: item.id)
        try app.context.progress.addToReviews([item.id, cardID])
        for event in LeechIndexFixture.reviews(of: cardID, lapses: 8, start: app.now.addingTimeInterval(-200 * 86_400)) {
            try app.context.history.append(event)
        }
        let leeches = LeechesController(context: app.context)
        NotebookTests.open(leeches, in: app)
        #expect(leeches.entries.map(\.item.id) == [item.id])
        #expect(app.lines.contains { $0.contains(item.headword) && $0.contains("8x") })
        app.press("s")
        #expect(app.context.progress.progress.suspended[cardID] != nil)
        #expect(app.context.progress.progress.suspended[item.id] == nil)
    }

    @Test("A leech is marked on its review card and counted in the statistics")
    func marks() throws {
        let app = try TestApp()
        let item = try Self.makeLeech(in: app)
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: app.context.history.read().events, now: app.now, calendar: app.context.calendar)
        #expect(statistics.leeches.map(\.itemID) == [item.id])
        #expect(statistics.leeches.first?.lapses == 8)
        try app.context.settings.update { $0.leechThreshold = 9 }
        let stricter = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                          events: app.context.history.read().events, now: app.now, calendar: app.context.calendar, leechThreshold: 9)
        #expect(stricter.leeches.isEmpty)
        try app.context.settings.update { $0.leechThreshold = 8 }
        app.application.navigationController.push(ReviewController(context: app.context))
        app.application.render()
        #expect(app.lines.contains { $0.contains("leech") })
        app.press("\u{1B}")
        TestTaking.openN5Day1(app)
        let row = try #require(app.lines.first { $0.contains(item.headword + " ") })
        #expect(row.contains("!" + item.headword) || row.contains("! " + item.headword), "the study list marks the leech")
    }
}
