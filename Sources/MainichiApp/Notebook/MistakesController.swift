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

/// The mistakes notebook: every item answered wrong, with how often, when last and its run of
/// right answers, most recently missed first. An item leaves after three right answers in a row.
///
/// `f` cycles the kind filter (all, vocabulary, kanji, then each kind of slip recorded for an
/// item in the notebook: long vowels, small kana, ...), `o` the test-mode filter; `t`/`T` test
/// the filtered items (both kinds together make one mixed test, each question drawing its
/// distractors from its own item's deck); `s` studies them as a day (a study list shows one
/// kind, so with both shown, the selected row's kind); Enter opens an item's detail. The header
/// names the learner's most frequent kinds of slip ("long vowels: 14 of your last 50 misses").
public final class MistakesController: TableViewController {
    let context: AppContext

    /// One notebook entry with its item.
    struct Entry {
        var item: StudyItem
        var record: MistakeRecord
    }

    private(set) var entries: [Entry] = []
    /// The kind shown, or nil for both.
    private(set) var kindFilter: DeckKind?
    /// The kind of slip shown (items with such a slip recorded), or nil for all.
    private(set) var slipFilter: SlipKind?
    /// The mode shown, or nil for all.
    private(set) var modeFilter: TestMode?
    private var columnWidths = (word: 4, reading: 7, last: 4)
    /// The date each entry was last missed, as its column shows it: without the year when every
    /// one is in this year ("11-28"), so the meaning keeps those cells.
    private var lastDates: [String] = []

    /// The screen's words in the interface's language.
    private var strings: any NotebookStrings { context.strings.notebook }
    private var cycleKind: KeyBinding { KeyBinding("f", label: strings.kindLabel, help: strings.kindHelp) }
    private var cycleMode: KeyBinding { KeyBinding("o", label: strings.modeLabel, help: strings.modeHelp) }
    private var study: KeyBinding { KeyBinding("s", label: strings.studyLabel, help: strings.studyItemsHelp) }
    private var test: KeyBinding { KeyBinding("t", label: strings.testLabel, help: strings.testItemsHelp) }
    private var chooseTest: KeyBinding { KeyBinding("T", label: strings.testAsLabel, help: strings.testItemsAsHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp, showsInFooter: false) }
    private var leeches: KeyBinding {
        KeyBinding("L", label: strings.leechesLabel, help: strings.leechesHelp, showsInFooter: false)
    }
    private var hangman: KeyBinding { KeyBinding("H", label: strings.hangmanLabel, help: strings.hangmanItemsHelp, showsInFooter: false) }
    /// Lapses per item from the review history, read on reload, for the leech mark `!`.
    private var leechIndex = LeechIndex(events: [])

    public init(context: AppContext) {
        self.context = context
        super.init(title: context.strings.notebook.mistakesTitle)
        tableView.reservesExpansionColumn = false
        reload()
    }

    public override func viewWillAppear() {
        reload()
    }

    /// Re-reads the notebook with the current filters.
    func reload() {
        var records = context.progress.progress.mistakeEntries(kind: kindFilter, mode: modeFilter)
        if let slipFilter {
            let ids = context.progress.progress.itemIDs(withSlip: slipFilter)
            records = records.filter { ids.contains($0.id) }
        }
        entries = records.compactMap { entry in
            context.library.item(withID: entry.id).map { Entry(item: $0, record: entry.record) }
        }
        leechIndex = LeechIndex(events: context.history.read().events)
        // At least as wide as the headers in the interface's language.
        columnWidths = (strings.itemHeader.displayWidth, strings.readingHeader.displayWidth, strings.lastHeader.displayWidth)
        let calendar = context.calendar
        let thisYear = calendar.date(ofDay: calendar.day(of: context.now)).year
        let days = entries.map { calendar.date(ofDay: calendar.day(of: $0.record.lastWrong)) }
        let common = context.strings.common
        lastDates = days.allSatisfy({ $0.year == thisYear })
            ? days.map { common.shortDate(month: $0.month, day: $0.day) }
            : days.map { common.compactDate(year: $0.year, month: $0.month, day: $0.day) }
        columnWidths.last = max(columnWidths.last, lastDates.map(\.displayWidth).max() ?? 0)
        for entry in entries {
            columnWidths.word = max(columnWidths.word, entry.item.headword.displayWidth + (isLeech(entry) ? 1 : 0))
            columnWidths.reading = max(columnWidths.reading, entry.item.readingBesideHeadword.displayWidth)
        }
        tableView.emptyMessage = context.progress.progress.mistakes.isEmpty
            ? strings.noMistakes : strings.nothingMatches
        tableView.reloadData()
    }

