/// Draws into a `ScreenBuffer` within a clip rectangle, in coordinates local to that rectangle.
///
/// A canvas clips everything by display width: text never spills out of its rectangle, a wide
/// glyph that would straddle the right edge becomes a space, and writing over half of a wide
/// glyph blanks the other half, so the buffer never holds half a glyph. Control characters in
/// text are dropped. Canvases are cheap values that share the buffer they draw into: make a
/// child with `subcanvas(_:)` and hand it to a view.
///
/// ```swift
/// var buffer = ScreenBuffer(size: Size(width: 40, height: 3))
/// buffer.draw { canvas in
///     canvas.draw("食べる", at: Point(x: 0, y: 0), role: .title)
///     canvas.drawBox(canvas.bounds)
/// }
/// ```
public struct Canvas {
    let storage: CanvasStorage
    /// Where local (0, 0) lies in the buffer.
    public let origin: Point
    /// The size the canvas was made with; drawing is further clipped to `clip`.
    public let size: Size
    /// The buffer rectangle drawing may touch: this canvas's rectangle cut to its parents'.
    public let clip: Rect

    init(storage: CanvasStorage, origin: Point, size: Size, clip: Rect) {
        self.storage = storage
        self.origin = origin
        self.size = size
        self.clip = clip
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    /// The canvas's own rectangle in local coordinates: origin zero, `size`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    // MARK: - Children

    /// A canvas for `rect` (local coordinates), clipped to this canvas.
    ///
    /// The child keeps its own coordinates even when part of it lies outside: a row scrolled
    /// half out of view draws as if whole, and only the visible part reaches the buffer.
    public func subcanvas(_ rect: Rect) -> Canvas {
        let absolute = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: max(0, rect.width), height: max(0, rect.height))
        return Canvas(storage: storage, origin: absolute.origin, size: absolute.size, clip: absolute.intersection(clip))
    }

