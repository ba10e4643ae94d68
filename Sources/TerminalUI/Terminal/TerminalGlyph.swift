/// How a backend writes one cell's grapheme so that the terminal shows it in exactly the
/// cell's width: a pure function of the grapheme and the terminal's per-character widths.
///
/// - Zero-width format characters (ZWJ, ZWNJ, zero-width space, word joiner, BOM, bidi
///   isolates) are never sent: terminals disagree on them, and a ZWJ made tmux join the next
///   glyph and shift the rest of the row.
/// - A base character with combining marks is one terminal cell, with at most four marks (a
///   curses cell holds five characters; a pile of fifty marks shows the base and four).
/// - A sequence the terminal would draw wider than the cell (an emoji ZWJ family, a skin tone)
///   shows its first glyph alone, which keeps the row aligned.
/// - Two spacing characters that form one grapheme, like half-width ｼ + ﾞ, go to two cells.
/// - Anything else (a control character, a base of the wrong width) gives nil: the backend
///   writes `?` in each column.
public enum TerminalGlyph {
    /// The most characters one terminal cell holds (curses' CCHARW_MAX).
    public static let maximumScalars = 5

    /// The characters to write, one array per terminal column used (one array, or two for a
    /// pair like ｼﾞ), or nil when nothing recognisable fits. `scalarWidth` is the terminal's
    /// width of one character (`wcwidth`): 0 for a combining mark, negative when unknown.
    public static func cells(for grapheme: String, width: Int,
                             scalarWidth: (Unicode.Scalar) -> Int) -> [[Unicode.Scalar]]? {
        let scalars = grapheme.unicodeScalars.filter { !isZeroWidthFormat($0) }
        guard let first = scalars.first, !scalars.contains(where: DisplayWidth.isControl) else { return nil }
        let rest = scalars.dropFirst()
        let baseWidth = scalarWidth(first)
        let emojiPresentation = width == 2 && rest.contains("\u{FE0F}")
        if baseWidth == width || (emojiPresentation && baseWidth == 1) {
            if rest.allSatisfy({ scalarWidth($0) == 0 }) {
                return [[first] + rest.prefix(maximumScalars - 1)]
            }
            return [[first]]
        }
        if width == 2, baseWidth == 1, rest.count == 1, let second = rest.first, scalarWidth(second) == 1 {
            return [[first], [second]]
        }
        return nil
    }

    /// Zero-width format characters that are dropped before the terminal.
    public static func isZeroWidthFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}
