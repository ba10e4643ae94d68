#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// What the My decks, Add word, `+` and Import screens need from the store of the learner's own
/// decks (which lives in the core and owns the files); the screens keep no copy of its rules.
///
/// Every change throws the store's error when it cannot be saved; the screens show it in the
/// status line (`AppContext.perform`) and change nothing else.
public protocol UserDeckStoring: AnyObject {
    /// The learner's decks, in the order the store keeps them.
    var userDecks: [UserDeckSummary] { get }
    /// Makes an empty deck and returns it.
    func createDeck(named name: String, kind: DeckKind) throws -> UserDeckSummary
    /// Gives a deck a new name.
    func renameDeck(_ deckID: String, to name: String) throws
    /// Deletes a deck and its items.
    func deleteDeck(_ deckID: String) throws
    /// Sets how many items make one study day of a deck.
    func setItemsPerDay(_ count: Int, ofDeck deckID: String) throws
    /// The items of a deck, in study order.
    func items(inDeck deckID: String) -> [StudyItem]
    /// Adds a word to a deck and returns the new item's id.
    @discardableResult
    func addWord(_ draft: WordDraft, toDeck deckID: String) throws -> String
    /// Replaces the text of a word, keeping its id (and so its progress).
    func updateWord(_ itemID: String, with draft: WordDraft, inDeck deckID: String) throws
    /// Adds a kanji to a kanji deck and returns the new item's id.
    @discardableResult
    func addKanji(_ draft: KanjiDraft, toDeck deckID: String) throws -> String
    /// Replaces the fields of a kanji, keeping its id (and so its progress).
    func updateKanji(_ itemID: String, with draft: KanjiDraft, inDeck deckID: String) throws
    /// Removes an item from a deck.
    func removeItem(_ itemID: String, fromDeck deckID: String) throws
    /// What importing `document` under `mapping` into the deck would do (nothing is written):
    /// into `deckID`, or, when nil, into a new deck of words named `newDeckName`.
    func previewImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                       newDeckName: String) throws -> ImportOutcome
    /// Writes that import in one change and returns the id of the deck written.
    @discardableResult
    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String) throws -> String
    /// Writes that import, the recordings its `[sound:]` tags name taken from `soundFolder` (the
    /// import file's folder) when there, and returns the id of the deck written.
    @discardableResult
    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String, soundFolder: URL?) throws -> String
    /// Undoes the last add, update or removal of an item; false when there is nothing to undo.
    @discardableResult
    func undoLastItemChange() throws -> Bool
}

extension UserDeckStoring {
    /// A store that keeps no recordings writes the import without them.
    @discardableResult
    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String, soundFolder: URL?) throws -> String {
        try commitImport(document, mapping: mapping, intoDeck: deckID, newDeckName: newDeckName)
    }
}
