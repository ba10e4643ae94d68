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

/// A search index file of `SearchIndexCache`, mapped into memory and searched where it lies: nothing
/// is copied or decoded when it is opened, so `mainichi search` reads only the pages a search
/// touches (the searchable text and the fields) and the rows of the results it prints.
///
/// The layout (little-endian): "MSIX", the format version (UInt32), the fingerprint, then the
/// index's tables (`SearchIndex.Tables`: bytes, fields, order keys, rows, row starts), each as its
/// element count (UInt32), padding to a multiple of 8, its elements, padding to a multiple of 8.
/// Opening checks the header and that every table, field, order key and row lies where it should,
/// once (a pass over the file's numbers, no copy); a file that fails is not used.
final class SearchIndexFile: @unchecked Sendable {
    // Sendable: the memory is read-only and lives as long as the value.

    static let magic: [UInt8] = Array("MSIX".utf8)

    /// The tables, pointing into the file's memory.
    let tables: SearchIndex.Tables
    /// The number of items.
    let itemCount: Int
    private let base: UnsafeRawPointer
    private let size: Int
    private let isMapped: Bool

    /// The file at `path` mapped into memory, when it is an index file of `version` for
    /// `fingerprint` and whole; nil otherwise.
    convenience init?(path: String, version: UInt32, fingerprint: [UInt8]) {
        #if _endian(big)
        return nil
        #else
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0,
              let region = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), region != MAP_FAILED
        else { return nil }
        self.init(base: UnsafeRawPointer(region), size: Int(info.st_size), isMapped: true, version: version,
                  fingerprint: fingerprint)
        #endif
    }

    /// A copy of `bytes` read as an index file (tests and a file read some other way).
    convenience init?(bytes: [UInt8], version: UInt32, fingerprint: [UInt8]) {
        #if _endian(big)
        return nil
        #else
        guard !bytes.isEmpty else { return nil }
        let owned = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 8)
        bytes.withUnsafeBytes { owned.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        self.init(base: UnsafeRawPointer(owned), size: bytes.count, isMapped: false, version: version,
                  fingerprint: fingerprint)
        #endif
    }

    /// Reads the header and tables of the memory at `base`, which this value owns from now on
    /// (freeing it when the file is refused).
    private init?(base: UnsafeRawPointer, size: Int, isMapped: Bool, version: UInt32, fingerprint: [UInt8]) {
        func release() {
            if isMapped { munmap(UnsafeMutableRawPointer(mutating: base), size) } else { base.deallocate() }
        }
        var reader = Reader(base: base, size: size)
        guard let tables = Self.read(&reader, version: version, fingerprint: fingerprint), reader.isAtEnd,
              Self.isWhole(tables) else {
            release()
            return nil
        }
        self.base = base
        self.size = size
        self.isMapped = isMapped
        self.tables = tables
        itemCount = tables.rowStarts.count
    }

    deinit {
        if isMapped { munmap(UnsafeMutableRawPointer(mutating: base), size) } else { base.deallocate() }
    }

    /// The header checked, and the tables where they lie; nil when anything is out of place.
    private static func read(_ reader: inout Reader, version: UInt32, fingerprint: [UInt8]) -> SearchIndex.Tables? {
        guard let head = reader.table(UInt8.self, count: magic.count), head.elementsEqual(magic),
              let stored = reader.table(UInt32.self, count: 1), stored[0] == version,
              let print: UnsafeBufferPointer<UInt8> = reader.array(), print.elementsEqual(fingerprint),
              let bytes: UnsafeBufferPointer<UInt8> = reader.array(),
              let fields: UnsafeBufferPointer<Int32> = reader.array(),
              let orderKeys: UnsafeBufferPointer<Int64> = reader.array(),
              let rows: UnsafeBufferPointer<UInt8> = reader.array(),
              let rowStarts: UnsafeBufferPointer<Int32> = reader.array()
        else { return nil }
        return SearchIndex.Tables(bytes: bytes, fields: fields, orderKeys: orderKeys, rows: rows, rowStarts: rowStarts)
    }

    /// Whether every field, order key and row lies within its tables, so searching needs no checks.
    private static func isWhole(_ tables: SearchIndex.Tables) -> Bool {
        let count = tables.rowStarts.count, bytes = tables.bytes.count, fields = tables.fields
        guard fields.count % 4 == 0, tables.orderKeys.count == count, count <= 0x3FFFFF else { return false }
        for position in stride(from: 0, to: fields.count, by: 4) {
            let start = fields[position], end = fields[position + 1], entry = fields[position + 2], kind = fields[position + 3]
            guard start >= 0, start <= end, Int(end) <= bytes, entry >= 0, Int(entry) < count,
                  kind >= 0, kind <= 4 else { return false }
        }
        guard tables.orderKeys.allSatisfy({ $0 >= 0 && Int($0 & 0x3FFFFF) < count }) else { return false }
        let rows = tables.rows
        for start in tables.rowStarts {
            var position = Int(start)
            guard position >= 0, position + 9 <= rows.count, rows[position] <= 1,
                  Int(rows[position + 1]) <= Level.allCases.count else { return false }
            let texts = 3 + Int(rows[position + 6]) + Int(rows[position + 7]) + Int(rows[position + 8])
            position += 9
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

    /// The file for `tables` with `version` and `fingerprint`, in the layout above.
    static func encode(_ tables: SearchIndex.Tables, version: UInt32, fingerprint: [UInt8]) -> [UInt8] {
        var file = magic
        withUnsafeBytes(of: version.littleEndian) { file.append(contentsOf: $0) }
        func append<Element>(_ values: UnsafeBufferPointer<Element>) {
            withUnsafeBytes(of: UInt32(values.count).littleEndian) { file.append(contentsOf: $0) }
            while file.count % 8 != 0 { file.append(0) }
            file.append(contentsOf: UnsafeRawBufferPointer(values))
            while file.count % 8 != 0 { file.append(0) }
        }
        fingerprint.withUnsafeBufferPointer { append($0) }
        append(tables.bytes)
        append(tables.fields)
        append(tables.orderKeys)
        append(tables.rows)
        append(tables.rowStarts)
        return file
    }

    /// Reads tables off the memory in order, each checked to lie inside it.
    private struct Reader {
        let base: UnsafeRawPointer
        let size: Int
        var position = 0

        var isAtEnd: Bool { position == size }

        /// `count` elements at the current position (aligned for them), then moves past them.
        mutating func table<Element>(_: Element.Type, count: Int) -> UnsafeBufferPointer<Element>? {
            let length = count * MemoryLayout<Element>.stride
            guard count >= 0, position % MemoryLayout<Element>.alignment == 0, length <= size - position else { return nil }
            defer { position += length }
            return UnsafeBufferPointer(start: (base + position).assumingMemoryBound(to: Element.self), count: count)
        }

        /// An array as `encode` writes it: a count, padding, the elements, padding.
        mutating func array<Element>() -> UnsafeBufferPointer<Element>? {
            guard let count = table(UInt32.self, count: 1)?[0] else { return nil }
            position = (position + 7) / 8 * 8
            guard position <= size, let values = table(Element.self, count: Int(count)) else { return nil }
            position = min(size + 1, (position + 7) / 8 * 8)
            return position <= size ? values : nil
        }
    }
}
