import MainichiCore
import TerminalUI

/// The base of the word and kanji detail screens: a table of rows of different kinds (title,
/// fields, sentences, related items), rebuilt when the width changes so long text wraps, with
/// the selection kept on the same row. Subclasses supply `makeRows(width:)`.
public class DetailController: TableViewController {
    let context: AppContext
    private(set) var rows: [DetailRow] = []
    private var builtWidth = -1
    /// The language the rows were built in.
    private var builtLanguage = Language.english

    init(context: AppContext, title: String) {
        self.context = context
        super.init(title: title)
        tableView.reservesExpansionColumn = false
        tableView.register(DetailCell.self, forCellReuseIdentifier: DetailCell.reuseIdentifier)
    }

    /// The detail screens' words in the current language.
    var strings: any DetailStrings { context.strings.detail }

    /// The rows for a content width; override.
    func makeRows(width: Int) -> [DetailRow] { [] }

    /// Lines put under the title row by whoever opened the screen (the reader: how the word in
    /// the text is inflected), each wrapped to the width in the accent role.
    var leadLines: [String] = []

    /// The word as the reader met it, with its sentence (set by the reader): `+` adds it so.
    var minedWord: MinedWord?

    /// The longer dictionary words of the text around the word (set by the reader: 授業中 under
    /// 授業), listed under the entry (`longerWordRows`); Enter opens one, `+` adds it.
    var longerWords: [ReaderLongerWord] = []

    /// The rows of `longerWords`: a heading, then word and reading in aligned columns and the
    /// meaning after them, or under them, indented, when that leaves it too little room (a narrow
    /// screen); each line cut to the width. None when there are none.
    func longerWordRows(width: Int) -> [DetailRow] {
        guard !longerWords.isEmpty else { return [] }
        let formWidth = min(max(4, width / 3), longerWords.map(\.form.displayWidth).max() ?? 0)
        let readingWidth = min(max(0, width - formWidth - 6), longerWords.map(\.reading.displayWidth).max() ?? 0)
        let meaningRoom = width - 2 - formWidth - (readingWidth > 0 ? readingWidth + 2 : 0) - 2
        let oneLine = meaningRoom >= 16
        var rows: [DetailRow] = [.gap("longer"), .heading(context.strings.reader.longerWordsHeading)]
        for (index, word) in longerWords.enumerated() {
            let form = word.form.displayWidth > formWidth ? word.form.truncated(toWidth: formWidth) : word.form
            let reading = word.reading.displayWidth > readingWidth ? word.reading.truncated(toWidth: readingWidth) : word.reading
            var line: [(String, StyleRole)] = [("  ", .dim), (form.padded(toWidth: formWidth), .title)]
            if readingWidth > 0 { line.append(("  " + reading.padded(toWidth: readingWidth), .accent)) }
            var lines = [line]
            if oneLine {
                lines[0].append(("  " + meaning(of: word.entry), .normal))
            } else {
                lines.append([("    ", .dim), (meaning(of: word.entry), .normal)])
            }
            rows.append(DetailRow(key: "longer:\(index)", lines: lines.map { truncate($0, width: width) }, isSelectable: true,
                                  action: .openLongerWord(index), speech: word.form))
        }
        return rows
    }

    /// The meaning of `entry` in the learner's meaning language: its deck word's (Korean where the
    /// deck has it), else the dictionary's first two senses.
    private func meaning(of entry: DictionaryEntry) -> String {
        if let item = context.library.items(withIDs: WordKnowledgeIndex.itemIDs(of: entry)).first {
            return item.meaningSummary(in: context.meaningLanguage)
        }
        return entry.meanings.prefix(2).joined(separator: "; ")
    }

    /// `+` on a screen the reader opened: adds the longer word selected, else the word itself,
    /// with the sentence it stands in (`MinedWordActions`); false when the reader did not open it.
    func addMinedWord() -> Bool {
        var word = minedWord
        if let action = selectedRow?.action, case .openLongerWord(let index) = action, longerWords.indices.contains(index) {
            word = longerWords[index].mined
        }
        guard let word else { return false }
        MinedWordActions.add(word, from: self, context: context) { [weak self] in
            guard let self else { return }
            self.rebuildRows(width: self.builtWidth)
        }
        return true
    }

    /// Rebuilds the rows (after a bookmark, or for a new width), keeping the selected row.
    func rebuildRows(width: Int) {
        let selectedKey = tableView.selectedIndexPath.flatMap { $0.row < rows.count ? rows[$0.row].key : nil }
        builtWidth = width
        rows = makeRows(width: width)
        if !leadLines.isEmpty, !rows.isEmpty {
            let lead = leadLines.enumerated().map { DetailRow.wrapped($1, key: "lead:\($0)", width: width, role: .accent) }
            rows.insert(contentsOf: lead, at: 1)
        }
        tableView.reloadData()
        if let selectedKey, let index = rows.firstIndex(where: { $0.key == selectedKey }) {
            tableView.selectRow(at: TableIndexPath(row: index))
        } else if selectedKey == nil, let index = rows.indices.dropFirst().first(where: { rows[$0].isSelectable }) {
            // A new screen starts on its first content row, below the title.
            tableView.selectRow(at: TableIndexPath(row: index))
        }
    }

