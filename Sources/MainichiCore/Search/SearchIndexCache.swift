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

/// Keeps a built `SearchIndex` in a file of the cache directory, so `mainichi search` answers
/// without decoding every deck: reading the file back takes a few milliseconds, building the
/// index takes tens.
///
/// The file is keyed by the decks it was built from: their directory, and the size, modification
/// time and file number of index.json and of every deck file. When any of them changes (a deck
/// rebuilt or edited, other decks pointed at), the file no longer matches and the index is built
/// afresh and written again. An index built with a broken deck is never written, so the problem
/// is reported every time. A missing, foreign or damaged file is simply rebuilt: the cache only
/// ever saves time.
///
/// ```swift
/// let cache = SearchIndexCache(directory: directories.cache)
/// let index = cache.index(for: library)   // read back, or built and written
/// ```
public struct SearchIndexCache: Sendable {
    /// The folder the index file is kept in (created when missing).
    public let directory: URL

    /// The format written; a file of another format is rebuilt.
    static let formatVersion: UInt32 = 2
    private static let magic: [UInt8] = Array("MSIX".utf8)

    public init(directory: URL) {
        self.directory = directory
    }

    /// The index of `library`'s decks: read from the cache when it matches them, otherwise built
    /// and, when every deck could be read, written for next time (failing quietly).
    public func index(for library: DeckLibrary) -> SearchIndex {
        let fingerprint = Self.fingerprint(of: library)
        if let index = read(fingerprint: fingerprint) { return index }
        let index = SearchIndex.build(library: library)
        if index.problems.isEmpty { try? write(index, fingerprint: fingerprint) }
        return index
    }

    /// The cached index when the file matches `fingerprint`, nil otherwise.
    func read(fingerprint: String) -> SearchIndex? {
        guard let data = FileManager.default.contents(atPath: fileURL(fingerprint: fingerprint).path) else { return nil }
        return Self.decode([UInt8](data), fingerprint: fingerprint)
    }

    /// Writes `index` for the decks `fingerprint` names, atomically.
    func write(_ index: SearchIndex, fingerprint: String) throws {
        try DataDirectories.createDirectory(directory)
        try Data(Self.encode(index, fingerprint: fingerprint)).write(to: fileURL(fingerprint: fingerprint), options: .atomic)
    }

