import Testing
@testable import TerminalUI

/// The `?` overlay at 40x12 cut nearly every description with `~`, and G/End did nothing (QA10).
@Suite("Help overlay")
struct HelpOverlayTests {
    @Test("At 40x12 long descriptions wrap instead of being cut, the title says there is more, G jumps to the end")
    func smallTerminal() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
        let root = ListScreen(title: "Mainichi", count: 5) { _ in ListScreen(title: "Inner", count: 3) }
        let app = Application(terminal: terminal, root: root)
        app.render()
        app.press("\r?")
        let first = terminal.lines.joined(separator: "\n")
        #expect(first.contains("Keys (j/k, G: more)"))
        #expect(!first.contains(">"))
        app.press("G")
        let last = terminal.lines.joined(separator: "\n")
        #expect(last.contains("Quit from any screen"))
        #expect(!last.contains(">"))
        app.press("g")
        #expect(terminal.lines.joined(separator: "\n") == first)
    }
}
