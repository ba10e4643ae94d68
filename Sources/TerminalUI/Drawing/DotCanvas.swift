/// A grid of dots drawn as Unicode braille cells: each text cell holds 2 by 4 dots.
///
/// Braille patterns (U+2800 to U+28FF) are one column wide and not East-Asian-ambiguous, so a
/// dot canvas lines up with text in every terminal. Dot coordinates grow right and down from the
/// top left: a canvas of `columns` by `rows` cells has `columns * 2` by `rows * 4` dots. Lines are
/// rasterised with Bresenham's algorithm; dots outside the grid are dropped. Each cell remembers
/// the role of the last line that set one of its dots, so a highlighted line shows in its own
/// style. Nothing here knows what is drawn.
///
/// ```swift
/// var dots = DotCanvas(columns: 24, rows: 12)
/// dots.drawLine(fromX: 0, y: 0, toX: 47, y: 47)
/// dots.draw(in: canvas, at: Point(x: 2, y: 1))
/// ```
public struct DotCanvas: Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    private var bits: [UInt8]
    private var roles: [StyleRole]

    /// The bit of each dot within a braille cell, by row (0...3) then column (0...1).
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// An empty canvas of `columns` by `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        roles = Array(repeating: .normal, count: self.columns * self.rows)
    }

    /// Width in dots.
    public var dotWidth: Int { columns * 2 }
    /// Height in dots.
    public var dotHeight: Int { rows * 4 }

    /// Sets the dot at (x, y) in `role`; ignored outside the grid.
    public mutating func setDot(x: Int, y: Int, role: StyleRole = .normal) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let index = (y >> 2) * columns + (x >> 1)
        bits[index] |= Self.dotBits[y & 3][x & 1]
        roles[index] = role
    }

    /// Whether the dot at (x, y) is set; false outside the grid.
    public func isDotSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return bits[(y >> 2) * columns + (x >> 1)] & Self.dotBits[y & 3][x & 1] != 0
    }

    /// Draws a straight line of dots between two dot positions, both ends included.
    public mutating func drawLine(fromX x0: Int, y y0: Int, toX x1: Int, y y1: Int, role: StyleRole = .normal) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var x = x0, y = y0, error = dx + dy
        while true {
            setDot(x: x, y: y, role: role)
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += sx
            }
            if doubled <= dx {
                error += dx
                y += sy
            }
        }
    }

    /// The braille cell at a cell position, or nil when it has no dot (or lies outside).
    public func cell(column: Int, row: Int) -> Cell? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let index = row * columns + column
        guard bits[index] != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(bits[index])) else { return nil }
        return Cell(grapheme: String(Character(scalar)), width: 1, role: roles[index])
    }

    /// Writes the cells that have dots into `canvas` with their top left at `origin` (local to the
    /// canvas). Cells without dots are left alone, so text already there shows through, and text
    /// drawn afterwards (labels) replaces whole cells. The canvas clips by cell: a braille cell is
    /// one column wide, so clipping never cuts a glyph.
    public func draw(in canvas: Canvas, at origin: Point) {
        for row in 0..<rows {
            for column in 0..<columns {
                if let cell = cell(column: column, row: row) {
                    canvas.set(cell, at: Point(x: origin.x + column, y: origin.y + row))
                }
            }
        }
    }
}
