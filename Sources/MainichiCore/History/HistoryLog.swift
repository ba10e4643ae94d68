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

/// The append-only study log, history.jsonl: one JSON object per line, oldest first on disk.
///
/// Appending opens the file with O_APPEND, writes the whole line in one call and fsyncs, so a
/// crash loses at most the line being written. Reading skips a torn or unreadable line with a
/// warning and keeps every other line; a line of a type this version does not know (written by a
/// newer mainichi) is skipped with its own warning.
///
/// Undoing a review grade appends a `ReviewUndo` line rather than deleting anything. `read()`
/// applies undo lines: each removes the latest review of its item written before it that is not
/// already undone (the one at `reviewTime` when there is one), so several undos cancel several
/// reviews. Every reader (statistics, `mainichi stats`, the History screen) therefore sees only
/// the grades that stand, in agreement with progress.json.
public final class HistoryLog {
    public static let fileName = "history.jsonl"

    /// The data directory.
    public let directory: URL
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

    private let encoder: JSONEncoder
    private let decoder: JSONDecoder

    /// What `read()` found.
    public struct Contents: Sendable {
        /// Every readable event, newest first.
        public var events: [HistoryEvent]
        /// One sentence per skipped line: "history.jsonl line 12: skipped an unreadable line (torn by a crash?)".
        public var warnings: [LogWarning]
    }

    /// A log in `directory` (created on first append).
    public init(directory: URL) {
        self.directory = directory
        encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
    }

    /// Appends one event and flushes it to disk.
    /// If the file ends in a torn line (a crash mid-write), a line break is written first so the
    /// new event stays readable.
    public func append(_ event: HistoryEvent) throws(StorageError) {
        guard let line = try? encoder.encode(event) else {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode the event")
        }
        try appendLine(line)
    }

    /// Appends a line cancelling one review (see `ReviewUndo`) and flushes it to disk.
    public func append(_ undo: ReviewUndo) throws(StorageError) {
        guard let line = try? encoder.encode(undo) else {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode the undo")
        }
        try appendLine(line)
    }

    private func appendLine(_ encoded: Data) throws(StorageError) {
        var line = encoded
        line.append(0x0A)
        try DataDirectories.createDirectory(directory)
        let fd = open(fileURL.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .writeFailed(path: fileURL.path, reason: SystemError.describe()) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0 {
            var last: UInt8 = 0
            if pread(fd, &last, 1, info.st_size - 1) == 1, last != 0x0A {
                line.insert(0x0A, at: 0)
            }
        }
        let oldSize = fstat(fd, &info) == 0 ? info.st_size : -1
        do throws(StorageError) {
            try FileDescriptorWriter.write(line, to: fd, path: fileURL.path)
            if fsync(fd) != 0 { throw StorageError.writeFailed(path: fileURL.path, reason: SystemError.describe()) }
        } catch {
            // A short write (a full disk) would leave a torn line for good: cut the file back.
            if oldSize >= 0 { _ = ftruncate(fd, oldSize) }
            throw error
        }
    }

    /// Reads every event, newest first. Never fails: a missing file is an empty history and bad
    /// lines become warnings.
    public func read() -> Contents {
        var info = stat()
        if stat(fileURL.path, &info) != 0 {
            let code = errno
            if code == ENOENT { return Contents(events: [], warnings: []) }
            return Contents(events: [], warnings: [LogWarning(file: Self.fileName, kind: .cannotRead(reason: SystemError.describe(code)))])
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return Contents(events: [], warnings: [LogWarning(file: Self.fileName, kind: .notRegularFile)])
        }
        guard access(fileURL.path, R_OK) == 0 else {
            return Contents(events: [], warnings: [LogWarning(file: Self.fileName, kind: .cannotRead(reason: SystemError.describe()))])
        }
        guard let data = try? Data(contentsOf: fileURL) else {
            return Contents(events: [], warnings: [LogWarning(file: Self.fileName, kind: .cannotRead(reason: nil))])
        }
        guard !data.isEmpty else { return Contents(events: [], warnings: []) }
        let bytes = [UInt8](data)
        var warnings: [LogWarning] = []
        var records: [(line: LogLine, number: Int)] = []
        records.reserveCapacity(bytes.count / 80)
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            // Blank lines (the final newline gives one) are nothing.
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            if let record = HistoryLineDecoder.decode(line, fallback: decoder) {
                records.append((record, index + 1))
            } else {
                warnings.append(LogWarning(file: Self.fileName, line: index + 1, kind: .tornLine))
            }
        }
        return Contents(events: Self.applyingUndos(records, warnings: &warnings).reversed(), warnings: warnings)
    }

    /// The events of `records` (oldest first) without the reviews their undo lines cancel.
    private static func applyingUndos(_ records: [(line: LogLine, number: Int)], warnings: inout [LogWarning])
        -> [HistoryEvent] {
        var events: [HistoryEvent?] = []
        events.reserveCapacity(records.count)
        // Per item, the indices in `events` of its reviews still standing, oldest first.
        var standing: [String: [Int]] = [:]
        for (record, number) in records {
            switch record {
            case .event(let event):
                if event.type == .review, let id = event.itemID { standing[id, default: []].append(events.count) }
                events.append(event)
            case .undo(let undo):
                guard var indices = standing[undo.itemID], !indices.isEmpty else {
                    warnings.append(LogWarning(file: fileName, line: number, kind: .undoWithoutReview(itemID: undo.itemID)))
                    continue
                }
                let position = indices.lastIndex { index in
                    events[index].map { abs($0.time.timeIntervalSince(undo.reviewTime)) < 0.001 } ?? false
                } ?? indices.count - 1
                events[indices.remove(at: position)] = nil
                standing[undo.itemID] = indices
            case .unknown(let type):
                warnings.append(LogWarning(file: fileName, line: number, kind: .unknownType(type)))
            case .invalid(let fault):
                warnings.append(LogWarning(file: fileName, line: number, kind: .invalidLine(fault)))
            }
        }
        return events.compactMap { $0 }
    }

    private typealias LogLine = HistoryLineDecoder.Line
}
