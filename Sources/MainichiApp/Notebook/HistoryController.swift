#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    /// The screen's words in the interface's language.
    private var strings: any NotebookStrings { context.strings.notebook }
    private var openDay: KeyBinding { KeyBinding(keys: [.enter], label: strings.openDayLabel, help: strings.openDayHelp) }

    public init(context: AppContext) {
        self.context = context
        super.init(title: context.strings.notebook.historyTitle)
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = context.strings.notebook.emptyHistory
    }

    public override func viewWillAppear() {
        reload()
        if let first = warnings.first {
            showStatus(warnings.count == 1 ? first : strings.andMore(first, more: warnings.count - 1), role: .wrong)
        }
    }

    /// Reads history again, from the journals' end: the newest entries first (`HistoryPager`),
    /// older ones as the learner scrolls towards them.
    func reload() {
        pager = HistoryPager(directory: context.progress.directory, itemIDMap: context.progress.historyIDMap)
        folding = RowFolding(calendar: context.calendar)
        rows = []
        loadRows(through: lastHeight)
    }

    /// Rows read ahead of the selection beyond a screen (the first frame reads only a screen:
    /// a date's reviews are one row, so at thousands of reviews a day each row is many entries).
    static let rowsAhead = 60
    /// Entries read from the journals at a time.
    static let pageEntries = 500

    /// The journals' reader, and the rows folded from what it gave.
    private var pager: HistoryPager?
    private lazy var folding = RowFolding(calendar: context.calendar)

    /// Whether older entries are still unread.
    var hasMore: Bool { pager.map { !$0.isFinished } ?? false }

    /// Reads entries until there are more than `count` rows (so that the last shown date's
    /// reviews are all counted) or none are left.
    func loadRows(through count: Int) {
        guard let pager, !pager.isFinished, rows.count <= count else { return }
        while !pager.isFinished, folding.rows.count <= count {
            let page = pager.next(Self.pageEntries)
            if page.restarts { folding = RowFolding(calendar: context.calendar) }
            folding.add(page.entries)
        }
        rows = folding.rows
        warnings = pager.warnings.map(context.strings.errors.logWarning)
        let calendar = context.calendar
        let thisYear = calendar.date(ofDay: calendar.day(of: context.now)).year
        narrowDatesOmitYear = rows.allSatisfy { row in
            switch row {
            case .reviews(let day, _): TextFormat.dateParts(ofStamp: day)?.year == thisYear
            case .event(let event): calendar.date(ofDay: calendar.day(of: event.time)).year == thisYear
            }
        }
        tableView.reloadData()
    }

    /// Turns events (newest first) into rows, folding each date's reviews into one row and each
    /// date's study of one day into one row (the newest). Dates are study days of `calendar`.
    static func rows(from events: [HistoryEvent], calendar: StudyCalendar) -> [Row] {
        var folding = RowFolding(calendar: calendar)
        folding.add(events)
        return folding.rows
    }

    /// Rows folded from events given newest first, a page at a time: the rows of all pages are
    /// those of the events read at once.
    struct RowFolding {
        let calendar: StudyCalendar
        private(set) var rows: [Row] = []
        private var reviewRow: [String: Int] = [:]
        private var studiedDays = Set<String>()
        private var numbering: StudyDayNumbering
        private var stampByDay: [Int: String] = [:]

        init(calendar: StudyCalendar) {
            self.calendar = calendar
            numbering = StudyDayNumbering(calendar: calendar)
        }

        mutating func add(_ events: [HistoryEvent]) {
            rows.reserveCapacity(rows.count + events.count)
            for event in events {
                guard event.type == .review || (event.type == .study && event.dayKey != nil) else {
                    rows.append(.event(event))
                    continue
                }
                // Day stamps are made once per study day, and days found with few zone look-ups.
                let day = numbering.day(of: event.time)
                let stamp = stampByDay[day] ?? {
                    let stamp = calendar.stamp(ofDay: day)
                    stampByDay[day] = stamp
                    return stamp
                }()
                if event.type == .study, let day = event.dayKey {
                    // Each opening of a day's list is logged; the newest of a date stands for all.
                    if studiedDays.insert("\(stamp) \(day.rawValue)").inserted {
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
        }
    }

    /// The fields of a row, in the interface's language: when, what, kind, how, score; and for
    /// a narrow screen what (a retest of wrong items marked ✗) and the score with a short mode.
    func fields(of row: Row) -> (wide: [String], narrowWhat: String, narrowHow: String) {
        let common = context.strings.common
        switch row {
        case .reviews(let day, let count):
            let date = TextFormat.dateParts(ofStamp: day).map { common.compactDate(year: $0.year, month: $0.month, day: $0.day) } ?? day
            let reviews = strings.reviews(count)
            return ([date, reviews, "", "", ""], reviews, "")
        case .event(let event):
            let calendar = context.calendar
            let parts = calendar.date(ofDay: calendar.day(of: event.time))
            let (hour, minute) = calendar.hourAndMinute(of: event.time)
            let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            let when = common.compactDate(year: parts.year, month: parts.month, day: parts.day) + " \(two(hour)):\(two(minute))"
            let testing = context.strings.testing
            let dayName = event.dayKey.map { context.dayName($0) }
            var what: String
            var narrowWhat: String?
            switch event.source {
            case .bookmarks?: what = testing.bookmarksName
            case .mistakes?: what = testing.mistakesName
            case .leeches?: what = testing.leechesName
            case .retest?:
                what = testing.retestName(day: dayName, wrongOnly: event.wrongOnly == true)
                if event.wrongOnly == true, dayName != nil {
                    narrowWhat = testing.retestName(day: dayName, wrongOnly: false) + " ✗"
                }
            case .level?: what = strings.levelGame(event.kind, event.level?.rawValue ?? event.deck.map { context.deckName($0) })
            case .day?, nil: what = dayName ?? "-"
            }
            // Entries of the learner's decks written before they named the kind: the deck knows it.
            let eventKind = event.kind ?? event.deck.flatMap { context.library.summary(id: $0)?.kind }
            let kind = eventKind.map(common.kindName) ?? (event.type == .test ? strings.mixed : "")
            // A narrow row has no kind column: K (search's mark) before a kanji line, so that a
            // vocabulary day and the kanji day of the same number are not two identical lines.
            // Vocabulary, the usual case, stays unmarked, which keeps "N5 Day 2 retest ✗" whole.
            let mark = eventKind == .kanji ? context.strings.search.kanjiMark + " " : ""
            switch event.type {
            case .test:
                let score = event.score.map { "\($0)/\(event.total ?? 0)" } ?? ""
                let mode = event.mode.map(common.testModeName) ?? ""
                let short = event.mode.map(strings.shortMode) ?? ""
                return ([when, what, kind, mode, score], mark + (narrowWhat ?? what), score.isEmpty ? short : "\(score) \(short)")
            case .study:
                return ([when, what, kind, strings.studied, ""], mark + what, strings.studied)
            case .review:
                return ([when, event.itemID ?? "", "", strings.review, ""], event.itemID ?? "", strings.review)
            case .game:
                let score = event.score.map { strings.won($0, of: event.total ?? 0) } ?? ""
                return ([when, what, kind, strings.hangman, score], mark + what, score.isEmpty ? strings.hangman : "\(score) \(strings.hangman)")
            }
        }
    }

    // MARK: - Header

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        var spans: [(String, StyleRole)] = [(hasMore ? strings.entriesSoFar(rows.count) : strings.entries(rows.count), .dim)]
        if !warnings.isEmpty {
            spans.append((strings.unreadable(warnings.count), .wrong))
        }
        canvas.draw(spans, at: Point(x: 2, y: 0))
    }

    /// The wide layout: when, what, kind, how, score. "N1 Day 170 retest wrong" is 23 columns
    /// wide; an empty first column sets the rows in by two cells, like every other screen.
    /// The kind and how columns are measured from their labels in the current
    /// language ("Vocabulary" and "multiple choice" in English, narrower in Korean); what they do
    /// not need goes to the "what" column, so a long Korean retest name is not cut.
    var wideLayout: ColumnLayout {
        let common = context.strings.common
        let kinds = [common.kindName(.vocab), common.kindName(.kanji), strings.mixed]
        let hows = TestMode.allCases.map(common.testModeName) + [strings.studied, strings.review, strings.hangman]
        let kind = min(10, kinds.map(\.displayWidth).max() ?? 10)
        let how = min(15, hows.map(\.displayWidth).max() ?? 15)
        return ColumnLayout([.fixed(0), .fixed(16), .fixed(23 + (10 - kind) + (15 - how)), .fixed(kind), .fixed(how), .flexible()],
                            spacing: 2)
    }

    /// Whether every line is of this year, so narrow rows give the date without it ("11-28").
    private var narrowDatesOmitYear = true

    /// The date of a row on a narrow screen: without the year when every line is of this year, so
    /// that "N5 Day 2 retest ✗" fits beside it in 40 columns.
    func narrowDate(of row: Row) -> String {
        let common = context.strings.common
        let parts: (year: Int, month: Int, day: Int)
        switch row {
        case .reviews(let day, _):
            guard let stamp = TextFormat.dateParts(ofStamp: day) else { return day }
            parts = stamp
        case .event(let event):
            let calendar = context.calendar
            let date = calendar.date(ofDay: calendar.day(of: event.time))
            parts = (date.year, date.month, date.day)
        }
        return narrowDatesOmitYear ? common.shortDate(month: parts.month, day: parts.day)
            : common.compactDate(year: parts.year, month: parts.month, day: parts.day)
    }

    /// Narrow rows: set in two cells like every other screen (a blank column and the spacing),
    /// then the date, what and how.
    private var narrowLayout: ColumnLayout {
        let common = context.strings.common
        let date = narrowDatesOmitYear ? common.shortDate(month: 12, day: 28) : common.compactDate(year: 2026, month: 12, day: 28)
        return ColumnLayout([.fixed(1), .fixed(date.displayWidth), .flexible(), .fixed(11)], spacing: 1)
    }

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
        let table = tableView.keys
        return ([table.move] + (selectedDay == nil ? [] : [openDay]) + [table.expand] + table.scrolling).filter(\.isEnabled)
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let (fields, narrowWhat, narrowHow) = fields(of: rows[indexPath.row])
        if lastWidth < 76 {
            // Narrow: the date, K for kanji and what (a retest of wrong items marked ✗), and score or mode.
            cell.columns = ["", narrowDate(of: rows[indexPath.row]), narrowWhat, narrowHow]
            cell.columnRoles = [.normal, .dim, .normal, .accent]
            cell.columnLayout = narrowLayout
        } else {
            cell.columns = [""] + fields
            cell.columnRoles = [.normal, .dim, .normal, .dim, .dim, .accent]
            cell.columnLayout = wideLayout
        }
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        guard let day = day(atRow: indexPath.row) else {
            showStatus(strings.namesNoDay, role: .dim)
            return
        }
        guard let items = try? context.library.items(for: day), !items.isEmpty else {
            showStatus(strings.notInDecks(context.dayName(day)), role: .wrong)
            return
        }
        let list = StudyListController(context: context, title: context.dayName(day),
                                       kind: items.first?.kind ?? .vocab, items: Array(items),
                                       day: day, source: .day)
        list.recordsStudy = false
        push(list)
    }

    private var lastWidth = 80

    /// Reads older entries before a key moves towards them: End (G) reads them all, other keys
    /// keep `rowsAhead` rows and a screen read beyond the selection.
    public override func handle(_ key: Key) -> Bool {
        if hasMore {
            if key == .end || key == .character("G") {
                loadRows(through: Int.max - 1)
            } else {
                let selected = tableView.selectedIndexPath?.row ?? 0
                loadRows(through: selected + Self.rowsAhead + lastHeight)
            }
        }
        let handled = super.handle(key)
        if hasMore {
            loadRows(through: (tableView.selectedIndexPath?.row ?? 0) + Self.rowsAhead + lastHeight)
        }
        return handled
    }

    private var lastHeight = 24

    public override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        lastHeight = canvas.height
        super.draw(in: canvas)
    }
}
