import MainichiCore
import TerminalUI

/// Instant search over every word and kanji: a text field on top, results below that update on
/// every key press.
///
/// Kanji, kana, English and romaji all work; romaji shows its kana next to the field ("tabe ›
/// たべ", with letters still pending in parentheses: "cat › か(t)") and is searched both ways. While typing, Up/Down (and Ctrl-N/Ctrl-P, PgUp/PgDn) move
/// in the results, since j and k are text; Enter opens the detail; Ctrl-G opens the item's day.
/// Tab switches to the results, where j/k move, `d` opens the day's study list, `p` pronounces,
/// and typing any other letter goes back to the field. Esc goes back. `+` adds the highlighted
/// result to one of the learner's decks, from the results and while typing once there is a query
/// (an empty query types it). A dictionary row whose word one of the learner's decks holds says
/// so ("in Manga words"), and their heading then reads "from the dictionary".
///
/// The index is `AppContext.searchIndex`: read from the cache directory, or built by decoding every deck;
/// the app prepares it after the first frame, so the first search rarely waits. After the deck
/// results come the dictionary's entries that no deck has, below a "not in your decks" row; Enter
/// on one opens its read-only entry.
public final class SearchController: ScreenController {
    let context: AppContext
    /// The query field.
    let field = TextField(placeholder: "word, reading, romaji or English")
    /// The results table.
    let tableView = TableView()
    /// The results of the current query, best first. Reading them runs a search that typing left
    /// pending. Each result is read from the index when asked for (`SearchResultList`): a key
    /// press ranks up to 500 and reads the rows drawn.
    public var results: SearchResultList {
        searchIfNeeded()
        return storedResults
    }
    /// Whether keys go to the results (Tab) rather than the field.
    public private(set) var isBrowsing = false

    private var storedResults = SearchResultList()
    /// Dictionary entries matching the query that no deck has, shown after the deck results; each
    /// decoded when asked for (`DictionaryMatchList`).
    public private(set) var dictionaryResults = DictionaryMatchList()
    /// Whether one of the learner's decks holds a dictionary row's word, worked out once a query.
    private var dictionaryRowsHeld: Bool?
    /// The field's text when it changed since the last search: keys only edit the field, and the
    /// search runs once when the results are next needed (to draw the batch of keys, to move).
    private var pendingText: String?
    /// How many searches have run (tests check that a batch of keys searches once).
    private(set) var searchCount = 0
    private var index: SearchIndex?
    private var query = SearchQuery("")
    private let dataSource = ResultsDataSource()

    /// Results shown at most; the rest are counted.
    static let displayLimit = 500
    /// The longest query, in characters: longer than any entry, short enough that a pasted page
    /// cannot make each search slow.
    static let maximumQueryLength = 100

    /// The words of the screen in the current language.
    var strings: any SearchStrings { context.strings.search }