    /// "all kinds" / "vocabulary"..., as the header shows the filter.
    var filterDescription: String {
        let common = context.strings.common
        let kind = slipFilter.map { SlipText.name(of: $0, in: context.strings.testing) } ?? kindFilter.map(common.kindName)
            ?? strings.allKinds
        let mode = modeFilter.map(common.testModeName) ?? strings.allModes
        return "\(kind), \(mode)"
    }

    // MARK: - Header

    public override var headerHeight: Int { 3 }

    public override func drawHeader(in canvas: Canvas) {
        // "Showing" goes first when the line would not fit whole (at 40 columns).
        let room = max(0, canvas.width - 3)
        let filter = [(filterDescription, StyleRole.accent), (strings.itemCount(entries.count), StyleRole.dim)]
        let showing = [(strings.showing, StyleRole.dim)] + filter
        canvas.subcanvas(Rect(x: 2, y: 0, width: room, height: 1))
            .draw(showing.reduce(0) { $0 + $1.0.displayWidth } <= room ? showing : filter, at: .zero)
        if let slips = SlipText.summaryLine(context.progress.progress.slipSummary(), in: context.strings.testing) {
            canvas.draw(slips, at: Point(x: 2, y: 1), role: .dim, maxWidth: room)
        } else {
            let leave = strings.itemsLeave(after: MistakeRecord.rightAnswersToLeave)
            canvas.draw(leave.displayWidth <= room ? leave : strings.itemsLeaveShort(after: MistakeRecord.rightAnswersToLeave),
                        at: Point(x: 2, y: 1), role: .dim, maxWidth: room)
        }
        if !entries.isEmpty {
            let narrow = canvas.width < 70
            layout(width: canvas.width).draw(["", strings.itemHeader, strings.readingHeader,
                                              narrow ? strings.missedHeaderShort : strings.missedHeader,
                                              narrow ? strings.rightHeaderShort : strings.rightHeader, strings.lastHeader,
                                              strings.meaningHeader],
                                              roles: Array(repeating: .columnHeader, count: 7), in: canvas, row: 2)
        }
    }

    /// The columns for a content width: narrow screens leave out the date. An empty first
    /// column sets the rows in by two cells, like every other screen.
    private func layout(width: Int) -> ColumnLayout {
        let narrow = width < 70
        let word = min(columnWidths.word, narrow ? 8 : 14)
        let reading = min(columnWidths.reading, narrow ? 8 : 14)
        // The count columns fit their headers in the interface's language (Hangul is two cells wide).
        let missed = max(narrow ? 4 : 6, (narrow ? strings.missedHeaderShort : strings.missedHeader).displayWidth)
        let right = max(narrow ? 3 : 5, (narrow ? strings.rightHeaderShort : strings.rightHeader).displayWidth)
        return ColumnLayout([.fixed(narrow ? 1 : 0), .fixed(word), .fixed(reading), .fixed(missed, alignment: .trailing),
                             .fixed(right), .fixed(narrow ? 0 : columnWidths.last), .flexible()], spacing: narrow ? 1 : 2)
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let entry = entries[indexPath.row]
        let record = entry.record
        let leech = isLeech(entry)
        cell.columns = ["", (leech ? "!" : "") + entry.item.headword, entry.item.readingBesideHeadword, strings.times(record.wrongCount),
                        "\(record.rightStreak)/\(MistakeRecord.rightAnswersToLeave)", indexPath.row < lastDates.count ? lastDates[indexPath.row] : "",
                        context.listMeaning(entry.item)]
        cell.columnRoles = [.normal, leech ? .wrong : .normal, .dim, .wrong, record.rightStreak > 0 ? .correct : .dim, .dim, .normal]
        cell.columnLayout = layout(width: lastWidth)
        return cell
    }

