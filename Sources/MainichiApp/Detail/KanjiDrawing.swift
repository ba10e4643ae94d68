import MainichiCore
import TerminalUI

/// A kanji drawn large in braille dots from its stroke polylines, with stroke numbers at the
/// strokes' starting points.
///
/// Shows either the whole kanji or the first `shownStrokes` strokes with the last of them
/// highlighted (stepping through the stroke order). The drawing is square in dots: a braille
/// cell is 2 dots wide and 4 high, and a terminal cell about twice as high as wide, so a drawing
/// `rows` high is `2 * rows` columns wide.
public struct KanjiDrawing {
    /// The strokes to draw.
    public let strokes: KanjiStrokes
    /// How many strokes to show, from the first; nil shows them all with none highlighted.
    public var shownStrokes: Int?
    /// Whether each shown stroke gets its number at its starting point.
    public var showsNumbers = true

    /// A drawing of `strokes`, whole (`shownStrokes` nil) or up to a stroke.
    public init(strokes: KanjiStrokes, shownStrokes: Int? = nil, showsNumbers: Bool = true) {
        self.strokes = strokes
        self.shownStrokes = shownStrokes
        self.showsNumbers = showsNumbers
    }

    /// The role of the highlighted (current) stroke and its number.
    public static let currentRole = StyleRole.accent
    /// The role of the stroke numbers.
    static let numberRole = StyleRole.dim

    /// The largest square drawing (in cells, width twice the height) that fits in `size`.
    public static func size(fitting size: Size) -> Size {
        let rows = max(0, min(size.height, size.width / 2))
        return Size(width: rows * 2, height: rows)
    }

    /// Draws the kanji in a panel on the right of `canvas` when there is room for it and for
    /// `contentWidth` columns beside it, and returns the canvas left for the content; returns
    /// `canvas` itself (drawing nothing) when there is no room. The panel is about 24 by 12 cells
    /// at 80x24, larger on larger screens, with the stroke count (or "stroke 3 of 10") below.
    /// `maximumRows` overrides the default height cap (about 3/20 of the width).
    static func drawPanel(_ strokes: KanjiStrokes, shownStrokes: Int? = nil, in canvas: Canvas,
                          contentWidth: Int = 36, maximumRows: Int? = nil,
                          strings: any DetailStrings) -> Canvas {
        let rows = min(canvas.height - 2, maximumRows ?? canvas.width * 3 / 20)
        let size = Self.size(fitting: Size(width: rows * 2, height: rows))
        let panel = size.width + 2
        guard size.height >= 6, canvas.width - panel >= contentWidth else { return canvas }
        let right = canvas.subcanvas(Rect(x: canvas.width - panel, y: 0, width: panel, height: canvas.height))
        KanjiDrawing(strokes: strokes, shownStrokes: shownStrokes).draw(in: right, at: Point(x: 1, y: 1), size: size)
        right.draw(caption(strokes, shownStrokes: shownStrokes, strings: strings), row: size.height + 1, x: 1, width: size.width,
                   alignment: .center, role: shownStrokes == nil ? .dim : currentRole)
        return canvas.subcanvas(Rect(x: 0, y: 0, width: canvas.width - panel, height: canvas.height))
    }

    /// "stroke 3 of 10" while stepping, "10 strokes" for the whole kanji.
    static func caption(_ strokes: KanjiStrokes, shownStrokes: Int?,
                        strings: any DetailStrings) -> String {
        strings.strokeCaption(shownStrokes, of: strokes.count)
    }

    /// Draws the kanji into `canvas` in the square of `size` (see `size(fitting:)`) at `origin`.
    public func draw(in canvas: Canvas, at origin: Point, size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        var dots = DotCanvas(columns: size.width, rows: size.height)
        let visible = min(strokes.count, shownStrokes ?? strokes.count)
        let scaleX = Double(dots.dotWidth - 1) / KanjiStrokes.gridSize
        let scaleY = Double(dots.dotHeight - 1) / KanjiStrokes.gridSize
        func dot(_ point: KanjiStrokes.Point) -> (x: Int, y: Int) {
            (Int((point.x * scaleX).rounded()), Int((point.y * scaleY).rounded()))
        }
        for index in 0..<visible {
            let role = shownStrokes != nil && index == visible - 1 ? Self.currentRole : .normal
            let points = strokes.strokes[index]
            var previous = dot(points[0])
            for point in points.dropFirst() {
                let next = dot(point)
                dots.drawLine(fromX: previous.x, y: previous.y, toX: next.x, y: next.y, role: role)
                previous = next
            }
        }
        dots.draw(in: canvas, at: origin)
        guard showsNumbers else { return }
        var taken = Set<Point>()
        for index in 0..<visible {
            let label = String(index + 1)
            let start = dot(strokes.strokes[index][0])
            let cell = Point(x: start.x / 2, y: start.y / 4)
            guard let place = Self.labelPlace(for: cell, width: label.count, size: size, taken: taken) else { continue }
            for column in 0..<label.count { taken.insert(Point(x: place.x + column, y: place.y)) }
            let role = shownStrokes != nil && index == visible - 1 ? Self.currentRole : Self.numberRole
            canvas.draw(label, at: Point(x: origin.x + place.x, y: origin.y + place.y), role: role, mark: nil)
        }
    }

    /// Where a number of `width` columns goes for a stroke starting in `cell`: just left of the
    /// start when there is room, else on it, then one row up or down; never over or next to
    /// another number.
    static func labelPlace(for cell: Point, width: Int, size: Size, taken: Set<Point>) -> Point? {
        let candidates = [Point(x: cell.x - width, y: cell.y), Point(x: cell.x, y: cell.y),
                          Point(x: cell.x - width, y: cell.y - 1), Point(x: cell.x - width, y: cell.y + 1),
                          Point(x: cell.x, y: cell.y - 1), Point(x: cell.x, y: cell.y + 1)]
        for place in candidates where place.x >= 0 && place.y >= 0 && place.x + width <= size.width && place.y < size.height {
            // A blank column on either side keeps two numbers from reading as one ("1" "2" as "12").
            if (-1...width).allSatisfy({ !taken.contains(Point(x: place.x + $0, y: place.y)) }) { return place }
        }
        return nil
    }
}