    /// The index file for a decks directory: one per directory, named by a hash of its path.
    func fileURL(fingerprint: String) -> URL {
        let path = fingerprint.prefix { $0 != "\n" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory.appendingPathComponent("search-index-" + String(hash, radix: 16) + ".bin")
    }

    /// What the index of `library` depends on: the decks directory on the first line, then each
    /// file with its size, modification time and file number.
    static func fingerprint(of library: DeckLibrary) -> String {
        var lines = [library.directory.standardizedFileURL.path]
        for file in [DeckIndex.fileName] + library.summaries.map(\.file) {
            var info = stat()
            let found = stat(library.fileURL(of: file).path, &info) == 0
            let size = found ? Int64(info.st_size) : -1
            #if canImport(Darwin)
            let modified = found ? Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9 : 0
            #else
            let modified = found ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
            #endif
            let number = found ? UInt64(info.st_ino) : 0
            lines.append("\(file) \(size) \(modified) \(number)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Format

    /// The file: "MSIX", the format version, the fingerprint, then the index's arrays, each as a
    /// count and its elements, little-endian.
    static func encode(_ index: SearchIndex, fingerprint: String) -> [UInt8] {
        var writer = Writer()
        writer.bytes += magic
        writer.append(formatVersion)
        writer.appendArray(Array(fingerprint.utf8))
        writer.appendArray(index.bytes)
        writer.appendArray(index.fields.map(\.start))
        writer.appendArray(index.fields.map(\.end))
        writer.appendArray(index.fields.map(\.entry))
        writer.appendArray(index.fields.map(\.kind.rawValue))
        writer.appendArray(index.orderKeys.map { Int64($0) })
        writer.appendArray(index.rows)
        writer.appendArray(index.rowStarts)
        return writer.bytes
    }

    /// The index in `file` when it has this format and `fingerprint` and every offset in it is in
    /// range; nil otherwise.
    static func decode(_ file: [UInt8], fingerprint: String) -> SearchIndex? {
        var reader = Reader(bytes: file)
        guard reader.take(magic.count) == magic[...], reader.read(UInt32.self) == formatVersion,
              let stored: [UInt8] = reader.readArray(), stored == Array(fingerprint.utf8),
              let bytes: [UInt8] = reader.readArray(), let starts: [Int32] = reader.readArray(),
              let ends: [Int32] = reader.readArray(), let entries: [Int32] = reader.readArray(),
              let kinds: [UInt8] = reader.readArray(), let orderKeys: [Int64] = reader.readArray(),
              let rows: [UInt8] = reader.readArray(), let rowStarts: [Int32] = reader.readArray(),
              reader.isAtEnd, starts.count == ends.count, starts.count == entries.count, starts.count == kinds.count,
              orderKeys.count == rowStarts.count
        else { return nil }
        let count = rowStarts.count
        var fields: [SearchIndex.Field] = []
        fields.reserveCapacity(starts.count)
        for position in starts.indices {
            guard let kind = SearchIndex.FieldKind(rawValue: kinds[position]), starts[position] >= 0,
                  starts[position] <= ends[position], Int(ends[position]) <= bytes.count,
                  entries[position] >= 0, Int(entries[position]) < count else { return nil }
            fields.append(SearchIndex.Field(start: starts[position], end: ends[position], entry: entries[position], kind: kind))
        }
        guard orderKeys.allSatisfy({ Int($0 & 0x3FFFFF) < count }), rowsAreWhole(rows, starts: rowStarts) else { return nil }
        return SearchIndex(bytes: bytes, fields: fields, orderKeys: orderKeys.map { Int($0) }, rows: rows, rowStarts: rowStarts)
    }

    /// Whether every row lies within `rows`, with a known level and texts that end inside it.
    private static func rowsAreWhole(_ rows: [UInt8], starts: [Int32]) -> Bool {
        for start in starts {
            var position = Int(start)
            guard position >= 0, position + 8 <= rows.count, rows[position] <= 1,
                  Int(rows[position + 1]) <= Level.allCases.count else { return false }
            let texts = 3 + Int(rows[position + 6]) + Int(rows[position + 7])
            position += 8
            for _ in 0..<texts {
                guard position + 4 <= rows.count else { return false }
                let length = Int(rows[position]) | Int(rows[position + 1]) << 8 | Int(rows[position + 2]) << 16
                    | Int(rows[position + 3]) << 24
                position += 4 + length
                guard position <= rows.count else { return false }
            }
        }
        return true
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func append<Value: FixedWidthInteger>(_ value: Value) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func appendArray<Value: FixedWidthInteger>(_ values: [Value]) {
            append(UInt32(values.count))
            if Value.self == UInt8.self || (1 as Value).littleEndian == 1 {
                values.withUnsafeBytes { bytes.append(contentsOf: $0) }
            } else {
                for value in values { append(value) }
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - position else { return nil }
            defer { position += count }
            return bytes[position..<position + count]
        }

        mutating func read<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
            guard let slice = take(MemoryLayout<Value>.size) else { return nil }
            var value = Value.zero
            withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: slice) }
            return Value(littleEndian: value)
        }

        mutating func readArray<Value: FixedWidthInteger>() -> [Value]? {
            guard let count = read(UInt32.self), let slice = take(Int(count) * MemoryLayout<Value>.size) else { return nil }
            var values = [Value](repeating: 0, count: Int(count))
            values.withUnsafeMutableBytes { $0.copyBytes(from: slice) }
            if (1 as Value).littleEndian != 1 { values = values.map { Value(littleEndian: $0) } }
            return values
        }
    }
}
