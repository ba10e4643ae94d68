#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// "My decks": the learner's own decks, each with its kind, size and items per day.
///
/// Enter opens a deck to study; n makes a new deck (words or kanji), r renames, x deletes after
/// asking, < and > change the items per day, a adds a word (a kanji to a kanji deck), i imports a file into the selected
/// deck (or a new one) and E exports the selected deck for Anki. Every change goes through the
/// store (`AppContext.userDecks`); a change that cannot be saved is reported in the status line.
public final class MyDecksController: TableViewController {
    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    let store: any UserDeckStoring
    /// The decks shown, in the store's order.
    private(set) var decks: [UserDeckSummary] = []
    private var layout = MyDecksController.layout(width: 80)

    /// The fewest and most items a study day may have.
    static let itemsPerDayRange = 1...100

    private lazy var newDeck = KeyBinding("n", label: strings.label(.new), help: strings.newDeckHelp)
    private lazy var rename = KeyBinding("r", label: strings.label(.rename), help: strings.renameHelp)
    private lazy var delete = KeyBinding("x", label: strings.label(.delete), help: strings.deleteDeckHelp)
    private lazy var fewer = KeyBinding("<", label: strings.label(.fewer), help: strings.fewerHelp, showsInFooter: false)
    private lazy var more = KeyBinding(">", label: strings.label(.more), help: strings.moreHelp, showsInFooter: false)
    private lazy var addWord = KeyBinding("a", label: strings.label(.addWord), help: strings.addWordHelp)
    private lazy var importFile = KeyBinding("i", label: strings.label(.importFile), help: strings.importHelp)
    private lazy var export = KeyBinding("E", label: strings.label(.export), help: strings.exportHelp, showsInFooter: false)

    public init(context: AppContext, store: any UserDeckStoring) {
        self.context = context
        self.store = store
        super.init(title: context.strings.words.myDecksTitle)
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = strings.noDecks
    }

    /// The selected deck.
    var selectedDeck: UserDeckSummary? {
        tableView.selectedIndexPath.flatMap { $0.row < decks.count ? decks[$0.row] : nil }
    }

    public override var titleAccessory: String? { decks.isEmpty ? nil : "\(decks.count)" }

    public override var keyBindings: [KeyBinding] {
        let table = tableView.keys
        // Open and the deck keys first, so that at 40 columns the footer still shows Enter.
        let hasDeck = selectedDeck != nil
        return ([table.open, newDeck, addWord, importFile, rename.enabled(hasDeck), delete.enabled(hasDeck),
                 table.move.hiddenFromFooter(), fewer.enabled(hasDeck), more.enabled(hasDeck), export.enabled(hasDeck)]
            + table.scrolling).filter(\.isEnabled)
    }

    public override func viewWillAppear() {
        reload()
    }

    func reload() {
        decks = store.userDecks
        tableView.reloadData()
        if tableView.selectedIndexPath == nil, !decks.isEmpty { tableView.selectRow(at: TableIndexPath(row: 0)) }
    }

    // MARK: - Drawing

    static func layout(width: Int) -> ColumnLayout {
        width < 60
            ? ColumnLayout([.flexible(minimum: 8), .fixed(9, alignment: .trailing), .fixed(5, alignment: .trailing), .fixed(0)])
            : ColumnLayout([.flexible(minimum: 8), .fixed(6), .fixed(12, alignment: .trailing), .fixed(7, alignment: .trailing), .fixed(0)])
    }

    public override var headerHeight: Int { 1 }

    public override func draw(in canvas: Canvas) {
        layout = Self.layout(width: canvas.width)
        super.draw(in: canvas)
    }

    public override func drawHeader(in canvas: Canvas) {
        let titles = canvas.width < 60 ? strings.deckColumnsShort : strings.deckColumns
        let row = ["  " + titles[0]] + titles.dropFirst() + [""]
        layout.draw(row, roles: Array(repeating: .columnHeader, count: row.count), in: canvas)
    }

