#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ids that items of the bundled decks had before a rebuild, mapped to their ids now.
///
/// `make decks` writes `Decks/id-map.json` when a word's id changes (a corrected spelling or
/// reading, a usually-kana word now shown in kana, a duplicate merged into the easiest level).
/// Opening a progress file moves its bookmarks, mistakes, review cards, suspensions and slips to the
/// new ids (see `StudyProgress.remappingItemIDs(_:)`), day results to today's days (`days`,
/// `StudyProgress.remappingDayResults(_:)`), and history is read through the map
/// (`remapping(_:)`: the journal's lines are never rewritten). No new id is also an old one, so applying the map twice
/// changes nothing: an already moved file is left alone.
public struct ItemIDMap: Sendable, Equatable {
    /// The file name inside the decks directory.
    public static let fileName = "id-map.json"

    /// Old id to new id.
    public var renamed: [String: String]
    /// Where today's days come from, for moving day results (nil: days did not move).
    public var days: DayLayoutMap?

    public init(renamed: [String: String], days: DayLayoutMap? = nil) {
        self.renamed = renamed
        self.days = days
    }

    /// The id an item has now: its new id when renamed, else `id` itself.
    public func currentID(_ id: String) -> String {
        renamed[id] ?? id
    }

    /// History entries with their item ids moved to the ids items have now (a review of 何方 counts
    /// for どなた in statistics, leeches and the optimizer).
    public func remapping(_ events: [HistoryEvent]) -> [HistoryEvent] {
        guard !renamed.isEmpty else { return events }
        return events.map { event in
            guard let id = event.itemID, let new = renamed[id] else { return event }
            var moved = event
            moved.itemID = new
            return moved
        }
    }

    /// Why `id-map.json` could not be read: the file, where, and what was wrong.
    public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// What was wrong, with the line and column for a syntax error ("line 3, column 7: ...")
        /// or the JSON path for a value of the wrong kind ("vocab.v:x: not a string").
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Reads `id-map.json` of a decks directory; nil when the directory has none.
    ///
    /// Read with the project's own `JSONParser` rather than `JSONDecoder` (decoding its 127 KB with
    /// `JSONDecoder` took about 40% of start-up CPU). Starts and `stats` read it only when the
    /// progress may hold an old id (`ItemIDMapRecord`).
    /// - Throws: `LoadError` when the file cannot be read or is not a valid map.
    public static func load(decksDirectory: URL) throws -> ItemIDMap? {
        let url = decksDirectory.appendingPathComponent(fileName)
        switch JournalSnapshot.readChecked(url) {
        case .success(let bytes): return try load(bytes, path: url.path)
        case .failure(.missing): return nil
        case .failure: throw LoadError(path: url.path, reason: "cannot be read")
        }
    }

    /// The map in `bytes`, the contents of the file at `path` (named in errors).
    /// - Throws: `LoadError` when `bytes` are not a valid map.
    static func load(_ bytes: [UInt8], path: String) throws -> ItemIDMap {
        do {
            return try parse(bytes)
        } catch let error as JSONParser.SyntaxError {
            throw LoadError(path: path, reason: error.description)
        } catch let error as ShapeError {
            throw LoadError(path: path, reason: "\(error.path): \(error.expected)")
        }
    }

    /// The fingerprint of the `id-map.json` of `decksDirectory`, with its stamp and, when they
    /// had to be read, its bytes: when the file's `FileStamp` is the one `record` keeps, the
    /// record's fingerprint, without reading the file. Nil when there is no such file or it
    /// cannot be read. The stamp returned (to be recorded) is nil while the file changed less
    /// than two seconds before `now`: the file system's clock is coarse, so a file written again
    /// within the same tick could keep its stamp with other bytes of the same size.
    static func file(decksDirectory: URL, knownBy record: ItemIDMapRecord?, now: Date)
        -> (fingerprint: UInt64, stamp: FileStamp?, bytes: [UInt8]?)? {
        let url = decksDirectory.appendingPathComponent(fileName)
        // Taken before reading: a file changed in between has a stamp the next start does not match.
        let stamp = FileStamp(of: url)
        if let stamp, let record, record.stamp == stamp { return (record.fingerprint, stamp, nil) }
        guard let bytes = try? JournalSnapshot.readChecked(url).get() else { return nil }
        return (fingerprint(of: bytes), stamp.flatMap { $0.isSettled(2, before: now) ? $0 : nil }, bytes)
    }