    /// The selected row, if any.
    var selectedRow: DetailRow? {
        tableView.selectedIndexPath.flatMap { $0.row < rows.count ? rows[$0.row] : nil }
    }

    /// The table's open key, enabled only on a row that opens something (a kanji, an example).
    var openBinding: KeyBinding {
        let opens: Bool
        if let action = selectedRow?.action, case .none = action { opens = false } else { opens = selectedRow != nil }
        return tableView.keys.open.enabled(opens)
    }

    /// Selects the first row whose key starts with `prefix` (tests and "go to" keys).
    func selectRow(keyPrefix prefix: String) {
        if let index = rows.firstIndex(where: { $0.key.hasPrefix(prefix) }) {
            tableView.selectRow(at: TableIndexPath(row: index))
        }
    }

    public override func viewWillAppear() {
        if builtWidth >= 0 { rebuildRows(width: builtWidth) }
    }

    public override func draw(in canvas: Canvas) {
        let width = max(1, canvas.width - 2)
        if width != builtWidth || builtLanguage != context.language {
            builtLanguage = context.language
            rebuildRows(width: width)
        }
        super.draw(in: canvas)
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    public override func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int {
        max(1, rows[indexPath.row].lines.count)
    }

    public override func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool {
        rows[indexPath.row].isSelectable
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: DetailCell.reuseIdentifier, as: DetailCell.self)
        cell.lines = rows[indexPath.row].lines
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        switch rows[indexPath.row].action {
        case .openKanji(let kanji):
            push(KanjiDetailController(context: context, kanji: kanji))
        case .openExample(let example, let kanji):
            push(ItemDetail.controller(for: example, of: kanji, context: context))
        case .openLongerWord(let index):
            if longerWords.indices.contains(index) { push(ReaderController.detail(of: longerWords[index], context: context)) }
        case .none:
            break
        }
    }

    // MARK: - Shared actions

    /// Toggles the bookmark of `item`, saving at once, and rebuilds the rows to show it.
    func toggleBookmark(_ item: StudyItem) {
        if let isBookmarked = context.perform(self, { try context.progress.toggleBookmark(item.id) }) {
            showStatus(context.strings.study.bookmarkStatus(item.headword, isBookmarked: isBookmarked))
            rebuildRows(width: builtWidth)
        }
    }

    /// Adds `item` to reviews, saying when the new-items limit holds it back.
    func addToReviews(_ item: StudyItem) {
        if let outcome = context.perform(self, { try context.learner.addToReviews([item.id]) }) {
            showStatus(context.strings.study.addedStatus(outcome, headword: item.headword))
        }
    }

    /// Opens the study list of `item`'s day with the item selected: when that list is already on
    /// the stack (the user came from it), goes back to it instead of stacking another. A day of a
    /// bundled deck replaces the stack with the day's own path (Mainichi › Vocabulary › N4 ›
    /// Day 4), so the breadcrumb never shows a day under another day's words.
    func goToDay(of item: StudyItem) {
        if let navigation = navigationController,
           let list = navigation.viewControllers.last(where: { ($0 as? StudyListController)?.day == item.dayKey }) {
            while navigation.topController !== list, navigation.pop() != nil {}
            (list as? StudyListController)?.selectItem(withID: item.id)
            return
        }
        if let navigation = navigationController, !context.library.isUserDeck(item.dayKey.deck),
           let deck = try? context.library.deck(id: item.dayKey.deck), item.day >= 1, item.day <= deck.dayCount {
            showDayPath(of: item, deck: deck, in: navigation)
            return
        }
        do {
            let items = try context.library.items(for: item.dayKey)
            let list = StudyListController(context: context, title: context.strings.common.day(item.day), kind: item.kind,
                                           items: Array(items),
                                           day: item.dayKey, source: .day)
            list.recordsStudy = false
            push(list)
            list.selectItem(withID: item.id)
        } catch {
            showStatus(strings.cannotOpen(context.dayName(item.dayKey), context.strings.errors.text(error)), role: .wrong)
        }
    }

    /// Replaces the stack above the menu with the path to `item`'s day in `deck`: the kind's
    /// level list, the deck's day list and the day's study list, each with its row selected.
    /// The day is opened to look, so it is not marked studied.
    private func showDayPath(of item: StudyItem, deck: Deck, in navigation: NavigationController) {
        let context = context
        guard let items = try? context.library.items(for: item.dayKey) else { return }
        navigation.popToRoot()
        let levels = LevelListController(context: context, kind: deck.kind)
        navigation.push(levels)
        if let row = levels.summaries.firstIndex(where: { $0.deckID == deck.id }) {
            levels.tableView.selectRow(at: TableIndexPath(row: row))
        }
        let days = DayListController(context: context, deck: deck)
        navigation.push(days)
        days.tableView.selectRow(at: TableIndexPath(row: item.day - 1))
        let list = StudyListController(context: context, title: context.strings.common.day(item.day), kind: item.kind,
                                       items: Array(items), day: item.dayKey, source: .day)
        list.recordsStudy = false
        navigation.push(list)
        list.selectItem(withID: item.id)
    }
}
