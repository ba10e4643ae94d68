#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// The main menu: every part of the app, each with a one-line status ("N5 Day 4 next",
/// "12 bookmarked", "3 due, 20 new").
///
/// The statuses come from the deck summaries and the progress only, so the first frame never
/// waits for a deck to decode. On its first appearance the menu shows the welcome screen (first
/// run) and any startup notices (a recovered progress file).
public final class MainMenuController: TableViewController {
    /// One entry of the menu.
    enum Entry: CaseIterable {
        case vocabulary, kanji, review, bookmarks, mistakes, search, statistics, history, settings, help

        var title: String {
            switch self {
            case .vocabulary: "Vocabulary"
            case .kanji: "Kanji"
            case .review: "Review"
            case .bookmarks: "Bookmarks"
            case .mistakes: "Mistakes"
            case .search: "Search"
            case .statistics: "Statistics"
            case .history: "History"
            case .settings: "Settings"
            case .help: "Help"
            }
        }
    }

    let context: AppContext
    let entries = Entry.allCases
    private var statuses: [String] = []
    private var hasAppeared = false
    private let layout = ColumnLayout([.fixed(14), .flexible()])

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Mainichi")
        tableView.reservesExpansionColumn = false
    }

    public override var titleAccessory: String? { StudyFormat.day(context.now, in: context.calendar) }

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        canvas.draw("毎日 Japanese, a day at a time", at: Point(x: 2, y: 0), role: .dim)
    }

    // MARK: - Lifecycle

    public override func viewWillAppear() {
        refreshStatuses()
    }

    /// The menu is looked at while time passes (reviews fall due, the date changes): it
    /// recomputes its statuses every 30 seconds. Each refresh reads only the progress in memory.
    public override var tickInterval: Double? { 30 }

    public override func tick(at date: Date) {
        refreshStatuses()
    }

    public override func viewDidAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        if !context.settings.settings.welcomeShown {
            push(WelcomeController(context: context))
        }
        let notices = context.startupNotices
        if !notices.isEmpty {
            context.startupNotices = []
            present(.message(notices.joined(separator: "\n"), title: "Notice"))
        }
    }

    /// Recomputes every entry's status line.
    func refreshStatuses() {
        let status = MenuStatus(context: context)
        statuses = entries.map { entry in
            switch entry {
            case .vocabulary: status.study(.vocab)
            case .kanji: status.study(.kanji)
            case .review: status.review()
            case .bookmarks: status.bookmarks()
            case .mistakes: status.mistakes()
            case .search: "words and kanji as you type (/ anywhere)"
            case .statistics: "your year at a glance"
            case .history: status.history()
            case .settings: status.settings()
            case .help: "how Mainichi works, and its keys"
            }
        }
        tableView.reloadData()
    }

    /// The status shown next to `entry`.
    func status(of entry: Entry) -> String {
        guard let index = entries.firstIndex(of: entry), index < statuses.count else { return "" }
        return statuses[index]
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let entry = entries[indexPath.row]
        cell.columns = ["  " + entry.title, indexPath.row < statuses.count ? statuses[indexPath.row] : ""]
        cell.columnRoles = [.normal, .dim]
        cell.columnLayout = layout
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        open(entries[indexPath.row])
    }

    /// Opens the screen of `entry`.
    func open(_ entry: Entry) {
        switch entry {
        case .vocabulary: push(LevelListController(context: context, kind: .vocab))
        case .kanji: push(LevelListController(context: context, kind: .kanji))
        case .review: push(ReviewController(context: context))
        case .bookmarks: push(BookmarksController(context: context))
        case .mistakes: push(MistakesController(context: context))
        case .search: push(SearchController(context: context))
        case .statistics: push(StatisticsController(context: context))
        case .history: push(HistoryController(context: context))
        case .settings: push(SettingsController(context: context))
        case .help: push(HelpController())
        }
    }
}
