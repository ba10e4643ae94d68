import MainichiCore
import TerminalUI

/// Adding a word met in a text to one of the learner's decks, with the sentence it stands in as
/// its example, and into reviews: the Read screen's `+` and `+` on an entry the reader opened.
enum MinedWordActions {
    /// Asks which of the learner's decks (last used first, or a new one) and adds `word` to it
    /// (`Learner.addMinedWords`), saying where; `then` runs once the deck is written. A word in the
    /// learner's reviews already (`Learner.isInReviews`) is not offered a deck: it is said instead.
    static func add(_ word: MinedWord, from controller: ScreenController, context: AppContext, then: @escaping () -> Void = {}) {
        guard !context.learner.isInReviews(word, ownDecks: context.userDecks) else {
            controller.showStatus(context.strings.words.inReviewsAlready(word.word), role: .dim)
            return
        }
        guard let store = context.deckStore, let navigation = controller.navigationController else { return }
        let words = context.strings.words
        let picker = DeckPickerController(context: context, store: store, title: words.addTo(word.word))
        navigation.push(picker) { [weak controller] (deckID: String?) in
            guard let controller, let deckID else { return }
            guard let result = context.perform(controller, { try context.learner.addMinedWords([word], toDeck: deckID, in: context.userDecks) })
            else { return }
            context.lastUsedUserDeckID = deckID
            then()
            if let refusal = result.refused.first {
                controller.showStatus(context.strings.errors.text(refusal.reason), role: .wrong)
            } else if !result.alreadyInReviews.isEmpty {
                controller.showStatus(context.strings.words.inReviewsAlready(word.word), role: .dim)
            } else if result.added.isEmpty {
                controller.showStatus(context.strings.reader.alreadyInDeck(word.word, deck: result.deckTitle), role: .dim)
            } else {
                controller.showStatus(words.added(word.word, deck: result.deckTitle))
            }
        }
    }
}