    /// Whether `entry`'s item is a leech (lapsed at least the Settings threshold in reviews).
    func isLeech(_ entry: Entry) -> Bool {
        leechIndex.isLeech(entry.item.id, threshold: context.settings.settings.leechThreshold)
    }

    /// The width of the last frame's table, for the row layout (set while drawing).
    private var lastWidth = 80

    public override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        super.draw(in: canvas)
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        push(ItemDetail.controller(for: entries[indexPath.row].item, context: context))
    }

    // MARK: - Keys

    public override var keyBindings: [KeyBinding] {
        [cycleKind, cycleMode] + (entries.isEmpty ? [] : [study, test, chooseTest, pronounce, hangman] + tableView.keyBindings) + [leeches]
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case cycleKind:
            cycleFilter()
            reload()
        case cycleMode:
            let modes = offeredModes
            let index = modes.firstIndex(of: modeFilter) ?? 0
            modeFilter = modes[(index + 1) % modes.count]
            reload()
        case study:
            guard !entries.isEmpty else { return false }
            // A study list shows one kind: with both shown, the selected row's kind.
            let kind = kindForItems
            let items = entries.map(\.item).filter { $0.kind == kind }
            push(StudyListController(context: context, title: strings.studyTitle, kind: kind, items: items, day: nil,
                                     source: .mistakes))
        case test, chooseTest:
            guard !entries.isEmpty else { return false }
            TestLauncher.start(items: entries.map(\.item), kind: kindForItems, day: nil, source: .mistakes,
                               mode: key == .character("t") ? context.settings.settings.defaultTestMode : nil,
                               context: context, from: self)
        case leeches:
            push(LeechesController(context: context))
        case hangman:
            guard !entries.isEmpty else { return false }
            push(HangmanController(context: context, name: strings.mistakesTitle, items: entries.map(\.item), day: nil, source: .mistakes))
        case pronounce:
            guard let row = tableView.selectedIndexPath?.row else { return false }
            context.pronounce(entries[row].item, from: self)
        default:
            return super.handle(key)
        }
        return true
    }

    /// All modes, then each test mode the filter can meet: a slip is made only in a typed answer,
    /// so with a slip filter only the typed modes (never "long vowels, multiple choice"). The
    /// on'yomi test is offered with the Korean bridge only, and so is its filter.
    var offeredModes: [TestMode?] {
        let bridge = KoreanBridge(context: context).isShown
        let wordChoice = context.meaningLanguage != .english
        return [nil] + TestMode.allCases.filter { mode in
            (mode != .onyomi || bridge) && (mode != .meaningToWord || wordChoice) && (slipFilter == nil || mode.isTyped)
        }
    }

    /// all, vocabulary, kanji, then each kind of slip some notebook item has, then all again. A
    /// mode filter the new slip cannot meet goes back to all modes.
    private func cycleFilter() {
        advanceKindFilter()
        if let modeFilter, !offeredModes.contains(modeFilter) { self.modeFilter = nil }
    }

    private func advanceKindFilter() {
        let progress = context.progress.progress
        let slipKinds = SlipKind.allCases.filter { kind in
            !progress.itemIDs(withSlip: kind).isDisjoint(with: progress.mistakes.keys)
        }
        if let slipFilter {
            let index = slipKinds.firstIndex(of: slipFilter).map { $0 + 1 } ?? slipKinds.count
            self.slipFilter = index < slipKinds.count ? slipKinds[index] : nil
            return
        }
        switch kindFilter {
        case nil: kindFilter = .vocab
        case .vocab: kindFilter = .kanji
        case .kanji:
            kindFilter = nil
            slipFilter = slipKinds.first
        }
    }

    /// The filter's kind, or the selected row's kind when both are shown (the study list's layout).
    private var kindForItems: DeckKind {
        if let kindFilter { return kindFilter }
        if let row = tableView.selectedIndexPath?.row, row < entries.count { return entries[row].item.kind }
        return entries.first?.item.kind ?? .vocab
    }
}
