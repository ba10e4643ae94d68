/// What a backend must write to turn the screen showing one buffer into the next: a pure
/// function of the two buffers and the terminal's size, so every rule is unit-tested and the
/// backend only executes the list.
///
/// Rules:
/// - Without a previous frame, after a resize, or when the buffer and the terminal disagree on
///   size, the whole screen is cleared and every cell is written (`clearsScreen`).
/// - Otherwise a cell is written when it differs from the previous one, in grapheme, width,
///   line glyph or role (a style change alone counts).
/// - A wide glyph is written again when its own cell is equal but its right half changed
///   (writing over either half of a wide glyph erases the whole glyph on a terminal).
/// - A wide glyph takes its two columns in one change; its continuation is never written.
/// - A wide glyph in the last visible column cannot fit: `>` is written instead, never half.
/// - A continuation whose left half is not wide (a malformed buffer) is written as a blank.
/// - Only the part of the buffer inside the terminal is considered.
public struct BufferDiff: Equatable, Sendable {
    /// One write: `cell` at column `x`, row `y`, taking `cell.width` columns (1 or 2).
    public struct Change: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var cell: Cell

        public init(x: Int, y: Int, cell: Cell) {
            self.x = x
            self.y = y
            self.cell = cell
        }
    }

    /// Whether the screen is cleared before the changes are written.
    public var clearsScreen: Bool
    /// The writes, row by row, left to right.
    public var changes: [Change]

    public init(clearsScreen: Bool, changes: [Change]) {
        self.clearsScreen = clearsScreen
        self.changes = changes
    }

    /// The changes that turn `previous` (nil when the screen's content is unknown) into `next`
    /// on a terminal of `screen` size.
    public init(from previous: ScreenBuffer?, to next: ScreenBuffer, screen: Size) {
        let base = (previous?.size == next.size && next.size == screen) ? previous : nil
        clearsScreen = base == nil
        changes = []
        let columns = min(next.size.width, screen.width)
        let rows = min(next.size.height, screen.height)
        guard columns > 0, rows > 0 else { return }
        for y in 0..<rows {
            var x = 0
            while x < columns {
                let cell = next[x, y]
                if let base, base[x, y] == cell, !Self.coversChangedRightHalf(next, base, x, y) {
                    x += max(1, cell.width)
                    continue
                }
                let change = Self.write(cell, next: next, x: x, y: y, columns: columns)
                if let change { changes.append(change) }
                x += change?.cell.width ?? 1
            }
        }
    }

    /// Whether a wide glyph at `x` stands where the previous frame had its right half changed.
    private static func coversChangedRightHalf(_ next: ScreenBuffer, _ previous: ScreenBuffer, _ x: Int, _ y: Int) -> Bool {
        guard next[x, y].width == 2, x + 1 < next.size.width else { return false }
        return previous[x + 1, y] != next[x + 1, y]
    }

    /// The write for `cell` at (`x`, `y`), or nil for the right half of a wide glyph just written.
    private static func write(_ cell: Cell, next: ScreenBuffer, x: Int, y: Int, columns: Int) -> Change? {
        if cell.isContinuation {
            if x > 0, next[x - 1, y].width == 2 { return nil }
            return Change(x: x, y: y, cell: .blank(cell.role))
        }
        if cell.width == 2 && x + 1 >= columns {
            return Change(x: x, y: y, cell: Cell(grapheme: ">", width: 1, role: cell.role))
        }
        return Change(x: x, y: y, cell: cell)
    }
}
