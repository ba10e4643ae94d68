#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the learner's decks in step through the journal's sync folder (issue 11): each device
/// records its deck edits in a file of its own, and every device folds all of them, last writer
/// wins per deck and per item (`UserDeckFold`).
///
/// A round (`synchronize()`):
/// 1. The edits known here (this device's log `decks/sync/decks-<device>.jsonl` and the mirrors
///    of the other devices' logs beside it) are folded.
/// 2. Whatever the deck files differ from that fold by is a change made here since the last round
///    (in the app, by `mainichi deck` or `mainichi import`): it is appended to this device's log
///    as edits stamped with the time the change was made (`UserDeckChangeTimes`, noted by the
///    store; now when none was noted), and always after the edit it replaces. A deck file that
///    cannot be read is left out, never taken as deleted.
/// 3. The log is copied to the folder as `decks-<device>.jsonl`; every other `decks-*.jsonl`
///    there (conflict copies of sync tools too) is mirrored in, whole lines only, a mirror never
///    losing a line, so the decks stay whole while the folder is away.
/// 4. Everything is folded again and the deck files that differ are written (through
///    `UserDeckStore.save`, atomically) or deleted (`deleteDeck`, kept in `decks/deleted/`).
///
/// A deck deleted on one device while another still changed its items is brought back whole
/// (`UserDeckFold.revivedDecks`), as is one renamed elsewhere after the deletion (last writer
/// wins). Such a comeback is found in the logs themselves (`UserDeckFold.comebacks`), so every
/// device finds it: the round in which it first shows in this device's fold names it in
/// `Outcome.cameBack`, once, on every device that knew the deck before (the one that deleted
/// it, the one that changed it, any other that had it), so each learner is told.
///
/// Item ids never change, so progress on an item (kept in the journal by id) follows it to every
/// device. Nothing here touches the journal: the folder and device id come from `SyncFolder`.
/// A round reads nothing when no deck file, log or folder file changed since the last one.
public final class UserDeckSync {
    /// The store whose decks are synchronized.
    public let store: UserDeckStore
    /// The shared folder and this device's id.
    public let folder: SyncFolder
    /// The folder of the logs in the data directory (`decks/sync`).
    public let logDirectory: URL
    private let clock: () -> Date
    /// The files' sizes and times after the last round.
    private var lastSignature: [String]?

    /// The prefix of the log files, in the data directory and in the folder.
    public static let filePrefix = "decks-"
    /// The folder of the logs inside the decks folder.
    public static let logFolderName = "sync"

    public init(store: UserDeckStore, folder: SyncFolder, clock: @escaping () -> Date = { Date() }) {
        self.store = store
        self.folder = folder
        self.logDirectory = store.directory.appendingPathComponent(Self.logFolderName)
        self.clock = clock
    }

    /// The name of a device's log.
    public static func logName(of device: String) -> String { filePrefix + device + ".jsonl" }

    /// Whether `name` is a deck log (a device's, or a sync tool's conflict copy of one).
    public static func isLogName(_ name: String) -> Bool {
        name.hasPrefix(filePrefix) && name.hasSuffix(".jsonl") && !name.contains("/")
    }

    /// This device's log in the data directory.
    public var ownLogURL: URL { logDirectory.appendingPathComponent(Self.logName(of: folder.device)) }

    /// What a round did.
    public struct Outcome: Sendable, Equatable {
        /// Edits made here and recorded for the other devices.
        public var recorded = 0
        /// Decks written or deleted because of other devices' edits.
        public var changedDecks: [DeckID] = []
        /// Decks that came back after a deletion because another device changed them (renamed
        /// the deck, added or edited a word) afterwards, first found in this round: each is
        /// named once on every device that knew the deck. Tell the learner.
        public var cameBack: [UserDeckComeback] = []
        /// The ids of `cameBack`.
        public var broughtBack: [DeckID] { cameBack.map(\.deck) }
    }

