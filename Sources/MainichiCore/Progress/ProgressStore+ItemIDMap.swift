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

extension ProgressStore {
    /// The copy of the progress kept from before item ids were moved (in progress.json's format).
    public static let beforeIDMapFileName = "progress.json.before-id-map"

    /// Moves the progress of renamed items to their new ids and day results to today's days (when
    /// the map has a day layout the progress is not stamped with) as one `itemsRenamed` event
    /// (`ItemRenames`: only what is moved is named, so another machine's work is never erased,
    /// and what it did under an old id before the move folds moves with it), after writing the
    /// progress as it was to `progress.json.before-id-map` (an existing copy is kept: it is the
    /// oldest). History is read through the map from then on (`StudyHistory.read()`). A progress
    /// with nothing to move is only stamped with the layout, on the next change saved
    /// (`setDayLayout`), so results recorded from now on are never moved. Called at every start
    /// and after a sync brings events (`Learner.synchronize()`): work another machine did under
    /// an old id after this one moved is moved by another such event. Returns how many records
    /// moved (item records plus day results of the old days).
    /// - Throws: `StorageError.writeFailed` when the copy or the save fails; progress is then
    ///   unchanged.
    @discardableResult
    public func applyItemIDMap(_ map: ItemIDMap) throws(StorageError) -> Int {
        let moved = try moveRenamedItems(map)
        if let confirmed = idMapState.confirmed {
            // After a sync: what other devices brought is moved now, and their history lines may
            // hold old ids.
            confirmRecord(fingerprint: confirmed.fingerprint, layout: confirmed.layout,
                          historyIsCurrent: confirmed.historyIsCurrent && !othersMoved(since: confirmed),
                          stamp: confirmed.stamp)
        }
        return moved
    }

    /// `applyItemIDMap(_:)` for the map of the decks in `decksDirectory`, read only when the
    /// progress may hold an id it moves: not when the data directory's `ItemIDMapRecord` has the
    /// map's fingerprint and the progress holds exactly the events it names (then the day layout
    /// it records is stamped, as applying would). Otherwise the map is read and applied, and the
    /// record written. Either way, history reads the map lazily (`itemIDMap`) when it may hold an
    /// old id. No map in the decks (or one that cannot be read) moves nothing, as before.
    /// - Returns: how many records moved.
    /// - Throws: `StorageError.writeFailed` when the move cannot be saved.
    @discardableResult
    public func applyItemIDMap(decksDirectory: URL) throws(StorageError) -> Int {
        idMapState = ItemIDMapState(decksDirectory: decksDirectory)
        let record = ItemIDMapRecord.read(in: directory)
        guard let file = ItemIDMap.file(decksDirectory: decksDirectory, knownBy: record, now: clock()) else {
            idMapState.isRead = true
            return 0
        }
        let positions = foldPositions
        if var record, record.covers(fingerprint: file.fingerprint, positions: positions) {
            if let layout = record.layout { setDayLayout(layout) }
            if record.stamp != file.stamp {
                // The same map in a file touched since (or a record from before stamps): the
                // next start takes the fingerprint from the record.
                record.stamp = file.stamp
                if !hasUnwrittenEvents { record.write(in: directory) }
            }
            idMapState.confirmed = record
            return 0
        }
        let url = decksDirectory.appendingPathComponent(ItemIDMap.fileName)
        guard let bytes = file.bytes ?? (try? JournalSnapshot.readChecked(url).get()),
              let map = try? ItemIDMap.load(bytes, path: url.path) else {
            idMapState.isRead = true
            return 0
        }
        let moved = try moveRenamedItems(map)
        // History written before this check may hold ids older than this map; a directory with no
        // event yet has none.
        confirmRecord(fingerprint: file.fingerprint, layout: map.days?.layout, historyIsCurrent: positions.isEmpty,
                      stamp: file.stamp)
        return moved
    }

    /// The map read (or given) for this store: the decks' map of the last
    /// `applyItemIDMap(decksDirectory:)`, read the first time it is asked for when that call
    /// skipped it; the map of the last `applyItemIDMap(_:)`; nil when the decks have none.
    public internal(set) var itemIDMap: ItemIDMap? {
        get {
            if !idMapState.isRead, let decks = idMapState.decksDirectory {
                idMapState.isRead = true
                idMapState.map = try? ItemIDMap.load(decksDirectory: decks)
            }
            return idMapState.map
        }
        set {
            idMapState.map = newValue
            idMapState.isRead = true
        }
    }

    /// The map history is read through (`StudyHistory`): nil when no entry can hold an old id
    /// (the record says history is current and no other device's events came since), else
    /// `itemIDMap`.
    public var historyIDMap: ItemIDMap? {
        if let confirmed = idMapState.confirmed, confirmed.historyIsCurrent, !othersMoved(since: confirmed) { return nil }
        return itemIDMap
    }

