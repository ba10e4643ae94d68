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
/// - Adjacent writes on one row of one-column printable ASCII characters in one role form one
///   text run, which a backend can write with one call; every other write is a run of its own.
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

    /// Writes a backend can make with one call each: adjacent changes on one row that are all
    /// printable ASCII characters of one cell in one role, or a single change of any other kind
    /// (a line glyph, a wide glyph, any other grapheme), which the backend lays out on its own.
    public enum Run: Equatable, Sendable {
        /// The characters `bytes` (printable ASCII, one a cell) from column `x` of row `y`.
        case text(x: Int, y: Int, role: StyleRole, bytes: [UInt8])
        /// One change written on its own.
        case cell(Change)
    }

    /// Whether the screen is cleared before the changes are written.
    public var clearsScreen: Bool
    /// The writes grouped into runs, row by row, left to right.
    public private(set) var runs: [Run]

    /// The writes, row by row, left to right, one a cell (a wide glyph is one write).
    public var changes: [Change] {
        runs.flatMap { run -> [Change] in
            switch run {
            case .text(let x, let y, let role, let bytes):
                return bytes.enumerated().map { offset, byte in
                    Change(x: x + offset, y: y, cell: Cell(grapheme: String(UnicodeScalar(byte)), width: 1, role: role))
                }
            case .cell(let change):
                return [change]
            }
        }
    }

    public init(clearsScreen: Bool, changes: [Change]) {
        self.clearsScreen = clearsScreen
        var runs = RunBuilder()
        for change in changes {
            runs.add(change.cell, x: change.x, y: change.y)
        }
        self.runs = runs.finished()
    }

    /// The changes that turn `previous` (nil when the screen's content is unknown) into `next`
    /// on a terminal of `screen` size.
    public init(from previous: ScreenBuffer?, to next: ScreenBuffer, screen: Size) {
        let base = (previous?.size == next.size && next.size == screen) ? previous : nil
        clearsScreen = base == nil
        runs = []
        let columns = min(next.size.width, screen.width)
        let rows = min(next.size.height, screen.height)
        guard columns > 0, rows > 0 else { return }
        var builder = RunBuilder()
        // The cells are read in place (a copy of each would retain its strings).
        next.cells.withUnsafeBufferPointer { cells in
            for y in 0..<rows {
                var x = 0
                while x < columns {
                    let index = y * next.size.width + x
                    if let base, base.cells[index] == cells[index], !Self.coversChangedRightHalf(next, base, x, y) {
                        x += max(1, cells[index].width)
                        continue
                    }
                    if builder.addPlain(cells[index], x: x, y: y) {
                        x += 1
                        continue
                    }
                    let change = Self.write(cells[index], next: next, x: x, y: y, columns: columns)
                    if let change { builder.add(change.cell, x: change.x, y: change.y) }
                    x += change?.cell.width ?? 1
                }
            }
        }
        runs = builder.finished()
    }

    /// Groups writes into runs as they come, row by row, left to right.
    private struct RunBuilder {
        var runs: [Run] = []
        var text: [UInt8] = []
        var x = 0
        var y = 0
        var role = StyleRole.normal

        /// Adds `cell` at (`x`, `y`) to the run being built when it is a one-column cell of one
        /// printable ASCII character; returns false, adding nothing, for any other cell.
        mutating func addPlain(_ cell: Cell, x: Int, y: Int) -> Bool {
            guard cell.width == 1, cell.line == nil else { return false }
            let utf8 = cell.grapheme.utf8
            guard utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F else { return false }
            if text.isEmpty || y != self.y || x != self.x + text.count || cell.role != role {
                endText()
                self.x = x
                self.y = y
                role = cell.role
            }
            text.append(byte)
            return true
        }

        /// Adds the write of `cell` at (`x`, `y`): to the text run when it is plain, else as a
        /// run of its own.
        mutating func add(_ cell: Cell, x: Int, y: Int) {
            if addPlain(cell, x: x, y: y) { return }
            endText()
            runs.append(.cell(Change(x: x, y: y, cell: cell)))
        }

        mutating func endText() {
            guard !text.isEmpty else { return }
            runs.append(.text(x: x, y: y, role: role, bytes: text))
            text = []
        }

        mutating func finished() -> [Run] {
            endText()
            return runs
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