    /// One round: records local changes, exchanges logs with the folder, applies the fold.
    @discardableResult
    public func synchronize() -> Outcome {
        let signature = currentSignature()
        if signature == lastSignature { return Outcome() }
        var outcome = Outcome()
        let before = UserDeckFold(readEdits())
        let (onDisk, unreadable) = diskDecks()
        let made = store.changeTimes.read()
        let edits = changes(from: before, to: onDisk, unreadable: unreadable, made: made.times)
        if !edits.isEmpty, append(edits) { outcome.recorded = edits.count }
        if edits.isEmpty || outcome.recorded > 0 { store.changeTimes.drop(first: made.length) }
        // What this device knew before the other devices' new edits came in.
        var known = before
        if outcome.recorded > 0 { for edit in edits { known.apply(edit) } }
        exchange()
        let after = UserDeckFold(readEdits())
        store.notesChangeTimes = false
        outcome.changedDecks = apply(after, over: onDisk, unreadable: unreadable)
        store.notesChangeTimes = true
        outcome.cameBack = newComebacks(before: known, after: after)
        lastSignature = currentSignature()
        return outcome
    }

    /// The comebacks of `after` that `before` (the edits this device held before the round
    /// brought others) did not have, for the decks `before` knew: a device that never had the
    /// deck is not surprised by it.
    func newComebacks(before: UserDeckFold, after: UserDeckFold) -> [UserDeckComeback] {
        let seen = Set(before.comebackStamps.map { UserDeckComeback.Key(deck: $0.key, deletion: $0.value.deletion) })
        let stamps = after.comebackStamps
        return after.comebacks.filter { comeback in
            let id = comeback.deck.rawValue
            guard let deletion = stamps[id]?.deletion else { return false }
            return before.knows(id) && !seen.contains(UserDeckComeback.Key(deck: id, deletion: deletion))
        }.map { comeback in
            var comeback = comeback
            comeback.title = Self.cleaned(UserDeck(id: comeback.deck, kind: .vocab, title: comeback.title, itemsPerDay: 1, items: [])).title
            comeback.deletedHere = comeback.deletedBy == folder.device
            comeback.changedHere = comeback.changedBy == folder.device
            return comeback
        }
    }

    // MARK: - Local changes

    /// The decks in the decks folder, by id, and the ids of those that cannot be read.
    func diskDecks() -> (decks: [String: UserDeck], unreadable: Set<String>) {
        var decks: [String: UserDeck] = [:]
        var unreadable: Set<String> = []
        let decoder = JSONDecoder()
        for id in store.deckIDs() {
            // Read from the file, not the store's cache: `mainichi import` may have changed it.
            if let data = FileManager.default.contents(atPath: store.fileURL(of: id).path),
               var deck = try? decoder.decode(UserDeck.self, from: data), deck.id == id {
                deck.items = deck.items.map(UserDeckFold.normalized)
                decks[id.rawValue] = deck
            } else {
                unreadable.insert(id.rawValue)
            }
        }
        return (decks, unreadable)
    }

