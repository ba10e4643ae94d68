#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The learner's own decks in the data directory (`decks/<id>.json`): create, rename and delete
/// decks, add, edit and remove items, each change written at once and atomically.
///
/// The one API the screens and the CLI change user decks through. After each change it calls
/// `didChange`, so the app can reload the deck library (`DeckLibrary.reloadUserDecks`) and its
/// search index. A removed item or deck can be brought back (`restore`) for undo. Not
/// thread-safe: use it from one thread (the app's run loop).
///
/// A deck is kept in memory as last read or written, with the file's `FileStamp`: when the file
/// changed on disk since (a deck sync, another mainichi), it is read again before it is used or
/// changed, so a change is always made to the deck as saved and never writes back an older copy.
public final class UserDeckStore {
    /// What changed, for `didChange`.
    public enum Change: Sendable, Equatable {
        case created(DeckID)
        case renamed(DeckID)
        case deleted(DeckID)
        /// Items added, edited or removed, or the items-per-day setting changed.
        case items(DeckID)
    }

    /// An item taken out of a deck, to put back with `restore(_:)`.
    public struct RemovedItem: Sendable, Equatable {
        public var deck: DeckID
        public var item: UserItem
        /// Where it was in the deck.
        public var index: Int
    }

    /// The folder inside the data directory.
    public static let folderName = "decks"
    /// Where deleted decks are kept (inside the decks folder), so a deletion can be undone.
    public static let deletedFolderName = "deleted"
    /// The longest deck title.
    public static let maximumTitleLength = 80

    /// The decks folder (`<data>/decks`).
    public let directory: URL
    /// Called after every change that was written.
    public var didChange: ((Change) -> Void)?

    /// Decks as last read or written, with the stamp of their file then.
    private var cache: [DeckID: (deck: UserDeck, stamp: FileStamp?)] = [:]
    private var random: any RandomNumberGenerator
    /// The time a change is made at (noted in `changeTimes` for the deck sync).
    let clock: () -> Date
    /// When each change was made (`decks/sync/made.jsonl`), so the deck sync stamps it then.
    let changeTimes: UserDeckChangeTimes
    /// Whether writes note their time: off while the deck sync writes other devices' edits.
    var notesChangeTimes = true

    /// The store of the data directory `dataDirectory`.
    /// - Parameters:
    ///   - random: where item ids come from (tests pass a seeded generator).
    ///   - clock: the time each change is made at, noted for the deck sync.
    public init(dataDirectory: URL, random: any RandomNumberGenerator = SystemRandomNumberGenerator(),
                clock: @escaping () -> Date = { Date() }) {
        self.directory = dataDirectory.appendingPathComponent(Self.folderName)
        self.random = random
        self.clock = clock
        self.changeTimes = UserDeckChangeTimes(logDirectory: directory.appendingPathComponent(UserDeckSync.logFolderName))
    }

    /// The file of deck `id`.
    public func fileURL(of id: DeckID) -> URL { directory.appendingPathComponent(id.rawValue + ".json") }

    // MARK: - Reading

