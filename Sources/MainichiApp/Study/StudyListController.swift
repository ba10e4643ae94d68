import MainichiCore
import TerminalUI

/// The study list of one day, or of bookmarked or missed items: one row per item with its
/// reading and meaning hidden until revealed, as the original app's "show reading" and
/// "show meaning" buttons.
///
/// Vocabulary rows show word, reading, meaning and a bookmark mark; kanji rows show kanji,
/// on'yomi, kun'yomi (display form), meaning and strokes, and expand into their example words.
/// Keys: r/m reveal the selected row's reading/meaning, R/M every row's; b bookmarks; p
/// pronounces; a adds to reviews; Enter opens the detail; t tests in the default mode, T asks.
/// Opening a day's list from the day list records the day as studied; a day opened only to look
/// (from search, a detail or History) does not (`recordsStudy`).
public final class StudyListController: TableViewController {
    let context: AppContext
    let kind: DeckKind
    private(set) var items: [StudyItem]
    let day: DayKey?
    let source: HistoryEvent.Source

    /// Rows whose reading is showing.
    public private(set) var revealedReadings: Set<Int> = []
    /// Rows whose meaning is showing.
    public private(set) var revealedMeanings: Set<Int> = []

    private var widths: StudyColumns.NaturalWidths
    private var columns: StudyColumns
    private var hasRecordedStudy = false

    /// The dim placeholder of a hidden reading or meaning.
    static let hiddenPlaceholder = "...."

    /// The words of the screen in the current language.
    private var strings: any StudyStrings { context.strings.study }

    private var revealReading: KeyBinding { KeyBinding("r", label: strings.readingLabel, help: strings.readingHelp) }
    private var revealMeaning: KeyBinding { KeyBinding("m", label: strings.meaningLabel, help: strings.meaningHelp) }
    private var revealAllReadings: KeyBinding {
        KeyBinding("R", label: strings.allReadingsLabel, help: strings.allReadingsHelp, showsInFooter: false)
    }
    private var revealAllMeanings: KeyBinding {
        KeyBinding("M", label: strings.allMeaningsLabel, help: strings.allMeaningsHelp, showsInFooter: false)
    }
    private var bookmark: KeyBinding { KeyBinding("b", label: strings.bookmarkLabel, help: strings.bookmarkHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp) }
    private var addToReviews: KeyBinding {
        KeyBinding("a", label: strings.addToReviewsLabel, help: strings.addToReviewsHelp, showsInFooter: false)
    }
    /// Lapses per item from the review history, read once, for the leech mark `!`.
    private lazy var leeches = LeechIndex(events: context.history.read().events)
    private var hangman: KeyBinding {
        KeyBinding("H", label: strings.hangmanLabel, help: strings.hangmanListHelp, showsInFooter: false)
    }
    private var test: KeyBinding { KeyBinding("t", label: strings.testLabel, help: strings.testListHelp) }
    private var chooseTest: KeyBinding {
        KeyBinding("T", label: strings.testModeLabel, help: strings.testModeListHelp, showsInFooter: false)
    }
    private var writeIt: KeyBinding {
        KeyBinding("w", label: strings.writeItLabel, help: strings.writeItHelp, showsInFooter: false)
    }
    /// The language the columns were laid out for.
    private var columnsLanguage = Language.english

    /// - Parameters:
    ///   - title: the breadcrumb title ("Day 3", "Bookmarks").
    ///   - kind: vocabulary or kanji; decides the row layout.
    ///   - items: the items to study, in order.
    ///   - day: the day they belong to, when they are one day's lesson.
    ///   - source: what the list covers, recorded with tests taken from it.
    public init(context: AppContext, title: String, kind: DeckKind, items: [StudyItem], day: DayKey?,
                source: HistoryEvent.Source) {
        self.context = context
        self.kind = kind
        self.items = items
        self.day = day
        self.source = source
        self.widths = StudyColumns.NaturalWidths(items: items, kind: kind,
                                                 pitchMarks: context.settings.settings.showsPitchInLists,
                                                 meaning: context.listMeaning, exampleMeaning: context.exampleMeaning)
        self.columns = StudyColumns(kind: kind, widths: widths, totalWidth: 80)
        super.init(title: title)
        tableView.register(StudyItemCell.self, forCellReuseIdentifier: StudyItemCell.reuseIdentifier)
        tableView.reservesExpansionColumn = kind == .kanji
    }

