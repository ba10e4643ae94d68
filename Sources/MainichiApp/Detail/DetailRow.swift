import MainichiCore
import TerminalUI

/// One row of a detail screen: one or more lines of styled text, laid out for the screen width,
/// with what Enter and `p` do on it.
struct DetailRow {
    /// What a row does when chosen.
    enum Action {
        /// Opens the detail of a kanji.
        case openKanji(KanjiItem)
        /// Opens the detail of a word that uses the kanji.
        case openExample(KanjiExample, of: KanjiItem)
        /// Opens the entry of a longer word of the text (the reader's), by its place in `longerWords`.
        case openLongerWord(Int)
        /// Nothing; `p` may still speak `speech`.
        case none
    }

    /// A stable name for the row, to keep the selection when the rows are rebuilt for a new width.
    var key: String
    /// The lines, each a list of text runs.
    var lines: [[(String, StyleRole)]]
    /// Whether the selection may rest on it (false for section headings and gaps).
    var isSelectable: Bool
    var action: Action = .none
    /// What `p` says on this row (an example sentence); nil to say the item itself.
    var speech: String?

    /// A section heading such as "Meanings".
    static func heading(_ title: String) -> DetailRow {
        DetailRow(key: "heading:" + title, lines: [[(title, .sectionHeader)]], isSelectable: false)
    }

    /// An empty line between sections.
    static func gap(_ key: String) -> DetailRow {
        DetailRow(key: "gap:" + key, lines: [[]], isSelectable: false)
    }

    /// A label and its value ("Strokes  4"), the value wrapped to the width with later lines indented.
    static func field(_ label: String, _ value: String, labelWidth: Int, width: Int, valueRole: StyleRole = .normal,
                      isSelectable: Bool = true) -> DetailRow {
        field(label, lines: value.wrapped(toWidth: max(1, width - labelWidth - 2)), labelWidth: labelWidth,
              valueRole: valueRole, isSelectable: isSelectable)
    }

    /// A label and a list of values ("Kun  ひと(つ)、ひと〜"), wrapped between values so a line
    /// never breaks inside a reading nor starts with the separator.
    static func field(_ label: String, list values: [String], separator: String = "、", labelWidth: Int, width: Int,
                      valueRole: StyleRole = .normal) -> DetailRow {
        let lines = values.isEmpty ? ["-"] : wrapList(values, separator: separator, toWidth: max(1, width - labelWidth - 2))
        return field(label, lines: lines, labelWidth: labelWidth, valueRole: valueRole, isSelectable: true)
    }

    private static func field(_ label: String, lines valueLines: [String], labelWidth: Int, valueRole: StyleRole,
                              isSelectable: Bool) -> DetailRow {
        let lines = valueLines.enumerated().map { index, line -> [(String, StyleRole)] in
            [((index == 0 ? label : "").padded(toWidth: labelWidth) + "  ", .dim), (line, valueRole)]
        }
        return DetailRow(key: "field:" + label, lines: lines.isEmpty ? [[(label, .dim)]] : lines, isSelectable: isSelectable)
    }

    /// Joins `values` with `separator` into lines of at most `width` columns, breaking only after
    /// a separator (which stays at the end of its line); a value wider than a line is wrapped alone.
    static func wrapList(_ values: [String], separator: String, toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, value) in values.enumerated() {
            let piece = value + (index < values.count - 1 ? separator : "")
            if line.isEmpty || line.displayWidth + piece.displayWidth <= width {
                line += piece
            } else {
                lines.append(line)
                line = piece
            }
            if line.displayWidth > width {
                let parts = line.wrapped(toWidth: width)
                lines += parts.dropLast()
                line = parts.last ?? ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// An own item's notes under their heading (nothing when the item has none).
    static func notes(_ notes: String?, heading: String, width: Int) -> [DetailRow] {
        guard let notes, !notes.isEmpty else { return [] }
        return [.gap("notes"), .heading(heading), .wrapped(notes, prefix: "  ", key: "notes", width: width)]
    }

    /// Text wrapped to the width, in one role, with a hanging indent after the first line's `prefix`.
    static func wrapped(_ text: String, prefix: String = "", key: String, width: Int, role: StyleRole = .normal) -> DetailRow {
        let indent = String(repeating: " ", count: prefix.displayWidth)
        let lines = text.wrapped(toWidth: max(1, width - indent.count)).enumerated().map { index, line in
            [((index == 0 ? prefix : indent), StyleRole.dim), (line, role)]
        }
        return DetailRow(key: key, lines: lines.isEmpty ? [[]] : lines, isSelectable: true)
    }
}

/// Draws a detail row's lines.
final class DetailCell: TableViewCell {
    static let reuseIdentifier = "Detail"

    var lines: [[(String, StyleRole)]] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        lines = []
    }

    override func draw(in canvas: Canvas, isSelected: Bool) {
        for (y, line) in lines.enumerated() where y < canvas.height {
            canvas.draw(line, at: Point(x: 1, y: y))
        }
    }
}
