/// One row's view in a table view; subclass it for custom drawing, or use it as is.
///
/// The table view dequeues cells by reuse identifier, so a cell object is drawn for many rows
/// over time: reset per-row state in `prepareForReuse()`.
///
/// As is, the cell draws: an indent for sub-rows, a "+"/"-" expansion mark for rows that
/// expand, then either `columns` laid out by `columnLayout` or `text`, and `detailText` at the
/// right edge. The whole row turns `.selection` when selected (see `highlightsWhenSelected`).
open class TableViewCell {
    /// The identifier a plain `TableViewCell` is registered under in every table view.
    public static let defaultReuseIdentifier = "Cell"

    public let reuseIdentifier: String

    /// The main text (used when `columns` is empty).
    public var text = ""
    public var textRole: StyleRole = .normal
    /// Fields drawn with `columnLayout` instead of `text`: word, reading, meaning...
    public var columns: [String] = []
    /// Roles for `columns`, by position; missing ones are `textRole`.
    public var columnRoles: [StyleRole] = []
    /// How `columns` are laid out; nil lays them out with two spaces between them.
    public var columnLayout: ColumnLayout?
    /// Text at the right edge: a count, a date, a mark.
    public var detailText: String?
    public var detailRole: StyleRole = .dim

    /// The row the cell is drawing; set by the table view before `draw(in:isSelected:)`.
    public internal(set) var indexPath = TableIndexPath(row: 0)
    /// Whether the cell's row is selected; set by the table view.
    public internal(set) var isSelected = false
    /// Whether the row has sub-rows to show; set by the table view.
    public internal(set) var isExpandable = false
    /// Whether the row's sub-rows are showing; set by the table view.
    public internal(set) var isExpanded = false
    /// Whether the table keeps a column for the expansion mark on every top-level row; set by the table view.
    public internal(set) var reservesExpansionColumn = false
    /// 0 for rows, 1 for sub-rows; set by the table view.
    public internal(set) var indentationLevel = 0

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the per-row content before the cell is reused for another row.
    /// Subclasses call super.
    open func prepareForReuse() {
        text = ""
        textRole = .normal
        columns = []
        columnRoles = []
        detailText = nil
        detailRole = .dim
    }

    /// Whether the table view turns the whole row `.selection` after the cell drew it selected.
    open var highlightsWhenSelected: Bool { true }

    /// The column where content starts after the indent and expansion mark.
    public var contentOffset: Int {
        (reservesExpansionColumn ? 2 : 0) + indentationLevel * 2
    }

    /// Draws the row into `canvas`, which is exactly the row's size.
    open func draw(in canvas: Canvas, isSelected: Bool) {
        if isExpandable {
            canvas.draw(isExpanded ? "-" : "+", at: Point(x: indentationLevel * 2, y: 0), role: .accent)
        }
        var right = canvas.width
        if let detailText, !detailText.isEmpty {
            let width = min(detailText.displayWidth, canvas.width / 2)
            canvas.draw(detailText, row: 0, x: canvas.width - width - 1, width: width, alignment: .trailing, role: detailRole)
            right = canvas.width - width - 2
        }
        let content = canvas.subcanvas(Rect(x: contentOffset, y: 0, width: max(0, right - contentOffset), height: canvas.height))
        if columns.isEmpty {
            content.draw(text, at: .zero, role: textRole)
        } else {
            let layout = columnLayout ?? ColumnLayout(columns.map { _ in .fitting })
            layout.draw(columns, roles: columns.indices.map { $0 < columnRoles.count ? columnRoles[$0] : textRole },
                        in: content, row: 0)
        }
    }
}
