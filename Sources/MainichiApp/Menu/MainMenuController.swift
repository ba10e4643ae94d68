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
/// waits for a deck to decode. While a large progress is still being loaded (on another thread,
/// see `ProgressStore.isLoaded`) the statuses that need it are left blank and drawn once it is in.
/// On its first appearance the menu shows the welcome screen (first run) and any startup notices
/// (a recovered progress file), those about the progress once it is loaded.
public final class MainMenuController: TableViewController {
    /// One entry of the menu.
    enum Entry: CaseIterable {
        case vocabulary, kanji, myDecks, review, bookmarks, mistakes, search, read, addWord, statistics, history, settings, help

        /// The entry's title in `strings`.
        func title(in strings: any MenuStrings) -> String {
            switch self {
            case .vocabulary: strings.vocabulary
            case .kanji: strings.kanji
            case .myDecks: strings.myDecks
            case .addWord: strings.addWord
            case .review: strings.review
            case .bookmarks: strings.bookmarks
            case .mistakes: strings.mistakes
            case .search: strings.search
            case .read: strings.read
            case .statistics: strings.statistics
            case .history: strings.history
            case .settings: strings.settings
            case .help: strings.help
            }
        }
    }

    let context: AppContext
    /// The entries shown: My decks and Add word only where a user deck store is open.
    var entries: [Entry] {
        Entry.allCases.filter { context.deckStore != nil || ($0 != .myDecks && $0 != .addWord) }
    }
    private var statuses: [String] = []
    private var hasAppeared = false
    /// The menu's words in the current language.
    private var strings: any MenuStrings { context.strings.menu }

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Mainichi")
        tableView.reservesExpansionColumn = false
    }

    public override var title: String {
        get { strings.appTitle }
        set {}
    }

    /// The title column fits the widest entry title of the language (2 spaces before, 2 after),
    /// at least as wide as the English layout's 14 columns.
    private var layoutTitleWidth: Int { Self.titleWidth(of: entries, strings: strings) }

    /// The title column's width for `entries`: the widest title and 4, at least 14.
    static func titleWidth(of entries: [Entry], strings: any MenuStrings) -> Int {
        let widest = entries.map { $0.title(in: strings).displayWidth }.max() ?? 0
        return max(14, widest + 4)
    }

    /// The review counts in the title bar's short wording ("16 new 3 learn 0 due"), for a narrow
    /// menu; nil when the Review line says something else.
    private var compactReviewStatuses: [String] = []
    /// The width of the last frame, to choose between the two wordings.
    private var lastWidth = 80

    public override func draw(in canvas: Canvas) {
        if canvas.width != lastWidth {
            lastWidth = canvas.width
            tableView.reloadData()
        }
        super.draw(in: canvas)
    }

    public override var titleAccessory: String? { StudyFormat.date(context.now, in: context) }

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        Self.drawTagline(in: canvas, strings: strings)
    }

    /// The header line under the title bar.
    static func drawTagline(in canvas: Canvas, strings: any MenuStrings) {
        canvas.draw(strings.tagline, at: Point(x: 2, y: 0), role: .dim)
    }

    // MARK: - Lifecycle

    public override func viewWillAppear() {
        refreshStatuses()
    }

    /// The menu is looked at while time passes (reviews fall due, the date changes): it
    /// recomputes its statuses every 30 seconds. Each refresh reads only the progress in memory.
    /// While the progress is loading, a short tick draws its statuses as soon as it is in.
    public override var tickInterval: Double? { statusesWaitForProgress ? 0.02 : 30 }

    public override func tick(at date: Date) {
        refreshStatuses()
        if hasAppeared && !statusesWaitForProgress { presentStartupNotices() }
    }

    /// Whether the statuses drawn are blank for want of the progress (still loading).
    private var statusesWaitForProgress = false

    public override func viewDidAppear() {
        // Notices that come later (a deck that came back, a setting changed on another machine)
        // show when the menu is next on screen.
        guard !hasAppeared else { return presentStartupNotices() }
        hasAppeared = true
        if !context.settings.settings.welcomeShown {
            push(WelcomeController(context: context))
        }
        presentStartupNotices()
    }

    /// Shows the startup notices once, when there are any (those about the progress are known
    /// once it is loaded: until then, nothing is shown).
    private func presentStartupNotices() {
        guard context.progress.isLoaded else { return }
        context.progress.waitUntilLoaded() // at once: takes the load in, with the notices it brings
        context.collectArrivedSettings() // those a sync at start brought
        let notices = context.startupNotices
        guard !notices.isEmpty else { return }
        context.startupNotices = []
        // What arrived through the sync folder comes in alerts of its own, a deck each, so each
        // fits a small screen; the rest in one.
        let others = notices.filter { Self.syncParts(of: $0).isEmpty }
        if !others.isEmpty {
            present(.message(others.map { context.strings.app.notice($0) }.joined(separator: "\n"), title: strings.noticeTitle,
                             buttonTitle: context.strings.common.ok))
        }
        for notice in notices.flatMap(Self.syncParts) {
            present(.message(context.strings.app.notice(notice), title: strings.noticeTitle, buttonTitle: context.strings.common.ok))
        }
    }

    /// `notice` as the alerts it is shown in when it tells what arrived through the sync folder
    /// (one a deck that came back, one for the settings); none for another notice.
    private static func syncParts(of notice: StartupNotice) -> [StartupNotice] {
        switch notice {
        case .decksCameBack(let decks): decks.map { .decksCameBack([$0]) }
        case .settingsArrived: [notice]
        default: []
        }
    }

    /// Recomputes every entry's status line.
    func refreshStatuses() {
        let status = MenuStatus(context: context)
        // Never wait for the progress here: a first frame with blank statuses, then the figures.
        statusesWaitForProgress = !context.progress.isLoaded
        let waiting = statusesWaitForProgress
        compactReviewStatuses = waiting ? [] : status.compactReviews()
        statuses = entries.map { entry in
            if waiting && Self.needsProgress(entry) { return "" }
            return switch entry {
            case .vocabulary: status.study(.vocab)
            case .kanji: status.study(.kanji)
            case .myDecks: context.strings.words.menuStatus(context.deckStore?.userDecks ?? [])
            case .addWord, .search, .statistics, .help:
                Self.fixedStatus(of: entry, strings: context.strings) ?? ""
            case .review: status.review()
            case .bookmarks: status.bookmarks()
            case .mistakes: status.mistakes()
            case .read: context.strings.reader.menuStatus(recentFiles: context.readerShelf.files.count)
            case .history: status.history()
            case .settings: status.settings()
            }
        }
        tableView.reloadData()
    }

    /// The status of `entry` when it is the same whatever the decks, the progress and the files
    /// hold (Add word, Search, Statistics, Help); nil for the others.
    static func fixedStatus(of entry: Entry, strings: Strings) -> String? {
        switch entry {
        case .addWord: strings.words.addWordStatus
        case .search: strings.menu.searchStatus
        case .statistics: strings.menu.statisticsStatus
        case .help: strings.menu.helpStatus
        case .vocabulary, .kanji, .myDecks, .review, .bookmarks, .mistakes, .read, .history, .settings: nil
        }
    }

    /// The menu's row for `entry` with `status`, as `tableView(_:cellForRowAt:)` makes it.
    static func configure(_ cell: TableViewCell, entry: Entry, status: String, strings: any MenuStrings, titleWidth: Int) {
        cell.columns = ["  " + entry.title(in: strings), status]
        cell.columnRoles = [.normal, .dim]
        cell.columnLayout = ColumnLayout([.fixed(titleWidth), .flexible()])
    }

    /// Whether the status of `entry` is worked out from the progress.
    private static func needsProgress(_ entry: Entry) -> Bool {
        switch entry {
        case .vocabulary, .kanji, .review, .bookmarks, .mistakes, .history: true
        case .myDecks, .addWord, .search, .read, .statistics, .settings, .help: false
        }
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
        var status = indexPath.row < statuses.count ? statuses[indexPath.row] : ""
        // The review counts in their compact wording when the whole line would be cut.
        // The review counts in a shorter wording when the whole line would be cut: the widest
        // that fits, or the shortest.
        let room = lastWidth - layoutTitleWidth - 2
        if entry == .review, status.displayWidth > room, let shortest = compactReviewStatuses.last {
            status = compactReviewStatuses.first { $0.displayWidth <= room } ?? shortest
        }
        Self.configure(cell, entry: entry, status: status, strings: strings, titleWidth: layoutTitleWidth)
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
        case .myDecks: if let store = context.deckStore { push(MyDecksController(context: context, store: store)) }
        case .addWord: UserDeckActions.openAddWord(from: self, context: context)
        case .review: push(ReviewController(context: context))
        case .bookmarks: push(BookmarksController(context: context))
        case .mistakes: push(MistakesController(context: context))
        case .search: push(SearchController(context: context))
        case .read: push(ReaderFilesController(context: context, shelf: context.readerShelf))
        case .statistics: push(StatisticsController(context: context))
        case .history: push(HistoryController(context: context))
        case .settings: push(SettingsController(context: context))
        case .help: push(HelpController(strings: context.strings))
        }
    }
}
