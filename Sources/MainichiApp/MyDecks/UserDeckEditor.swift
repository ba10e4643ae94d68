#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The editing keys of a study list that shows one of the learner's own decks: `e` edits the
/// selected word in the word form (a kanji in the kanji form), `n` adds one, `x` deletes the selected item after asking, `u` undoes
/// the last edit or deletion. The store makes the changes; the list reloads from it.
final class UserDeckEditor {
    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    let store: any UserDeckStoring
    let deckID: String

    lazy var edit = KeyBinding("e", label: strings.label(.edit), help: strings.editHelp)
    lazy var delete = KeyBinding("x", label: strings.label(.delete), help: strings.deleteItemHelp)
    lazy var undo = KeyBinding("u", label: strings.label(.undo), help: strings.undoHelp, showsInFooter: false)
    lazy var addWord = KeyBinding("n", label: strings.label(.addWord), help: strings.addWordHelp, showsInFooter: false)

    init(context: AppContext, store: any UserDeckStoring, deckID: String) {
        self.context = context
        self.store = store
        self.deckID = deckID
    }

    var keyBindings: [KeyBinding] { [edit, delete, undo, addWord] }

    /// The deck's items, or those of one day of it.
    func items(of day: DayKey?) -> [StudyItem] {
        let all = store.items(inDeck: deckID)
        guard let day else { return all }
        return all.filter { $0.day == day.day }
    }

    /// Handles an editing key for `list`; false for other keys.
    func handle(_ key: Key, in list: StudyListController) -> Bool {
        switch key {
        case edit:
            guard let item = selectedItem(of: list) else { return true }
            switch item {
            case .vocab(let word): list.push(UserDeckActions.form(editing: word, in: deckID, store: store, context: context))
            case .kanji(let kanji): list.push(UserDeckActions.kanjiForm(editing: kanji, in: deckID, store: store, context: context))
            }
        case delete:
            guard let item = selectedItem(of: list) else { return true }
            list.present(.confirm(strings.deleteItemQuestion(item.headword), confirmTitle: strings.deleteButton,
                                  cancelTitle: strings.keepButton, focusesCancel: true) { [weak self, weak list] confirmed in
                guard let self, let list, confirmed else { return }
                if self.context.perform(list, { try self.store.removeItem(item.id, fromDeck: self.deckID) }) != nil {
                    list.showStatus(strings.deletedItem(item.headword))
                }
                list.replaceItems(self.items(of: list.day))
            })
        case addWord:
            list.push(UserDeckActions.addForm(for: deckID, kind: list.kind, store: store, context: context))
        case undo:
            if let undone = context.perform(list, { try store.undoLastItemChange() }) {
                list.showStatus(undone ? strings.undone : strings.nothingToUndo, role: undone ? .status : .dim)
            }
            list.replaceItems(items(of: list.day))
        default:
            return false
        }
        return true
    }

    private func selectedItem(of list: StudyListController) -> StudyItem? {
        guard let selection = list.tableView.selectedIndexPath, selection.subRow == nil,
              selection.row < list.items.count else { return nil }
        return list.items[selection.row]
    }
}
