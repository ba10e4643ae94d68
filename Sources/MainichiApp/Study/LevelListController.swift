import MainichiCore
import TerminalUI

/// The JLPT levels of vocabulary or kanji, N5 to N1, then any other bundled deck of the kind (the
/// optional Names kanji): each with its item count, day count and a progress bar of the days done.
/// Enter opens the level's day list. The learner's own decks are under My decks, not here.
///
/// Everything comes from the deck summaries and the progress, so no deck is decoded here.
public final class LevelListController: TableViewController {
    let context: AppContext
    let kind: DeckKind
    private(set) var summaries: [DeckSummary]

    public init(context: AppContext, kind: DeckKind) {
        self.context = context
        self.kind = kind
        self.summaries = context.library.allSummaries(of: kind).filter { !context.library.isUserDeck($0.deckID) }
        super.init(title: kind == .vocab ? "Vocabulary" : "Kanji")
        tableView.reservesExpansionColumn = false
        tableView.register(LevelCell.self, forCellReuseIdentifier: LevelCell.reuseIdentifier)
    }

    /// The words of the screen in the current language.
    private var strings: any StudyStrings { context.strings.study }

    public override var title: String {
        get { context.strings.common.kindTitle(kind) }
        set {}
    }

    public override func draw(in canvas: Canvas) {
        tableView.emptyMessage = strings.noDecks(kind)
        super.draw(in: canvas)
    }

    public override func viewWillAppear() {
        tableView.reloadData()
    }

    public override func viewDidAppear() {
        // The first visit selects the level being studied.
        guard !hasSelectedCurrentLevel else { return }
        hasSelectedCurrentLevel = true
        let progress = context.progress.progress
        if let index = summaries.firstIndex(where: {
            progress.completedDayCount(deck: $0.deckID, dayCount: $0.dayCount) < $0.dayCount
        }) {
            tableView.selectRow(at: TableIndexPath(row: index))
        }
    }
    private var hasSelectedCurrentLevel = false

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        let widths = LevelCell.widths(for: canvas.width)
        var x = LevelCell.inset
        let titles = [strings.levelHeader, strings.itemsHeader(kind), strings.daysHeader, strings.doneHeader]
        for (index, (title, width)) in zip(titles, widths).enumerated() {
            // Numbers are right-aligned under their titles; a title wider than its column may use
            // the gap after it, never more.
            let room = index == titles.count - 1 ? width : width + 1
            let titleX = index == 1 || index == 2 ? x + max(0, width - title.displayWidth) : x
            canvas.draw(title, at: Point(x: titleX, y: 0), role: .columnHeader, maxWidth: room)
            x += width + 2
        }
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { summaries.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: LevelCell.reuseIdentifier, as: LevelCell.self)
        let summary = summaries[indexPath.row]
        cell.level = summary.level?.displayName ?? context.deckName(summary.deckID)
        cell.items = "\(summary.itemCount)"
        cell.days = "\(summary.dayCount)"
        cell.done = context.progress.progress.completedDayCount(deck: summary.deckID, dayCount: summary.dayCount)
        cell.total = summary.dayCount
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        let summary = summaries[indexPath.row]
        do {
            push(DayListController(context: context, outline: try context.library.outline(id: summary.deckID)))
        } catch {
            showStatus(strings.cannotOpen(context.deckName(summary.deckID), context.strings.errors.text(error)), role: .wrong)
        }
    }
}

/// A level row: level, item count, day count and the progress bar of days done.
final class LevelCell: TableViewCell {
    static let reuseIdentifier = "Level"

    var level = ""
    var items = ""
    var days = ""
    var done = 0
    var total = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        level = ""
        items = ""
        days = ""
        done = 0
        total = 0
    }

    /// Columns left blank before the level, where the study lists' fields start.
    static let inset = StudyItemCell.markWidth

    /// The widths of the level, items, days and bar columns in a row `width` wide.
    static func widths(for width: Int) -> [Int] {
        [5, 5, 4, max(0, width - inset - 5 - 5 - 4 - 6)]
    }

    override func draw(in canvas: Canvas, isSelected: Bool) {
        let widths = Self.widths(for: canvas.width)
        let canvas = canvas.inset(left: Self.inset)
        canvas.draw(level, row: 0, x: 0, width: widths[0], alignment: .leading, role: .title)
        canvas.draw(items, row: 0, x: widths[0] + 2, width: widths[1], alignment: .trailing)
        canvas.draw(days, row: 0, x: widths[0] + widths[1] + 4, width: widths[2], alignment: .trailing)
        let barX = widths[0] + widths[1] + widths[2] + 6
        let countWidth = 10
        let barWidth = min(40, max(4, canvas.width - barX - countWidth - 1))
        StudyFormat.drawProgressBar(done: done, total: total, barWidth: barWidth, in: canvas, at: Point(x: barX, y: 0))
    }
}
