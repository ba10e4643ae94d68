import Foundation

/// The append-only study log, history.jsonl: one JSON object per line, oldest first on disk.
///
/// Appending opens the file with O_APPEND, writes the whole line in one call and fsyncs, so a
/// crash loses at most the line being written. Reading skips a torn or unreadable line with a
/// warning and keeps every other line.
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
        public var warnings: [String]
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
        guard var line = try? encoder.encode(event) else {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode the event")
        }
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
        var failure: String?
        line.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError.describe()
                    return
                }
                offset += written
            }
        }
        if let failure { throw .writeFailed(path: fileURL.path, reason: failure) }
        if fsync(fd) != 0 { throw .writeFailed(path: fileURL.path, reason: SystemError.describe()) }
    }

    /// Reads every event, newest first. Never fails: a missing file is an empty history and bad
    /// lines become warnings.
    public func read() -> Contents {
        guard let data = try? Data(contentsOf: fileURL), !data.isEmpty else { return Contents(events: [], warnings: []) }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        var lineNumbers = Array(1...lines.count)
        // Drop blank lines (the final newline gives one).
        var kept: [Data.SubSequence] = []
        var keptNumbers: [Int] = []
        for (line, number) in zip(lines, lineNumbers) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            kept.append(line)
            keptNumbers.append(number)
        }
        lines = kept
        lineNumbers = keptNumbers
        // Fast path: decode all lines as one JSON array.
        var joined = Data([UInt8(ascii: "[")])
        joined.reserveCapacity(data.count + 2)
        for (index, line) in lines.enumerated() {
            if index > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(contentsOf: line)
        }
        joined.append(UInt8(ascii: "]"))
        if let events = try? decoder.decode([HistoryEvent].self, from: joined) {
            return Contents(events: events.reversed(), warnings: [])
        }
        // Slow path: line by line, skipping bad ones.
        var events: [HistoryEvent] = []
        var warnings: [String] = []
        for (line, number) in zip(lines, lineNumbers) {
            if let event = try? decoder.decode(HistoryEvent.self, from: Data(line)) {
                events.append(event)
            } else {
                warnings.append("\(Self.fileName) line \(number): skipped an unreadable line (torn by a crash?)")
            }
        }
        return Contents(events: events.reversed(), warnings: warnings)
    }
}
