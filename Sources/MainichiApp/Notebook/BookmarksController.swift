import MainichiCore
import TerminalUI

/// Every bookmarked item, in a Vocabulary section and a Kanji section, newest first.
///
/// Enter opens an item's detail; `b` removes its bookmark at once; `s` studies the selected
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

    private let remove = KeyBinding("b", label: "unbookmark", help: "Remove the selected item's bookmark")
    private let study = KeyBinding("s", label: "study", help: "Study the selected section as a day")
    private let test = KeyBinding("t", label: "test", help: "Test the selected section (default mode)")
    private let chooseTest = KeyBinding("T", label: "test as", help: "Test the selected section, choosing the mode")
    private let pronounce = KeyBinding("p", label: "say", help: "Pronounce the selected item")
    private let hangman = KeyBinding("H", label: "hangman", help: "Play hangman with the selected section's words",
                                     showsInFooter: false)

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Bookmarks")
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = "No bookmarks yet. Press b on a word or kanji in a study list or its detail screen to bookmark it."
        reload()
    }

    public override func viewWillAppear() {
        reload()
    }

    /// Re-reads the bookmarks from progress.
    func reload() {
        var rows: [Row] = []
        for kind in DeckKind.allCases {
            let items = context.library.items(withIDs: context.progress.progress.bookmarkedIDs(kind: kind))
            var layout = NotebookColumns.layout(for: items, kind: kind)
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
        guard !rows.isEmpty else { return [] }
        return [remove, study, test, chooseTest, pronounce, hangman] + tableView.keyBindings
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case remove:
            guard let item = selectedItem else { return false }
            if context.perform(self, { try context.progress.setBookmarked(item.id, false) }) != nil {
                showStatus("Removed the bookmark of \(item.headword)", role: .dim)
                reload()
            }
        case study:
            guard let section = selectedSection else { return false }
            push(StudyListController(context: context, title: "Bookmarked \(section.kind.displayName)", kind: section.kind,
                                     items: section.items, day: nil, source: .bookmarks))
        case test, chooseTest:
            guard let section = selectedSection else { return false }
            TestLauncher.start(items: section.items, kind: section.kind, day: nil, source: .bookmarks,
                               mode: key == .character("t") ? context.settings.settings.defaultTestMode : nil,
                               context: context, from: self)
        case hangman:
            guard let section = selectedSection else { return false }
            push(HangmanController(context: context, name: "Bookmarks", items: section.items, day: nil, source: .bookmarks))
        case pronounce:
            guard let item = selectedItem else { return false }
            context.pronounce(TestController.spokenReading(of: item), from: self)
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
            cell.text = kind == .vocab ? "  Vocabulary (\(count))" : "  Kanji (\(count))"
            cell.textRole = .sectionHeader
        case .item(let item):
            // An empty first column of width 0 indents the item under its section title.
            cell.columns = [""] + NotebookColumns.fields(of: item)
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
