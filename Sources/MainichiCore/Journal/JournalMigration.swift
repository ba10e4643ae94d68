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

/// Moves a data directory from progress.json and history.jsonl to a journal and a snapshot,
/// leaving both files untouched beside them.
///
/// The journal starts with one `baseline` event holding the whole progress as loaded (with the
/// app's checks), followed by one `history` event per history line still standing (undone
/// reviews left out), oldest first. The snapshot covers all of them, so a migrated learner sees
/// the same progress and the same history; a journal rebuilt without the snapshot gives the
/// same again, since the baseline sets the whole progress.
public enum JournalMigration {
    /// The type of the event holding a whole progress document.
    public static let baselineType = "baseline"
    /// The type of the event holding one history entry.
    public static let historyType = "history"

    /// The journal events and snapshot migrating `directory`, without writing anything.
    /// - Throws: what `ProgressStore.readWithoutLock` throws (a newer schema, a damaged file).
    public static func events(migrating directory: URL, device: String, now: Date = Date()) throws(StorageError)
        -> (events: [JournalEvent], snapshot: JournalSnapshot) {
        let (progress, _) = try ProgressStore.readWithoutLock(directory: directory, now: now)
        let history = HistoryLog(directory: directory).read().events.reversed()
        var events: [JournalEvent] = []
        events.reserveCapacity(history.count + 1)
        events.append(baseline(progress, id: .init(device: device, sequence: 1), time: progress.updatedAt))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for entry in history {
            guard let data = try? encoder.encode(entry), let value = try? JSONParser.parse([UInt8](data)) else { continue }
            events.append(JournalEvent(id: .init(device: device, sequence: events.count + 1), time: entry.time,
                                       type: historyType, fields: [JSONObject.Field(key: "entry", value: value)]))
        }
        let snapshot = JournalSnapshot(progress: progress, positions: [device: events.count])
        return (events, snapshot)
    }

    /// Writes the journal file and the snapshot migrating `directory` (progress.json and
    /// history.jsonl are only read).
    public static func migrate(_ directory: URL, device: String, journal: JournalFile, snapshotURL: URL,
                               now: Date = Date()) throws(StorageError) {
        let (events, snapshot) = try events(migrating: directory, device: device, now: now)
        try journal.append(events)
        try snapshot.write(to: snapshotURL)
    }

    /// An event setting the whole progress.
    static func baseline(_ progress: StudyProgress, id: JournalEvent.ID, time: Date) -> JournalEvent {
        let document = (try? JSONParser.parse([UInt8](ProgressCodec.encode(progress)))) ?? .null
        return JournalEvent(id: id, time: time, type: baselineType, fields: [JSONObject.Field(key: "progress", value: document)])
    }

    /// The progress a baseline event holds, or nil when it is not a valid one.
    static func progress(ofBaseline event: JournalEvent) -> StudyProgress? {
        guard event.type == baselineType, let document = event["progress"] else { return nil }
        return try? ProgressCodec.decodeChecked(document, now: event.time).progress
    }

    /// The history the journal holds, newest first, as `HistoryLog.read()` gives it.
    public static func history(of events: [JournalEvent]) -> [HistoryEvent] {
        var entries: [HistoryEvent] = []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for event in events.sorted(by: JournalEvent.foldOrder) where event.type == historyType {
            guard let entry = event["entry"] else { continue }
            var writer = ProgressCodec.Writer()
            writer.value(entry)
            if case .event(let decoded)? = HistoryLineDecoder.decode(writer.bytes[...], fallback: decoder) {
                entries.append(decoded)
            }
        }
        return entries.reversed()
    }
}
