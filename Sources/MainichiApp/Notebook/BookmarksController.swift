import MainichiCore
import TerminalUI

/// Every bookmarked item, in a Vocabulary section and a Kanji section, newest first.
///
/// Enter opens an item's detail; `b` removes its bookmark at once and `u` puts removed bookmarks
/// back, the last removed first (as long as the screen is open); `s` studies the selected
/// section as a day, `t` tests it in the default mode and `T` asks for the mode; `p` pronounces.
public final class BookmarksController: TableViewController {
    let context: AppContext

    /// A line of the list: a section title or an item.
    enum Row {
        case section(DeckKind, count: Int)
        case item(StudyItem)
    }

    private(set) var rows: [Row] = []
    private var layouts: [DeckKind: ColumnLayout] = [:]
    /// The width of the last frame, which the column caps depend on.
    private var lastWidth = 80

    /// The screen's words in the interface's language.
    private var strings: any NotebookStrings { context.strings.notebook }
    private var remove: KeyBinding { KeyBinding("b", label: strings.unbookmarkLabel, help: strings.unbookmarkHelp) }
    private var study: KeyBinding { KeyBinding("s", label: strings.studyLabel, help: strings.studySectionHelp) }
    private var test: KeyBinding { KeyBinding("t", label: strings.testLabel, help: strings.testSectionHelp) }
    private var chooseTest: KeyBinding { KeyBinding("T", label: strings.testAsLabel, help: strings.testSectionAsHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp) }
    private var undoRemove: KeyBinding { KeyBinding("u", label: strings.undoRemoveLabel, help: strings.undoRemoveHelp) }
    /// The bookmarks removed on this screen, the last removed last: `u` puts them back.
    private(set) var removed: [StudyItem] = []
    private var hangman: KeyBinding {
        KeyBinding("H", label: strings.hangmanLabel, help: strings.hangmanSectionHelp, showsInFooter: false)
    }

    public init(context: AppContext) {
        self.context = context
        super.init(title: context.strings.notebook.bookmarksTitle)
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = context.strings.notebook.noBookmarks
        reload()
    }

    public override func viewWillAppear() {
        reload()
    }

    public override func draw(in canvas: Canvas) {
        if canvas.width != lastWidth {
            lastWidth = canvas.width
            reload()
        }
        super.draw(in: canvas)
    }

    /// Re-reads the bookmarks from progress.
    func reload() {
        var rows: [Row] = []
        for kind in DeckKind.allCases {
            let items = context.library.items(withIDs: context.progress.progress.bookmarkedIDs(kind: kind))
            var layout = NotebookColumns.layout(for: items, kind: kind, width: lastWidth, meaning: context.listMeaning)
            layout.columns.insert(.fixed(0), at: 0)
            layouts[kind] = layout
            guard !items.isEmpty else { continue }
            rows.append(.section(kind, count: items.count))
            rows += items.map { .item($0) }
        }
        self.rows = rows
        tableView.reloadData()
    }

    /// The items of the section holding the selection.
    var selectedSection: (kind: DeckKind, items: [StudyItem])? {
        guard let row = tableView.selectedIndexPath?.row, case .item(let selected) = rows[row] else { return nil }
        let items = rows.compactMap { row -> StudyItem? in
            if case .item(let item) = row, item.kind == selected.kind { return item }
            return nil
        }
        return (selected.kind, items)
    }

    var selectedItem: StudyItem? {
        guard let row = tableView.selectedIndexPath?.row, case .item(let item) = rows[row] else { return nil }
        return item
    }

    // MARK: - Keys

    public override var keyBindings: [KeyBinding] {
        let undo = removed.isEmpty ? [] : [undoRemove]
        guard !rows.isEmpty else { return undo }
        return [remove] + undo + [study, test, chooseTest, pronounce, hangman] + tableView.keyBindings
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case remove:
            guard let item = selectedItem else { return false }
            if context.perform(self, { try context.progress.setBookmarked(item.id, false) }) != nil {
                removed.append(item)
                showStatus(strings.removedBookmark(item.headword), role: .dim)
                reload()
            }
        case undoRemove:
            // Offered (and listed) only while there is a removal to undo.
            guard let item = removed.last else { return false }
            if context.perform(self, { try context.progress.setBookmarked(item.id, true) }) != nil {
                removed.removeLast()
                showStatus(strings.restoredBookmark(item.headword), role: .dim)
                reload()
                if let row = rows.firstIndex(where: { if case .item(let shown) = $0 { shown.id == item.id } else { false } }) {
                    tableView.selectRow(at: TableIndexPath(row: row))
                }
            }
        case study:
            guard let section = selectedSection else { return false }
            push(StudyListController(context: context, title: strings.bookmarkedList(section.kind), kind: section.kind,
                                     items: section.items, day: nil, source: .bookmarks))
        case test, chooseTest:
            guard let section = selectedSection else { return false }
            TestLauncher.start(items: section.items, kind: section.kind, day: nil, source: .bookmarks,
                               mode: key == .character("t") ? context.settings.settings.defaultTestMode : nil,
                               context: context, from: self)
        case hangman:
            guard let section = selectedSection else { return false }
            push(HangmanController(context: context, name: strings.bookmarksTitle, items: section.items, day: nil, source: .bookmarks))
        case pronounce:
            guard let item = selectedItem else { return false }
            context.pronounce(item, from: self)
        default:
            return super.handle(key)
        }
        return true
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        switch rows[indexPath.row] {
        case .section(let kind, let count):
            // Set in two cells, like the section titles of every other screen.
            cell.text = "  " + strings.section(kind, count: count)
            cell.textRole = .sectionHeader
        case .item(let item):
            // An empty first column of width 0 indents the item under its section title.
            cell.columns = [""] + NotebookColumns.fields(of: item, meaning: context.listMeaning)
            cell.columnRoles = [.normal] + NotebookColumns.roles(of: item)
            cell.columnLayout = layouts[item.kind]
        }
        return cell
    }

    public override func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool {
        if case .item = rows[indexPath.row] { return true }
        return false
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        guard case .item(let item) = rows[indexPath.row] else { return }
        push(ItemDetail.controller(for: item, context: context))
    }
}
