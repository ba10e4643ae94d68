/// The position of a row in a table view (UIKit's `IndexPath`, renamed so it does not clash with
/// Foundation's): a row, and for the lines beneath an expanded row,
/// which sub-row.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var row: Int
    /// The sub-row within the expanded `row`, or nil for the row itself.
    public var subRow: Int?

    public init(row: Int, subRow: Int? = nil) {
        self.row = row
        self.subRow = subRow
    }

    /// Whether this is a sub-row of an expanded row.
    public var isSubRow: Bool { subRow != nil }

    /// The row itself (for a sub-row, its parent).
    public var parent: TableIndexPath { TableIndexPath(row: row) }

    /// Table order: a row, then its sub-rows, then the next row.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        if lhs.row != rhs.row { return lhs.row < rhs.row }
        return (lhs.subRow ?? -1) < (rhs.subRow ?? -1)
    }

    public var description: String {
        subRow.map { "\(row).\($0)" } ?? "\(row)"
    }
}