    /// The learner's own deck this list shows, when it is one of theirs: e edits a word, x
    /// deletes an item, u undoes (see `UserDeckEditor`).
    var editor: UserDeckEditor?

    /// Shows `items` instead (after an edit), keeping the selection where it can.
    func replaceItems(_ newItems: [StudyItem]) {
        guard newItems != items else { return }
        items = newItems
        widths = StudyColumns.NaturalWidths(items: items, kind: kind, meaning: context.listMeaning,
                                            exampleMeaning: context.exampleMeaning)
        // The titles in the learner's language, as `draw` makes them (not the English defaults).
        columns = StudyColumns(kind: kind, widths: widths, totalWidth: columns.totalWidth, titles: StudyColumns.Titles(strings))
        revealedReadings = revealedReadings.filter { $0 < items.count }
        revealedMeanings = revealedMeanings.filter { $0 < items.count }
        tableView.reloadData()
    }

    /// The item at a row.
    func item(atRow row: Int) -> StudyItem { items[row] }

    /// Selects the row of the item with `id`, if the list has it.
    func selectItem(withID id: String) {
        if let row = items.firstIndex(where: { $0.id == id }) {
            tableView.selectRow(at: TableIndexPath(row: row))
        }
    }

    public override var titleAccessory: String? {
        var parts = [context.strings.common.count(items.count, of: kind)]
        if let day, let best = StudyFormat.bestScore(context.progress.progress.result(for: day)) {
            parts.append(strings.best(best))
        }
        return parts.joined(separator: ", ")
    }

    public override var keyBindings: [KeyBinding] {
        // The footer keeps the first keys that fit, so the most useful come first: expanding a
        // kanji row, revealing, opening, bookmarking and testing; the rest are in `?`.
        _ = super.keyBindings  // adopts the stack's chrome words
        let table = tableView.keys
        let expands = table.expand.isEnabled
        let bindings = [table.expand, revealReading, revealMeaning] + (expands ? [table.open, bookmark] : [bookmark, table.open])
            + [test, pronounce, table.move, revealAllReadings, revealAllMeanings, addToReviews, chooseTest, hangman]
            + table.scrolling + [writeIt.enabled(kind == .kanji)] + (editor?.keyBindings ?? [])
        return bindings.filter(\.isEnabled)
    }

    /// h and Left only collapse in a list whose rows expand (kanji with example words): on a
    /// collapsed row they do nothing rather than leave the day; Esc, Backspace and q go back.
    public override var backKeys: [Key] {
        guard items.contains(where: { !($0.kanji?.examples.isEmpty ?? true) }) else { return super.backKeys }
        return super.backKeys.filter { $0 != .character("h") && $0 != .left }
    }

    // MARK: - Lifecycle

    /// Whether showing the list marks its day studied: true when the learner opened the day to
    /// study it, false when a look-up led here.
    public var recordsStudy = true

    public override func viewWillAppear() {
        if let editor { replaceItems(editor.items(of: day)) }
        tableView.reloadData()
        guard recordsStudy, !hasRecordedStudy, let day else { return }
        hasRecordedStudy = true
        let now = context.now
        context.perform(self) {
            // The entry names the deck, so History can name and open a day of the learner's decks.
            var entry = HistoryEvent(type: .study, time: now, source: source)
            entry.setDay(day, kind: kind)
            try context.progress.markStudied(day, history: entry)
        }
    }

    // MARK: - Drawing

    public override var headerHeight: Int { 1 }

