#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A zip archive opened for reading: its central directory, and each entry's bytes on demand.
///
/// Written here rather than taken from a zip package because the one this machine offers
/// (ZIPFoundation) needs all of Foundation, which brings ICU's tables into the binary (45 MB of
/// the stripped binary). Anki packages need little of zip: stored and deflated entries, the
/// zip64 records large collections get, no encryption, no multi-disk archives. The file is read
/// with `pread` as entries are asked for, so a package of several gigabytes of media is never
/// held in memory.
final class ZipArchive {
    /// One file in the archive, as its central directory records it.
    struct Entry: Equatable {
        var name: String
        var method: UInt16
        var flags: UInt16
        var crc32: UInt32
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        var localHeaderOffset: UInt64
    }

    /// What went wrong, with the entry when one is concerned.
    enum Failure: Error, Equatable {
        case cannotOpen(String)
        case notAZip
        case damaged(String)
        case damagedEntry(entry: String, reason: String)
    }

    /// The entries in the order the central directory lists them.
    let entries: [Entry]
    private let descriptor: Int32
    private let size: UInt64
    private let byName: [String: Int]

    /// Opens `path` and reads its central directory.
    init(path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .cannotOpen("not a regular file")
        }
        self.descriptor = descriptor
        self.size = UInt64(info.st_size)
        do {
            entries = try Self.centralDirectory(descriptor: descriptor, size: size)
        } catch {
            close(descriptor)
            throw error
        }
        var byName: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where byName[entry.name] == nil { byName[entry.name] = index }
        self.byName = byName
    }

    deinit { close(descriptor) }

    /// The entry named `name` (the first, if the archive names it twice).
    subscript(name: String) -> Entry? {
        byName[name].map { entries[$0] }
    }

    /// The uncompressed bytes of `entry`, at most `limit` of them, checked against its CRC-32.
    func bytes(of entry: Entry, limit: UInt64 = 1 << 32) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(Int(min(entry.uncompressedSize, limit, 1 << 28)))
        try extract(entry, limit: limit) { output.append(contentsOf: $0) }
        return output
    }

    /// Hands the uncompressed bytes of `entry` to `consume` piece by piece, then checks the size
    /// and CRC-32 the central directory gives.
    func extract(_ entry: Entry, limit: UInt64 = 1 << 32, into consume: ([UInt8]) -> Void) throws(Failure) {
        func fail(_ reason: String) -> Failure { .damagedEntry(entry: entry.name, reason: reason) }
        if entry.flags & 0x0001 != 0 { throw fail("the entry is encrypted") }
        guard entry.method == 0 || entry.method == 8 else {
            throw fail("compression method \(entry.method) is not supported (only stored and deflate)")
        }
        guard entry.uncompressedSize <= limit else { throw fail("larger than \(limit) bytes") }
        let header = try read(at: entry.localHeaderOffset, count: 30)
        guard header.count == 30, Self.uint32(header, 0) == 0x0403_4B50 else { throw fail("no local header where the directory points") }
        let start = entry.localHeaderOffset + 30 + UInt64(Self.uint16(header, 26)) + UInt64(Self.uint16(header, 28))
        guard start <= size, entry.compressedSize <= size - start else { throw fail("the data runs past the end of the file") }

        var crc: UInt32 = 0
        var produced: UInt64 = 0
        var failure: Failure?
        func take(_ piece: [UInt8]) throws(Deflate.Failure) {
            produced += UInt64(piece.count)
            if produced > entry.uncompressedSize { throw Deflate.Failure(message: "more data than the directory says") }
            crc = Deflate.crc32(piece, continuing: crc)
            consume(piece)
        }
        let inflater: Deflate.Inflater?
        do { inflater = entry.method == 8 ? try Deflate.Inflater() : nil } catch { throw fail(error.message) }
        var offset = start
        let end = start + entry.compressedSize
        while offset < end, failure == nil {
            let part = try read(at: offset, count: Int(min(end - offset, 1 << 20)))
            guard !part.isEmpty else { throw fail("the file ends inside the entry") }
            offset += UInt64(part.count)
            do {
                if let inflater { try inflater.inflate(part, into: take) } else { try take(part) }
            } catch {
                failure = fail(error.message)
            }
        }
        if let failure { throw failure }
        if let inflater, !inflater.finished { throw fail("the compressed data ends early") }
        guard produced == entry.uncompressedSize else { throw fail("\(produced) bytes where the directory says \(entry.uncompressedSize)") }
        guard crc == entry.crc32 else { throw fail("the CRC-32 does not match: the data is damaged") }
    }

    // MARK: Reading the directory

    private static func centralDirectory(descriptor: Int32, size: UInt64) throws(Failure) -> [Entry] {
        // The end record is 22 bytes plus a comment of at most 65,535: search the tail backwards.
        let tailLength = Int(min(size, 22 + 0xFFFF))
        let tail = try read(descriptor, at: size - UInt64(tailLength), count: tailLength)
        guard tail.count >= 22,
              let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { uint32(tail, $0) == 0x0605_4B50 }) else {
            throw .notAZip
        }
        var count = UInt64(uint16(tail, end + 10))
        var directorySize = UInt64(uint32(tail, end + 12))
        var directoryOffset = UInt64(uint32(tail, end + 16))
        let disk = uint16(tail, end + 4)
        if disk != 0 && disk != 0xFFFF { throw .damaged("a multi-part archive (disk \(disk))") }
        // Zip64: a locator just before the end record points at the zip64 end record.
        let endPosition = size - UInt64(tailLength) + UInt64(end)
        if endPosition >= 20 {
            let locator = try read(descriptor, at: endPosition - 20, count: 20)
            if locator.count == 20, uint32(locator, 0) == 0x0706_4B50 {
                let recordOffset = uint64(locator, 8)
                let record = try read(descriptor, at: recordOffset, count: 56)
                guard record.count == 56, uint32(record, 0) == 0x0606_4B50 else { throw .damaged("the zip64 end record is missing") }
                count = uint64(record, 32)
                directorySize = uint64(record, 40)
                directoryOffset = uint64(record, 48)
            }
        }
        guard directoryOffset <= size, directorySize <= size - directoryOffset, directorySize <= 1 << 30,
              count <= directorySize / 46 else {
            throw .damaged("the central directory lies outside the file")
        }
        let directory = try read(descriptor, at: directoryOffset, count: Int(directorySize))
        guard UInt64(directory.count) == directorySize else { throw .damaged("the central directory is cut short") }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, uint32(directory, at) == 0x0201_4B50 else {
                throw .damaged("central directory record \(entries.count + 1) is damaged")
            }
            let nameLength = Int(uint16(directory, at + 28))
            let extraLength = Int(uint16(directory, at + 30))
            let commentLength = Int(uint16(directory, at + 32))
            let nameStart = at + 46
            guard nameStart + nameLength + extraLength + commentLength <= directory.count else {
                throw .damaged("central directory record \(entries.count + 1) runs past the directory")
            }
            var entry = Entry(
                name: String(decoding: directory[nameStart..<nameStart + nameLength], as: UTF8.self),
                method: uint16(directory, at + 10),
                flags: uint16(directory, at + 8),
                crc32: uint32(directory, at + 16),
                compressedSize: UInt64(uint32(directory, at + 20)),
                uncompressedSize: UInt64(uint32(directory, at + 24)),
                localHeaderOffset: UInt64(uint32(directory, at + 42))
            )
            try readZip64Extra(directory, from: nameStart + nameLength, length: extraLength, into: &entry)
            entries.append(entry)
            at = nameStart + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// Replaces the 32-bit fields that say 0xFFFFFFFF with the zip64 extra field's values, in the
    /// order the format gives them.
    private static func readZip64Extra(_ bytes: [UInt8], from start: Int, length: Int, into entry: inout Entry) throws(Failure) {
        var at = start
        while at + 4 <= start + length {
            let id = uint16(bytes, at)
            let size = Int(uint16(bytes, at + 2))
            let data = at + 4
            guard data + size <= start + length else { break }
            if id == 0x0001 {
                var field = data
                func next() throws(Failure) -> UInt64 {
                    guard field + 8 <= data + size else { throw .damagedEntry(entry: entry.name, reason: "a short zip64 field") }
                    defer { field += 8 }
                    return uint64(bytes, field)
                }
                if entry.uncompressedSize == 0xFFFF_FFFF { entry.uncompressedSize = try next() }
                if entry.compressedSize == 0xFFFF_FFFF { entry.compressedSize = try next() }
                if entry.localHeaderOffset == 0xFFFF_FFFF { entry.localHeaderOffset = try next() }
                return
            }
            at = data + size
        }
    }

    // MARK: Bytes

    private func read(at offset: UInt64, count: Int) throws(Failure) -> [UInt8] {
        try Self.read(descriptor, at: offset, count: count)
    }

    private static func read(_ descriptor: Int32, at offset: UInt64, count: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        var failed: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while filled < count, let base = buffer.baseAddress {
                let got = pread(descriptor, base + filled, count - filled, off_t(offset) + off_t(filled))
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                if got == 0 { return }
                filled += got
            }
        }
        if failed != 0 { throw .cannotOpen(String(cString: strerror(failed))) }
        return filled == count ? bytes : Array(bytes.prefix(filled))
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(bytes, at)) | UInt32(uint16(bytes, at + 2)) << 16
    }

    private static func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(uint32(bytes, at)) | UInt64(uint32(bytes, at + 4)) << 32
    }
}
