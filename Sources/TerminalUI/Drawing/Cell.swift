/// One cell of the screen.
///
/// A wide glyph (kanji, kana, fullwidth forms) occupies two cells: the first holds the
/// grapheme with `width == 2`, the second is a continuation with an empty grapheme and
/// `width == 0`. Backends draw the first and skip the continuation.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here; empty for the continuation half of a wide glyph.
    public var grapheme: String
    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    public var width: Int
    /// What the cell means; the theme decides its look.
    public var role: StyleRole
    /// Set when the cell is a line-drawing glyph; `grapheme` then holds its ASCII fallback.
    public var line: LineGlyph?

    public init(grapheme: String, width: Int = 1, role: StyleRole = .normal) {
        self.grapheme = grapheme
        self.width = width
        self.role = role
        self.line = nil
    }

    /// A line-drawing cell.
    public init(line: LineGlyph, role: StyleRole = .border) {
        self.grapheme = line.asciiFallback
        self.width = 1
        self.role = role
        self.line = line
    }

    /// A blank cell in the given role.
    public static func blank(_ role: StyleRole = .normal) -> Cell {
        Cell(grapheme: " ", width: 1, role: role)
    }

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
