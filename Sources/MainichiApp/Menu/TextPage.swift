import TerminalUI

/// A page of headed paragraphs wrapped to the screen width and scrolled by line: the welcome
/// and help screens.
struct TextPage {
    /// One block of the page.
    enum Block {
        /// A section heading.
        case heading(String)
        /// A paragraph, wrapped to the width.
        case paragraph(String)
        /// A key and what it does, aligned in two columns.
        case key(String, String)
        /// An empty line.
        case gap
    }

    var blocks: [Block]
    /// The first line shown.
    private(set) var offset = 0
    private var lastHeight = 10
    private var lastLineCount = 0

    init(_ blocks: [Block]) {
        self.blocks = blocks
    }

    /// The page laid out for `width` columns: each line's text and role, or key lines.
    func lines(width: Int) -> [[(String, StyleRole)]] {
        let keyWidth = min(14, blocks.compactMap { if case .key(let key, _) = $0 { return key.displayWidth } else { return nil } }.max() ?? 0)
        var result: [[(String, StyleRole)]] = []
        for block in blocks {
            switch block {
            case .heading(let text):
                result.append([(text, .sectionHeader)])
            case .paragraph(let text):
                result += text.wrapped(toWidth: max(1, width)).map { [($0, .normal)] }
            case .key(let key, let help):
                let helpLines = help.wrapped(toWidth: max(1, width - keyWidth - 2))
                for (index, line) in helpLines.enumerated() {
                    let label = index == 0 ? key.padded(toWidth: keyWidth) : String(repeating: " ", count: keyWidth)
                    result.append([(label, .accent), ("  " + line, .normal)])
                }
            case .gap:
                result.append([])
            }
        }
        return result
    }

    /// Draws the visible part of the page.
    mutating func draw(in canvas: Canvas) {
        let body = canvas.inset(left: 2, right: 2)
        let lines = lines(width: body.width)
        lastHeight = body.height
        lastLineCount = lines.count
        offset = max(0, min(offset, lines.count - body.height))
        for (y, line) in lines.dropFirst(offset).prefix(body.height).enumerated() {
            body.draw(line, at: Point(x: 0, y: y))
        }
    }

    /// Whether more lines lie below the visible ones.
    var hasMoreBelow: Bool { offset + lastHeight < lastLineCount }

    /// Whether the page is longer than the last frame showed, so that scrolling does something.
    var scrolls: Bool { lastLineCount > lastHeight }

    /// The page's key map: scroll, page and ends, enabled only when the page scrolls.
    struct KeyMap {
        var scroll: KeyBinding
        var page: KeyBinding
        var ends: KeyBinding

        /// The bindings in footer and help order.
        var all: [KeyBinding] { [scroll, page, ends] }
    }

    /// The page's keys in the words of `strings`.
    func keys(_ strings: any MenuStrings) -> KeyMap {
        KeyMap(
            scroll: KeyBinding(keys: [.character("j"), .character("k"), .down, .up], keyLabel: "j/k", label: strings.scrollLabel,
                               help: strings.scrollHelp, isEnabled: scrolls),
            page: KeyBinding(keys: [.pageDown, .pageUp], keyLabel: "PgDn/PgUp", label: strings.pageLabel, help: strings.pageHelp,
                             showsInFooter: false, isEnabled: scrolls),
            ends: KeyBinding(keys: [.character("g"), .character("G"), .home, .end], keyLabel: "g/G", label: strings.endsLabel,
                             help: strings.endsHelp, showsInFooter: false, isEnabled: scrolls))
    }

    /// Scrolling keys: j/k, Down/Up, PgDn/PgUp, g/G; returns whether the key was used.
    mutating func handle(_ key: Key) -> Bool {
        let keys = keys(EnglishMenuStrings())
        let maxOffset = max(0, lastLineCount - lastHeight)
        let up: Set<Key> = [.character("k"), .up, .pageUp, .character("g"), .home]
        let back = up.contains(key)
        switch key {
        case keys.scroll: offset = back ? max(0, offset - 1) : min(maxOffset, offset + 1)
        case keys.page: offset = back ? max(0, offset - max(1, lastHeight - 1)) : min(maxOffset, offset + max(1, lastHeight - 1))
        case keys.ends: offset = back ? 0 : maxOffset
        default: return false
        }
        return true
    }
}