    public override func numberOfRows(in tableView: TableView) -> Int { decks.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let deck = decks[indexPath.row]
        let perDay = TextFormat.grouped(deck.itemsPerDay)
        if layout.columns.count == 4 {
            cell.columns = ["  " + deck.name, strings.itemCount(deck.itemCount, kind: deck.kind), perDay, ""]
            cell.columnRoles = [.title, .normal, .dim, .normal]
        } else {
            cell.columns = ["  " + deck.name, strings.kindName(deck.kind), strings.itemCount(deck.itemCount, kind: deck.kind),
                            perDay, ""]
            cell.columnRoles = [.title, .dim, .normal, .dim, .normal]
        }
        cell.columnLayout = layout
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        open(decks[indexPath.row])
    }

    /// Opens a deck to study.
    func open(_ deck: UserDeckSummary) {
        push(UserDeckScreens.open(deck, store: store, context: context))
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        let hasDeck = selectedDeck != nil
        switch key {
        case newDeck: makeDeck()
        case rename.enabled(hasDeck): renameSelected()
        case delete.enabled(hasDeck): deleteSelected()
        case fewer.enabled(hasDeck): changeItemsPerDay(by: -1)
        case more.enabled(hasDeck): changeItemsPerDay(by: 1)
        case addWord: addWordToSelected()
        case importFile: push(ImportController(context: context, store: store, deckID: selectedDeck?.id))
        case export.enabled(hasDeck):
            guard let deck = selectedDeck else { return true }
            push(ExportController(context: context, target: .userDeck(deck, store.items(inDeck: deck.id))))
        default: return super.handle(key)
        }
        return true
    }

    private func makeDeck() {
        navigationController?.push(DeckNameController(strings: strings, title: strings.newDeck, allowsKindChange: true)) {
            [weak self] (result: DeckNameController.Result?) in
            guard let self, let result else { return }
            guard let deck = self.context.perform(self, { try self.store.createDeck(named: result.name, kind: result.kind) }) else { return }
            self.reload()
            if let row = self.decks.firstIndex(where: { $0.id == deck.id }) { self.tableView.selectRow(at: TableIndexPath(row: row)) }
            self.showStatus(strings.made(deck.name))
        }
    }

    private func renameSelected() {
        guard let deck = selectedDeck else { return }
        navigationController?.push(DeckNameController(strings: strings, title: strings.renameTitle, name: deck.name, kind: deck.kind,
                                                      allowsKindChange: false)) {
            [weak self] (result: DeckNameController.Result?) in
            guard let self, let result, result.name != deck.name else { return }
            self.context.perform(self) { try self.store.renameDeck(deck.id, to: result.name) }
            self.reload()
        }
    }

    private func deleteSelected() {
        guard let deck = selectedDeck else { return }
        present(.confirm(strings.deleteDeckQuestion(deck), confirmTitle: strings.deleteButton, cancelTitle: strings.keepButton,
                         focusesCancel: true) { [weak self] confirmed in
            guard let self, confirmed else { return }
            if self.context.perform(self, { try self.store.deleteDeck(deck.id) }) != nil {
                if self.context.lastUsedUserDeckID == deck.id { self.context.lastUsedUserDeckID = nil }
                self.showStatus(strings.deleted(deck.name))
            }
            self.reload()
        })
    }

    private func changeItemsPerDay(by step: Int) {
        guard let deck = selectedDeck else { return }
        let count = min(Self.itemsPerDayRange.upperBound, max(Self.itemsPerDayRange.lowerBound, deck.itemsPerDay + step))
        guard count != deck.itemsPerDay else { return }
        context.perform(self) { try store.setItemsPerDay(count, ofDeck: deck.id) }
        reload()
    }

    private func addWordToSelected() {
        guard let deck = selectedDeck else {
            showStatus(strings.makeDeckFirst, role: .dim)
            return
        }
        push(UserDeckActions.addForm(for: deck.id, kind: deck.kind, store: store, context: context))
    }
}
