/// An area chart drawn in braille cells (U+2800 to U+28FF, one column wide each): every cell holds
/// 2 x 4 dots, so a chart `width` cells wide and `height` rows high shows `2 * width` columns of
/// values at `4 * height` levels.
///
/// ```swift
/// let rows = BrailleChart.rows(values: perDay, width: 60, height: 8, maximum: perDay.max() ?? 1)
/// ```
public enum BrailleChart {
    /// The chart's rows, top first. Values are averaged into `2 * width` columns; each column is
    /// filled from the bottom up to its value's share of `maximum` (a positive value always
    /// shows at least one dot).
    public static func rows(values: [Double], width: Int, height: Int, maximum: Double) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let columns = width * 2
        let levels = height * 4
        var heights = [Int](repeating: 0, count: columns)
        if !values.isEmpty && maximum > 0 {
            for column in 0..<columns {
                let lower = column * values.count / columns
                let upper = max(lower + 1, (column + 1) * values.count / columns)
                let slice = values[lower..<min(upper, values.count)]
                let mean = slice.reduce(0, +) / Double(slice.count)
                guard mean > 0 else { continue }
                heights[column] = min(levels, max(1, Int((mean / maximum * Double(levels)).rounded())))
            }
        }
        // Dot bits of a braille cell, bottom row first: left column, then right column.
        let leftDots: [UInt32] = [0x40, 0x04, 0x02, 0x01]
        let rightDots: [UInt32] = [0x80, 0x20, 0x10, 0x08]
        var rows: [String] = []
        for row in 0..<height {
            let bottomLevel = (height - 1 - row) * 4
            var line = ""
            for cell in 0..<width {
                var bits: UInt32 = 0
                for dot in 0..<4 {
                    if heights[cell * 2] > bottomLevel + dot { bits |= leftDots[dot] }
                    if heights[cell * 2 + 1] > bottomLevel + dot { bits |= rightDots[dot] }
                }
                line.unicodeScalars.append(Unicode.Scalar(0x2800 + bits)!)
            }
            rows.append(line)
        }
        return rows
    }
}