    private var move: KeyBinding {
        KeyBinding(keys: [.up, .down, .control("p"), .control("n")], keyLabel: "Up/Down", label: strings.moveLabel,
                   help: strings.moveHelp)
    }
    private var open: KeyBinding { KeyBinding(keys: [.enter], label: strings.openLabel, help: strings.openHelp) }
    /// In the results, the table's open key (Enter, also l and Right) opens the detail.
    private var openResult: KeyBinding { tableView.keys.open.relabeled(strings.openLabel, help: strings.openHelp) }
    private var openDayWhileTyping: KeyBinding {
        KeyBinding(keys: [.control("g")], keyLabel: "Ctrl-G", label: strings.dayLabel, help: strings.dayWhileTypingHelp)
    }
    private var focusResults: KeyBinding {
        KeyBinding(keys: [.tab], label: strings.resultsLabel, help: strings.resultsHelp)
    }
    private var focusField: KeyBinding {
        KeyBinding(keys: [.tab, .character("/")], keyLabel: "Tab", label: strings.typeLabel, help: strings.typeHelp)
    }
    private var openDay: KeyBinding { KeyBinding("d", label: strings.dayLabel, help: strings.dayHelp) }
    /// `+` while typing: adds the highlighted result when there is a query (else `+` is text).
    private var addWhileTyping: KeyBinding {
        KeyBinding("+", label: strings.addLabel, help: strings.addWhileTypingHelp)
    }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp) }
    /// Which of the learner's decks hold each dictionary row's word, made when the screen appears.
    private(set) var membership = UserDeckMembership()

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Search")
        dataSource.controller = self
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        tableView.reservesExpansionColumn = false
        field.placeholder = context.strings.search.placeholder
        tableView.emptyMessage = context.strings.search.typeSomething
        field.maximumLength = Self.maximumQueryLength
        field.onChange = { [unowned self] text in self.pendingText = text }
        field.onSubmit = { [unowned self] _ in self.openSelected() }
    }

    /// "12 found", with the dictionary entries after them in parentheses: "2 found (+67)".
    public override var titleAccessory: String? {
        searchIfNeeded()
        guard !query.isEmpty else { return nil }
        let capped = results.count >= Self.displayLimit
        return strings.found(capped ? Self.displayLimit : results.count, isCapped: capped, dictionary: dictionaryResults.count)
    }

    public override var title: String {
        get { strings.title }
        set {}
    }

    /// The query field has the keyboard unless the results list has it (Tab).
    public override var isEditingText: Bool { !isBrowsing }

    public override var keyBindings: [KeyBinding] {
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        if isBrowsing {
            // The table's own Enter binding is replaced by `open`, which says what Enter opens here.
            let table = tableView.keys
            // Any other letter goes back to the field and is typed there.
            let retype = KeyBinding.typing(keyLabel: "a-z", label: strings.typeLabel, help: strings.typeHelp, showsInFooter: false)
            return ([table.move, table.expand] + table.scrolling).filter(\.isEnabled) + [openResult, openDay, pronounce, focusField]
                + (context.deckStore == nil ? [] : [UserDeckActions.addBinding(context)]) + [retype]
        }
        // The result keys need a result; typing (and F1 help) is in the navigation's map.
        let hasResults = rowCount > 0
        return [move.enabled(rowCount > 1), open.enabled(hasResults),
                addWhileTyping.enabled(hasResults && context.deckStore != nil), openDayWhileTyping.enabled(hasResults),
                focusResults.enabled(hasResults), tableView.keys.page].filter(\.isEnabled)
    }

    public override func viewWillAppear() {
        super.viewWillAppear()
        let before = membership
        membership = UserDeckMembership(store: context.deckStore)
        if membership != before { dictionaryRowsHeld = nil }
        if membership != before, !field.text.isEmpty {
            // A word was added to (or left) your decks: search again in the rebuilt index.
            index = nil
            pendingText = field.text
        }
    }

    /// Whether `+` adds now rather than types: a deck store, a query and a highlighted result.
    private var addsWhileTyping: Bool {
        guard context.deckStore != nil else { return false }
        searchIfNeeded()
        return !query.isEmpty && tableView.selectedIndexPath != nil
    }

    // MARK: - Searching

    /// Runs the search that typing left pending, if any.
    func searchIfNeeded() {
        guard let text = pendingText else { return }
        pendingText = nil
        search(text)
    }

    /// Runs `text` against the index (building it on first use) and shows the results.
    func search(_ text: String) {
        pendingText = nil
        searchCount += 1
        query = SearchQuery(text)
        dictionaryRowsHeld = nil
        if query.isEmpty {
            storedResults = SearchResultList()
        } else {
            if index == nil {
                let built = context.searchIndex
                if let problem = built.problems.first { showStatus(strings.unreadableDecks(problem), role: .wrong) }
                index = built
            }
            storedResults = index?.results(for: query, limit: Self.displayLimit) ?? SearchResultList()
        }
        let room = Self.displayLimit - storedResults.count
        dictionaryResults = query.isEmpty || room <= 0 ? DictionaryMatchList()
            : context.dictionary?.matches(for: query, limit: room, excludingDeckEntries: true) ?? DictionaryMatchList()
        tableView.emptyMessage = query.isEmpty ? strings.typeSomething : strings.nothingFound(query.text)
        tableView.reloadData()
        tableView.selectRow(at: storedResults.isEmpty ? (dictionaryResults.isEmpty ? nil : TableIndexPath(row: 1))
                            : TableIndexPath(row: 0))
    }

    /// The selected result, if any.
    public var selectedResult: SearchResult? {
        guard let row = tableView.selectedIndexPath?.row, row < results.count else { return nil }
        return results[row]
    }

    /// The number of table rows: the deck results, then the "not in your decks" row and the
    /// dictionary results when there are any.
    var rowCount: Int {
        searchIfNeeded()
        return storedResults.count + (dictionaryResults.isEmpty ? 0 : 1 + dictionaryResults.count)
    }

    /// The dictionary result on table row `row`, nil for a deck result or the marker row; its
    /// entry decoded now.
    func dictionaryResult(atRow row: Int) -> DictionaryMatch? {
        let index = row - storedResults.count - 1
        return index >= 0 && index < dictionaryResults.count ? dictionaryResults[index] : nil
    }

    /// Whether one of the learner's decks holds the word of any dictionary row (their heading then
    /// says "from the dictionary"); every row's entry is read for it, once a query, and only when
    /// the learner has decks.
    var dictionaryRowsAreHeld: Bool {
        if let held = dictionaryRowsHeld { return held }
        let held = !membership.isEmpty && dictionaryResults.contains { membership.deckName(holding: $0.entry) != nil }
        dictionaryRowsHeld = held
        return held
    }

    func openSelected() {
        if let row = tableView.selectedIndexPath?.row, let found = dictionaryResult(atRow: row) {
            push(DictionaryEntryController(context: context, entry: found.entry))
            return
        }
        guard let result = selectedResult else { return }
        guard let item = context.library.item(withID: result.id) else {
            showStatus(strings.noLongerInDecks(result.word), role: .wrong)
            return
        }
        push(ItemDetail.controller(for: item, context: context))
    }

    /// `+`: adds the selected word (a deck word or a dictionary entry) to one of the learner's decks.
    func addSelectedToDeck() {
        if let row = tableView.selectedIndexPath?.row, let found = dictionaryResult(atRow: row) {
            UserDeckActions.add(found.entry, from: self, context: context)
        } else if let result = selectedResult, let word = context.library.item(withID: result.id)?.vocab {
            UserDeckActions.add(word, from: self, context: context)
        } else if selectedResult != nil {
            showStatus(context.strings.words.onlyWordsCanBeAdded, role: .dim)
        }
    }

    /// Opens the selected result's day study list with the result selected in it.
    func openSelectedDay() {
        guard let result = selectedResult else { return }
        let day = result.dayKey
        do {
            let items = try context.library.items(for: day)
            let list = StudyListController(context: context, title: context.dayName(day), kind: result.kind,
                                           items: Array(items),
                                           day: day, source: .day)
            list.recordsStudy = false
            push(list)
            list.selectItem(withID: result.id)
        } catch {
            showStatus(context.strings.detail.cannotOpen(context.dayName(day), context.strings.errors.text(error)), role: .wrong)
        }
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        if isBrowsing { return handleBrowsing(key) }
        // Every printable key but `+` (`addWhileTyping`) is text: straight to the field, without
        // making the screen's and the table's key bindings for each (a paste arriving without
        // bracketed paste is thousands of keys).
        if case .character(let character) = key, character != "+" { return field.handle(key) }
        switch key {
        // Moving and paging act on the results of what the field shows (keys typed since the last
        // frame are searched first, not in the middle of the table's move).
        case move:
            searchIfNeeded()
            tableView.moveSelection(by: key == .up || key == .control("p") ? -1 : 1)
        case tableView.keys.page:
            searchIfNeeded()
            return tableView.handle(key)
        case openDayWhileTyping: openSelectedDay()
        case addWhileTyping where addsWhileTyping: addSelectedToDeck()
        case focusResults:
            guard rowCount > 0 else { return true }
            isBrowsing = true
            field.isFocused = false
        case .escape:
            return false
        default:
            // Every printable key is text here, `?` too ("?" can be searched); F1 opens help.
            return field.handle(key)
        }
        return true
    }

    /// A paste goes into the field (also from the results list).
    public override func handlePaste(_ text: String) -> Bool {
        if isBrowsing { stopBrowsing() }
        field.paste(text)
        return true
    }

    private func handleBrowsing(_ key: Key) -> Bool {
        switch key {
        case openResult: openSelected()
        case openDay: openSelectedDay()
        case pronounce:
            if let result = selectedResult {
                if result.kind == .vocab, let item = context.library.item(withID: result.id) {
                    context.pronounce(item, from: self)  // a word of the learner's deck may have its own recording
                } else {
                    context.pronounce(result.kind == .vocab ? result.reading : result.word, from: self)
                }
            }
        case focusField:
            stopBrowsing()
        case UserDeckActions.addBinding(context) where context.deckStore != nil:
            addSelectedToDeck()
        case .escape, .character("?"), .character("q"), .character("Q"):
            return false
        case .backspace:
            stopBrowsing()
            return field.handle(key)
        default:
            if tableView.handle(key) { return true }
            if case .character = key {
                stopBrowsing()
                return field.handle(key)
            }
            return false
        }
        return true
    }

    private func stopBrowsing() {
        isBrowsing = false
        field.isFocused = true
    }

    // MARK: - Drawing

    /// The column layout for `shown` results at `width`: kind, word, reading, meaning, level, day.
    ///
    /// The word and reading columns are as wide as the shown rows need, up to caps that grow with
    /// the width (a sixth and a quarter of it; 8 and 10 below 60 columns); the meaning takes the rest.
    func columnLayout(width: Int, shown: ArraySlice<SearchResult>, shownEntries: ArraySlice<DictionaryMatch> = []) -> ColumnLayout {
        let narrow = width < 60
        let wordCap = narrow ? 8 : max(14, width / 6)
        let readingCap = narrow ? 10 : max(20, width / 4)
        let words = shown.map(\.word.displayWidth) + shownEntries.map(\.entry.headword.displayWidth)
        let readings = shown.map(\.reading.displayWidth) + shownEntries.map(\.entry.reading.displayWidth)
        // The columns are at least as wide as their titles in the current language.
        let titles = strings.columns.map(\.displayWidth)
        let word = min(max(words.max() ?? 0, 4, titles[0]), wordCap)
        let reading = min(max(readings.max() ?? 0, 7, titles[1]), readingCap)
        // The level column holds a level ("N5") or a deck's name ("인명", "Names"): as wide as the
        // shown rows' labels, up to a cap.
        let levels = shown.map { ($0.level?.displayName ?? context.deckName($0.deck)).displayWidth }
        let level = min(max(2, titles[3], levels.max() ?? 0), max(titles[3], narrow ? 6 : 12))
        return ColumnLayout([.fixed(1), .fixed(word), .fixed(reading), .flexible(minimum: 4), .fixed(level),
                             .fixed(max(3, titles[4]), alignment: .trailing)], spacing: narrow ? 1 : 2)
    }

    /// The results the table will show in `rows` rows: from its scroll offset, moved as it will
    /// move to keep the selection in view.
    func visibleResults(rows: Int) -> ArraySlice<SearchResult> {
        guard !results.isEmpty, rows > 0 else { return [] }
        var first = tableView.scrollOffset
        if let selected = tableView.selectedIndexPath?.row {
            if selected < first { first = selected } else if selected >= first + rows { first = selected - rows + 1 }
        }
        first = max(0, min(first, results.count - 1))
        return ArraySlice((first..<min(results.count, first + rows)).map { results[$0] })
    }

    public override func draw(in canvas: Canvas) {
        searchIfNeeded()
        guard canvas.height > 0 else { return }
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
        field.placeholder = strings.placeholder
        if query.isEmpty { tableView.emptyMessage = strings.typeSomething }
        let label = strings.fieldLabel
        canvas.draw(label, at: Point(x: 1, y: 0), role: .accent)
        let fieldX = 1 + label.displayWidth
        field.draw(in: canvas.subcanvas(Rect(x: fieldX, y: 0, width: max(0, canvas.width - fieldX - 1), height: 1)))
        if canvas.height > 1 {
            if let hint = query.kanaHint {
                canvas.draw([(query.text, .dim), (" › ", .dim), (hint, .accent)], at: Point(x: fieldX, y: 1))
            } else if isBrowsing {
                canvas.draw(strings.typeAgainHint, at: Point(x: fieldX, y: 1), role: .dim)
            }
        }
        guard canvas.height > 3 else { return }
        let list = canvas.subcanvas(Rect(x: 1, y: 2, width: max(0, canvas.width - 2), height: 1))
        let rows = canvas.height - 3
        let shownEntries = (0..<min(dictionaryResults.count, max(0, tableView.scrollOffset + rows - results.count)))
            .compactMap { dictionaryResult(atRow: results.count + 1 + $0) }
        let layout = columnLayout(width: list.width, shown: visibleResults(rows: rows), shownEntries: ArraySlice(shownEntries))
        if rowCount > 0 {
            layout.draw([""] + strings.columns, roles: Array(repeating: .columnHeader, count: 6),
                        in: list)
        }
        dataSource.layout = layout
        dataSource.widths = layout.widths(forTotalWidth: list.width)
        tableView.draw(in: canvas.subcanvas(Rect(x: 1, y: 3, width: max(0, canvas.width - 2), height: canvas.height - 3)))
    }
}

