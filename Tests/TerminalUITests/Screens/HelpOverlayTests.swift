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

    @Test("Rows cut at the screen's edge do not show their cut mark beside the help box", arguments: [40, 80])
    func nothingBesideTheBox(width: Int) throws {
        let terminal = InMemoryTerminal(size: Size(width: width, height: width == 40 ? 12 : 24))
        let root = ListScreen(title: "Mainichi", count: 20)
        root.items = root.items.map { $0 + String(repeating: " long", count: 40) }
        // A long description makes the box as wide as the screen allows.
        root.reveal = KeyBinding("r", label: "reveal", help: "Reveal the reading" + String(repeating: " and more", count: 10))
        let app = Application(terminal: terminal, root: root)
        app.render()
        #expect(terminal.lines[2].hasSuffix(">"), "\(terminal.lines[2])")
        app.press("?")
        let lines = terminal.lines
        let top = try #require(lines.firstIndex { $0.contains("+- Keys") }, "\(lines)")
        let bottom = try #require(lines.indices.last { $0 > top && $0 < lines.count - 2 && lines[$0].contains("+--") }, "\(lines)")
        for line in lines[top...bottom] {
            #expect(!line.hasSuffix(">"), "\(line)")
        }
    }

    @Test("Marks on the help box's border say whether more keys lie above or below")
    func scrollMarks() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
        let root = ListScreen(title: "Mainichi", count: 5) { _ in ListScreen(title: "Inner", count: 3) }
        let app = Application(terminal: terminal, root: root)
        app.render()
        app.press("\r?")
        let top = terminal.lines.joined(separator: "\n")
        #expect(top.contains("v more"))
        #expect(!top.contains("^ more"))
        app.press("j")
        let middle = terminal.lines.joined(separator: "\n")
        #expect(middle.contains("^ more"))
        #expect(middle.contains("v more"))
        app.press("G")
        let bottom = terminal.lines.joined(separator: "\n")
        #expect(bottom.contains("^ more"))
        #expect(!bottom.contains("v more"))
    }
}