    /// Renews the record at close: the events this store wrote carry today's ids, so the record
    /// moves to the positions now held, unless events of another device came in since it was
    /// confirmed (then the next start checks them with the map).
    func renewItemIDMapRecord() {
        guard let confirmed = idMapState.confirmed, !hasUnwrittenEvents, !othersMoved(since: confirmed) else { return }
        let positions = foldPositions
        guard positions != confirmed.positions else { return }
        var renewed = confirmed
        renewed.positions = positions
        idMapState.confirmed = renewed
        renewed.write(in: directory)
    }

    /// Notes and writes the record of the map of `fingerprint` as applied to the progress held now.
    private func confirmRecord(fingerprint: UInt64, layout: Int?, historyIsCurrent: Bool, stamp: FileStamp?) {
        let record = ItemIDMapRecord(fingerprint: fingerprint, layout: layout, historyIsCurrent: historyIsCurrent,
                                     positions: foldPositions, stamp: stamp)
        idMapState.confirmed = record
        if !hasUnwrittenEvents { record.write(in: directory) }
    }

    /// Whether a device other than this one is at another position than in `record`.
    private func othersMoved(since record: ItemIDMapRecord) -> Bool {
        let positions = foldPositions
        for (device, sequence) in positions where device != self.device && record.positions[device] != sequence { return true }
        for device in record.positions.keys where device != self.device && positions[device] == nil { return true }
        return false
    }

    /// The moves of `applyItemIDMap(_:)`, without touching the record.
    private func moveRenamedItems(_ map: ItemIDMap) throws(StorageError) -> Int {
        itemIDMap = map
        let current = progress
        let renames = ItemRenames.moves(in: current, by: map)
        // The records moved, counted as `StudyProgress.remappingItemIDs` counts them (without
        // making the moved copy: this runs after every sync that brings events).
        var moved = current.slips.lazy.filter { renames.renamed[$0.itemID] != nil }.count
        for id in renames.renamed.keys {
            for held in [current.bookmarks[id] != nil, current.mistakes[id] != nil, current.srs[id] != nil,
                         current.suspended[id] != nil] where held { moved += 1 }
        }
        var layout: Int?
        if let days = map.days, current.dayLayout != days.layout {
            layout = days.layout
            moved += renames.removedDays.count
            if moved == 0 {
                setDayLayout(days.layout)
                return 0
            }
        }
        guard moved > 0, !renames.isEmpty else { return 0 }
        let copy = directory.appendingPathComponent(Self.beforeIDMapFileName)
        if !FileManager.default.fileExists(atPath: copy.path) {
            try AtomicFile.write(ProgressCodec.encode(current), to: copy)
        }
        try recordRenames(renames, dayLayout: layout)
        return moved
    }
}

/// A store's decks id map: where it is read from, whether it was, and the record confirmed this
/// session (`ItemIDMapRecord`).
struct ItemIDMapState {
    /// The decks whose map `itemIDMap` reads lazily.
    var decksDirectory: URL?
    /// Whether `map` holds what there is to read (nil then means no map).
    var isRead = false
    var map: ItemIDMap?
    /// The record this store applied or skipped the map by; nil when it did neither.
    var confirmed: ItemIDMapRecord?
}

extension ProgressStore {
    /// The progress of `directory` read without the lock (`readWithoutLock(directory:now:)`),
    /// moved through the id map of `decksDirectory` as the app would move it on opening, and the
    /// map its history must be read through (`StudyHistory`'s entries, by `ItemIDMap.remapping`).
    /// The map is not read when the directory's `ItemIDMapRecord` shows nothing to move: then the
    /// progress is as read, and the history map nil when history is current (`mainichi stats`).
    /// - Throws: what `readWithoutLock(directory:now:)` throws.
    public static func readWithoutLock(directory: URL, decksDirectory: URL, now: Date = Date()) throws(StorageError)
        -> (progress: StudyProgress, notices: [RecoveryNotice], historyIDMap: ItemIDMap?) {
        let read = try readWithoutLockAndPositions(directory: directory, now: now)
        let record = read.positions == nil ? nil : ItemIDMapRecord.read(in: directory)
        guard let file = ItemIDMap.file(decksDirectory: decksDirectory, knownBy: record, now: now) else {
            return (read.progress, read.notices, nil)
        }
        let covered = record?.covers(fingerprint: file.fingerprint, positions: read.positions ?? [:]) == true
        let url = decksDirectory.appendingPathComponent(ItemIDMap.fileName)
        guard !(covered && record?.historyIsCurrent == true),
              let bytes = file.bytes ?? (try? JournalSnapshot.readChecked(url).get()),
              let map = try? ItemIDMap.load(bytes, path: url.path) else {
            return (read.progress, read.notices, nil)
        }
        // Covered: nothing to move in the progress, but history from before needs the map.
        return (covered ? read.progress : read.progress.throughIDMap(map), read.notices, map)
    }
}
