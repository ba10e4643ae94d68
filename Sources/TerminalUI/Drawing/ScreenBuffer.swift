/// A grid of cells: one frame of the screen.
///
/// Drawing goes through `Canvas`, which clips by display width and never splits a wide
/// glyph; the buffer itself only stores cells.
public struct ScreenBuffer: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank()) {
        let width = max(0, size.width), height = max(0, size.height)
        self.size = Size(width: width, height: height)
        self.cells = Array(repeating: fill, count: width * height)
    }

    /// The cell at column `x`, row `y`. Both must lie inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Whether `point` lies inside the buffer.
    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
    }
}
