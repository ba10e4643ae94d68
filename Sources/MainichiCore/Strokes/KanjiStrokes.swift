/// The strokes of one kanji in writing order, each a polyline on KanjiVG's 109 by 109 grid.
///
/// Coordinates grow right and down from the top-left corner of the grid, as in the SVG source.
public struct KanjiStrokes: Hashable, Sendable {
    /// One point of a stroke, in grid units (0...109).
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The side of the square grid the points lie on.
    public static let gridSize: Double = 109

    /// The kanji these strokes draw.
    public let kanji: String
    /// The strokes in writing order; each has at least two points, the first being where it starts.
    public let strokes: [[Point]]

    public init(kanji: String, strokes: [[Point]]) {
        self.kanji = kanji
        self.strokes = strokes
    }

    /// The number of strokes.
    public var count: Int { strokes.count }
}
