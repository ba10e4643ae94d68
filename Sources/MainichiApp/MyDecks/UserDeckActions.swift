#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The steps shared by the screens that put words into the learner's decks: `+` on a search
/// result, a word screen or a dictionary entry, and "Add word" from the menu.
enum UserDeckActions {
    /// The `+` key and its help, the same on every screen that has it.
    static let addBinding = KeyBinding("+", label: "add to deck", help: "Add this word to one of your decks (last used first)",
                                       showsInFooter: false)

    /// Asks which deck (last used first, or a new one) and adds `draft` to it, saying where.
    static func add(_ draft: WordDraft, from controller: ScreenController, context: AppContext) {
        guard let store = context.userDecks, let navigation = controller.navigationController else { return }
        let picker = DeckPickerController(context: context, store: store, title: WordsText.addTo(draft.word))
        navigation.push(picker) { [weak controller] (deckID: String?) in
            guard let deckID else { return }
            let added = context.perform(controller) { try store.addWord(draft, toDeck: deckID) }
            if added != nil, let name = store.userDecks.first(where: { $0.id == deckID })?.name {
                controller?.showStatus(WordsText.added(draft.word, deck: name))
            }
        }
    }

    /// "Add word" from the menu: asks which deck, then opens the form for it.
    static func openAddWord(from controller: ScreenController, context: AppContext) {
        guard let store = context.userDecks, let navigation = controller.navigationController else { return }
        let picker = DeckPickerController(context: context, store: store, title: WordsText.addWordTitle)
        navigation.push(picker) { [weak navigation] (deckID: String?) in
            guard let deckID, let navigation else { return }
            navigation.push(form(adding: deckID, store: store, context: context))
        }
    }

    /// The Add word form saving into `deckID`.
    static func form(adding deckID: String, store: any UserDeckStoring, context: AppContext) -> WordFormController {
        let deckName = store.userDecks.first(where: { $0.id == deckID })?.name ?? ""
        weak var form: WordFormController?
        let controller = WordFormController(context: context, title: WordsText.addWordTitle) { draft in
            do {
                try store.addWord(draft, toDeck: deckID)
                context.lastUsedUserDeckID = deckID
                form?.navigationController?.showStatus(WordsText.added(draft.word, deck: deckName))
                return nil
            } catch {
                return WordsText.notSaved(error)
            }
        }
        form = controller
        return controller
    }

    /// The Edit word form for one item of `deckID`.
    static func form(editing item: VocabItem, in deckID: String, store: any UserDeckStoring, context: AppContext) -> WordFormController {
        WordFormController(context: context, title: WordsText.editWordTitle, draft: WordDraft(item)) { draft in
            do {
                try store.updateWord(item.id, with: draft, inDeck: deckID)
                return nil
            } catch {
                return WordsText.notSaved(error)
            }
        }
    }
}
