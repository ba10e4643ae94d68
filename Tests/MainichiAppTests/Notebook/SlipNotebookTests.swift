import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Slips in the mistakes notebook and the statistics")
struct SlipNotebookTests {
    /// Misses four N5 Day 1 items typed, the first three with a long-vowel slip, the last with a
    /// small-kana one.
    static func missWithSlips(in app: TestApp) throws -> [StudyItem] {
        let items = try NotebookTests.missSome(4, mode: .typedReading, in: app)
        for (index, item) in items.enumerated() {
            try app.context.progress.recordSlip(itemID: item.id, kind: index < 3 ? .longVowel : .smallKana, at: app.now)
        }
        try app.context.progress.recordSlip(itemID: items[0].id, kind: .other, at: app.now)
        return items
    }

    @Test("The header names the most frequent slips and f filters by kind of slip")
    func notebookFilter() throws {
        let app = try TestApp()
        let items = try Self.missWithSlips(in: app)
        let notebook = MistakesController(context: app.context)
        NotebookTests.open(notebook, in: app)
        #expect(app.screen.contains("long vowels: 3 of your last 5 misses; small kana: 1"))
        #expect(notebook.entries.count == 4)
        app.press("fff")
        #expect(notebook.slipFilter == .longVowel)
        #expect(Set(notebook.entries.map(\.item.id)) == Set(items.prefix(3).map(\.id)))
        #expect(app.screen.contains("Showing long vowels"))
        app.press("f")
        #expect(notebook.slipFilter == .smallKana)
        #expect(notebook.entries.map(\.item.id) == [items[3].id])
        app.press("f")
        #expect(notebook.slipFilter == .other)
        app.press("f")
        #expect(notebook.slipFilter == nil && notebook.kindFilter == nil)
        #expect(notebook.entries.count == 4)
    }

    @Test("The statistics screen and mainichi stats list the slips")
    func statistics() throws {
        let app = try TestApp()
        _ = try Self.missWithSlips(in: app)
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: [], now: app.now, calendar: app.context.calendar)
        #expect(SlipText.summaryLine(statistics.slips, in: Strings(.english).testing) == "long vowels: 3 of your last 5 misses; small kana: 1")
        NotebookTests.open(StatisticsController(context: app.context), in: app)
        for _ in 0..<6 { app.press("j") }
        app.press("G")
        #expect(app.screen.contains("long vowels: 3 of your last 5 misses"))
    }
}
