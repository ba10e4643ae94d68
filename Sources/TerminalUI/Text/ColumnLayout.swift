/// Aligned columns by display width, so word, reading and meaning line up next to Japanese text.
///
/// ```swift
/// // Measure once when the data changes, not per frame:
/// let layout = ColumnLayout.aligning(words.map { [$0.word, $0.reading, $0.meaning] },
///                                    maximumWidths: [12, 16, nil])
/// layout.draw([word, reading, meaning], roles: [.normal, .dim, .normal], in: canvas, row: 0)
/// ```
/// Each field is cut (with the truncation mark) or padded with spaces to its column's width;
/// when the columns do not fit the canvas, the rightmost ones shrink first.
public struct ColumnLayout: Sendable, Equatable {
    /// One column: how wide it is and how text sits in it.
    public struct Column: Sendable, Equatable {
        /// How a column's width is decided.
        public enum Width: Sendable, Equatable {
            /// Exactly this many columns.
            case fixed(Int)
            /// An equal share of the room the other columns leave, at least `minimum`.
            case flexible(minimum: Int)
            /// As wide as this row's field (only aligned when it is the last column).
            case fitting
        }

        public var width: Width
        public var alignment: TextAlignment

        public init(width: Width, alignment: TextAlignment = .leading) {
            self.width = width
            self.alignment = alignment
        }

        public static func fixed(_ width: Int, alignment: TextAlignment = .leading) -> Column {
            Column(width: .fixed(width), alignment: alignment)
        }

        public static func flexible(minimum: Int = 0, alignment: TextAlignment = .leading) -> Column {
            Column(width: .flexible(minimum: minimum), alignment: alignment)
        }

        public static let fitting = Column(width: .fitting)
    }

    public var columns: [Column]
    /// Blank columns between fields.
    public var spacing: Int

    public init(_ columns: [Column], spacing: Int = 2) {
        self.columns = columns
        self.spacing = spacing
    }

    /// A layout whose columns are as wide as their widest field across `rows` (capped by
    /// `maximumWidths`, nil for no cap); the last column is flexible and takes the rest.
    public static func aligning(_ rows: [[String]], maximumWidths: [Int?] = [], spacing: Int = 2,
                                alignments: [TextAlignment] = []) -> ColumnLayout {
        let count = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: count)
        for row in rows {
            for (index, field) in row.enumerated() { widths[index] = max(widths[index], field.displayWidth) }
        }
        let columns = (0..<count).map { index -> Column in
            let alignment = index < alignments.count ? alignments[index] : .leading
            if index == count - 1 { return .flexible(minimum: 0, alignment: alignment) }
            let cap = index < maximumWidths.count ? maximumWidths[index] : nil
            return .fixed(min(widths[index], cap ?? .max), alignment: alignment)
        }
        return ColumnLayout(columns, spacing: spacing)
    }

    /// The width of each column within `totalWidth` columns, for these fields.
    public func widths(forTotalWidth totalWidth: Int, fields: [String] = []) -> [Int] {
        var widths = columns.enumerated().map { index, column -> Int in
            switch column.width {
            case .fixed(let width): return max(0, width)
            case .flexible(let minimum): return max(0, minimum)
            case .fitting: return index < fields.count ? fields[index].displayWidth : 0
            }
        }
        let gaps = spacing * max(0, columns.count - 1)
        var spare = totalWidth - gaps - widths.reduce(0, +)
        let flexible = columns.indices.filter { if case .flexible = columns[$0].width { return true } else { return false } }
        if spare > 0, !flexible.isEmpty {
            let share = spare / flexible.count
            for (n, index) in flexible.enumerated() {
                widths[index] += share + (n < spare % flexible.count ? 1 : 0)
            }
            spare = 0
        }
        // Too wide: shrink from the right.
        var index = widths.count - 1
        while spare < 0 && index >= 0 {
            let cut = min(widths[index], -spare)
            widths[index] -= cut
            spare += cut
            index -= 1
        }
        return widths
    }

    /// Draws fields into row `y` of `canvas`, each cut or padded to its column.
    public func draw(_ fields: [String], roles: [StyleRole] = [], in canvas: Canvas, row y: Int = 0) {
        let widths = widths(forTotalWidth: canvas.width, fields: fields)
        var x = 0
        for (index, width) in widths.enumerated() {
            if width > 0, index < fields.count {
                let role = index < roles.count ? roles[index] : .normal
                canvas.draw(fields[index], row: y, x: x, width: width, alignment: columns[index].alignment, role: role)
            }
            x += width + spacing
            if x >= canvas.width { break }
        }
    }

    /// The fields as one line of exactly `width` columns (for plain text output).
    public func line(_ fields: [String], width: Int) -> String {
        let widths = widths(forTotalWidth: width, fields: fields)
        var parts: [String] = []
        for (index, columnWidth) in widths.enumerated() {
            let field = index < fields.count ? fields[index] : ""
            parts.append(field.padded(toWidth: columnWidth, alignment: columns[index].alignment))
        }
        return parts.joinedText(separator: String(repeating: " ", count: spacing)).padded(toWidth: width)
    }
}
