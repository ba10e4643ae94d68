import MainichiCore
import TerminalUI

/// Everything about one kanji: readings in display form (ひと(つ), 〜び, ひと〜), meanings,
/// strokes, radical, grade, frequency and every example word (Enter opens the word).
///
/// Keys: b bookmarks, p pronounces the first reading (on an example word, the word), a adds to
/// reviews, d opens the kanji's day.
public final class KanjiDetailController: DetailController {
    public let kanji: KanjiItem

    private let bookmark = KeyBinding("b", label: "bookmark", help: "Bookmark the kanji, or remove its bookmark")
    private let pronounce = KeyBinding("p", label: "say", help: "Pronounce the first reading, or the selected word")
    private let addToReviews = KeyBinding("a", label: "add to reviews", help: "Add the kanji to reviews",
                                          showsInFooter: false)
    private let goToDay = KeyBinding("d", label: "day", help: "Open the kanji's day", showsInFooter: false)

    public init(context: AppContext, kanji: KanjiItem) {
        self.kanji = kanji
        super.init(context: context, title: kanji.kanji)
    }

    public override var titleAccessory: String? {
        let mark = context.progress.progress.isBookmarked(kanji.id) ? "* " : ""
        return mark + kanji.level.displayName + " Day \(kanji.day)"
    }

    public override var keyBindings: [KeyBinding] {
        let table = tableView.keyBindings
        return [table[0], pronounce, bookmark, table[1], addToReviews, goToDay] + table.dropFirst(2)
    }

    override func makeRows(width: Int) -> [DetailRow] {
        var rows: [DetailRow] = []
        var title: [(String, StyleRole)] = [("[ " + kanji.kanji + " ]", .title), ("  ", .normal),
                                            (kanji.meanings.first ?? "", .normal)]
        if context.progress.progress.isBookmarked(kanji.id) { title.append(("  * bookmarked", .accent)) }
        rows.append(DetailRow(key: "title", lines: [truncate(title, width: width)], isSelectable: true))
        let labelWidth = 9
        rows.append(.gap("readings"))
        rows.append(.field("On", list: kanji.onyomi, labelWidth: labelWidth, width: width, valueRole: .accent))
        rows.append(.field("Kun", list: kanji.displayKunyomi, labelWidth: labelWidth, width: width, valueRole: .accent))
        rows.append(.field("Meanings", kanji.meanings.joined(separator: "; "), labelWidth: labelWidth, width: width))
        // The facts below are read, not acted on: j goes from the meanings straight to the examples.
        rows.append(.field("Strokes", "\(kanji.strokes)", labelWidth: labelWidth, width: width, isSelectable: false))
        let radical = kanji.radical + (kanji.radicalNumber.map { " (\($0))" } ?? "")
        rows.append(.field("Radical", radical.isEmpty ? "-" : radical, labelWidth: labelWidth, width: width,
                           isSelectable: false))
        rows.append(.field("Grade", kanji.grade.map(Self.gradeName) ?? "-", labelWidth: labelWidth, width: width,
                           isSelectable: false))
        rows.append(.field("Frequency", kanji.frequency.map { "\($0) of 2500 in newspapers" } ?? "-",
                           labelWidth: labelWidth, width: width, isSelectable: false))
        if !kanji.examples.isEmpty {
            rows.append(.gap("examples"))
            rows.append(.heading("Example words"))
            let layout = ColumnLayout.aligning(kanji.examples.map { [$0.word, $0.reading, $0.level?.displayName ?? "", $0.meaning] },
                                               maximumWidths: [width < 70 ? 8 : 14, width < 70 ? 10 : 18, 2])
            let widths = layout.widths(forTotalWidth: width)
            for (index, example) in kanji.examples.enumerated() {
                let fields = [example.word, example.reading, example.level?.displayName ?? "", example.meaning]
                let roles: [StyleRole] = [.normal, .accent, .dim, .normal]
                var line: [(String, StyleRole)] = []
                for (column, field) in fields.enumerated() where column < widths.count {
                    let cell = field.displayWidth > widths[column] ? field.truncated(toWidth: widths[column]) : field
                    let padded = column == fields.count - 1 ? cell : cell.padded(toWidth: widths[column]) + "  "
                    line.append((padded, roles[column]))
                }
                rows.append(DetailRow(key: "example:\(index)", lines: [truncate(line, width: width)], isSelectable: true,
                                      action: .openExample(example, of: kanji), speech: example.reading))
            }
        }
        return rows
    }

    /// "1st grade" ... "6th grade", "secondary school" for 8, "jinmeiyō" for 9 and 10.
    static func gradeName(_ grade: Int) -> String {
        switch grade {
        case 1: return "1st grade"
        case 2: return "2nd grade"
        case 3: return "3rd grade"
        case 4...6: return "\(grade)th grade"
        case 8: return "secondary school"
        case 9, 10: return "names (jinmeiyo)"
        default: return "\(grade)"
        }
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case pronounce:
            let first = kanji.onyomi.first ?? kanji.kunyomi.first.map(KanjiReading.bare) ?? kanji.kanji
            context.pronounce(selectedRow?.speech ?? first, from: self)
        case bookmark:
            toggleBookmark(.kanji(kanji))
        case addToReviews:
            addToReviews(.kanji(kanji))
        case goToDay:
            goToDay(of: .kanji(kanji))
        default:
            return super.handle(key)
        }
        return true
    }
}
