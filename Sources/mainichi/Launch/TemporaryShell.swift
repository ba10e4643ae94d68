import TerminalUI

/// A stand-in screen that exercises the curses backend until the view layer's `Application`
/// lands. Replaced by the real app.
struct TemporaryShell {
    let terminal: Terminal
    let theme: Theme
    private var rows: [String] = (1...10_000).map { "Row \($0) of 10,000" }
    private var japanese = ["食べる    たべる    to eat", "日本語    にほんご  Japanese", "ｶﾀｶﾅ      かたかな  katakana"]
    private var selection = 0
    private var showingJapanese = false

    init(terminal: Terminal, theme: Theme) {
        self.terminal = terminal
        self.theme = theme
    }

    static func theme(named name: ThemeName) -> Theme {
        let mono = name == .monochrome
        return Theme(name: name.rawValue, usesColor: !mono, styles: [
            .normal: Style(),
            .titleBar: Style(foreground: .black, background: mono ? .default : .cyan, attributes: mono ? [.reverse] : []),
            .selection: Style(attributes: [.reverse]),
            .footer: Style(attributes: [.dim]),
            .border: Style(foreground: .blue),
        ])
    }

    mutating func run() throws {
        draw()
        while let event = terminal.nextEvent(timeout: nil) {
            switch event {
            case .terminate: return
            case .resize: break
            case .key(let key):
                let list = showingJapanese ? japanese : rows
                switch key {
                case .character("q"), .character("Q"): return
                case .character("j"), .down: selection = min(list.count - 1, selection + 1)
                case .character("k"), .up: selection = max(0, selection - 1)
                case .enter: showingJapanese = true; selection = 0
                case .escape: showingJapanese = false; selection = 0
                default: break
                }
            }
            draw()
        }
    }

    private func draw() {
        let size = terminal.size
        var buffer = ScreenBuffer(size: size)
        if size.width < 40 || size.height < 12 {
            put("terminal too small: \(size.width)x\(size.height), need 40x12", &buffer, y: 0, role: .normal)
        } else {
            put(showingJapanese ? "Mainichi > Japanese" : "Mainichi > 10,000 rows", &buffer, y: 0, role: .titleBar, fill: true)
            let list = showingJapanese ? japanese : rows
            let visible = size.height - 3
            let top = max(0, selection - visible + 1)
            for (offset, index) in (top..<min(list.count, top + visible)).enumerated() {
                put(list[index], &buffer, y: offset + 1, role: index == selection ? .selection : .normal, fill: index == selection)
            }
            for x in 0..<size.width { buffer[x, size.height - 2] = Cell(line: .horizontal) }
            put("j/k move  Enter open  Esc back  q quit", &buffer, y: size.height - 1, role: .footer, fill: true)
        }
        terminal.present(Frame(buffer: buffer, theme: theme))
    }

    private static func width(of character: Character) -> Int {
        let value = character.unicodeScalars.first?.value ?? 0
        if (0xFF61...0xFF9F).contains(value) { return 1 }
        return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value) || value >= 0x20000 ? 2 : 1
    }

    private func put(_ text: String, _ buffer: inout ScreenBuffer, y: Int, role: StyleRole, fill: Bool = false) {
        var x = 0
        for character in text {
            let width = Self.width(of: character)
            guard x + width <= buffer.size.width else { break }
            buffer[x, y] = Cell(grapheme: String(character), width: width, role: role)
            if width == 2 { buffer[x + 1, y] = Cell(grapheme: "", width: 0, role: role) }
            x += width
        }
        while fill && x < buffer.size.width {
            buffer[x, y] = .blank(role)
            x += 1
        }
    }
}
