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
import Dispatch

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

    /// The most bytes a journal file may hold (about 30 million events): a larger one is not read.
    public static let maximumBytes = 1 << 32

    /// Checks that the journal at `url` can be read: a missing one can (it is empty).
    /// - Throws: `StorageError.unreadable` naming the file and the reason (permission denied,
    ///   a directory or a FIFO in its place, larger than `maximumBytes`).
    public static func checkReadable(_ url: URL) throws(StorageError) {
        switch RegularFile.open(url, limit: maximumBytes) {
        case .success(let opened): close(opened.descriptor)
        case .failure(.missing): return
        case .failure(let failure): throw .unreadable(path: url.path, reason: failure.reason)
        }
    }

    /// Reads every event. A missing file is an empty journal; bad lines become warnings, and a
    /// file that cannot be read one warning naming it and why.
    public func read() -> Contents {
        read(from: 0).contents
    }

    /// Reads the events after the first `offset` bytes when the file is at least that long and a
    /// line ends there; else the whole file. Also returns the file's size as read (what a snapshot
    /// folding these events covers).
    public func read(from offset: Int) -> (contents: Contents, size: Int) {
        read(from: offset, parts: nil)
    }

    /// The same, read in `parts` parts (nil: one per core from `parallelThreshold` bytes, else
    /// one); the result does not depend on it (benchmarks compare the two).
    public func read(from offset: Int, parts: Int?) -> (contents: Contents, size: Int) {
        let descriptor: Int32
        switch RegularFile.open(url, limit: Self.maximumBytes) {
        case .success(let opened): descriptor = opened.descriptor
        case .failure(.missing): return (Contents(events: [], warnings: []), 0)
        case .failure(let failure):
            let kind: LogWarning.Kind = if case .notRegular = failure { .notRegularFile } else { .cannotRead(reason: failure.reason) }
            return (Contents(events: [], warnings: [LogWarning(file: url.lastPathComponent, kind: kind)]), 0)
        }
        defer { close(descriptor) }
        var info = stat()
        var start = 0
        if offset > 0, fstat(descriptor, &info) == 0, Int(info.st_size) >= offset {
            var byte: UInt8 = 0
            if pread(descriptor, &byte, 1, off_t(offset - 1)) == 1, byte == 0x0A { start = offset }
        }
        let data = Self.readToEnd(descriptor, from: start)
        guard !data.isEmpty else { return (Contents(events: [], warnings: []), start) }
        let count = parts ?? (data.count < Self.parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount)
        var contents = parse(data, parts: max(1, count))
        // A warning names its line in the whole file, not in the part read: the lines before the
        // offset are counted only when there is something to say (a clean tail costs nothing more).
        if start > 0, !contents.warnings.isEmpty {
            let before = Self.lineCount(descriptor, upTo: start)
            for index in contents.warnings.indices { contents.warnings[index].line? += before }
        }
        return (contents, start + data.count)
    }

    /// The line breaks in the first `end` bytes of the open file.
    private static func lineCount(_ descriptor: Int32, upTo end: Int) -> Int {
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while offset < end {
            let wanted = min(buffer.count, end - offset)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            guard read > 0 else { break }
            for byte in buffer[0..<read] where byte == 0x0A { count += 1 }
            offset += read
        }
        return count
    }

    /// Every byte of the file (empty when it cannot be opened or is not a regular file, as
    /// `read` treats a missing file).
    func bytes() -> [UInt8] {
        let descriptor = RegularFile.descriptor(url, limit: Self.maximumBytes)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return Self.readToEnd(descriptor, from: 0)
    }

    /// The lines that begin in `range` of an open file `size` bytes long, read with `pread`: from
    /// the byte before the range (to see whether a line begins at its start) to the end of the
    /// last line that begins in it (past the range when that line goes on). So the ranges of a
    /// file cut at any offsets give every line once, each whole, to the range it begins in.
    /// - Returns: the bytes read and, within them, the lines (empty when no line begins in the range).
    static func lines(beginningIn range: Range<Int>, of descriptor: Int32, size: Int) -> (bytes: [UInt8], lines: Range<Int>) {
        let from = max(0, range.lowerBound - 1)
        var bytes = [UInt8](repeating: 0, count: min(size, range.upperBound) - from)
        var count = 0
        // Reads into `bytes` from `count` on, until it is full or the file ends.
        func fill() {
            while count < bytes.count {
                let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(from + count)) }
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                count += got
            }
            bytes.removeSubrange(count...)
        }
        fill()
        // The first line begins at the range's start, or after the first line break from the byte before it.
        var first = 0
        if range.lowerBound > 0 {
            guard let found = bytes.firstIndex(of: 0x0A) else { return (bytes, 0..<0) }
            first = found + 1
        }
        guard from + first < range.upperBound else { return (bytes, 0..<0) }
        // The last line ends with the first line break at or after the range's last byte (or at the file's end).
        var searched = min(bytes.count, max(first, range.upperBound - 1 - from))
        // Read on in steps that start small (a line is a few hundred bytes) and double (a
        // baseline line can hold a whole progress).
        var step = 1 << 10
        while true {
            if let found = bytes[searched...].firstIndex(of: 0x0A) { return (bytes, first..<(found + 1)) }
            let before = bytes.count
            guard from + before < size else { return (bytes, first..<before) }
            searched = before
            bytes.append(contentsOf: repeatElement(0, count: min(step, size - from - before)))
            step *= 2
            fill()
            if bytes.count == before { return (bytes, first..<before) } // the file ended early
        }
    }

    /// The bytes of an open file from `offset` to its end (read until `pread` returns 0), into
    /// one buffer sized from the file's length (a journal of a million events is 130 MB: growing
    /// a buffer chunk by chunk copied it several times over).
    private static func readToEnd(_ descriptor: Int32, from offset: Int) -> [UInt8] {
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? max(0, Int(info.st_size) - offset) : 0
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(1 << 16, bytes.count / 2))) }
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(offset + count)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Below this many bytes a journal is read on the calling thread alone.
    static let parallelThreshold = 1 << 20

    /// The events and warnings of `bytes`: split at line breaks into one part per core (for a
    /// journal of at least `parallelThreshold` bytes), each part read on its own thread, then put
    /// together in file order; the same result as reading every line in turn (`parse(_:in:lineOffset:)`).
    func parse(_ bytes: [UInt8], parts: Int) -> Contents {
        let bounds = Self.parts(of: bytes, count: parts)
        if bounds.count == 1 { return parse(bytes, in: 0..<bytes.count, lineOffset: 0) }
        // The lines before each part, for the line numbers of warnings.
        var before = [0]
        for part in bounds.dropLast() { before.append(before[before.count - 1] + Self.lineBreaks(in: bytes, part)) }
        let linesBefore = before
        let file = url.lastPathComponent
        var results = [Contents?](repeating: nil, count: bounds.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each part writes its own slot, and the slots are read once every part is done
            // (`concurrentPerform` returns then), so no two threads ever touch the same memory.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: bounds.count) { part in
                slots[part] = Self.parse(bytes, in: bounds[part], lineOffset: linesBefore[part], file: file)
            }
        }
        // The first part's array is grown in place (moved, not copied, when it reallocates);
        // only the later parts' events are copied onto it.
        let total = results.reduce(0) { $0 + ($1?.events.count ?? 0) }
        var contents = results[0] ?? Contents(events: [], warnings: [])
        results[0] = nil
        contents.events.reserveCapacity(total)
        for index in results.indices.dropFirst() {
            contents.events.append(contentsOf: results[index]?.events ?? [])
            contents.warnings.append(contentsOf: results[index]?.warnings ?? [])
            results[index] = nil
        }
        return contents
    }

    /// `bytes` cut into at most `count` ranges of about equal size, each but the last ending just
    /// after a line break.
    static func parts(of bytes: [UInt8], count: Int) -> [Range<Int>] {
        guard count > 1 else { return [0..<bytes.count] }
        var ranges: [Range<Int>] = []
        var start = 0
        for part in 1..<count {
            var end = max(start, bytes.count * part / count)
            while end < bytes.count && (end == 0 || bytes[end - 1] != 0x0A) { end += 1 }
            if end > start && end < bytes.count {
                ranges.append(start..<end)
                start = end
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    static func lineBreaks(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var start = range.lowerBound
            while start < range.upperBound, let found = memchr(buffer.baseAddress! + start, 0x0A, range.upperBound - start) {
                count += 1
                start = UnsafeRawPointer(buffer.baseAddress!).distance(to: UnsafeRawPointer(found)) + 1
            }
            return count
        }
    }

    /// The events and warnings of the lines of `bytes[range]`, read in turn; `lineOffset` lines
    /// come before them in the file (for the line numbers of warnings).
    func parse(_ bytes: [UInt8], in range: Range<Int>, lineOffset: Int) -> Contents {
        Self.parse(bytes, in: range, lineOffset: lineOffset, file: url.lastPathComponent)
    }

    /// The same, for the journal named `file`.
    static func parse(_ bytes: [UInt8], in range: Range<Int>, lineOffset: Int, file: String) -> Contents {
        var events: [JournalEvent] = []
        events.reserveCapacity(range.count / 100)
        var warnings: [LogWarning] = []
        let endsWithBreak = range.isEmpty || bytes[range.upperBound - 1] == 0x0A
        let isFileEnd = range.upperBound == bytes.count
        // Lines found by index (no array of slices), each read by the typed reader first.
        var index = -1
        var start = range.lowerBound
        while start <= range.upperBound {
            index += 1
            let end = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard start < range.upperBound, let found = memchr(buffer.baseAddress! + start, 0x0A, range.upperBound - start) else {
                    return range.upperBound
                }
                return UnsafeRawPointer(buffer.baseAddress!).distance(to: UnsafeRawPointer(found))
            }
            defer { start = end + 1 }
            if end == range.upperBound && start == end && endsWithBreak { break } // after the last line break
            if let event = JournalLineParser.event(in: bytes[start..<end]) {
                if let (name, fault) = JournalEventCheck.invalidField(of: event) {
                    warnings.append(LogWarning(file: file, line: index + 1 + lineOffset, kind: .invalidField(name: name, fault: fault)))
                }
                events.append(event)
                continue
            }
            let line = bytes[start..<end]
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            do {
                let event = try JournalEvent.decodeGenerally(line: line)
                if let (name, fault) = JournalEventCheck.invalidField(of: event) {
                    warnings.append(LogWarning(file: file, line: index + 1 + lineOffset, kind: .invalidField(name: name, fault: fault)))
                }
                events.append(event)
            } catch {
                let isLast = isFileEnd && end == range.upperBound && !endsWithBreak
                let kind: LogWarning.Kind = switch error {
                case .unreadable: isLast ? .tornLastLine : .unreadableLine
                case .invalid(let fault): .invalidLine(fault)
                }
                warnings.append(LogWarning(file: file, line: index + 1 + lineOffset, kind: kind))
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
