import Foundation
import MainichiCore
@testable import MainichiApp

/// A user deck store in memory for the screens' tests: it keeps decks and items as the real store
/// would and records every call, and can be told to fail, so tests see what the screens do with
/// both outcomes. It holds no rules beyond what the screens need from the protocol.
final class FakeUserDeckStore: UserDeckStoring {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    private(set) var userDecks: [UserDeckSummary] = []
    private var itemsByDeck: [String: [StudyItem]] = [:]
    private var undoStack: [(deck: String, items: [StudyItem])] = []
    fileprivate var nextID = 1
    /// Every change asked for, in order ("create Manga words", "add 猫").
    private(set) var calls: [String] = []
    /// When true, every change throws `Failure`.
    var failsChanges = false

    init(decks: [(name: String, kind: DeckKind, words: [WordDraft])] = []) {
        for deck in decks {
            let summary = try! createDeck(named: deck.name, kind: deck.kind)
            for word in deck.words { try! addWord(word, toDeck: summary.id) }
        }
        calls = []
        undoStack = []
    }

    func createDeck(named name: String, kind: DeckKind) throws -> UserDeckSummary {
        try check("create \(name)")
        let deck = UserDeckSummary(id: "d\(nextID)", name: name, kind: kind, itemsPerDay: 20, itemCount: 0)
        nextID += 1
        userDecks.append(deck)
        itemsByDeck[deck.id] = []
        return deck
    }

    func renameDeck(_ deckID: String, to name: String) throws {
        try check("rename \(deckID) \(name)")
        if let index = userDecks.firstIndex(where: { $0.id == deckID }) { userDecks[index].name = name }
    }

    func deleteDeck(_ deckID: String) throws {
        try check("delete \(deckID)")
        userDecks.removeAll { $0.id == deckID }
        itemsByDeck[deckID] = nil
    }

    func setItemsPerDay(_ count: Int, ofDeck deckID: String) throws {
        try check("per day \(deckID) \(count)")
        if let index = userDecks.firstIndex(where: { $0.id == deckID }) { userDecks[index].itemsPerDay = count }
    }

    func items(inDeck deckID: String) -> [StudyItem] { itemsByDeck[deckID] ?? [] }

    @discardableResult
    func addWord(_ draft: WordDraft, toDeck deckID: String) throws -> String {
        try check("add \(draft.word)")
        let id = "u:\(deckID):\(nextID)"
        nextID += 1
        change(deckID) { $0.append(.vocab(Self.item(id: id, draft: draft, day: 1))) }
        return id
    }

    func updateWord(_ itemID: String, with draft: WordDraft, inDeck deckID: String) throws {
        try check("update \(itemID) \(draft.word)")
        change(deckID) { items in
            if let index = items.firstIndex(where: { $0.id == itemID }) {
                items[index] = .vocab(Self.item(id: itemID, draft: draft, day: items[index].day))
            }
        }
    }

    func removeItem(_ itemID: String, fromDeck deckID: String) throws {
        try check("remove \(itemID)")
        change(deckID) { $0.removeAll { $0.id == itemID } }
    }

    func undoLastItemChange() throws -> Bool {
        try check("undo")
        guard let last = undoStack.popLast() else { return false }
        itemsByDeck[last.deck] = last.items
        recount(last.deck)
        return true
    }

    fileprivate func check(_ call: String) throws {
        if failsChanges { throw Failure() }
        calls.append(call)
    }

    fileprivate func change(_ deckID: String, _ body: (inout [StudyItem]) -> Void) {
        var items = itemsByDeck[deckID] ?? []
        undoStack.append((deckID, items))
        body(&items)
        itemsByDeck[deckID] = items
        recount(deckID)
    }

    private func recount(_ deckID: String) {
        if let index = userDecks.firstIndex(where: { $0.id == deckID }) {
            userDecks[index].itemCount = itemsByDeck[deckID]?.count ?? 0
        }
    }

    static func item(id: String, draft: WordDraft, day: Int) -> VocabItem {
        VocabItem(id: id, word: draft.word, reading: draft.effectiveReading, meanings: draft.meanings, day: day, level: .n5,
                  examples: draft.examples, partOfSpeech: draft.partOfSpeech.isEmpty ? nil : draft.partOfSpeech)
    }
}

extension FakeUserDeckStore {
    func importWords(_ newWords: [WordDraft], updates: [(itemID: String, draft: WordDraft)], intoDeck deckID: String) throws {
        try check("import \(newWords.count) new, \(updates.count) updates")
        change(deckID) { items in
            for update in updates {
                if let index = items.firstIndex(where: { $0.id == update.itemID }) {
                    items[index] = .vocab(Self.item(id: update.itemID, draft: update.draft, day: items[index].day))
                }
            }
            for word in newWords {
                items.append(.vocab(Self.item(id: "u:\(deckID):\(nextID)", draft: word, day: 1)))
                nextID += 1
            }
        }
    }
}
