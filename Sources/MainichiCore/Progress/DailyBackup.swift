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

/// Daily copies of the snapshot in `<data>/backups/snapshot-YYYY-MM-DD.bin` (`.json` for copies
/// made by earlier versions, still listed and restored), one per local
/// date, the newest seven kept (`mainichi backup list`, `mainichi backup restore DATE`).
///
/// A date's copy holds the progress as that date began: the snapshot as the store opens on
/// it (or, on the very first day, the first snapshot written). Restoring one appends a `baseline` event
/// holding its progress (so the journal stays append-only, another device learns of the
/// restore too, and a later backup can be restored in turn), after keeping the current state
/// aside as `before-restore-<date>-<time>.json`.
public enum DailyBackup {
    /// The folder inside the data directory.
    public static let directoryName = "backups"
    /// How many daily copies are kept.
    public static let kept = 7

    /// One daily copy.
    public struct Entry: Sendable, Equatable {
        /// Its date, YYYY-MM-DD (local time).
        public var date: String
        public var url: URL
        /// The time of the newest change it holds.
        public var updatedAt: Date?
    }

    /// The backups folder of `directory`.
    public static func folder(in directory: URL) -> URL { directory.appendingPathComponent(directoryName) }

    /// The daily copies of `directory`, oldest first.
    public static func list(in directory: URL) -> [Entry] {
        let folder = folder(in: directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.compactMap { name -> Entry? in
            guard let date = date(ofFileName: name) else { return nil }
            let url = folder.appendingPathComponent(name)
            var updatedAt: Date?
            if case .loaded(let snapshot) = JournalSnapshot.read(url) { updatedAt = snapshot.progress.updatedAt }
            return Entry(date: date, url: url, updatedAt: updatedAt)
        }.sorted { $0.date < $1.date }
    }

    /// Where a restore at `time` keeps the state before it: `before-restore-<date>-<second of
    /// the day>.json` in the backups folder, with `-2`, `-3`... added when a restore in the same
    /// second took that name (it would be overwritten).
    static func keptAsideURL(in directory: URL, at time: Date) -> URL {
        let stamp = localDate(time) + "-" + String(Int(time.timeIntervalSince1970) % 86_400)
        var url = folder(in: directory).appendingPathComponent("before-restore-\(stamp).json")
        var number = 1
        while FileManager.default.fileExists(atPath: url.path) {
            number += 1
            url = folder(in: directory).appendingPathComponent("before-restore-\(stamp)-\(number).json")
        }
        return url
    }

    /// "snapshot-2026-11-24.bin" (or ".json") -> "2026-11-24".
    static func date(ofFileName name: String) -> String? {
        guard name.hasPrefix("snapshot-"), let suffix = [".bin", ".json"].first(where: name.hasSuffix) else { return nil }
        let date = String(name.dropFirst("snapshot-".count).dropLast(suffix.count))
        return isDate(date) ? date : nil
    }

    /// Whether `text` looks like YYYY-MM-DD.
    public static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The local date of `time` as YYYY-MM-DD (the machine's time zone).
    public static func localDate(_ time: Date) -> String {
        var seconds = time_t(time.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }

    /// Copies `snapshot` (the file, when it is a regular one) as the backup of `date` unless there
    /// is one (anything by that name: a FIFO there is never opened), then keeps
    /// only the newest `kept`. Returns whether a copy was made.
    ///
    /// Only a snapshot this version reads whole is copied: a damaged one, or one from a newer
    /// mainichi, would otherwise push the readable copies out of the last seven days.
    @discardableResult
    static func keep(_ snapshot: URL, date: String, in directory: URL) -> Bool {
        let folder = folder(in: directory)
        let target = folder.appendingPathComponent("snapshot-\(date).\(snapshot.pathExtension)")
        let earlier = folder.appendingPathComponent("snapshot-\(date).json")
        guard !FileManager.default.fileExists(atPath: target.path), !FileManager.default.fileExists(atPath: earlier.path),
              let bytes = JournalSnapshot.readBytes(snapshot),
              case .loaded = JournalSnapshot.reading(bytes, now: Date()) else { return false }
        do {
            try DataDirectories.createDirectory(folder)
            try AtomicFile.write(Data(bytes), to: target)
        } catch {
            return false
        }
        let entries = list(in: directory)
        for entry in entries.dropLast(kept) { unlink(entry.url.path) }
        return true
    }
}
