/// A run of cells in one row that share a role other than `.normal`.
public struct StyleRun: Hashable, Sendable, CustomStringConvertible {
    public var row: Int
    /// First and last column, inclusive; a wide glyph counts both of its columns.
    public var columns: ClosedRange<Int>
    public var role: StyleRole

    public init(row: Int, columns: ClosedRange<Int>, role: StyleRole) {
        self.row = row
        self.columns = columns
        self.role = role
    }

    /// "row 2 cols 0-39: selection"
    public var description: String {
        "row \(row) cols \(columns.lowerBound)-\(columns.upperBound): \(role)"
    }
}
