#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When each change to the learner's decks was made, so the deck sync stamps an edit with the
/// time the learner made it rather than the time of the next round (issue 22: an import made
/// offline and synced a day later must not win over a newer edit made meanwhile elsewhere).
///
/// `decks/sync/made.jsonl`, one line a change: the deck's id (a deck made, renamed, set or
/// deleted) or "deck<TAB>item id" (an item added, edited or removed) with the time in seconds
/// since 1970. `UserDeckStore` appends a line for every change it writes; `UserDeckSync` reads
/// the time last noted per key when it records the changes and then drops the lines it used. While
/// no folder is set the file is compacted to one line a key once it grows past 256 KB.
struct UserDeckChangeTimes {
    /// The file's name inside the logs' folder (never a deck log's name).
    static let fileName = "made.jsonl"
    /// Beyond this size a note compacts the file.
    static let compactionSize = 256 * 1024

    /// One line of the file.
    struct Line: Codable, Equatable {
        var key: String
        var time: Double
    }

    /// The file.
    let url: URL

    init(logDirectory: URL) {
        url = logDirectory.appendingPathComponent(Self.fileName)
    }

    /// The key of deck `deck`, or of its item `item`.
    static func key(deck: String, item: String? = nil) -> String {
        item.map { deck + "\t" + $0 } ?? deck
    }

    /// Notes that the things `keys` name changed at `time`. A note that cannot be written is
    /// given up: the change is then stamped at the next round, as before.
    func note(_ keys: some Collection<String>, at time: Date) {
        guard !keys.isEmpty else { return }
        var bytes = [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        if bytes.count > Self.compactionSize {
            bytes = Self.encoded(Self.latest(in: bytes).sorted { $0.key < $1.key }.map { Line(key: $0.key, time: $0.value) })
        }
        bytes += Self.encoded(keys, time: time.timeIntervalSince1970)
        do {
            try DataDirectories.createDirectory(url.deletingLastPathComponent())
            try AtomicFile.write(Data(bytes), to: url)
        } catch {
            return
        }
    }

    /// The time last noted for each key (the last line, not the greatest time: the deck on disk
    /// is the last change, also when the clock went back in between, as on a data directory
    /// copied to a machine whose clock is behind), and how many bytes of the file that read.
    func read() -> (times: [String: Double], length: Int) {
        let bytes = [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
        guard let end = bytes.lastIndex(of: 0x0A) else { return ([:], 0) }
        return (Self.latest(in: Array(bytes[...end])), end + 1)
    }

    /// Drops the first `length` bytes (what `read` returned, used by a round), keeping any line
    /// noted since.
    func drop(first length: Int) {
        guard length > 0, let bytes = FileManager.default.contents(atPath: url.path) else { return }
        if bytes.count <= length {
            try? FileManager.default.removeItem(at: url)
        } else {
            try? AtomicFile.write(Data(bytes.dropFirst(length)), to: url)
        }
    }

    /// The time of the last line per key among the whole lines of `bytes` (lines that do not
    /// read are passed over).
    private static func latest(in bytes: [UInt8]) -> [String: Double] {
        let decoder = JSONDecoder()
        var times: [String: Double] = [:]
        for line in bytes.split(separator: 0x0A) {
            guard let entry = try? decoder.decode(Line.self, from: Data(line)), entry.time.isFinite else { continue }
            times[entry.key] = entry.time
        }
        return times
    }

    /// The lines noting `keys` at `time`, as `encoded(_:)` writes them, byte for byte. The time is
    /// encoded once and each key put in front of it: an import of 100,000 words notes 100,000
    /// keys, which one JSONEncoder call each made 6% of the import (docs/performance.md). A key
    /// with a byte JSON would escape other than a tab (a quote, a backslash, a slash, another
    /// control character, anything not ASCII) goes through the encoder as before.
    static func encoded(_ keys: some Collection<String>, time: Double) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let opening = Array(#"{"key":""#.utf8)
        guard let template = try? encoder.encode(Line(key: "", time: time)), template.starts(with: opening) else {
            return encoded(keys.map { Line(key: $0, time: time) })
        }
        let rest = template.dropFirst(opening.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(keys.count * (opening.count + rest.count + 32))
        for key in keys {
            guard key.utf8.allSatisfy(isPlainInJSON) else {
                bytes += encoded([Line(key: key, time: time)])
                continue
            }
            bytes += opening
            for byte in key.utf8 {
                if byte == 0x09 {
                    bytes.append(0x5C)
                    bytes.append(0x74)
                } else {
                    bytes.append(byte)
                }
            }
            bytes += rest
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Whether JSONEncoder writes `byte` of a string as it is (printable ASCII but a quote, a
    /// backslash or a slash), or a tab, which it writes as `\t`.
    private static func isPlainInJSON(_ byte: UInt8) -> Bool {
        byte == 0x09 || (0x20...0x7E).contains(byte) && byte != 0x22 && byte != 0x5C && byte != 0x2F
    }

    /// `lines` as the file's bytes, one JSON object a line, keys sorted so the file is stable.
    static func encoded(_ lines: [Line]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes: [UInt8] = []
        for line in lines {
            guard let data = try? encoder.encode(line) else { continue }
            bytes += data
            bytes.append(0x0A)
        }
        return bytes
    }
}
