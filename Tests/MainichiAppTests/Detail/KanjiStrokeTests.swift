import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Kanji stroke order")
struct KanjiStrokeTests {
    /// The kanji screen of `id` and its strokes from the decks' stroke file.
    func open(_ app: TestApp, id: String = "k:日") throws -> (KanjiDetailController, KanjiStrokes) {
        let detail = try DetailTests.openKanjiDetail(app, id: id)
        let strokes = try #require(app.context.strokes.strokes(for: detail.kanji.kanji))
        return (detail, strokes)
    }

    /// How many cells of the screen hold braille, and how many of those are in `role`.
    func brailleCells(_ app: TestApp, role: StyleRole? = nil) -> Int {
        var count = 0
        for y in 0..<app.terminal.size.height {
            for x in 0..<app.terminal.size.width {
                let cell = app.terminal.buffer[x, y]
                guard let scalar = cell.grapheme.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) else { continue }
                if role == nil || app.terminal.role(at: Point(x: x, y: y)) == role { count += 1 }
            }
        }
        return count
    }

    @Test("Stepping and playing snapshots at 80x24 and 40x12")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size)
            _ = try open(app)
            app.press("ss")
            assertSnapshot(app.terminal, named: "kanji-strokes-step2-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("The whole kanji is drawn beside the details at 80x24 with its stroke count")
    func drawnBeside() throws {
        let app = try TestApp()
        let (_, strokes) = try open(app)
        #expect(brailleCells(app) > 10)
        #expect(app.screen.contains("\(strokes.count) strokes"))
        #expect(app.screen.contains("Meanings"))
        // Every stroke number is on screen.
        for number in 1...strokes.count { #expect(app.screen.contains("\(number)")) }
    }

    @Test("s shows one more stroke each time, the current one highlighted, then the whole kanji again")
    func stepping() throws {
        let app = try TestApp()
        let (detail, strokes) = try open(app, id: "k:書")
        var previous = 0
        for step in 1...strokes.count {
            app.press("s")
            #expect(detail.currentStroke == step)
            #expect(app.screen.contains("stroke \(step) of \(strokes.count)"))
            #expect(brailleCells(app, role: KanjiDrawing.currentRole) > 0, "stroke \(step) is highlighted")
            let shown = brailleCells(app)
            #expect(shown >= previous, "stroke \(step) adds to the drawing")
            previous = shown
        }
        app.press("s")
        #expect(detail.currentStroke == nil)
        #expect(app.screen.contains("\(strokes.count) strokes"))
        #expect(brailleCells(app, role: KanjiDrawing.currentRole) == 0)
    }

    @Test("S plays the strokes on the screen's tick as the clock moves, one a tick, and stops after the last")
    func playing() throws {
        let app = try TestApp()
        let (detail, strokes) = try open(app, id: "k:書")
        app.press("S")
        #expect(detail.isPlaying)
        #expect(app.application.navigationController.tickInterval == KanjiDetailController.strokePause)
        #expect(app.screen.contains("stroke 1 of \(strokes.count)"))
        // A tick before the pause is over changes nothing.
        app.advance(by: KanjiDetailController.strokePause / 2)
        app.application.tick()
        #expect(detail.currentStroke == 1)
        app.advance(by: KanjiDetailController.strokePause / 2)
        app.application.tick()
        #expect(app.screen.contains("stroke 2 of \(strokes.count)"))
        // A late tick still shows the next stroke, not one further on.
        app.advance(by: KanjiDetailController.strokePause * 3)
        app.application.tick()
        #expect(detail.currentStroke == 3)
        for _ in 3..<strokes.count {
            app.advance(by: KanjiDetailController.strokePause)
            app.application.tick()
        }
        #expect(detail.currentStroke == strokes.count)
        app.advance(by: KanjiDetailController.strokePause)
        app.application.tick()
        #expect(!detail.isPlaying)
        #expect(app.application.navigationController.tickInterval == nil)
        #expect(app.screen.contains("\(strokes.count) strokes"))
    }

    @Test("Any key stops the playing without acting, and the screen stays")
    func anyKeyStops() throws {
        let app = try TestApp()
        let (detail, _) = try open(app)
        app.press("S")
        app.press("\u{1B}")
        #expect(!detail.isPlaying)
        #expect(detail.currentStroke == nil)
        #expect(app.application.navigationController.topController === detail)
        app.press("\u{1B}")
        #expect(app.application.navigationController.topController !== detail)
    }

    @Test("At 40x12 the details show until s; the drawing then fills the screen, and another key goes back")
    func narrow() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        let (detail, strokes) = try open(app)
        #expect(brailleCells(app) == 0)
        app.press("s")
        #expect(brailleCells(app) > 0)
        #expect(app.screen.contains("stroke 1 of \(strokes.count)"))
        app.press("j")
        #expect(brailleCells(app) == 0)
        #expect(detail.currentStroke == nil)
        #expect(app.application.navigationController.topController === detail)
    }
}
