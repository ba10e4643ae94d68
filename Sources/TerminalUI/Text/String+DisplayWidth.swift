/// How text sits in a field wider than itself.
public enum TextAlignment: Sendable {
    case leading, center, trailing
}

extension String {
    /// The ASCII character that marks text cut to fit.
    ///
    /// `>` rather than `~`: next to kana a tilde reads like the wave dash 〜 that
    /// dictionaries use for affixes (〜び), and `>` is narrow in every locale.
    public static let truncationMark: Character = ">"

    /// The terminal columns this text takes; control characters count as 0.
    public var displayWidth: Int {
        // Fast path for ASCII, the common case in chrome and meanings.
        var allASCII = true
        var count = 0
        for byte in utf8 {
            if byte >= 0x80 { allASCII = false; break }
            if byte >= 0x20 && byte != 0x7F { count += 1 }
        }
        if allASCII { return count }
        var width = 0
        for character in self { width += character.displayWidth }
        return width
    }

    /// The text without control characters (C0, DEL, C1, and clusters such as "\r\n").
    ///
    /// Text from data is untrusted: use this (or draw through `Canvas`, which does it for you)
    /// before anything reaches the terminal.
    public var removingControlCharacters: String {
        if !unicodeScalars.contains(where: DisplayWidth.isControl) { return self }
        var result = ""
        result.unicodeScalars.append(contentsOf: unicodeScalars.lazy.filter { !DisplayWidth.isControl($0) })
        return result
    }

    /// The text cut to at most `width` columns.
    ///
    /// When the text does not fit, the last column shows `mark` (an ASCII character; nil for a
    /// hard cut). A wide glyph is never split: if it would straddle the edge, a space takes its place.
    public func truncated(toWidth width: Int, mark: Character? = String.truncationMark) -> String {
        guard width > 0 else { return "" }
        let total = displayWidth
        if total <= width { return self }
        let room = mark == nil ? width : width - 1
        var result = ""
        var used = 0
        for character in self {
            let w = character.displayWidth
            if w == 0 { continue }
            if used + w > room { break }
            result.append(character)
            used += w
        }
        while used < room { result.append(" "); used += 1 }
        if let mark { result.append(mark) }
        return result
    }

    /// The text cut or padded with spaces to exactly `width` columns.
    public func padded(toWidth width: Int, alignment: TextAlignment = .leading,
                       mark: Character? = String.truncationMark) -> String {
        guard width > 0 else { return "" }
        let text = truncated(toWidth: width, mark: mark)
        let gap = width - text.displayWidth
        guard gap > 0 else { return text }
        switch alignment {
        case .leading: return text + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + text
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: gap - left)
        }
    }

    /// The text broken into lines of at most `width` columns.
    ///
    /// Breaks at spaces where it can; Japanese text (which has no spaces) breaks between any
    /// two characters. Newlines in the text start new lines; other control characters are dropped.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        // Most help and welcome text is printable ASCII: wrapped on its bytes, with the same result.
        if utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) {
            for paragraph in utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
                Self.wrapASCII(paragraph, toWidth: width, into: &lines)
            }
            return lines
        }
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var lastSpace: String.Index? = nil
            for character in paragraph {
                let w = character.displayWidth
                if w == 0 { continue }
                if lineWidth + w > width {
                    if character == " " {
                        lines.append(line); line = ""; lineWidth = 0; lastSpace = nil
                        continue
                    }
                    if let space = lastSpace {
                        let head = String(line[..<space])
                        let tail = String(line[line.index(after: space)...])
                        lines.append(head)
                        line = tail
                        lineWidth = tail.displayWidth
                    } else {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lastSpace = nil
                }
                if character == " " {
                    if lineWidth == 0 { continue }
                    lastSpace = line.endIndex
                }
                line.append(character)
                lineWidth += w
            }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines
    }

    /// `wrapped(toWidth:)` of one paragraph of printable ASCII (every byte one cell), appended
    /// to `lines`: the same breaks as the general loop, without walking graphemes.
    private static func wrapASCII(_ paragraph: Substring.UTF8View, toWidth width: Int, into lines: inout [String]) {
        let space: UInt8 = 0x20
        var line: [UInt8] = []
        var lastSpace: Int? = nil
        for byte in paragraph {
            if line.count + 1 > width {
                if byte == space {
                    lines.append(String(decoding: line, as: UTF8.self)); line.removeAll(); lastSpace = nil
                    continue
                }
                if let at = lastSpace {
                    lines.append(String(decoding: line[..<at], as: UTF8.self))
                    line.removeSubrange(...at)
                } else {
                    lines.append(String(decoding: line, as: UTF8.self))
                    line.removeAll()
                }
                lastSpace = nil
            }
            if byte == space {
                if line.isEmpty { continue }
                lastSpace = line.count
            }
            line.append(byte)
        }
        while line.last == space { line.removeLast() }
        lines.append(String(decoding: line, as: UTF8.self))
    }
}
