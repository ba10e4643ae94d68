import Foundation
import Testing
@testable import TerminalUI

/// The view layer's own words come from an injected `ChromeText`.
struct ChromeTextTests {
    /// A chrome whose every word is marked, so a leftover English word shows.
    static let marked: ChromeText = {
        var chrome = ChromeText.english
        chrome.helpLabel = "HELP!"
        chrome.backLabel = "BACK!"
        chrome.moveLabel = "MOVE!"
        chrome.everywhereSection = "EVERYWHERE!"
        chrome.keysTitle = "KEYS!"
        chrome.keysMoreTitle = "KEYS MORE!"
        chrome.emptyTable = "EMPTY!"
        chrome.quitTitle = "QUIT?"
        chrome.stayButton = "STAY!"
        chrome.moreBelow = "BELOW!"
        chrome.tooSmall = { size, minimum in ("SMALL \(size) \(minimum)", "SMALL \(size)", minimum) }
        return chrome
    }()

    @Test func footerHelpOverlayAndEmptyTableUseTheInjectedWords() {
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let root = ListScreen(title: "Root", count: 3) { _ in ListScreen(title: "Inner", count: 0) }
        let app = Application(terminal: terminal, root: root)
        app.navigationController.chrome = Self.marked
        app.render()
        #expect(terminal.lines.last!.contains("HELP!"))
        #expect(terminal.lines.last!.contains("MOVE!"))
        app.press("\r")
        let inner = terminal.lines.joined(separator: "\n")
        #expect(inner.contains("EMPTY!"))
        #expect(inner.contains("BACK!"))
        #expect(!inner.contains("Nothing here yet."))
        app.press("?")
        let help = terminal.lines.joined(separator: "\n")
        #expect(help.contains("EVERYWHERE!"))
        #expect(help.contains("KEYS"))
    }

    @Test func scrollMarksUseTheInjectedWords() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal, root: ListScreen(title: "Root", count: 30) { _ in nil })
        app.navigationController.chrome = Self.marked
        app.render()
        #expect(terminal.lines.contains { $0.hasSuffix("BELOW!") })
        #expect(!terminal.lines.contains { $0.contains("v more") })
    }

    @Test func quitQuestionAndTooSmallNoticeUseTheInjectedWords() {
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, root: ListScreen(title: "Root", count: 3) { _ in nil })
        app.navigationController.chrome = Self.marked
        app.navigationController.quitQuestion = { "Lose everything?" }
        app.render()
        app.press("Q")
        let screen = terminal.lines.joined(separator: "\n")
        #expect(screen.contains("QUIT?"))
        #expect(screen.contains("STAY!"))
        app.press("n")
        terminal.resize(to: Size(width: 30, height: 8))
        app.step(terminal.nextEvent(timeout: 0)!)
        #expect(terminal.lines.joined(separator: "\n").contains("SMALL 30x8"))
    }
}
