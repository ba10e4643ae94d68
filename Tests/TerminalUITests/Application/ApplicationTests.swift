import Foundation
import Testing
import TerminalUI

@Suite("Application")
struct ApplicationTests {
    @Test("Below 40x12 only the too-small notice shows, and the app recovers when it grows")
    func tooSmall() {
        let root = ListScreen(title: "Mainichi", count: 5)
        let (app, terminal) = makeApp(root: root)
        app.press("jj")
        terminal.resize(to: Size(width: 30, height: 8))
        app.step(terminal.nextEvent(timeout: 0)!)
        let lines = terminal.lines
        #expect(lines.count == 8)
        let messageLines = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(messageLines == ["terminal too small: 30x8,", "need 40x12"])
        #expect(!terminal.text.contains("Mainichi"))
        app.press("j")                 // ignored while too small
        terminal.resize(to: Size(width: 80, height: 24))
        app.step(terminal.nextEvent(timeout: 0)!)
        #expect(terminal.lines.count == 24)
        #expect(terminal.lines[0].contains("Mainichi"))
        #expect(root.tableView.selectedIndexPath == TableIndexPath(row: 2))
    }

    @Test("The notice is centered on one line when it fits")
    func tooSmallCentered() {
        let (_, terminal) = makeApp(root: ListScreen(title: "M", count: 1), size: Size(width: 39, height: 11))
        let row = terminal.lines[5]
        #expect(row.trimmingCharacters(in: .whitespaces) == "terminal too small: 39x11, need 40x12")
        #expect(row.hasPrefix(" "))
    }

    @Test("A resize re-lays out the chrome at once")
    func resize() {
        let (app, terminal) = makeApp(root: ListScreen(title: "Mainichi", count: 50))
        terminal.resize(to: Size(width: 100, height: 30))
        app.step(terminal.nextEvent(timeout: 0)!)
        #expect(terminal.lines.count == 30)
        #expect(terminal.lines[0].count == 100)
        #expect(terminal.lines[29].contains("q quit"))
    }

    @Test("run() renders, plays the script and stops on quit")
    func run() {
        let root = ListScreen(title: "Mainichi", count: 5)
        let terminal = InMemoryTerminal()
        let app = Application(terminal: terminal, root: root)
        var saved = false
        app.willQuit = { saved = true }
        terminal.enqueue(keys: "jjq")
        app.run()
        #expect(app.hasQuit)
        #expect(saved)
        #expect(terminal.presentedFrameCount == 1) // the first frame; j, j, q wait together and q quits
        #expect(root.tableView.selectedIndexPath == TableIndexPath(row: 2))
    }

    /// Keys that arrive together (a paste) are handled as one batch and drawn once, so a screen
    /// that searches per frame searches once per paste, not once per key.
    @Test("run() draws once per batch of waiting keys")
    func runBatchesWaitingKeys() {
        let root = ListScreen(title: "Mainichi", count: 5)
        let terminal = InMemoryTerminal()
        let app = Application(terminal: terminal, root: root)
        terminal.enqueue(keys: "jjj")
        terminal.enqueue(.terminate)
        app.run()
        #expect(terminal.presentedFrameCount == 1)
        #expect(root.tableView.selectedIndexPath == TableIndexPath(row: 3))
    }

    @Test("Idle work runs once, after the first frame and after keys already waiting")
    func idleWorkAfterFirstFrame() {
        let root = ListScreen(title: "Mainichi", count: 5)
        let terminal = InMemoryTerminal()
        let app = Application(terminal: terminal, root: root)
        var runs: [(frames: Int, movedTwice: Bool)] = []
        app.idleWork.append { runs.append((terminal.presentedFrameCount, root.tableView.selectedIndexPath == TableIndexPath(row: 2))) }
        terminal.enqueue(keys: "jj")
        app.run()
        #expect(runs.count == 1)
        #expect(runs.first?.frames == 2)    // the first frame, then the one for j, j
        #expect(runs.first?.movedTwice == true)
        #expect(app.idleWork.isEmpty)
    }

    @Test("A terminate event quits from any screen")
    func terminate() {
        let (app, _) = makeApp(root: ListScreen(title: "Mainichi", count: 5) { _ in ListScreen(title: "Inner", count: 3) })
        app.press("\r")
        app.step(.terminate)
        #expect(app.hasQuit)
    }

    @Test("The theme can change at runtime and reaches the next frame")
    func themeChange() {
        let (app, terminal) = makeApp(root: ListScreen(title: "Mainichi", count: 5))
        #expect(terminal.lastFrame?.theme.name == "dark")
        app.theme = .monochrome
        app.render()
        #expect(terminal.lastFrame?.theme.name == "monochrome")
    }

    @Test("Screens tick with the injected clock while idle")
    func ticks() {
        final class Countdown: ScreenController {
            var seen: [Date] = []
            override var tickInterval: Double? { 1 }
            override func tick(at date: Date) { seen.append(date) }
            override func draw(in canvas: Canvas) { canvas.draw("ticks: \(seen.count)", at: .zero) }
        }
        let clock = ManualClock()
        let screen = Countdown(title: "Timer")
        let (app, terminal) = makeApp(root: screen, clock: clock)
        #expect(app.navigationController.tickInterval == 1)
        clock.advance(by: 5)
        app.tick()
        #expect(screen.seen == [clock.now])
        #expect(screen.now == clock.now)
        #expect(terminal.lines[1].hasPrefix("ticks: 1"))
    }
}
