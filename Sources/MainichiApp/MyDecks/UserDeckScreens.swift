#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The screens a user deck opens into.
enum UserDeckScreens {
    /// The deck's day list, as a bundled deck opens, with the editing keys in its study lists; the
    /// study list of the whole deck when the library has no such deck (a store of its own in tests).
    static func open(_ deck: UserDeckSummary, store: any UserDeckStoring, context: AppContext) -> ScreenController {
        let editor = UserDeckEditor(context: context, store: store, deckID: deck.id)
        if let id = DeckID(rawValue: deck.id), let studyDeck = try? context.library.deck(id: id) {
            let days = DayListController(context: context, deck: studyDeck)
            days.editor = editor
            return days
        }
        let list = StudyListController(context: context, title: deck.name, kind: deck.kind, items: store.items(inDeck: deck.id),
                                       day: nil, source: .day)
        list.editor = editor
        return list
    }
}
