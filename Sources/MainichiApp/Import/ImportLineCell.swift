import TerminalUI

/// One line of the import preview: spans of text in their roles, or several wrapped lines (a
/// bad row's reason).
final class ImportLineCell: TableViewCell {
    static let reuseIdentifier = "ImportLine"

    /// The line's pieces, drawn one after another on the first line.
    var spans: [(String, StyleRole)] = []
    /// Further lines under the first, indented.
    var continuation: [String] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        spans = []
        continuation = []
    }

    override func draw(in canvas: Canvas, isSelected: Bool) {
        var x = 0
        for (text, role) in spans where x < canvas.width {
            x += canvas.draw(text, at: Point(x: x, y: 0), role: role)
        }
        for (index, line) in continuation.enumerated() where index + 1 < canvas.height {
            canvas.draw(line, at: Point(x: 4, y: index + 1), role: .normal)
        }
    }
}