    public override func draw(in canvas: Canvas) {
        tableView.emptyMessage = strings.nothingToStudy
        let contentWidth = canvas.width - (tableView.reservesExpansionColumn ? 2 : 0) - StudyItemCell.markWidth
        if columns.totalWidth != contentWidth || columnsLanguage != context.language {
            columnsLanguage = context.language
            columns = StudyColumns(kind: kind, widths: widths, totalWidth: contentWidth, titles: StudyColumns.Titles(strings))
        }
        super.draw(in: canvas)
    }

    public override func drawHeader(in canvas: Canvas) {
        let inset = (tableView.reservesExpansionColumn ? 2 : 0) + StudyItemCell.markWidth
        columns.headerLayout.draw(columns.headerTitles, roles: Array(repeating: .columnHeader, count: columns.headerTitles.count),
                               in: canvas.inset(left: inset))
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { items.count }

    public override func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int {
        items[row].kanji?.examples.count ?? 0
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: StudyItemCell.reuseIdentifier, as: StudyItemCell.self)
        let row = indexPath.row
        let item = items[row]
        let showsReading = revealedReadings.contains(row)
        let showsMeaning = revealedMeanings.contains(row)
        let hidden = Self.hiddenPlaceholder
        if let sub = indexPath.subRow, let example = item.kanji?.examples[sub] {
            cell.columns = [example.word, showsReading ? example.reading : hidden, example.level?.displayName ?? "",
                            showsMeaning ? context.exampleMeaning(example) : hidden]
            cell.columnRoles = [.normal, showsReading ? .accent : .dim, .dim, showsMeaning ? .normal : .dim]
            cell.columnLayout = columns.exampleLayout
            return cell
        }
        cell.isBookmarked = context.progress.progress.isBookmarked(item.id)
        cell.isLeech = leeches.isLeech(item.id, threshold: context.settings.settings.leechThreshold)
        let readingRole: StyleRole = showsReading ? .accent : .dim
        let meaningRole: StyleRole = showsMeaning ? .normal : .dim
        let meaning = showsMeaning ? context.listMeaning(item) : hidden
        switch (item, kind) {
        case (.kanji(let kanji), .kanji):
            cell.columns = [kanji.kanji,
                            showsReading ? KanjiRowReadings.onyomi(kanji) : hidden,
                            showsReading ? KanjiRowReadings.kunyomi(kanji) : hidden,
                            meaning, "\(kanji.strokes)"]
            cell.columnRoles = [.title, readingRole, readingRole, meaningRole, .dim]
        case (.vocab, .kanji):
            // A word in a kanji list (a mixed notebook): its reading under On, nothing under Kun.
            cell.columns = [item.headword, showsReading ? item.primaryReading : hidden, "", meaning]
            cell.columnRoles = [.title, readingRole, .dim, meaningRole]
        default:
            // A word written in kana (アフリカ) is its own reading: the Reading column stays blank.
            let reading = item.primaryReading == item.headword ? "" : showsReading ? shownReading(of: item) : hidden
            // With "Untaught kanji: kana", a word whose kanji come later shows in kana until r.
            let headword = !showsReading && showsInKana(row: row) ? item.primaryReading : item.headword
            cell.columns = [headword, reading, meaning]
            cell.columnRoles = [.title, readingRole, meaningRole]
        }
        cell.columnLayout = columns.rowLayout
        return cell
    }

    /// Words of the list whose kanji are not taught by their day, by row, found once each.
    private var untaughtRows: [Int: Bool] = [:]

    /// Whether row `row` shows its word in kana until its reading is revealed: the "Untaught
    /// kanji" setting is on and the decks teach one of its kanji after the word's day.
    func showsInKana(row: Int) -> Bool {
        guard context.settings.settings.showsUntaughtKanjiAsKana, let word = items[row].vocab, !word.isKanaOnly else { return false }
        if let known = untaughtRows[row] { return known }
        let untaught = !context.library.untaughtKanji(in: word).isEmpty
        untaughtRows[row] = untaught
        return untaught
    }

