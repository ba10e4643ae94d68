import MainichiCore
import TerminalUI

/// The days of one level: "Day 1" to "Day N", each with its item count, best score, the date it
/// was last studied and a done mark. The next day to study is selected.
///
/// Typing digits then Enter jumps to that day. Rows are drawn from the deck's outline (its day
/// ranges, `DeckOutline`) and the progress only for the visible rows, so a level of 170 days opens
/// and scrolls at once; the whole deck is decoded when a day, a test, the game or the export needs
/// its items.
public final class DayListController: TableViewController {
    let context: AppContext
    /// The deck's outline: its days and how many items each has.
    private(set) var deck: DeckOutline
    /// The whole deck, once decoded (`decodedDeck()`) or when the list was opened with it.
    private var decoded: Deck?
    /// The learner's own deck this list shows, when it is one of theirs: its days' study lists get
    /// the editing keys, `n` adds a word, and the deck is read again after edits.
    var editor: UserDeckEditor?
    /// The digits typed so far for a jump ("12"), or empty.
    private(set) var typedDay = ""
    /// Whether the jump prompt is open; it stays open when Backspace empties it, so one Backspace
    /// too many does not leave the list.
    private var isTypingDay = false
    /// The day opened last and whether it was done then, to move on once it gets done.
    private var openedDay: (day: Int, wasCompleted: Bool)?
    private var hasAppeared = false

    /// The words of the screen in the current language.
    private var strings: any StudyStrings { context.strings.study }

    private var jumpBinding: KeyBinding {
        KeyBinding(keys: (0...9).map { Key.character(Character("\($0)")) }, keyLabel: "0-9",
                   label: strings.goToDayLabel, help: strings.goToDayHelp)
    }
    /// The table's open key (Enter, also l and Right), which studies the selected day here.
    private var studyBinding: KeyBinding { tableView.keys.open.relabeled(strings.studyLabel, help: strings.studyHelp) }
    /// n adds a word, in the learner's own word deck.
    private var addWordBinding: KeyBinding? { editor.map { $0.addWord.enabled(deck.kind == .vocab) } }
    private var testBinding: KeyBinding { KeyBinding("t", label: strings.testLabel, help: strings.testDayHelp) }
    private var chooseTestBinding: KeyBinding {
        KeyBinding("T", label: strings.testModeLabel, help: strings.testModeDayHelp, showsInFooter: false)
    }
    private var hangmanBinding: KeyBinding {
        KeyBinding("H", label: strings.hangmanLabel, help: strings.hangmanLevelHelp, showsInFooter: false)
    }
    private lazy var exportBinding = KeyBinding("E", label: context.strings.words.label(.export),
                                                help: context.strings.words.exportDeckHelp, showsInFooter: false)

    /// The day list of a decoded deck.
    public convenience init(context: AppContext, deck: Deck) {
        self.init(context: context, outline: DeckOutline(deck))
        decoded = deck
    }

    /// The day list of a deck's outline (`DeckLibrary.outline(id:)`); the deck is decoded when a
    /// day is opened.
    public init(context: AppContext, outline: DeckOutline) {
        self.context = context
        self.deck = outline
        super.init(title: outline.level?.displayName ?? context.deckName(outline.id))
        tableView.reservesExpansionColumn = false
        tableView.register(DayCell.self, forCellReuseIdentifier: DayCell.reuseIdentifier)
    }

    /// The whole deck, decoded on first use (the library keeps it); nil, with the reason on the
    /// status line, when its file cannot be read.
    private func decodedDeck() -> Deck? {
        if let decoded { return decoded }
        do {
            let full = try context.library.deck(id: deck.id)
            decoded = full
            return full
        } catch {
            showStatus(context.strings.study.cannotOpen(context.deckName(deck.id), context.strings.errors.text(error)), role: .wrong)
            return nil
        }
    }

    public override func draw(in canvas: Canvas) {
        tableView.emptyMessage = editor != nil && deck.kind == .vocab ? strings.noWordsYet : strings.noDays
        super.draw(in: canvas)
    }

    /// The column titles in the current language; the Done title is a mark when it does not fit.
    private func headerTitles(width: Int) -> [String] {
        let strings = strings
        let titles = [strings.dayHeader, strings.itemsHeader(deck.kind), strings.bestHeader, strings.studiedHeader,
                      strings.doneHeader]
        let layout = DayCell.layout(titles: titles, dayWidth: dayColumnWidth)
        // The Done title needs room a 40-column screen may not leave; the mark says it there.
        return layout.totalWidth + StudyItemCell.markWidth <= width ? titles : Array(titles.dropLast()) + ["✓"]
    }