/// The results table's data source and delegate, kept apart so the screen can own a text field
/// and a table side by side.
private final class ResultsDataSource: TableViewDataSource, TableViewDelegate {
    weak var controller: SearchController?
    var layout = ColumnLayout([.fitting])
    /// The width of each of `layout`'s columns, to cut lists at a separator.
    var widths: [Int] = []

    func numberOfRows(in tableView: TableView) -> Int { controller?.rowCount ?? 0 }

    func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool {
        guard let controller else { return false }
        return indexPath.row < controller.results.count || controller.dictionaryResult(atRow: indexPath.row) != nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        guard let controller else { return cell }
        if indexPath.row >= controller.results.count {
            cell.columnLayout = layout
            guard let found = controller.dictionaryResult(atRow: indexPath.row) else {
                // One column across the row, so the mark is never cut at a narrow width.
                cell.columnLayout = ColumnLayout([.flexible(minimum: 1)])
                let held = controller.dictionaryRowsAreHeld
                cell.columns = ["-- " + (held ? controller.strings.dictionarySection : controller.strings.notInYourDecks) + " --"]
                cell.columnRoles = [.sectionHeader]
                return cell
            }
            let entry = found.entry
            let word = widths.count > 1 ? entry.headword.truncatedList(toWidth: widths[1]) : entry.headword
            let reading = entry.spellings.isEmpty ? "" : entry.reading
            var meaning = entry.meanings.joined(separator: "; ")
            if let deck = controller.membership.deckName(holding: entry) { meaning = controller.strings.inUserDeck(deck) + ": " + meaning }
            cell.columns = [controller.strings.dictionaryMark, word, widths.count > 2 ? reading.truncatedList(toWidth: widths[2]) : reading,
                            widths.count > 3 ? meaning.truncatedList(toWidth: widths[3]) : meaning, "-", ""]
            cell.columnRoles = [.dim, .title, .accent, .normal, .dim, .dim]
            return cell
        }
        let result = controller.results[indexPath.row]
        let word = widths.count > 1 ? result.word.truncatedList(toWidth: widths[1]) : result.word
        let reading = widths.count > 2 ? result.reading.truncatedList(toWidth: widths[2]) : result.reading
        let shown = result.meaning(in: controller.context.meaningLanguage)
        let meaning = widths.count > 3 ? shown.truncatedList(toWidth: widths[3]) : shown
        let strings = controller.strings
        cell.columns = [result.kind == .vocab ? strings.vocabMark : strings.kanjiMark, word, reading, meaning,
                        result.level?.displayName ?? controller.context.deckName(result.deck), String(result.day)]
        cell.columnRoles = [.dim, .title, .accent, .normal, .dim, .dim]
        cell.columnLayout = layout
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        controller?.openSelected()
    }
}
