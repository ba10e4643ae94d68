import Foundation
import MainichiCore
import TerminalUI

/// The study log, newest first: one line per test, one line per studied day and date (opening
/// a day's list again the same date adds no line), and one line per date for reviews
/// ("2026-11-21  42 reviews"), read from the progress journal (`StudyHistory`). Enter on a line
/// that names a day opens that day's study list. Lines skipped because they were torn by a crash
/// are counted in the header and named in the status line.
public final class HistoryController: TableViewController {
    let context: AppContext

    /// One line of the list.
    enum Row {
        case event(HistoryEvent)
        /// Every review of one study day (see `StudyCalendar`), at the time of the day's newest.
        case reviews(day: String, count: Int)
    }

    private(set) var rows: [Row] = []
    private(set) var warnings: [String] = []

    private let openDay = KeyBinding(keys: [.enter], label: "open day", help: "Open the study list of the selected line's day (also l, Right)")

    public init(context: AppContext) {
        self.context = context
        super.init(title: "History")
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = "Nothing yet. Studied days, tests and reviews are logged here as you go."
    }

    public override func viewWillAppear() {
        reload()
        if let first = warnings.first {
            showStatus(warnings.count == 1 ? first : "\(first) (and \(warnings.count - 1) more)", role: .wrong)
        }
    }

    /// Reads history again.
    func reload() {
        let contents = context.historyContents()
        warnings = contents.warnings
        rows = Self.rows(from: contents.events, calendar: context.calendar)
        tableView.reloadData()
    }

