/// Reading a captured screen the way a person would.
enum ScreenText {
    /// The screen's words joined by single spaces, so a message wrapped over lines reads whole.
    static func flattened(_ screen: String) -> String {
        screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The first line containing `text`.
    static func line(containing text: String, in screen: String) -> Substring? {
        screen.split(separator: "\n").first { $0.contains(text) }
    }

    /// The terminal column where `text` starts in `line`, counting kana, kanji and fullwidth
    /// forms as two columns and halfwidth katakana as one.
    static func column(of text: String, in line: Substring) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return line[..<range.lowerBound].reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of character: Character) -> Int {
        guard let value = character.unicodeScalars.first?.value else { return 0 }
        switch value {
        case 0xFF61...0xFF9F: return 1
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