    /// The widest day title of the deck ("Day 170", "170일차").
    private var dayColumnWidth: Int { context.strings.common.day(max(1, deck.dayCount)).displayWidth }

    /// The columns for the current language's titles.
    private var layout: DayCell.Layout {
        let strings = strings
        return DayCell.layout(titles: [strings.dayHeader, strings.itemsHeader(deck.kind), strings.bestHeader,
                                       strings.studiedHeader, "✓"], dayWidth: dayColumnWidth)
    }

    /// The selected day, from 1.
    public var selectedDay: Int? { tableView.selectedIndexPath.map { $0.row + 1 } }

    public override var titleAccessory: String? {
        if isTypingDay { return strings.goToDay(typedDay) }
        let done = context.progress.progress.completedDayCount(deck: deck.id, dayCount: deck.dayCount)
        return strings.daysDone(done, of: deck.dayCount)
    }

    public override var keyBindings: [KeyBinding] {
        let table = tableView.keys
        return ([table.move, studyBinding, testBinding, jumpBinding, table.expand] + table.scrolling
            + [chooseTestBinding, hangmanBinding, exportBinding] + (addWordBinding.map { [$0] } ?? [])).filter(\.isEnabled)
    }

    // MARK: - Lifecycle

    public override func viewWillAppear() {
        if editor != nil, let fresh = try? context.library.deck(id: deck.id) {
            decoded = fresh
            deck = DeckOutline(fresh)
        }
        tableView.reloadData()
        if !hasAppeared {
            hasAppeared = true
            selectNextDay()
        } else if let opened = openedDay, !opened.wasCompleted,
                  context.progress.progress.result(for: deck.dayKey(opened.day)).isCompleted,
                  selectedDay == opened.day {
            // The day just got done: move on to the next one.
            selectNextDay()
        }
        openedDay = nil
    }

    private func selectNextDay() {
        guard deck.dayCount > 0 else { return }
        let next = context.progress.progress.nextDay(deck: deck.id, dayCount: deck.dayCount)
        tableView.selectRow(at: TableIndexPath(row: next - 1))
    }

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        DayCell.drawRow(headerTitles(width: canvas.width), roles: Array(repeating: .columnHeader, count: 5),
                        layout: layout.columns, in: canvas)
        if !deck.dayTopics.isEmpty {
            DayCell.drawTopic(strings.topicHeader, role: .columnHeader, after: layout.totalWidth, in: canvas)
        }
    }

    /// The name of `day`'s topic in the learner's language, empty for a day of mixed words.
    private func topicName(_ day: Int) -> String {
        deck.topic(forDay: day).map(strings.topicName) ?? ""
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        if let editor, addWordBinding?.matches(key) == true {
            push(UserDeckActions.form(adding: editor.deckID, store: editor.store, context: context))
            return true
        }
        if jumpBinding.matches(key), case .character(let c) = key {
            if typedDay.count < 4 { typedDay.append(c) }
            isTypingDay = true
            return true
        }
        if isTypingDay {
            switch key {
            case .enter:
                if !typedDay.isEmpty { jump(to: Int(typedDay) ?? 0) }
                closeDayPrompt()
                return true
            case .backspace:
                if !typedDay.isEmpty { typedDay.removeLast() }
                return true
            case .escape:
                closeDayPrompt()
                return true
            default:
                closeDayPrompt()
            }
        }
        switch key {
        case testBinding, chooseTestBinding:
            guard let day = selectedDay, let deck = decodedDeck() else { return true }
            let items = Array(deck.items(forDay: day))
            TestLauncher.start(items: items, kind: deck.kind, day: deck.dayKey(day), source: .day,
                               mode: testBinding ~= key ? context.settings.settings.defaultTestMode : nil,
                               context: context, from: self)
            return true
        case hangmanBinding:
            guard let deck = decodedDeck() else { return true }
            push(HangmanController(context: context, name: strings.levelGameName(deck.kind, context.deckName(deck.id)),
                                   items: deck.items, day: nil, source: .level, level: (deck.kind, deck.id)))
            return true
        case exportBinding:
            guard let deck = decodedDeck() else { return true }
            push(ExportController(context: context, target: .bundled(deck)))
            return true
        default:
            return super.handle(key)
        }
    }

    private func closeDayPrompt() {
        typedDay = ""
        isTypingDay = false
    }

    /// Selects `day`, or says there is no such day.
    func jump(to day: Int) {
        guard day >= 1, day <= deck.dayCount else {
            showStatus(strings.noSuchDay(day, deck: context.deckName(deck.id), count: deck.dayCount), role: .wrong)
            return
        }
        tableView.selectRow(at: TableIndexPath(row: day - 1))
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { deck.dayCount }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: DayCell.reuseIdentifier, as: DayCell.self)
        let day = indexPath.row + 1
        let result = context.progress.progress.result(for: deck.dayKey(day))
        cell.layout = layout.columns
        cell.fields = [
            context.strings.common.day(day),
            "\(deck.itemCount(forDay: day))",
            StudyFormat.bestScore(result) ?? "-",
            result.lastStudied.map { StudyFormat.compactDate($0, in: context) } ?? "-",
            result.isCompleted ? "✓" : "",
        ]
        let best = result.bestFraction
        cell.roles = [.normal, .dim, best.map { $0 >= DayResult.passingFraction ? .correct : .normal } ?? .dim,
                      result.lastStudied == nil ? .dim : .normal, .correct]
        cell.topic = topicName(day)
        cell.rowWidth = layout.totalWidth
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        let day = indexPath.row + 1
        let key = deck.dayKey(day)
        guard let deck = decodedDeck() else { return }
        openedDay = (day, context.progress.progress.result(for: key).isCompleted)
        let topic = topicName(day)
        let title = topic.isEmpty ? context.strings.common.day(day) : strings.dayWithTopic(context.strings.common.day(day), topic)
        let list = StudyListController(context: context, title: title, kind: deck.kind,
                                       items: Array(deck.items(forDay: day)), day: key, source: .day)
        list.editor = editor
        push(list)
    }
}

