import TerminalUI

/// A row of a study list: the bookmark mark, then the fields of a word, a kanji or an example
/// word in aligned columns. The controller fills `columns`, `columnRoles`, `columnLayout` and
/// `isBookmarked`.
///
/// Item rows draw the expansion mark (kanji), the bookmark mark `*` and the fields; example-word
/// sub-rows start their fields where the kanji column of their row starts.
final class StudyItemCell: TableViewCell {
    static let reuseIdentifier = "StudyItem"
    /// Columns taken by the bookmark mark and its gap before the first field.
    static let markWidth = 2

    /// Whether the row's item is bookmarked.
    var isBookmarked = false
    /// Whether the row's item is a leech (drawn as `!` right after the bookmark mark).
    var isLeech = false

    override func prepareForReuse() {
        super.prepareForReuse()
        isBookmarked = false
        isLeech = false
    }

    override func draw(in canvas: Canvas, isSelected: Bool) {
        let isSubRow = indexPath.isSubRow
        let left = isSubRow ? (reservesExpansionColumn ? 2 : 0) + Self.markWidth : contentOffset
        if isExpandable {
            canvas.draw(isExpanded ? "-" : "+", at: Point(x: 0, y: 0), role: .accent)
        }
        if !isSubRow && isBookmarked {
            canvas.draw("*", at: Point(x: left, y: 0), role: .accent)
        }
        if !isSubRow && isLeech {
            canvas.draw("!", at: Point(x: left + 1, y: 0), role: .wrong)
        }
        let fieldsX = isSubRow ? left : left + Self.markWidth
        let fields = canvas.subcanvas(Rect(x: fieldsX, y: 0, width: max(0, canvas.width - fieldsX), height: canvas.height))
        let layout = columnLayout ?? ColumnLayout(columns.map { _ in .fitting })
        layout.draw(columns, roles: columns.indices.map { $0 < columnRoles.count ? columnRoles[$0] : textRole }, in: fields)
    }
}
