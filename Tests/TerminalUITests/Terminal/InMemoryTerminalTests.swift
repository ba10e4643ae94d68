import Testing
import TerminalUI

@Suite("In-memory terminal")
struct InMemoryTerminalTests {
    @Test("Scripts decode to keys")
    func scripts() {
        #expect(Key.sequence("j\r\u{1B}\u{7F}\u{15}食") == [.character("j"), .enter, .escape, .backspace, .control("u"), .character("食")])
    }

    @Test("Events come back in order; an empty script ends run loops")
    func events() {
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 12))
        terminal.enqueue(keys: "ab")
        terminal.resize(to: Size(width: 50, height: 20))
        #expect(terminal.nextEvent(timeout: nil) == .key(.character("a")))
        #expect(terminal.nextEvent(timeout: 1) == .key(.character("b")))
        #expect(terminal.nextEvent(timeout: 1) == .resize(Size(width: 50, height: 20)))
        #expect(terminal.size == Size(width: 50, height: 20))
        #expect(terminal.nextEvent(timeout: 1) == nil)
        #expect(terminal.nextEvent(timeout: nil) == .terminate)
    }

    @Test("Presented frames are kept and counted, with text and style runs")
    func frames() {
        let terminal = InMemoryTerminal(size: Size(width: 8, height: 2))
        var buffer = ScreenBuffer(size: terminal.size)
        buffer.draw { $0.draw("日本", at: Point(x: 1, y: 1), role: .title) }
        terminal.present(Frame(buffer: buffer, cursor: Point(x: 5, y: 1), theme: .dark))
        #expect(terminal.presentedFrameCount == 1)
        #expect(terminal.lines == ["        ", " 日本   "])
        #expect(terminal.styleRuns.map(\.description) == ["row 1 cols 1-4: title"])
        #expect(terminal.snapshot == "        |\n 日本   |\n\nrow 1 cols 1-4: title\ncursor: 5,1\n")
    }
}