/// A day row: day, item count, best score, last studied, done mark.
final class DayCell: TableViewCell {
    static let reuseIdentifier = "Day"
    static let layout = ColumnLayout([.fixed(7), .fixed(5, alignment: .trailing), .fixed(5, alignment: .trailing),
                                      .fixed(10), .fixed(4)])

    /// The narrowest row that shows the whole "Done" title.
    static let minimumWidthForDoneTitle = StudyItemCell.markWidth + 7 + 5 + 5 + 10 + 4 + 4 * 2

    /// Columns measured for a language's titles, and the width of a row that shows them all.
    struct Layout {
        var columns: ColumnLayout
        var totalWidth: Int
    }

    /// The columns for `titles` (day, items, best, studied, done): each at least as wide as the
    /// English layout's and as its title (and the day column as the widest day title).
    static func layout(titles: [String], dayWidth: Int) -> Layout {
        let minimums = [max(7, dayWidth), 5, 5, 10, 4]
        let widths = zip(minimums, titles.map(\.displayWidth)).map { max($0, $1) }
        let columns = ColumnLayout([.fixed(widths[0]), .fixed(widths[1], alignment: .trailing),
                                    .fixed(widths[2], alignment: .trailing), .fixed(widths[3]), .fixed(widths[4])])
        return Layout(columns: columns, totalWidth: widths.reduce(0, +) + 4 * 2)
    }

    var fields: [String] = []
    var roles: [StyleRole] = []
    var layout = DayCell.layout
    /// The day's topic ("School & study"), empty for a day of mixed words; shown after the columns
    /// where the screen leaves room (not at 40 columns: the day's study list title says it there).
    var topic = ""
    /// The width of the row's columns, where the topic starts after a gap.
    var rowWidth = 0

    /// The fewest columns the topic is shown in: a name cut shorter would not read.
    static let minimumTopicWidth = 8

    override func prepareForReuse() {
        super.prepareForReuse()
        fields = []
        roles = []
        topic = ""
    }

    /// Draws a topic (or the topic column's title) after a row of `rowWidth` columns, when at least
    /// `minimumTopicWidth` columns are left.
    static func drawTopic(_ text: String, role: StyleRole, after rowWidth: Int, in canvas: Canvas) {
        let row = canvas.inset(left: StudyItemCell.markWidth)
        let x = rowWidth + 2
        guard !text.isEmpty, row.width - x >= minimumTopicWidth else { return }
        row.draw(text, row: 0, x: x, width: row.width - x, alignment: .leading, role: role)
    }

    /// Draws one row of day-list fields; the header uses it too so the columns line up.
    /// Rows start two columns in, where the study lists' fields start.
    static func drawRow(_ fields: [String], roles: [StyleRole], layout: ColumnLayout = DayCell.layout, in canvas: Canvas) {
        layout.draw(fields, roles: roles, in: canvas.inset(left: StudyItemCell.markWidth), row: 0)
    }

    override func draw(in canvas: Canvas, isSelected: Bool) {
        Self.drawRow(fields, roles: roles, layout: layout, in: canvas)
        Self.drawTopic(topic, role: .normal, after: rowWidth, in: canvas)
    }
}