    /// A 64-bit FNV-1a hash of `bytes`, the same on every machine and in every process (unlike
    /// `Hasher`): what `ItemIDMapRecord` keeps to know the map a progress was checked against.
    /// Hashing the 127 KB map costs a small fraction of parsing it.
    public static func fingerprint(of bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A value of the wrong kind at a JSON path.
    private struct ShapeError: Error {
        var path: String
        var expected: String
    }

    /// The map in `bytes`, the format `make decks` writes: `format`, `vocab` and `kanji` (old id to
    /// new id) and `days` (`layout`, `decks`, and `from`: each new day's `size` and `old` days; and
    /// `fromLayout`: the same per later layout a progress may be stamped with).
    static func parse(_ bytes: [UInt8]) throws -> ItemIDMap {
        guard case .object(let file) = try JSONParser.parse(bytes) else {
            throw ShapeError(path: "(top level)", expected: "not an object")
        }
        guard case .number? = file["format"] else { throw ShapeError(path: "format", expected: "not a number") }
        var renamed: [String: String] = [:]
        for part in ["vocab", "kanji"] {
            guard let value = file[part] else { continue }
            let entries = try object(value, at: part)
            renamed.reserveCapacity(renamed.count + entries.count)
            for field in entries.fields {
                guard case .string(let new) = field.value else {
                    throw ShapeError(path: "\(part).\(field.key)", expected: "not a string")
                }
                if renamed[field.key] == nil { renamed[field.key] = new }
            }
        }
        var days: DayLayoutMap?
        if let value = file["days"] {
            let fields = try object(value, at: "days")
            let layout = try integer(fields["layout"], at: "days.layout")
            guard case .array(let deckValues)? = fields["decks"] else {
                throw ShapeError(path: "days.decks", expected: "not an array")
            }
            var decks = Set<String>()
            for (index, deck) in deckValues.enumerated() {
                guard case .string(let name) = deck else {
                    throw ShapeError(path: "days.decks[\(index)]", expected: "not a string")
                }
                decks.insert(name)
            }
            let origins = try dayOrigins(fields["from"] ?? .null, at: "days.from")
            var laterOrigins: [Int: [String: DayLayoutMap.Origin]] = [:]
            if let later = fields["fromLayout"] {
                for field in try object(later, at: "days.fromLayout").fields {
                    let path = "days.fromLayout.\(field.key)"
                    guard let stamp = Int(field.key), DayLayoutMap.layoutRange.contains(stamp) else {
                        throw ShapeError(path: path, expected: "not a layout number")
                    }
                    laterOrigins[stamp] = try dayOrigins(field.value, at: path)
                }
            }
            days = DayLayoutMap(layout: layout, decks: decks, origins: origins, laterOrigins: laterOrigins)
        }
        return ItemIDMap(renamed: renamed, days: days)
    }

    /// One table of where today's days come from (`from`, or a layout's part of `fromLayout`): each
    /// new day's `size` and how many of its items each `old` day held.
    private static func dayOrigins(_ value: JSONValue, at path: String) throws -> [String: DayLayoutMap.Origin] {
        var origins: [String: DayLayoutMap.Origin] = [:]
        for day in try object(value, at: path).fields {
            let dayPath = "\(path).\(day.key)"
            let origin = try object(day.value, at: dayPath)
            var old: [String: Int] = [:]
            for source in try object(origin["old"] ?? .null, at: dayPath + ".old").fields {
                old[source.key] = try integer(source.value, at: dayPath + ".old." + source.key)
            }
            origins[day.key] = DayLayoutMap.Origin(size: try integer(origin["size"], at: dayPath + ".size"), old: old)
        }
        return origins
    }

    private static func object(_ value: JSONValue, at path: String) throws -> JSONObject {
        guard case .object(let object) = value else { throw ShapeError(path: path, expected: "not an object") }
        return object
    }

    private static func integer(_ value: JSONValue?, at path: String) throws -> Int {
        guard case .number(let number)? = value, let integer = Int(exactly: number) else {
            throw ShapeError(path: path, expected: "not a whole number")
        }
        return integer
    }
}