    /// A canvas for this one shrunk by the given margins.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Canvas {
        subcanvas(bounds.inset(top: top, left: left, bottom: bottom, right: right))
    }

    /// Whether a local point lies inside the canvas and its clip.
    public func isVisible(_ point: Point) -> Bool {
        bounds.contains(point) && clip.contains(Point(x: origin.x + point.x, y: origin.y + point.y))
    }

    // MARK: - Cells

    /// The cell at a local point, or nil outside the canvas.
    public subscript(point: Point) -> Cell? {
        guard isVisible(point) else { return nil }
        return storage.buffer[origin.x + point.x, origin.y + point.y]
    }

    /// Writes one cell at a local point; ignored outside the canvas.
    ///
    /// A wide cell (width 2) also claims the next column; if that column is outside the canvas
    /// a blank is written instead. Whatever wide glyph the write cuts in half is blanked.
    public func set(_ cell: Cell, at point: Point) {
        guard isVisible(point), cell.width > 0 else { return }
        put(cell, x: origin.x + point.x, y: origin.y + point.y)
    }

    // MARK: - Text

    /// Draws text starting at a local point and returns the columns it used.
    ///
    /// The text is clipped to `maxWidth` columns (and always to the canvas); when it does not
    /// fit, the last column shows `mark` (nil for a hard cut). Control characters are dropped.
    @discardableResult
    public func draw(_ text: String, at point: Point, role: StyleRole = .normal, maxWidth: Int? = nil,
                     mark: Character? = String.truncationMark) -> Int {
        guard point.y >= 0, point.y < height, point.x < width else { return 0 }
        var limit = width - point.x
        if let maxWidth { limit = min(limit, maxWidth) }
        guard limit > 0 else { return 0 }
        let textWidth = text.displayWidth
        let fitted = textWidth <= limit ? text : text.truncated(toWidth: limit, mark: mark)
        let y = origin.y + point.y
        guard y >= clip.y, y < clip.maxY else { return min(textWidth, limit) }
        let left = max(0, clip.x - origin.x), right = min(width, clip.maxX - origin.x)
        var x = point.x
        for character in fitted {
            let w = character.displayWidth
            if w == 0 { continue }
            if x + w <= left || x >= right {
                x += w
                continue
            }
            if x < left {
                // Straddles the left edge: the visible half becomes a space.
                put(Cell(grapheme: " ", width: 1, role: role), x: origin.x + left, y: y)
            } else {
                put(Cell(grapheme: String(character), width: w, role: role), x: origin.x + x, y: y)
            }
            x += w
        }
        return max(0, x - max(0, point.x))
    }

    /// Draws text in row `y` aligned within the canvas width (or `width` columns from `x`),
    /// and returns the columns it used.
    @discardableResult
    public func draw(_ text: String, row y: Int, x: Int = 0, width fieldWidth: Int? = nil,
                     alignment: TextAlignment, role: StyleRole = .normal) -> Int {
        let field = min(fieldWidth ?? (width - x), width - x)
        guard field > 0 else { return 0 }
        let textWidth = min(text.displayWidth, field)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = (field - textWidth) / 2
        case .trailing: offset = field - textWidth
        }
        return draw(text, at: Point(x: x + offset, y: y), role: role, maxWidth: field - offset)
    }

    /// Draws runs of text one after another on row `y` from column `x`; returns the columns used.
    ///
    /// Runs that do not fit are cut as one line of text is: the last column shows the truncation
    /// mark, in the style of the last run drawn, and a wide glyph is never split.
    @discardableResult
    public func draw(_ spans: [(String, StyleRole)], at point: Point) -> Int {
        var x = point.x
        let total = spans.reduce(0) { $0 + $1.0.displayWidth }
        guard point.x + total > width, width - point.x > 1 else {
            for (text, role) in spans {
                guard x < width else { break }
                x += draw(text, at: Point(x: x, y: point.y), role: role, mark: nil)
            }
            return x - point.x
        }
        let limit = width - 1
        var cutRole = spans.first?.1 ?? .normal
        for (text, role) in spans {
            guard x < limit else { break }
            cutRole = role
            x += draw(text, at: Point(x: x, y: point.y), role: role, maxWidth: limit - x, mark: nil)
        }
        x += draw(String(String.truncationMark), at: Point(x: x, y: point.y), role: cutRole, mark: nil)
        return x - point.x
    }

    // MARK: - Areas

    /// Fills a local rectangle (the whole canvas when nil) with blanks in `role`.
    public func fill(_ rect: Rect? = nil, role: StyleRole = .normal) {
        fill(rect, with: .blank(role))
    }

    /// Fills a local rectangle (the whole canvas when nil) with copies of a one-column cell.
    public func fill(_ rect: Rect? = nil, with cell: Cell) {
        let area = local(rect ?? bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { put(cell, x: x, y: y) }
        }
    }

    /// Gives every cell in a local rectangle (the whole canvas when nil) a new role, keeping its text.
    ///
    /// The table view uses this to highlight the selected row after its cell has drawn.
    public func applyRole(_ role: StyleRole, to rect: Rect? = nil) {
        let area = local(rect ?? bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { storage.buffer[x, y].role = role }
        }
    }

    // MARK: - Lines

    /// Draws a horizontal line of `length` columns from a local point.
    public func drawHorizontalLine(from point: Point, length: Int, role: StyleRole = .border) {
        for i in 0..<max(0, length) { set(Cell(line: .horizontal, role: role), at: Point(x: point.x + i, y: point.y)) }
    }

    /// Draws a vertical line of `length` rows from a local point.
    public func drawVerticalLine(from point: Point, length: Int, role: StyleRole = .border) {
        for i in 0..<max(0, length) { set(Cell(line: .vertical, role: role), at: Point(x: point.x, y: point.y + i)) }
    }

    /// Draws the outline of a local rectangle with line-drawing cells; optionally a title in the top edge.
    public func drawBox(_ rect: Rect, title: String? = nil, role: StyleRole = .border) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        drawHorizontalLine(from: Point(x: rect.x + 1, y: rect.y), length: rect.width - 2, role: role)
        drawHorizontalLine(from: Point(x: rect.x + 1, y: bottom), length: rect.width - 2, role: role)
        drawVerticalLine(from: Point(x: rect.x, y: rect.y + 1), length: rect.height - 2, role: role)
        drawVerticalLine(from: Point(x: right, y: rect.y + 1), length: rect.height - 2, role: role)
        set(Cell(line: .topLeft, role: role), at: rect.origin)
        set(Cell(line: .topRight, role: role), at: Point(x: right, y: rect.y))
        set(Cell(line: .bottomLeft, role: role), at: Point(x: rect.x, y: bottom))
        set(Cell(line: .bottomRight, role: role), at: Point(x: right, y: bottom))
        if let title, rect.width > 4 {
            draw(" \(title) ", at: Point(x: rect.x + 2, y: rect.y), role: .title, maxWidth: rect.width - 4)
        }
    }

    // MARK: - Cursor

    /// Shows the terminal's text cursor at a local point in this frame (the last call wins).
    public func showCursor(at point: Point) {
        guard isVisible(point) else { return }
        storage.cursor = Point(x: origin.x + point.x, y: origin.y + point.y)
    }

    // MARK: - Internals

    /// A local rectangle as a clipped buffer rectangle.
    private func local(_ rect: Rect) -> Rect {
        Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height).intersection(clip)
    }

    /// Writes a cell at buffer coordinates inside `clip`, keeping wide glyphs whole.
    private func put(_ cell: Cell, x: Int, y: Int) {
        var cell = cell
        if cell.width == 2 && x + 1 >= clip.maxX {
            cell = Cell(grapheme: " ", width: 1, role: cell.role)
        }
        storage.breakGlyph(atX: x, y: y)
        storage.buffer[x, y] = cell
        if cell.width == 2 {
            storage.breakGlyph(atX: x + 1, y: y)
            storage.buffer[x + 1, y] = Cell(grapheme: "", width: 0, role: cell.role)
        }
    }
}

/// The buffer a family of canvases draws into, and the cursor they ask for.
final class CanvasStorage {
    var buffer: ScreenBuffer
    var cursor: Point?

    init(buffer: ScreenBuffer) {
        self.buffer = buffer
    }

    /// Before (x, y) is overwritten: blanks the other half of a wide glyph that covers it.
    @inline(__always)
    func breakGlyph(atX x: Int, y: Int) {
        let existing = buffer[x, y]
        if existing.width == 0, x > 0 {
            buffer[x - 1, y] = Cell(grapheme: " ", width: 1, role: buffer[x - 1, y].role)
        } else if existing.width == 2, x + 1 < buffer.size.width {
            buffer[x + 1, y] = Cell(grapheme: " ", width: 1, role: existing.role)
        }
    }
}

extension ScreenBuffer {
    /// Draws into the buffer through a canvas covering all of it; returns the cursor position
    /// the drawing asked for with `Canvas.showCursor(at:)`, if any.
    @discardableResult
    public mutating func draw(_ body: (Canvas) throws -> Void) rethrows -> Point? {
        let storage = CanvasStorage(buffer: self)
        self = ScreenBuffer(size: .zero)
        defer { self = storage.buffer }
        let all = Rect(origin: .zero, size: storage.buffer.size)
        try body(Canvas(storage: storage, origin: .zero, size: all.size, clip: all))
        return storage.cursor
    }
}

extension Canvas {
    /// Hides the text cursor in this frame (overlays do this over a text field).
    public func hideCursor() {
        storage.cursor = nil
    }
}
