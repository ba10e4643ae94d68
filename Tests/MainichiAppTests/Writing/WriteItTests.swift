import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Write it exercise")
struct WriteItTests {
    /// Braille cells on screen.
    static func brailleCells(_ app: TestApp) -> Int {
        app.screen.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }.count
    }

    /// Opens N5 kanji day 1's study list and presses w; returns the exercise and the day's kanji.
    static func open(_ app: TestApp) throws -> (WriteItController, [KanjiItem]) {
        let day = DayKey(kind: .kanji, level: .n5, day: 1)
        let items = Array(try app.context.library.items(for: day))
        let list = StudyListController(context: app.context, title: "Day 1", kind: .kanji, items: items, day: day, source: .day)
        app.application.navigationController.push(list)
        app.application.render()
        app.press("w")
        let controller = try #require(app.application.navigationController.topController as? WriteItController)
        return (controller, items.compactMap(\.kanji))
    }

    @Test("Snapshots: the prompt and the kanji drawn, at 80x24 and 40x12")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size)
            _ = try Self.open(app)
            assertSnapshot(app.terminal, named: "write-it-prompt-\(size.width)x\(size.height)")
            app.press(" ")
            app.press(" ")
            assertSnapshot(app.terminal, named: "write-it-shown-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("The prompt gives meaning and readings, not the kanji; Space draws it stroke by stroke on the tick")
    func showStrokeByStroke() throws {
        let app = try TestApp()
        let (controller, kanji) = try Self.open(app)
        let first = kanji[0]
        let strokes = try #require(app.context.strokes.strokes(for: first.kanji))
        #expect(app.screen.contains(first.meanings[0]))
        #expect(!app.screen.contains("Answer"))
        #expect(Self.brailleCells(app) == 0)
        app.press(" ")
        #expect(controller.phase == .shown)
        #expect(app.screen.contains("stroke 1 of \(strokes.count)"))
        #expect(Self.brailleCells(app) > 0)
        app.advance(by: KanjiDetailController.strokePause)
        app.application.tick()
        #expect(app.screen.contains("stroke 2 of \(strokes.count)"))
        // Space again shows the whole kanji at once.
        app.press(" ")
        #expect(!controller.isPlaying)
        #expect(app.screen.contains("\(strokes.count) strokes"))
        #expect(app.screen.contains("Answer " + first.kanji))
    }

    @Test("A self-grade counts in reviews: the card is saved, with a review line in history; u undoes it")
    func gradeCountsInReviews() throws {
        let app = try TestApp()
        let (controller, kanji) = try Self.open(app)
        #expect(app.context.progress.progress.srs[kanji[0].id] == nil)
        app.press(" 3")
        let card = try #require(app.context.progress.progress.srs[kanji[0].id])
        #expect(card.lastReview == app.now)
        #expect(controller.index == 1)
        #expect(controller.phase == .writing)
        #expect(app.screen.contains(kanji[1].meanings[0]))
        let events = app.context.history.read().events.filter { $0.type == .review }
        #expect(events.map(\.itemID) == [kanji[0].id])
        #expect(events.first?.rating == .good)
        app.press("u")
        #expect(controller.index == 0)
        #expect(app.context.progress.progress.srs[kanji[0].id] == nil)
    }

    @Test("Before Space, grade keys do nothing; after the last kanji the counts show")
    func finishing() throws {
        let app = try TestApp()
        let (controller, kanji) = try Self.open(app)
        app.press("1")
        #expect(app.context.progress.progress.srs[kanji[0].id] == nil)
        for position in kanji.indices {
            // Again for the first; for the rest Space (draw), Space (all at once), Space (Good).
            app.press(position == 0 ? " 1" : "   ")
        }
        #expect(controller.phase == .finished)
        #expect(app.screen.contains("Written: \(kanji.count) kanji"))
        #expect(app.screen.contains("Again 1"))
        #expect(app.screen.contains("Good \(kanji.count - 1)"))
    }

    @Test("w on a kanji screen writes that kanji alone")
    func fromKanjiScreen() throws {
        let app = try TestApp()
        let detail = try DetailTests.openKanjiDetail(app)
        app.press("w")
        let controller = try #require(app.application.navigationController.topController as? WriteItController)
        #expect(controller.items.map(\.id) == [detail.kanji.id])
    }
}