    /// Turns events (newest first) into rows, folding each date's reviews into one row and each
    /// date's study of one day into one row (the newest). Dates are study days of `calendar`.
    static func rows(from events: [HistoryEvent], calendar: StudyCalendar) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(events.count)
        var reviewRow: [String: Int] = [:]
        var studiedDays = Set<String>()
        var stampByQuarter: [Int: String] = [:]
        for event in events {
            guard event.type == .review || (event.type == .study && event.dayKey != nil) else {
                rows.append(.event(event))
                continue
            }
            // Day stamps are cached per quarter hour (every zone's offset is a whole number of
            // quarter hours): a long log holds many reviews in one.
            let quarter = Int((event.time.timeIntervalSince1970 / 900).rounded(.down))
            let stamp = stampByQuarter[quarter] ?? {
                let stamp = StudyProgress.dayStamp(event.time, calendar: calendar)
                stampByQuarter[quarter] = stamp
                return stamp
            }()
            if event.type == .study, let day = event.dayKey {
                // Each opening of a day's list is logged; the newest of a date stands for all.
                if studiedDays.insert("\(stamp) \(day.kind.rawValue) \(day.level.rawValue) \(day.day)").inserted {
                    rows.append(.event(event))
                }
                continue
            }
            if let index = reviewRow[stamp], case .reviews(let day, let count) = rows[index] {
                rows[index] = .reviews(day: day, count: count + 1)
            } else {
                reviewRow[stamp] = rows.count
                rows.append(.reviews(day: stamp, count: 1))
            }
        }
        return rows
    }

    /// The fields of a row: when, what, kind, how, score.
    func fields(of row: Row) -> [String] {
        switch row {
        case .reviews(let day, let count):
            return [day, "\(count) \(count == 1 ? "review" : "reviews")", "", "", ""]
        case .event(let event):
            let when = context.calendar.dateTimeText(of: event.time)
            let what: String
            switch event.source {
            case .bookmarks?: what = "Bookmarks"
            case .mistakes?: what = "Mistakes"
            case .leeches?: what = "Leeches"
            case .retest?:
                let retest = event.wrongOnly == true ? "retest wrong" : "retest"
                what = event.dayKey.map { "\($0.displayName) \(retest)" } ?? (event.wrongOnly == true ? "Retest wrong" : "Retest")
            case .level?: what = event.level.map { "\(event.kind == .kanji ? "Kanji" : "Vocab") \($0.displayName)" } ?? "Level"
            case .day?, nil: what = event.dayKey?.displayName ?? "-"
            }
            let kind = event.kind?.displayName ?? (event.type == .test ? "mixed" : "")
            switch event.type {
            case .test:
                let score = event.score.map { "\($0)/\(event.total ?? 0)" } ?? ""
                return [when, what, kind, event.mode?.displayName ?? "", score]
            case .study:
                return [when, what, kind, "studied", ""]
            case .review:
                return [when, event.itemID ?? "", "", "review", ""]
            case .game:
                let score = event.score.map { "\($0)/\(event.total ?? 0) won" } ?? ""
                return [when, what, kind, "hangman", score]
            }
        }
    }

    // MARK: - Header

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        var spans: [(String, StyleRole)] = [("\(rows.count) \(rows.count == 1 ? "entry" : "entries"), newest first", .dim)]
        if !warnings.isEmpty {
            spans.append(("  \(warnings.count) unreadable \(warnings.count == 1 ? "line" : "lines") skipped", .wrong))
        }
        canvas.draw(spans, at: Point(x: 2, y: 0))
    }

    // "N1 Day 170 retest wrong" is 23 columns wide.
    // An empty first column sets the rows in by two cells, like every other screen.
    private static let layout = ColumnLayout([.fixed(0), .fixed(16), .fixed(23), .fixed(10), .fixed(15), .flexible()], spacing: 2)
    // Narrow rows keep column 0: at 40 cells "N5 Day 2 retest ✗" needs every one.
    private static let narrowLayout = ColumnLayout([.fixed(10), .flexible(), .fixed(11)], spacing: 1)

    // MARK: - Keys

    /// The day the selected line names, if any (tests and studied days; not reviews, bookmarks
    /// or mistakes).
    var selectedDay: DayKey? {
        tableView.selectedIndexPath.flatMap { day(atRow: $0.row) }
    }

    /// The day a line names, if any.
    func day(atRow row: Int) -> DayKey? {
        guard row < rows.count, case .event(let event) = rows[row], event.type != .review else { return nil }
        return event.dayKey
    }

    /// Enter is offered only on a line naming a day; an empty log offers no list keys at all.
    public override var keyBindings: [KeyBinding] {
        guard !rows.isEmpty else { return [] }
        let table = tableView.keyBindings.filter { !$0.keys.contains(.enter) }
        return Array(table.prefix(1)) + (selectedDay == nil ? [] : [openDay]) + table.dropFirst()
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let fields = fields(of: rows[indexPath.row])
        if lastWidth < 76 {
            // Narrow: the date, what (a retest of wrong items marked ✗), and score or mode.
            let what = fields[1].hasSuffix(" retest wrong") ? String(fields[1].dropLast(5)) + "✗" : fields[1]
            cell.columns = [String(fields[0].prefix(10)), what,
                            fields[4].isEmpty ? fields[3] : "\(fields[4]) \(Self.shortMode(fields[3]))"]
            cell.columnRoles = [.dim, .normal, .accent]
            cell.columnLayout = Self.narrowLayout
        } else {
            cell.columns = [""] + fields
            cell.columnRoles = [.normal, .dim, .normal, .dim, .dim, .accent]
            cell.columnLayout = Self.layout
        }
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        guard let day = day(atRow: indexPath.row) else {
            showStatus("This line names no day to open.", role: .dim)
            return
        }
        guard let items = try? context.library.items(for: day), !items.isEmpty else {
            showStatus("\(day.displayName) is not in the decks.", role: .wrong)
            return
        }
        let list = StudyListController(context: context, title: day.displayName, kind: day.kind, items: Array(items),
                                       day: day, source: .day)
        list.recordsStudy = false
        push(list)
    }

    /// "MC", "typed", "cards", "on" for a narrow screen.
    private static func shortMode(_ mode: String) -> String {
        switch mode {
        case TestMode.multipleChoice.displayName: "MC"
        case TestMode.typedReading.displayName: "typed"
        case TestMode.flashcard.displayName: "cards"
        case TestMode.onyomi.displayName: "on"
        default: mode
        }
    }

    private var lastWidth = 80

    public override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        super.draw(in: canvas)
    }
}