    /// The edits that make `fold` into the decks on disk.
    /// - Parameter made: when each change was made (`UserDeckChangeTimes`), by key.
    func changes(from fold: UserDeckFold, to disk: [String: UserDeck], unreadable: Set<String>,
                 made: [String: Double] = [:]) -> [UserDeckEdit] {
        let now = clock().timeIntervalSince1970
        var seq = lastSequence()
        var edits: [UserDeckEdit] = []
        /// When the change was made (now when that was not noted), and always after the edit
        /// being replaced.
        func time(after stamp: UserDeckEdit.Stamp?, key: String) -> Double {
            let time = made[key] ?? now
            guard let stamp else { return time }
            return max(time, stamp.time + 0.001)
        }
        func edit(_ op: UserDeckEdit.Operation, _ deck: String, after stamp: UserDeckEdit.Stamp?, title: String? = nil,
                  kind: DeckKind? = nil, itemsPerDay: Int? = nil, item: UserItem? = nil, itemID: String? = nil) {
            seq += 1
            let key = UserDeckChangeTimes.key(deck: deck, item: item?.id ?? itemID)
            edits.append(UserDeckEdit(time: time(after: stamp, key: key), device: folder.device, seq: seq, op: op, deck: deck,
                                      title: title, kind: kind, itemsPerDay: itemsPerDay, item: item, itemID: itemID))
        }
        for id in disk.keys.sorted() {
            let deck = disk[id]!
            let state = fold.decks[id]
            if state == nil || state?.isAlive == false || state?.title != deck.title || state?.kind != deck.kind
                || state?.itemsPerDay != deck.itemsPerDay {
                edit(.deck, id, after: state?.stamp, title: deck.title, kind: deck.kind, itemsPerDay: deck.itemsPerDay)
            }
            let known = fold.liveItems(of: id)
            var onDisk: Set<String> = []
            for item in deck.items {
                onDisk.insert(item.id)
                let previous = fold.items[id + "\t" + item.id]
                if previous?.item != item { edit(.item, id, after: previous?.stamp, item: item) }
            }
            for (itemID, state) in known.sorted(by: { $0.key < $1.key }) where !onDisk.contains(itemID) {
                edit(.removeItem, id, after: state.stamp, itemID: itemID)
            }
        }
        for (id, state) in fold.decks.sorted(by: { $0.key < $1.key }) where fold.isShown(id) && disk[id] == nil && !unreadable.contains(id) {
            edit(.deleteDeck, id, after: state.stamp)
        }
        return edits
    }

    /// The greatest sequence number in this device's log.
    private func lastSequence() -> Int {
        Self.edits(in: ownLogURL).filter { $0.device == folder.device }.map(\.seq).max() ?? 0
    }

