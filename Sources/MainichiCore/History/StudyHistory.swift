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

/// History (tests taken, days studied, reviews graded, games played) as a view of the progress
/// journal: the entries its events carry, so history and progress are written in the same line
/// and can never disagree.
///
/// A review, a finished test and a day opened carry their history entry inside the event that
/// changes progress; a game is an event of type `history` of its own. An undone review
/// (`reviewUndo`) cancels the latest standing review entry of its item. A data directory not yet
/// moved to the journal shows its history.jsonl.
public struct StudyHistory {
    /// The store whose journal holds the history.
    public let store: ProgressStore

    public init(store: ProgressStore) {
        self.store = store
    }

    /// Every entry, newest first, with a warning per skipped journal line; item ids renamed by the
    /// decks' id map (applied to the store) are read as their new ids.
    public func read() -> HistoryLog.Contents {
        var contents = Self.read(directory: store.directory)
        if let map = store.historyIDMap { contents.events = map.remapping(contents.events) }
        return contents
    }

    /// What `read()` gives, through `follower`, which parses only the journal lines appended since
    /// its last read (the app keeps one for the session).
    public func read(with follower: HistoryFollower) -> HistoryLog.Contents {
        follower.read(itemIDMap: store.historyIDMap)
    }

    /// Appends an entry of its own (a finished game) as one journal event; saved once this returns.
    /// - Throws: `StorageError.writeFailed`; the entry is kept and written with the next change.
    public func append(_ entry: HistoryEvent) throws(StorageError) {
        try store.recordHistory(entry)
    }

    /// The history of `directory` without the lock and without writing (for `mainichi stats`).
    public static func read(directory: URL) -> HistoryLog.Contents {
        let files = ProgressStore.journalFiles(in: directory)
        guard !files.isEmpty else { return HistoryLog(directory: directory).read() }
        var events: [JournalEvent] = []
        var warnings: [LogWarning] = []
        for file in files {
            let contents = JournalFile(url: file).read()
            events.append(contentsOf: contents.events)
            warnings.append(contentsOf: contents.warnings)
        }
        return HistoryLog.Contents(events: history(of: events), warnings: warnings)
    }

    /// The entries `events` carry, newest first: folded in fold order, each id once, undone reviews left out.
    public static func history(of events: [JournalEvent]) -> [HistoryEvent] {
        var order = Array(events.indices)
        if zip(events, events.dropFirst()).contains(where: { JournalEvent.foldOrder($1, $0) }) {
            order.sort { JournalEvent.foldOrder(events[$0], events[$1]) }
        }
        var fold = HistoryFold(capacity: events.count)
        for index in order { fold.fold(events[index]) }
        return fold.history
    }

    /// Writes `entries` (oldest first) in one go as a journal of their own named after `device`
    /// (`journal-<device>.jsonl` in `directory`), which the view reads beside this device's: for
    /// imports and test fixtures of thousands of entries (one write instead of one fsync each).
    public static func writeJournal(of entries: [HistoryEvent], device: String, in directory: URL) throws(StorageError) {
        var events: [JournalEvent] = []
        events.reserveCapacity(entries.count)
        for entry in entries {
            guard let value = value(of: entry) else { continue }
            events.append(JournalEvent(id: .init(device: device, sequence: events.count + 1), time: entry.time,
                                       type: JournalMigration.historyType, fields: [.init(key: "entry", value: value)]))
        }
        try JournalFile(url: directory.appendingPathComponent("journal-\(device).jsonl")).append(events)
    }

    /// The field of a progress event holding the history entry it makes.
    static let historyField = "history"

    /// An entry as a JSON value for an event field.
    static func value(of entry: HistoryEvent) -> JSONValue? {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(entry) else { return nil }
        return try? JSONParser.parse([UInt8](data))
    }
}
