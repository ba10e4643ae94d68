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

    @discardableResult
    func addKanji(_ draft: KanjiDraft, toDeck deckID: String) throws -> String {
        try check("add kanji \(draft.kanji)")
        let id = "u:\(deckID):\(nextID)"
        nextID += 1
        change(deckID) { $0.append(.kanji(Self.kanji(id: id, draft: draft, day: 1))) }
        return id
    }

    func updateKanji(_ itemID: String, with draft: KanjiDraft, inDeck deckID: String) throws {
        try check("update \(itemID) \(draft.kanji)")
        change(deckID) { items in
            if let index = items.firstIndex(where: { $0.id == itemID }) {
                items[index] = .kanji(Self.kanji(id: itemID, draft: draft, day: items[index].day))
            }
        }
    }

    static func kanji(id: String, draft: KanjiDraft, day: Int) -> KanjiItem {
        KanjiItem(id: id, kanji: draft.kanji, day: day, level: nil, strokes: draft.strokes, radical: draft.radical,
                  onyomi: draft.onyomi, kunyomi: draft.kunyomi, meanings: draft.meanings)
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
        var item = VocabItem(id: id, word: draft.word, reading: draft.effectiveReading, meanings: draft.meanings, day: day,
                             level: .n5, examples: draft.examples, partOfSpeech: draft.partOfSpeech.isEmpty ? nil : draft.partOfSpeech)
        item.koreanMeanings = draft.koreanMeanings
        return item
    }
}

extension FakeUserDeckStore {
    /// The import as the core's `ImportPreview` sees it against the deck's items (no dictionary).
    private func outcome(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?) -> (ImportOutcome, ImportPreview) {
        let preview = ImportPreview.make(document: document, mapping: mapping, items: deckID.map { items(inDeck: $0) } ?? [])
        let rows = preview.rows.map {
            ImportOutcome.Row(line: $0.entry.line, word: $0.entry.word, reading: $0.entry.reading, meanings: $0.entry.meanings,
                              isUpdate: $0.matchedItemID != nil)
        }
        return (ImportOutcome(rows: rows, problems: preview.problems), preview)
    }

    func previewImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                       newDeckName: String) throws -> ImportOutcome {
        outcome(document, mapping: mapping, intoDeck: deckID).0
    }

    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String) throws -> String {
        let preview = outcome(document, mapping: mapping, intoDeck: deckID).1
        let target = try deckID ?? createDeck(named: newDeckName, kind: .vocab).id
        try check("import \(preview.newCount) new, \(preview.updateCount) updates")
        change(target) { items in
            for row in preview.rows {
                let draft = WordDraft(word: row.entry.word, reading: row.entry.reading, meanings: row.entry.meanings)
                if let id = row.matchedItemID, let index = items.firstIndex(where: { $0.id == id }) {
                    items[index] = .vocab(Self.item(id: id, draft: draft, day: items[index].day))
                } else {
                    items.append(.vocab(Self.item(id: "u:\(target):\(nextID)", draft: draft, day: 1)))
                    nextID += 1
                }
            }
        }
        return target
    }
}
