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

/// One device's journal file: JSON lines of `JournalEvent`, appended and fsynced one write at a
/// time, so saving a change costs one small write whatever the size of the collection.
///
/// A crash mid-write can leave at most a torn last line. Reading skips it with a warning; the next
/// append cuts it off first (or ends it with a line break when it turns out whole), so it never
/// stays between two good lines. A failed append is cut back to the old size. Lines this version
/// cannot use are skipped by the reader and never rewritten.
///
public final class JournalFile {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// What `read()` found.
    public struct Contents: Sendable {
        /// Every readable event, in file order.
        public var events: [JournalEvent]
        /// One sentence per skipped line, naming the file and line.
        public var warnings: [LogWarning]
    }

    /// Reads every event. A missing file is an empty journal; bad lines become warnings.
    public func read() -> Contents {
        read(from: 0).contents
    }

    /// Reads the events after the first `offset` bytes when the file is at least that long and a
    /// line ends there; else the whole file. Also returns the file's size as read (what a snapshot
    /// folding these events covers).
    public func read(from offset: Int) -> (contents: Contents, size: Int) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return (Contents(events: [], warnings: []), 0) }
        defer { close(descriptor) }
        var info = stat()
        var start = 0
        if offset > 0, fstat(descriptor, &info) == 0, Int(info.st_size) >= offset {
            var byte: UInt8 = 0
            if pread(descriptor, &byte, 1, off_t(offset - 1)) == 1, byte == 0x0A { start = offset }
        }
        let data = Self.readToEnd(descriptor, from: start)
        guard !data.isEmpty else { return (Contents(events: [], warnings: []), start) }
        return (parse(data, lineOffset: 0), start + data.count)
    }

    /// The bytes of an open file from `offset` to its end (read until `pread` returns 0).
    private static func readToEnd(_ descriptor: Int32, from offset: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset + bytes.count)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }

    private func parse(_ bytes: [UInt8], lineOffset: Int) -> Contents {
        var events: [JournalEvent] = []
        var warnings: [LogWarning] = []
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsWithBreak = bytes.last == 0x0A
        for (index, line) in lines.enumerated() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            do {
                events.append(try JournalEvent.decode(line: line))
            } catch {
                let isLast = index == lines.count - 1 && !endsWithBreak
                let kind: LogWarning.Kind = switch error {
                case .unreadable: isLast ? .tornLastLine : .unreadableLine
                case .invalid(let fault): .invalidLine(fault)
                }
                warnings.append(LogWarning(file: url.lastPathComponent, line: index + 1 + lineOffset, kind: kind))
            }
        }
        return Contents(events: events, warnings: warnings)
    }

    /// Appends events as one write and flushes them to disk: once this returns they are saved.
    /// - Throws: `StorageError.writeFailed`; the file is then cut back to what it held before.
    public func append(_ events: [JournalEvent]) throws(StorageError) {
        guard !events.isEmpty else { return }
        var bytes: [UInt8] = []
        for event in events {
            bytes.append(contentsOf: event.encodedLine())
            bytes.append(0x0A)
        }
        try DataDirectories.createDirectory(url.deletingLastPathComponent())
        let fd = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        var size = info.st_size
        if size > 0 {
            size = try repairTail(fd: fd, size: size, prefix: &bytes)
        }
        do throws(StorageError) {
            try FileDescriptorWriter.write(Data(bytes), to: fd, path: url.path)
            if fsync(fd) != 0 { throw StorageError.writeFailed(path: url.path, reason: SystemError.describe()) }
        } catch {
            _ = ftruncate(fd, size)
            throw error
        }
    }

    /// Makes the file end in a line break before an append: a whole last line without one gets
    /// one (added in front of `prefix`); a torn last line is cut off. Returns the size to cut
    /// back to should the append fail.
    private func repairTail(fd: Int32, size: off_t, prefix: inout [UInt8]) throws(StorageError) -> off_t {
        var last: UInt8 = 0
        guard pread(fd, &last, 1, size - 1) == 1 else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        if last == 0x0A { return size }
        // Find the start of the last line, reading backwards in blocks.
        var lineStart: off_t = 0
        var end = size
        search: while end > 0 {
            let start = max(0, end - 4096)
            var block = [UInt8](repeating: 0, count: Int(end - start))
            let count = block.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, start) }
            guard count == block.count else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
            if let index = block.lastIndex(of: 0x0A) {
                lineStart = start + off_t(index) + 1
                break search
            }
            end = start
        }
        var tail = [UInt8](repeating: 0, count: Int(size - lineStart))
        let count = tail.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, lineStart) }
        guard count == tail.count else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        if (try? JournalEvent.decode(line: tail[...])) != nil {
            prefix.insert(0x0A, at: 0)
            return size
        }
        guard ftruncate(fd, lineStart) == 0 else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        return lineStart
    }
}
