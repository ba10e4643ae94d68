#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The screens a user deck opens into.
enum UserDeckScreens {
    /// The study list of a whole user deck, with its editing keys.
    static func open(_ deck: UserDeckSummary, store: any UserDeckStoring, context: AppContext) -> ScreenController {
        let list = StudyListController(context: context, title: deck.name, kind: deck.kind, items: store.items(inDeck: deck.id),
                                       day: nil, source: .day)
        list.editor = UserDeckEditor(context: context, store: store, deckID: deck.id)
        return list
    }
}