    /// The ids of every deck in the folder, sorted.
    public func deckIDs() -> [DeckID] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".json") else { return nil }
            return DeckID(rawValue: String(name.dropLast(5)))
        }.sorted()
    }

    /// Every deck that can be read, by title; the ones that cannot are in `problems`.
    public func decks() -> (decks: [UserDeck], problems: [UserDeckError]) {
        var decks: [UserDeck] = []
        var problems: [UserDeckError] = []
        for id in deckIDs() {
            do {
                decks.append(try deck(id))
            } catch {
                problems.append(error)
            }
        }
        return (decks.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }, problems)
    }

    /// The deck `id`.
    /// - Throws: `.unknownDeck` when there is no such file, `.unreadable` when it is not a deck.
    public func deck(_ id: DeckID) throws(UserDeckError) -> UserDeck {
        let url = fileURL(of: id)
        let stamp = FileStamp(of: url)
        if let cached = cache[id], cached.stamp != nil, cached.stamp == stamp { return cached.deck }
        cache[id] = nil
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unknownDeck(id) }
        let deck: UserDeck
        do {
            deck = try JSONDecoder().decode(UserDeck.self, from: data)
        } catch {
            throw .unreadable(path: url.path, reason: "\(error)")
        }
        guard deck.id == id else { throw .unreadable(path: url.path, reason: "its id is \(deck.id.rawValue), not \(id.rawValue)") }
        cache[id] = (deck, stamp)
        return deck
    }

    /// The deck of the learner's with `title` (letter case aside), if any.
    public func deck(titled title: String) -> UserDeck? {
        let wanted = title.trimmingBlanks.lowercased()
        return decks().decks.first { $0.title.lowercased() == wanted }
    }

    // MARK: - Decks

    /// Creates an empty deck named `title`; its id is made from the title (`manga-words`), kept
    /// when it is renamed.
    @discardableResult
    public func createDeck(title: String, kind: DeckKind, itemsPerDay: Int? = nil) throws(UserDeckError) -> UserDeck {
        let title = try Self.checkedTitle(title)
        let perDay = itemsPerDay ?? UserDeck.defaultItemsPerDay(for: kind)
        guard (1...UserDeck.maximumItemsPerDay).contains(perDay) else { throw .invalidItemsPerDay(perDay) }
        let deck = UserDeck(id: newDeckID(for: title), kind: kind, title: title, itemsPerDay: perDay)
        try write(deck)
        didChange?(.created(deck.id))
        return deck
    }

    /// Renames deck `id` (its id, and so its progress, stays).
    public func renameDeck(_ id: DeckID, to title: String) throws(UserDeckError) {
        var deck = try deck(id)
        deck.title = try Self.checkedTitle(title)
        try write(deck)
        didChange?(.renamed(id))
    }

    /// Sets how many items a day of deck `id` holds, and lays its days out again.
    public func setItemsPerDay(_ id: DeckID, _ count: Int) throws(UserDeckError) {
        guard (1...UserDeck.maximumItemsPerDay).contains(count) else { throw .invalidItemsPerDay(count) }
        var deck = try deck(id)
        deck.itemsPerDay = count
        deck.redistributeDays()
        try write(deck)
        didChange?(.items(id))
    }

    /// Deletes deck `id`: its file moves to `decks/deleted/`, from where `restoreDeck` brings it
    /// back. Progress on its items is kept in the journal.
    public func deleteDeck(_ id: DeckID) throws(UserDeckError) {
        let url = fileURL(of: id)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .unknownDeck(id) }
        let deleted = directory.appendingPathComponent(Self.deletedFolderName)
        do {
            try FileManager.default.createDirectory(at: deleted, withIntermediateDirectories: true)
            let target = deleted.appendingPathComponent(url.lastPathComponent)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: url, to: target)
        } catch {
            throw .storage(.writeFailed(path: url.path, reason: "\(error)"))
        }
        cache[id] = nil
        if notesChangeTimes { changeTimes.note([UserDeckChangeTimes.key(deck: id.rawValue)], at: clock()) }
        didChange?(.deleted(id))
    }

    /// Brings back deck `id` deleted by `deleteDeck`.
    public func restoreDeck(_ id: DeckID) throws(UserDeckError) {
        let source = directory.appendingPathComponent(Self.deletedFolderName).appendingPathComponent(id.rawValue + ".json")
        guard FileManager.default.fileExists(atPath: source.path) else { throw .unknownDeck(id) }
        do {
            try FileManager.default.moveItem(at: source, to: fileURL(of: id))
        } catch {
            throw .storage(.writeFailed(path: fileURL(of: id).path, reason: "\(error)"))
        }
        changeTimes.note([UserDeckChangeTimes.key(deck: id.rawValue)], at: clock())
        didChange?(.created(id))
    }

    // MARK: - Items

    /// Adds an item to deck `id`, at the end of its last day (or on a new day when that is full).
    /// - Returns: the item with its new id and day.
    @discardableResult
    public func addItem(_ draft: UserItemDraft, to id: DeckID) throws(UserDeckError) -> UserItem {
        var deck = try deck(id)
        let clean = try draft.validated(for: deck.kind)
        let item = makeItem(clean, kind: deck.kind, day: deck.dayForNewItem)
        deck.items.append(item)
        try write(deck)
        didChange?(.items(id))
        return item
    }

    /// Replaces the fields of item `itemID` of deck `id`; its id and day stay, so its progress does.
    @discardableResult
    public func updateItem(_ itemID: String, in id: DeckID, with draft: UserItemDraft) throws(UserDeckError) -> UserItem {
        var deck = try deck(id)
        guard let index = deck.index(of: itemID) else { throw .unknownItem(itemID) }
        var clean = try draft.validated(for: deck.kind)
        // The form does not show the dictionary entry: it stays while the word and reading do.
        let before = deck.items[index]
        if clean.jmdict == nil, clean.word == before.word, clean.reading == before.reading { clean.jmdict = before.jmdict }
        deck.items[index] = Self.item(clean, id: itemID, day: deck.items[index].day)
        try write(deck)
        didChange?(.items(id))
        return deck.items[index]
    }

    /// Removes item `itemID` from deck `id`. Its progress stays in the journal, so `restore`
    /// (undo) brings it back as it was.
    @discardableResult
    public func removeItem(_ itemID: String, from id: DeckID) throws(UserDeckError) -> RemovedItem {
        var deck = try deck(id)
        guard let index = deck.index(of: itemID) else { throw .unknownItem(itemID) }
        let removed = RemovedItem(deck: id, item: deck.items.remove(at: index), index: index)
        try write(deck)
        didChange?(.items(id))
        return removed
    }

    /// Puts back an item `removeItem` took out, with its id and day, where it was.
    public func restore(_ removed: RemovedItem) throws(UserDeckError) {
        var deck = try deck(removed.deck)
        guard deck.index(of: removed.item.id) == nil else { return }
        deck.items.insert(removed.item, at: min(removed.index, deck.items.count))
        try write(deck)
        didChange?(.items(removed.deck))
    }

    // MARK: - Whole decks

    /// Writes `deck` whole (an import's result), atomically, and notes the change.
    public func save(_ deck: UserDeck) throws(UserDeckError) {
        let isNew = !FileManager.default.fileExists(atPath: fileURL(of: deck.id).path)
        try write(deck)
        didChange?(isNew ? .created(deck.id) : .items(deck.id))
    }

    /// A new item of a deck of `kind` on `day`, with a fresh id.
    func makeItem(_ draft: UserItemDraft, kind: DeckKind, day: Int) -> UserItem {
        Self.item(draft, id: newItemID(kind: kind), day: day)
    }

    /// A fresh id for deck `id`'s new deck made from `title` (for imports that build a deck whole).
    func newDeck(title: String, kind: DeckKind, itemsPerDay: Int? = nil) throws(UserDeckError) -> UserDeck {
        let title = try Self.checkedTitle(title)
        return UserDeck(id: newDeckID(for: title), kind: kind, title: title,
                        itemsPerDay: itemsPerDay ?? UserDeck.defaultItemsPerDay(for: kind))
    }

    private static func item(_ draft: UserItemDraft, id: String, day: Int) -> UserItem {
        var item = UserItem(id: id, day: day, word: draft.word, reading: draft.reading, meanings: draft.meanings,
                            partOfSpeech: draft.partOfSpeech, examples: draft.examples, notes: draft.notes, tags: draft.tags,
                            guid: draft.guid, needsCheck: draft.needsCheck, kanji: draft.kanji)
            .withKoreanMeanings(draft.koreanMeanings)
        item.audio = draft.audio.flatMap(AudioFileName.checked)
        item.jmdict = draft.kanji == nil ? draft.jmdict : nil
        return item
    }

    private func write(_ deck: UserDeck) throws(UserDeckError) {
        let data = deck.encoded()
        let before = notesChangeTimes ? (try? self.deck(deck.id)) : nil
        do {
            try DataDirectories.createDirectory(directory)
            try AtomicFile.write(data, to: fileURL(of: deck.id))
        } catch {
            throw .storage(error)
        }
        cache[deck.id] = (deck, FileStamp(of: fileURL(of: deck.id)))
        if notesChangeTimes { changeTimes.note(Self.changedKeys(from: before, to: deck), at: clock()) }
    }

    /// The keys (`UserDeckChangeTimes`) of what differs between `before` (nil: no deck yet) and
    /// `after`: the deck's own fields, and each item added, edited or removed.
    static func changedKeys(from before: UserDeck?, to after: UserDeck) -> [String] {
        let deck = after.id.rawValue
        var keys: [String] = []
        if before?.title != after.title || before?.kind != after.kind || before?.itemsPerDay != after.itemsPerDay {
            keys.append(UserDeckChangeTimes.key(deck: deck))
        }
        var old: [String: UserItem] = [:]
        for item in before?.items ?? [] { old[item.id] = item }
        for item in after.items {
            if old.removeValue(forKey: item.id) != item { keys.append(UserDeckChangeTimes.key(deck: deck, item: item.id)) }
        }
        keys += old.keys.sorted().map { UserDeckChangeTimes.key(deck: deck, item: $0) }
        return keys
    }

    private static func checkedTitle(_ title: String) throws(UserDeckError) -> String {
        let clean = TextSanitizer.sanitize(title).trimmingBlanks
        guard !clean.isEmpty, clean.count <= maximumTitleLength else { throw .invalidTitle }
        return clean
    }

    /// "manga-words" from "Manga words": lower-case ASCII letters and digits, other runs as one
    /// dash; "deck" when nothing is left; never `jlpt-...` (the bundled decks' names); a number
    /// added when the id is taken (also by a deleted deck).
    private func newDeckID(for title: String) -> DeckID {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        slug = String(slug.prefix(40))
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.isEmpty { slug = "deck" }
        if slug.hasPrefix("jlpt") { slug = "my-" + slug }
        let deleted = directory.appendingPathComponent(Self.deletedFolderName)
        var candidate = slug
        var number = 2
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent(candidate + ".json").path)
                || FileManager.default.fileExists(atPath: deleted.appendingPathComponent(candidate + ".json").path) {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        return DeckID(rawValue: candidate) ?? DeckID(rawValue: "deck")!
    }

    /// "v:#" or "k:#" and 16 hex digits: unique across decks, and not made from the text.
    private func newItemID(kind: DeckKind) -> String {
        let value = random.next()
        var hex = String(value, radix: 16)
        hex = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return (kind == .vocab ? "v:#" : "k:#") + hex
    }
}
