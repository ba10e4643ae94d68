import Foundation
import MainichiCore
import TerminalUI

/// The study log, newest first: one line per test or studied day, and one line per day for
/// reviews ("2026-11-21  42 reviews"), read from history.jsonl. Lines skipped because they were
/// torn by a crash are counted in the header and named in the status line.
public final class HistoryController: TableViewController {
    let context: AppContext

    /// One line of the list.
    enum Row {
        case event(HistoryEvent)
        /// Every review of one local day, at the time of the day's newest.
        case reviews(day: String, count: Int)
    }

    private(set) var rows: [Row] = []
    private(set) var warnings: [String] = []
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

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

    /// Reads history.jsonl again.
    func reload() {
        let contents = context.history.read()
        warnings = contents.warnings
        rows = Self.rows(from: contents.events)
        tableView.reloadData()
    }

    /// Turns events (newest first) into rows, folding each day's reviews into one row.
    static func rows(from events: [HistoryEvent], calendar: Calendar = .current) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(events.count)
        var reviewRow: [String: Int] = [:]
        var stampByHour: [Int: String] = [:]
        for event in events {
            guard event.type == .review else {
                rows.append(.event(event))
                continue
            }
            // Day stamps are cached per hour: a long log holds many reviews an hour.
            let hour = Int((event.time.timeIntervalSince1970 / 3600).rounded(.down))
            let stamp = stampByHour[hour] ?? {
                let stamp = StudyProgress.dayStamp(event.time, calendar: calendar)
                stampByHour[hour] = stamp
                return stamp
            }()
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
            let when = formatter.string(from: event.time)
            let what: String
            switch event.source {
            case .bookmarks?: what = "Bookmarks"
            case .mistakes?: what = "Mistakes"
            case .retest?: what = event.dayKey.map { "\($0.displayName) retest" } ?? "Retest"
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
        canvas.draw(spans, at: Point(x: 1, y: 0))
    }

    private static let layout = ColumnLayout([.fixed(16), .fixed(15), .fixed(10), .fixed(15), .flexible()], spacing: 2)
    private static let narrowLayout = ColumnLayout([.fixed(10), .fixed(10), .fixed(0), .fixed(0), .flexible()], spacing: 1)

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        var fields = fields(of: rows[indexPath.row])
        if lastWidth < 70 {
            // Narrow: the date, what, and score or mode.
            fields[0] = String(fields[0].prefix(10))
            fields[4] = fields[4].isEmpty ? fields[3] : "\(fields[4]) \(Self.shortMode(fields[3]))"
        }
        cell.columns = fields
        cell.columnRoles = [.dim, .normal, .dim, .dim, .accent]
        cell.columnLayout = lastWidth < 70 ? Self.narrowLayout : Self.layout
        return cell
    }

    /// "MC", "typed", "cards" for a narrow screen.
    private static func shortMode(_ mode: String) -> String {
        switch mode {
        case TestMode.multipleChoice.displayName: "MC"
        case TestMode.typedReading.displayName: "typed"
        case TestMode.flashcard.displayName: "cards"
        default: mode
        }
    }

    private var lastWidth = 80

    public override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        super.draw(in: canvas)
    }
}
