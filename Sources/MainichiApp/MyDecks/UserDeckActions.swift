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
    static func addBinding(_ context: AppContext, inFooter: Bool = false) -> KeyBinding {
        KeyBinding("+", label: context.strings.words.label(.addToDeck), help: context.strings.words.addToDeckHelp, showsInFooter: inFooter)
    }

    /// `+` on a dictionary entry (a search row, the entry's screen): adds it as `add(_:as:)` does.
    static func add(_ entry: DictionaryEntry, from controller: ScreenController, context: AppContext) {
        add(WordDraft(entry), as: MinedWord(entry), from: controller, context: context)
    }

    /// `+` on a deck word (a search row, its word screen): adds it as `add(_:as:)` does.
    static func add(_ item: VocabItem, from controller: ScreenController, context: AppContext) {
        add(WordDraft(item), as: MinedWord(item), from: controller, context: context)
    }

    /// Asks which deck (last used first, or a new one) and adds `draft` to it, saying where. A word
    /// in the learner's reviews already (`Learner.isInReviews` of `word`, the rule the Read
    /// screen's `+` and `mine --add` follow) is not offered a deck: it is said instead, and no
    /// second item, so no second card, is made.
    static func add(_ draft: WordDraft, as word: MinedWord, from controller: ScreenController, context: AppContext) {
        guard let store = context.deckStore, let navigation = controller.navigationController else { return }
        let strings = context.strings.words
        guard !context.learner.isInReviews(word, ownDecks: context.userDecks) else {
            controller.showStatus(strings.inReviewsAlready(draft.word), role: .dim)
            return
        }
        let picker = DeckPickerController(context: context, store: store, title: strings.addTo(draft.word))
        navigation.push(picker) { [weak controller] (deckID: String?) in
            guard let deckID else { return }
            let added = context.perform(controller) { try store.addWord(draft, toDeck: deckID) }
            if added != nil, let name = store.userDecks.first(where: { $0.id == deckID })?.name {
                controller?.showStatus(strings.added(draft.word, deck: name))
            }
        }
    }

    /// "Add word" from the menu: asks which deck, then opens the form for it.
    static func openAddWord(from controller: ScreenController, context: AppContext) {
        guard let store = context.deckStore, let navigation = controller.navigationController else { return }
        let picker = DeckPickerController(context: context, store: store, title: context.strings.words.addWordTitle)
        navigation.push(picker) { [weak navigation] (deckID: String?) in
            guard let deckID, let navigation else { return }
            navigation.push(form(adding: deckID, store: store, context: context))
        }
    }

    /// The Add word form saving into `deckID`.
    static func form(adding deckID: String, store: any UserDeckStoring, context: AppContext) -> WordFormController {
        let deckName = store.userDecks.first(where: { $0.id == deckID })?.name ?? ""
        let strings = context.strings.words
        weak var form: WordFormController?
        let controller = WordFormController(context: context, title: strings.addWordTitle) { draft in
            do {
                try store.addWord(draft, toDeck: deckID)
                context.lastUsedUserDeckID = deckID
                form?.navigationController?.showStatus(strings.added(draft.word, deck: deckName))
                return nil
            } catch {
                return strings.notSaved(error)
            }
        }
        form = controller
        return controller
    }

    /// The Add kanji form saving into the kanji deck `deckID`.
    static func kanjiForm(adding deckID: String, store: any UserDeckStoring, context: AppContext) -> KanjiFormController {
        let deckName = store.userDecks.first(where: { $0.id == deckID })?.name ?? ""
        let strings = context.strings.words
        weak var form: KanjiFormController?
        let controller = KanjiFormController(context: context, title: strings.addKanjiTitle) { draft in
            do {
                try store.addKanji(draft, toDeck: deckID)
                form?.navigationController?.showStatus(strings.added(draft.kanji, deck: deckName))
                return nil
            } catch {
                return strings.notSaved(error)
            }
        }
        form = controller
        return controller
    }

    /// The Edit kanji form for one kanji of `deckID`.
    static func kanjiForm(editing item: KanjiItem, in deckID: String, store: any UserDeckStoring, context: AppContext) -> KanjiFormController {
        let strings = context.strings.words
        return KanjiFormController(context: context, title: strings.editKanjiTitle, draft: KanjiDraft(item)) { draft in
            do {
                try store.updateKanji(item.id, with: draft, inDeck: deckID)
                return nil
            } catch {
                return strings.notSaved(error)
            }
        }
    }

    /// The Add form of a deck of `kind`: the word form, or the kanji form for a kanji deck.
    static func addForm(for deckID: String, kind: DeckKind, store: any UserDeckStoring, context: AppContext) -> ScreenController {
        kind == .kanji ? kanjiForm(adding: deckID, store: store, context: context) : form(adding: deckID, store: store, context: context)
    }

    /// The Edit word form for one item of `deckID`.
    static func form(editing item: VocabItem, in deckID: String, store: any UserDeckStoring, context: AppContext) -> WordFormController {
        let strings = context.strings.words
        return WordFormController(context: context, title: strings.editWordTitle, draft: WordDraft(item)) { draft in
            do {
                try store.updateWord(item.id, with: draft, inDeck: deckID)
                return nil
            } catch {
                return strings.notSaved(error)
            }
        }
    }
}
