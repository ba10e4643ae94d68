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

/// What a data directory's progress was last checked against: the decks' id map (by its
/// fingerprint), the day layout it stamps, and the events the progress held then, kept in the
/// data directory as `id-map-applied`.
///
/// Opening a data directory used to read and parse `Decks/id-map.json` (127 KB, a third of a
/// start's work) to move the progress of renamed items, although after the first start with a
/// given map there is nothing left to move. The record lets a start skip the map: when its
/// fingerprint is the decks' and the progress holds exactly the events it names (the same
/// position for every device), nothing can hold an old id, so the map is not read
/// (`ProgressStore.applyItemIDMap(decksDirectory:)`). Any other state reads the map as before:
/// no record (a directory made by an older version), new decks, events another device wrote
/// (a sync, an import), events written after the record by a program that did not renew it (an
/// older mainichi, a crash before closing), a restored backup. A record that cannot be read
/// counts as none.
///
/// History lines are never rewritten, so history is read through the map whenever it may hold
/// an old id: `historyIsCurrent` says it cannot (the directory held no event when the map was
/// first checked, and every start since skipped).
///
/// The record also keeps the map file's `FileStamp` (size and times) with the fingerprint: while
/// the file's stamp is the one recorded, the fingerprint is taken from the record and the map is
/// not even read (hashing it was 0.9 million instructions of a 16-million-instruction start). A
/// record without a stamp (an older version's) hashes the file, as before.
public struct ItemIDMapRecord: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "id-map-applied"
    /// The first line, naming the format.
    static let header = "mainichi id-map record 1"

    /// The fingerprint of the decks' `id-map.json` (`ItemIDMap.fingerprint(decksDirectory:)`).
    public var fingerprint: UInt64
    /// The day layout of the map (`DayLayoutMap.layout`), nil when it moves no days.
    public var layout: Int?
    /// Whether every history entry was written with the ids of this map (no entry needs moving).
    public var historyIsCurrent: Bool
    /// The last sequence folded per device when the record was written.
    public var positions: [String: Int]
    /// The stamp of the map file whose bytes had `fingerprint`; nil when not known.
    var stamp: FileStamp?

    public init(fingerprint: UInt64, layout: Int?, historyIsCurrent: Bool, positions: [String: Int]) {
        self.init(fingerprint: fingerprint, layout: layout, historyIsCurrent: historyIsCurrent, positions: positions,
                  stamp: nil)
    }

    init(fingerprint: UInt64, layout: Int?, historyIsCurrent: Bool, positions: [String: Int], stamp: FileStamp?) {
        self.fingerprint = fingerprint
        self.layout = layout
        self.historyIsCurrent = historyIsCurrent
        self.positions = positions
        self.stamp = stamp
    }

    /// Whether a progress folded up to `positions` with the map of `fingerprint` has nothing to move.
    public func covers(fingerprint: UInt64, positions: [String: Int]) -> Bool {
        self.fingerprint == fingerprint && self.positions == positions
    }

    /// The record of `directory`; nil when there is none or it cannot be read (never an error:
    /// the map is then read as if no record were there).
    public static func read(in directory: URL) -> ItemIDMapRecord? {
        let url = directory.appendingPathComponent(fileName)
        guard let bytes = try? JournalSnapshot.readChecked(url).get() else { return nil }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    /// The record in `text` (the format `text` writes), nil when any line is not as written.
    static func parse(_ text: String) -> ItemIDMapRecord? {
        let lines = text.split(separator: "\n")
        guard text.last == "\n", lines.first == Substring(header) else { return nil }
        var fingerprint: UInt64?
        var layout: Int??
        var history: Bool?
        var positions: [String: Int] = [:]
        var stamp: FileStamp?
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let value = line[line.index(after: space)...]
            switch line[..<space] {
            case "fingerprint":
                guard let number = UInt64(value, radix: 16) else { return nil }
                fingerprint = number
            case "layout":
                if value == "-" { layout = .some(nil) } else if let number = Int(value) { layout = number } else { return nil }
            case "history":
                guard value == "current" || value == "older" else { return nil }
                history = value == "current"
            case "position":
                guard let split = value.lastIndex(of: " "), let sequence = Int(value[value.index(after: split)...]),
                      split > value.startIndex else { return nil }
                positions[String(value[..<split])] = sequence
            case "stamp":
                guard let read = FileStamp(text: value) else { return nil }
                stamp = read
            default:
                return nil
            }
        }
        guard let fingerprint, let layout, let history else { return nil }
        return ItemIDMapRecord(fingerprint: fingerprint, layout: layout, historyIsCurrent: history, positions: positions,
                               stamp: stamp)
    }

    /// The file's text: the header, then one `key value` line each (positions in no order).
    var text: String {
        var lines = [Self.header, "fingerprint " + String(fingerprint, radix: 16),
                     "layout " + (layout.map(String.init) ?? "-"), "history " + (historyIsCurrent ? "current" : "older")]
        if let stamp { lines.append("stamp " + stamp.text) }
        for (device, sequence) in positions { lines.append("position \(device) \(sequence)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the record into `directory`: a temporary file renamed over the old one, without
    /// fsync (a record lost or torn by a crash is read as none, which only costs reading the map).
    /// Failing to write is not an error for the same reason.
    func write(in directory: URL) {
        let url = directory.appendingPathComponent(Self.fileName)
        let temporary = AtomicFile.temporaryURL(for: url)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let written = (try? FileDescriptorWriter.write(Array(text.utf8), to: fd, path: url.path)) != nil
        if close(fd) == 0, written, rename(temporary.path, url.path) == 0 { return }
        unlink(temporary.path)
    }
}
