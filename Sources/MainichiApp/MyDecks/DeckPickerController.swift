#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// A short list of the learner's decks of one kind to add to, the last one used first, then
/// "New deck..." (which asks for a name and makes it). Enter hands the chosen deck's id back
/// through `dismiss(result:)`; Esc goes back with nil.
public final class DeckPickerController: TableViewController {
    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    let store: any UserDeckStoring
    let kind: DeckKind
    /// The decks listed, last used first.
    private(set) var decks: [UserDeckSummary] = []
    private let layout = ColumnLayout([.flexible(minimum: 8), .fixed(10, alignment: .trailing), .fixed(0)])

    /// - Parameters:
    ///   - title: what is being added ("Add 猫 to").
    ///   - kind: the kind of deck that can take it.
    public init(context: AppContext, store: any UserDeckStoring, title: String, kind: DeckKind = .vocab) {
        self.context = context
        self.store = store
        self.kind = kind
        super.init(title: title)
        tableView.reservesExpansionColumn = false
    }

    public override var keyBindings: [KeyBinding] {
        let table = tableView.keys
        return ([table.open.relabeled(strings.label(.choose), help: strings.chooseDeckHelp), table.move] + table.scrolling)
            .filter(\.isEnabled)
    }

    public override func viewWillAppear() {
        reload()
    }

    func reload() {
        let all = store.userDecks.filter { $0.kind == kind }
        if let last = context.lastUsedUserDeckID, let index = all.firstIndex(where: { $0.id == last }) {
            decks = [all[index]] + all.enumerated().filter { $0.offset != index }.map(\.element)
        } else {
            decks = all
        }
        tableView.reloadData()
    }

    public override var headerHeight: Int { 1 }

    public override func drawHeader(in canvas: Canvas) {
        canvas.draw(strings.pickDeckHeader, at: Point(x: 2, y: 0), role: .dim, maxWidth: canvas.width - 4)
    }

    public override func numberOfRows(in tableView: TableView) -> Int { decks.count + 1 }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        cell.columnLayout = layout
        if indexPath.row < decks.count {
            let deck = decks[indexPath.row]
            cell.columns = ["  " + deck.name, strings.itemCount(deck.itemCount, kind: deck.kind), ""]
            cell.columnRoles = [.normal, .dim, .normal]
        } else {
            cell.columns = ["  " + strings.newDeck, "", ""]
            cell.columnRoles = [.accent, .dim, .normal]
        }
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        if indexPath.row < decks.count {
            choose(decks[indexPath.row].id)
            return
        }
        navigationController?.push(DeckNameController(strings: strings, title: strings.newDeck, kind: kind, allowsKindChange: false)) {
            [weak self] (result: DeckNameController.Result?) in
            guard let self, let result else { return }
            if let deck = self.context.perform(self, { try self.store.createDeck(named: result.name, kind: result.kind) }) {
                self.choose(deck.id)
            }
        }
    }

    private func choose(_ deckID: String) {
        context.lastUsedUserDeckID = deckID
        dismiss(result: deckID)
    }
}