    /// A revealed reading: with "Pitch in lists" on, marked with the word's pitch (た/べ\る).
    private func shownReading(of item: StudyItem) -> String {
        guard context.settings.settings.showsPitchInLists, let accent = item.vocab?.pitchAccent else { return item.primaryReading }
        return StudyFormat.pitchMarked(accent)
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        let item = items[indexPath.row]
        if let sub = indexPath.subRow, let kanji = item.kanji {
            push(ItemDetail.controller(for: kanji.examples[sub], of: kanji, context: context))
        } else {
            push(ItemDetail.controller(for: item, context: context))
        }
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        if let editor, editor.handle(key, in: self) { return true }
        guard let selection = tableView.selectedIndexPath else { return super.handle(key) }
        let row = selection.row
        switch key {
        case revealReading:
            if revealedReadings.remove(row) == nil {
                revealedReadings.insert(row)
                if context.settings.settings.autoplayOnReveal { speak(at: selection) }
            }
        case revealMeaning:
            if revealedMeanings.remove(row) == nil { revealedMeanings.insert(row) }
        case revealAllReadings:
            revealedReadings = revealedReadings.count == items.count ? [] : Set(items.indices)
            showStatus(revealedReadings.isEmpty ? strings.readingsHidden : strings.allReadingsShown)
        case revealAllMeanings:
            revealedMeanings = revealedMeanings.count == items.count ? [] : Set(items.indices)
            showStatus(revealedMeanings.isEmpty ? strings.meaningsHidden : strings.allMeaningsShown)
        case bookmark:
            guard let target = actionTarget(at: selection, bookmarking: true) else { return true }
            if let isBookmarked = context.perform(self, { try context.progress.toggleBookmark(target.id) }) {
                showStatus(strings.bookmarkStatus(target.headword, isBookmarked: isBookmarked))
            }
        case pronounce:
            speak(at: selection)
        case addToReviews:
            guard let target = actionTarget(at: selection, bookmarking: false) else { return true }
            if let outcome = context.perform(self, { try context.learner.addToReviews([target.id]) }) {
                showStatus(strings.addedStatus(outcome, headword: target.headword))
            }
        case test:
            startTest(mode: context.settings.settings.defaultTestMode)
        case chooseTest:
            startTest(mode: nil)
        case hangman:
            push(HangmanController(context: context, name: day.map(context.dayName) ?? title, items: items,
                                   day: day, source: source))
        case writeIt.enabled(kind == .kanji):
            push(WriteItController(context: context, items: items))
        default:
            return super.handle(key)
        }
        return true
    }

    /// The item that `b` and `a` act on at `indexPath`: the row's item, or on an example-word
    /// sub-row the decks' word it stands for. When the example is not a deck word, says so
    /// ("出す is not in the decks; only deck words can be bookmarked") and returns nil.
    private func actionTarget(at indexPath: TableIndexPath, bookmarking: Bool) -> StudyItem? {
        let item = items[indexPath.row]
        guard let sub = indexPath.subRow, let kanji = item.kanji, sub < kanji.examples.count else { return item }
        let example = kanji.examples[sub]
        guard let word = ItemDetail.libraryWord(for: example, context: context) else {
            showStatus(strings.notInDecks(example.word, bookmarking: bookmarking), role: .dim)
            return nil
        }
        return .vocab(word)
    }

    /// The status after `b`, worded the same on every screen: "食べる bookmarked" or
    /// "食べる: bookmark removed, b again to restore" (b toggles, so it is the undo).
    static func bookmarkStatus(_ headword: String, isBookmarked: Bool, strings: Strings = Strings(.english)) -> String {
        strings.study.bookmarkStatus(headword, isBookmarked: isBookmarked)
    }

    private func speak(at indexPath: TableIndexPath) {
        let item = items[indexPath.row]
        if let sub = indexPath.subRow, let example = item.kanji?.examples[sub] {
            context.pronounce(example.reading, from: self)
            return
        }
        context.pronounce(item, from: self)
    }

    private func startTest(mode: TestMode?) {
        guard !items.isEmpty else { return }
        TestLauncher.start(items: items, kind: kind, day: day, source: source, mode: mode, context: context, from: self)
    }
}
