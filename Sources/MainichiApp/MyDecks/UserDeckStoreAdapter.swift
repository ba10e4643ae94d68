#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The core's `UserDeckStore` as the screens see it (`UserDeckStoring`): deck ids as strings,
/// the form's `WordDraft` as the store's `UserItemDraft`, items read from the deck library (which
/// the store's `didChange` reloads), and the undo of the last item change.
final class UserDeckStoreAdapter: UserDeckStoring {
    /// One item change that `undoLastItemChange` can take back.
    private enum Undo {
        case added(deck: DeckID, itemID: String)
        case updated(deck: DeckID, before: UserItem)
        case removed(UserDeckStore.RemovedItem)
    }

    let store: UserDeckStore
    let library: DeckLibrary
    /// Fills missing readings and meanings of imported words.
    let dictionary: () -> JapaneseDictionary?
    private var undoStack: [Undo] = []

    init(store: UserDeckStore, library: DeckLibrary, dictionary: @escaping () -> JapaneseDictionary?) {
        self.store = store
        self.library = library
        self.dictionary = dictionary
    }

    /// The id `text` names.
    private func deckID(_ text: String) throws -> DeckID {
        guard let id = DeckID(rawValue: text) else { throw UserDeckError.unreadable(path: text, reason: "no such deck") }
        return id
    }

    var userDecks: [UserDeckSummary] {
        store.decks().decks.map {
            UserDeckSummary(id: $0.id.rawValue, name: $0.title, kind: $0.kind, itemsPerDay: $0.itemsPerDay, itemCount: $0.items.count)
        }
    }

    func createDeck(named name: String, kind: DeckKind) throws -> UserDeckSummary {
        let deck = try store.createDeck(title: name, kind: kind)
        return UserDeckSummary(id: deck.id.rawValue, name: deck.title, kind: deck.kind, itemsPerDay: deck.itemsPerDay, itemCount: 0)
    }

    func renameDeck(_ deckID: String, to name: String) throws {
        try store.renameDeck(self.deckID(deckID), to: name)
    }

    func deleteDeck(_ deckID: String) throws {
        let id = try self.deckID(deckID)
        try store.deleteDeck(id)
        undoStack.removeAll { undo in
            switch undo {
            case .added(let deck, _), .updated(let deck, _): deck == id
            case .removed(let removed): removed.deck == id
            }
        }
    }

    func setItemsPerDay(_ count: Int, ofDeck deckID: String) throws {
        try store.setItemsPerDay(self.deckID(deckID), count)
    }

    func items(inDeck deckID: String) -> [StudyItem] {
        guard let id = DeckID(rawValue: deckID) else { return [] }
        return (try? library.deck(id: id).items) ?? []
    }

    static func draft(_ word: WordDraft) -> UserItemDraft {
        var draft = UserItemDraft(word: word.word, reading: word.effectiveReading, meanings: word.meanings,
                                  partOfSpeech: word.partOfSpeech.isEmpty ? nil : word.partOfSpeech,
                                  examples: word.examples.map { UserExample(ja: $0.japanese, en: $0.english, ko: $0.korean) },
                                  notes: word.notes.isEmpty ? nil : word.notes)
        draft.koreanMeanings = word.koreanMeanings
        return draft
    }

    func addWord(_ draft: WordDraft, toDeck deckID: String) throws -> String {
        let id = try self.deckID(deckID)
        let item = try store.addItem(Self.draft(draft), to: id)
        undoStack.append(.added(deck: id, itemID: item.id))
        return item.id
    }

    func updateWord(_ itemID: String, with draft: WordDraft, inDeck deckID: String) throws {
        let id = try self.deckID(deckID)
        let deck = try store.deck(id)
        guard let index = deck.index(of: itemID) else { throw UserDeckError.unknownItem(itemID) }
        var updated = Self.draft(draft)
        // What the form does not show stays as it was.
        let before = deck.items[index]
        updated.tags = before.tags
        updated.guid = before.guid
        updated.audio = before.audio
        if draft.notes.isEmpty { updated.notes = before.notes }
        try store.updateItem(itemID, in: id, with: updated)
        undoStack.append(.updated(deck: id, before: before))
    }

    func addKanji(_ draft: KanjiDraft, toDeck deckID: String) throws -> String {
        let id = try self.deckID(deckID)
        let item = try store.addItem(draft.itemDraft, to: id)
        undoStack.append(.added(deck: id, itemID: item.id))
        return item.id
    }

    func updateKanji(_ itemID: String, with draft: KanjiDraft, inDeck deckID: String) throws {
        let id = try self.deckID(deckID)
        let deck = try store.deck(id)
        guard let index = deck.index(of: itemID) else { throw UserDeckError.unknownItem(itemID) }
        var updated = draft.itemDraft
        // What the form does not show stays as it was.
        let before = deck.items[index]
        updated.tags = before.tags
        updated.guid = before.guid
        updated.audio = before.audio
        updated.notes = before.notes
        try store.updateItem(itemID, in: id, with: updated)
        undoStack.append(.updated(deck: id, before: before))
    }

    func removeItem(_ itemID: String, fromDeck deckID: String) throws {
        let removed = try store.removeItem(itemID, from: self.deckID(deckID))
        undoStack.append(.removed(removed))
    }

    func undoLastItemChange() throws -> Bool {
        guard let last = undoStack.last else { return false }
        switch last {
        case .added(let deck, let itemID): _ = try store.removeItem(itemID, from: deck)
        case .updated(let deck, let before): try store.updateItem(before.id, in: deck, with: UserItemDraft(before))
        case .removed(let removed): try store.restore(removed)
        }
        undoStack.removeLast()
        return true
    }

    /// The core's plan of the import: into the deck's title, or a new deck's name.
    private func plan(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String) throws -> UserDeckImport {
        var title = newDeckName
        if let deckID { title = try store.deck(self.deckID(deckID)).title }
        return try UserDeckImport.plan(document: document, mapping: mapping, deckTitle: title, store: store, dictionary: dictionary())
    }

    func previewImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                       newDeckName: String) throws -> ImportOutcome {
        let planned = try plan(document, mapping: mapping, intoDeck: deckID, newDeckName: newDeckName)
        return ImportOutcome(rows: planned.rows.map {
            ImportOutcome.Row(line: $0.line, word: $0.draft.word, reading: $0.draft.reading, meanings: $0.draft.meanings,
                              isUpdate: $0.updates != nil, needsCheck: $0.draft.needsCheck)
        }, problems: planned.problems)
    }

    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String) throws -> String {
        try commitImport(document, mapping: mapping, intoDeck: deckID, newDeckName: newDeckName, soundFolder: nil)
    }

    func commitImport(_ document: ImportDocument, mapping: ColumnMapping, intoDeck deckID: String?,
                      newDeckName: String, soundFolder: URL?) throws -> String {
        var planned = try plan(document, mapping: mapping, intoDeck: deckID, newDeckName: newDeckName)
        // `[sound:NAME]`: as `mainichi import` takes it (the file's folder, its collection.media, media/).
        let media = store.directory.deletingLastPathComponent().appendingPathComponent("media")
        planned.attachRecordings(from: (soundFolder.map { [$0, $0.appendingPathComponent("collection.media")] } ?? []) + [media])
        return try planned.write(to: store, media: media).id.rawValue
    }
}