    /// Appends `edits` to this device's log. Returns whether they were written.
    private func append(_ edits: [UserDeckEdit]) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes = [UInt8](FileManager.default.contents(atPath: ownLogURL.path) ?? Data())
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        for edit in edits {
            guard let line = try? encoder.encode(edit) else { continue }
            bytes += line
            bytes.append(0x0A)
        }
        do {
            try DataDirectories.createDirectory(logDirectory)
            try AtomicFile.write(Data(bytes), to: ownLogURL)
            return true
        } catch {
            return false
        }
    }

    // MARK: - The folder

    /// Copies this device's log to the folder, and mirrors every other log of the folder here.
    private func exchange() {
        guard folder.isAvailable else { return }
        let own = Self.logName(of: folder.device)
        if let local = FileManager.default.contents(atPath: ownLogURL.path),
           FileManager.default.contents(atPath: folder.url.appendingPathComponent(own).path) != local {
            try? AtomicFile.write(local, to: folder.url.appendingPathComponent(own))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        for name in names.sorted() where Self.isLogName(name) && name != own {
            mirror(folder.url.appendingPathComponent(name), to: logDirectory.appendingPathComponent(name))
        }
    }

    /// Adds to `mirror` the whole lines of `source` it does not hold yet.
    private func mirror(_ source: URL, to mirror: URL) {
        guard let data = FileManager.default.contents(atPath: source.path) else { return }
        let bytes = [UInt8](data)
        guard let end = bytes.lastIndex(of: 0x0A) else { return }
        var mirrored = [UInt8](FileManager.default.contents(atPath: mirror.path) ?? Data())
        if bytes.count >= mirrored.count, mirrored.elementsEqual(bytes.prefix(mirrored.count)) {
            guard end + 1 > mirrored.count else { return }
            mirrored = Array(bytes[...end])
        } else {
            var held = Set(mirrored.split(separator: 0x0A).map(Array.init))
            var added = false
            if let last = mirrored.last, last != 0x0A { mirrored.append(0x0A) }
            for line in bytes[...end].split(separator: 0x0A) where !held.contains(Array(line)) {
                held.insert(Array(line))
                mirrored += line
                mirrored.append(0x0A)
                added = true
            }
            guard added else { return }
        }
        try? DataDirectories.createDirectory(logDirectory)
        try? AtomicFile.write(Data(mirrored), to: mirror)
    }

    // MARK: - Reading and applying

    /// Every edit known here: this device's log and the mirrors.
    func readEdits() -> [UserDeckEdit] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: logDirectory.path)) ?? []
        return names.sorted().filter(Self.isLogName).flatMap { Self.edits(in: logDirectory.appendingPathComponent($0)) }
    }

    /// The edits of the log at `url`; lines that do not read are passed over (a sequence number
    /// out of range among them, so counting on from the last can never overflow).
    static func edits(in url: URL) -> [UserDeckEdit] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: 0x0A).compactMap { try? decoder.decode(UserDeckEdit.self, from: Data($0)) }
            .filter { DeviceIdentity.isValid($0.device) && DeckID(rawValue: $0.deck) != nil
                && (0...JournalEvent.ID.maximumSequence).contains($0.seq) }
    }

    /// Writes the decks of `fold` that differ from `disk` and deletes those it deleted. Returns
    /// the decks changed.
    private func apply(_ fold: UserDeckFold, over disk: [String: UserDeck], unreadable: Set<String>) -> [DeckID] {
        var changed: [DeckID] = []
        for folded in fold.userDecks() where !unreadable.contains(folded.id.rawValue) {
            let deck = Self.cleaned(folded)
            let current = disk[deck.id.rawValue]
            if current?.title == deck.title, current?.kind == deck.kind, current?.itemsPerDay == deck.itemsPerDay,
               current?.items == deck.items { continue }
            if (try? store.save(deck)) != nil { changed.append(deck.id) }
        }
        for id in disk.keys.sorted() where fold.isDeleted(id) {
            guard let deckID = DeckID(rawValue: id) else { continue }
            if (try? store.deleteDeck(deckID)) != nil { changed.append(deckID) }
        }
        return changed
    }

    /// `deck` as another device's file may not have it: text from the folder is untrusted, so
    /// the title and every item are cleaned as the store cleans what the learner types (control
    /// characters removed, blanks trimmed), items that are not valid left out, items a day kept
    /// in range. The next round records the cleaned deck as this device's edit.
    static func cleaned(_ deck: UserDeck) -> UserDeck {
        var deck = deck
        let title = TextSanitizer.sanitize(deck.title).trimmingBlanks
        deck.title = title.isEmpty ? deck.id.rawValue : String(title.prefix(UserDeckStore.maximumTitleLength))
        deck.itemsPerDay = min(max(1, deck.itemsPerDay), UserDeck.maximumItemsPerDay)
        deck.items = deck.items.compactMap { item -> UserItem? in
            guard !item.id.isEmpty, TextSanitizer.sanitize(item.id) == item.id,
                  let clean = try? UserItemDraft(item).validated(for: deck.kind) else { return nil }
            var result = item
            result.day = min(max(1, item.day), Deck.maximumDay)
            result.word = clean.word
            result.reading = clean.reading
            result.meanings = clean.meanings
            result.koreanMeanings = clean.koreanMeanings
            result.partOfSpeech = clean.partOfSpeech
            result.examples = clean.examples
            result.notes = clean.notes
            result.tags = clean.tags
            result.guid = clean.guid
            result.audio = clean.audio
            result.kanji = clean.kanji
            return UserDeckFold.normalized(result)
        }
        return deck
    }

    /// The names, sizes and times of the deck files, the logs here and the folder's logs.
    private func currentSignature() -> [String] {
        var result: [String] = []
        for directory in [store.directory, logDirectory, folder.url] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") || Self.isLogName(name) {
                var info = stat()
                guard stat(directory.appendingPathComponent(name).path, &info) == 0 else { continue }
                result.append("\(directory.lastPathComponent)/\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            }
        }
        return result
    }
}
