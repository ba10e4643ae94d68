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

/// Progress folded up to a known point of each device's journal, saved so start-up folds only the
/// events after it.
///
/// Version 2 (written since the speed work of issue 10) is a compact binary file
/// (`SnapshotBinaryCodec`, `snapshot.bin`) read in one pass. Version 1, still read, is a
/// progress.json document plus `"journal": {"<device>": <last sequence>}` and its own
/// `snapshotVersion` (`snapshot.json`); `read` tells the two apart by their first bytes.
///
/// Written atomically. A snapshot from a newer version is never overwritten (`write` refuses),
/// and a damaged one is not needed: `rebuild` folds every journal from the start.
///
public struct JournalSnapshot: Sendable, Equatable {
    /// The snapshot format this build writes (2: binary; 1: JSON, still read).
    public static let currentVersion = 2
    /// The JSON format, read from data directories of earlier versions.
    public static let jsonVersion = 1

    /// The folded progress.
    public var progress: StudyProgress
    /// Per device, the last sequence number folded into `progress`.
    public var positions: [String: Int]

    /// Per journal file name, how many of its bytes the snapshot covers: start-up reads only what
    /// follows (a file shorter than that, or not cut at a line there, is read whole).
    public var offsets: [String: Int] = [:]

    /// The last event folded into `progress`, in fold order: an event sorting before it arrived
    /// late and needs a rebuild. Nil for an empty fold or a snapshot that does not say (written
    /// before sync folders).
    public var through: FoldPosition?

    /// Whether the snapshot holds the settings that travel (`StudyProgress.learnerSettings`):
    /// false for one written by a version before them, which passed over their events; the
    /// store then folds the journals again rather than lose them.
    public var holdsLearnerSettings = true

    public init(progress: StudyProgress, positions: [String: Int] = [:], offsets: [String: Int] = [:],
                through: FoldPosition? = nil) {
        self.progress = progress
        self.positions = positions
        self.offsets = offsets
        self.through = through
    }

    /// What reading a snapshot file found.
    public enum Reading: Sendable {
        case missing
        /// Written by a newer mainichi: use it read-only, or rebuild from the journals; never overwrite it.
        case newer(version: Int)
        /// Not a valid snapshot; rebuild from the journals.
        case damaged(String)
        case loaded(JournalSnapshot)
    }

    /// The largest version a snapshot can claim and still be taken for one from a newer mainichi:
    /// a larger number is a damaged header (random bytes once read as "version 1623951710").
    static let newestPlausibleVersion = 100

    /// Reads the snapshot at `url`.
    public static func read(_ url: URL, now: Date = Date()) -> Reading {
        let bytes: [UInt8]
        switch readChecked(url) {
        case .success(let read): bytes = read
        case .failure(.missing): return .missing
        case .failure(let failure): return .damaged(failure.reason)
        }
        return reading(bytes, now: now)
    }

    /// What the bytes of a snapshot file hold.
    ///
    /// A binary snapshot claiming a newer version is taken for one only when the version is
    /// plausible and the header's length and checksum match the file: every version keeps that
    /// header (magic, version, length, checksum), so a damaged header is told from a newer file.
    static func reading(_ bytes: [UInt8], now: Date) -> Reading {
        if SnapshotBinaryCodec.isBinary(bytes) {
            guard let version = SnapshotBinaryCodec.version(of: bytes) else { return .damaged("it is cut short (a torn write?)") }
            if version > currentVersion {
                guard version <= newestPlausibleVersion, SnapshotBinaryCodec.hasIntactPayload(bytes) else {
                    return .damaged("its header is damaged (it gives version \(version))")
                }
                return .newer(version: version)
            }
            guard version == currentVersion else { return .damaged("it has an unknown binary version \(version)") }
            do {
                return .loaded(try SnapshotBinaryCodec.decode(bytes))
            } catch {
                return .damaged(error.reason)
            }
        }
        if let reason = damageOfUnknownBytes(bytes) { return .damaged(reason) }
        return readJSON(bytes, now: now)
    }

    /// Why `bytes`, which do not start like a binary snapshot, cannot be a JSON one either; nil
    /// when they may be JSON (an object after optional white space).
    static func damageOfUnknownBytes(_ bytes: [UInt8]) -> String? {
        if bytes.isEmpty { return "it is empty" }
        if bytes.allSatisfy({ $0 == 0 }) { return "it holds only zero bytes (a crash while writing?)" }
        let magic = SnapshotBinaryCodec.magic
        let sameAsMagic = zip(bytes.prefix(magic.count), magic).filter { $0 == $1 }.count
        if sameAsMagic >= magic.count / 2 { return "its header is damaged" }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard let first = bytes[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return "it holds only white space"
        }
        return first == UInt8(ascii: "{") ? nil : "it is not a mainichi snapshot (neither its binary form nor JSON)"
    }

    /// The version of the snapshot at `url` when it comes from a newer mainichi, else nil. A binary
    /// one of this version or older is told by its header alone.
    static func newerVersion(at url: URL) -> Int? {
        let descriptor = RegularFile.descriptor(url, limit: maximumBytes)
        guard descriptor >= 0 else { return nil }
        var header = [UInt8](repeating: 0, count: SnapshotBinaryCodec.headerSize)
        let got = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        close(descriptor)
        if got >= 12, SnapshotBinaryCodec.isBinary(header), let version = SnapshotBinaryCodec.version(of: header),
           version <= currentVersion {
            return nil
        }
        if case .newer(let version) = read(url) { return version }
        return nil
    }

    /// The most bytes a snapshot (or a daily backup of one) may hold: a larger file is damage.
    public static let maximumBytes = 1 << 31

    /// The whole file, read with one `read` per chunk into one buffer; nil when it cannot be
    /// opened or is not a regular file of at most `maximumBytes`.
    static func readBytes(_ url: URL) -> [UInt8]? {
        try? readChecked(url).get()
    }

    /// The whole file, or why it cannot be read (never blocking on a FIFO in its place).
    static func readChecked(_ url: URL) -> Result<[UInt8], RegularFile.Failure> {
        RegularFile.contents(of: url, limit: maximumBytes)
    }

    /// A version 1 (JSON) snapshot.
    static func readJSON(_ bytes: [UInt8], now: Date) -> Reading {
        guard let root = try? JSONParser.parse(bytes), case .object(let object) = root else {
            return .damaged("it is not valid JSON")
        }
        guard case .number(let number)? = object["snapshotVersion"], let version = Int(exactly: number) else {
            return .damaged("it has no snapshotVersion")
        }
        if version > jsonVersion {
            guard version <= newestPlausibleVersion else { return .damaged("it gives an implausible snapshotVersion \(version)") }
            return .newer(version: version)
        }
        let decoded: ProgressCodec.Decoded
        do {
            decoded = try ProgressCodec.decodeChecked(root, now: now)
        } catch {
            return .damaged("\(error.path) \(error.message)")
        }
        guard case .object(let journal)? = object["journal"] else { return .damaged("it has no journal positions") }
        var positions: [String: Int] = [:]
        for (device, value) in journal {
            guard case .number(let sequence) = value, let whole = Int(exactly: sequence),
                  (0...JournalEvent.ID.maximumSequence).contains(whole) else {
                return .damaged("journal.\(device) is not a sequence number")
            }
            positions[device] = whole
        }
        var offsets: [String: Int] = [:]
        if case .object(let bytes)? = object["journalBytes"] {
            for (file, value) in bytes {
                if case .number(let number) = value, let whole = Int(exactly: number), whole >= 0 { offsets[file] = whole }
            }
        }
        var through: FoldPosition?
        if case .object(let position)? = object["through"], case .number(let time)? = position["time"],
           case .string(let idText)? = position["id"], let id = JournalEvent.ID(idText), ProgressCodec.dateRange.contains(time) {
            through = FoldPosition(time: Date(timeIntervalSince1970: time), id: id)
        }
        return .loaded(JournalSnapshot(progress: decoded.progress, positions: positions, offsets: offsets, through: through))
    }

    /// Writes the snapshot atomically.
    /// - Throws: `StorageError.newerSchema` when the file there comes from a newer version (it is
    ///   left untouched); `.writeFailed` for file-system failures.
    public func write(to url: URL) throws(StorageError) {
        if let version = Self.newerVersion(at: url) { throw .newerSchema(path: url.path, version: version) }
        try AtomicFile.write(Data(SnapshotBinaryCodec.encode(self, version: Self.currentVersion)), to: url)
    }

    /// Writes the snapshot as a version 1 JSON document (what earlier versions read; for tests
    /// and tools that need the old format).
    public func writeJSON(to url: URL) throws(StorageError) {
        if let version = Self.newerVersion(at: url) { throw .newerSchema(path: url.path, version: version) }
        var extra = ProgressCodec.KeptAside()
        extra.fields.append(("snapshotVersion", .number(Double(Self.jsonVersion))))
        let journal = positions.sorted { $0.key < $1.key }
            .map { JSONObject.Field(key: $0.key, value: .number(Double($0.value))) }
        extra.fields.append(("journal", .object(JSONObject(journal))))
        if !offsets.isEmpty {
            let bytes = offsets.sorted { $0.key < $1.key }
                .map { JSONObject.Field(key: $0.key, value: .number(Double($0.value))) }
            extra.fields.append(("journalBytes", .object(JSONObject(bytes))))
        }
        if let through {
            extra.fields.append(("through", .object(JSONObject([
                JSONObject.Field(key: "time", value: .number(through.time.timeIntervalSince1970)),
                JSONObject.Field(key: "id", value: .string(through.id.description)),
            ]))))
        }
        try AtomicFile.write(ProgressCodec.encode(progress, keptAside: extra), to: url)
    }

    /// Folds onto this snapshot the events of `events` it does not cover yet (a sequence above its
    /// device's position), moving the positions on.
    ///
    /// Events are applied after everything already folded, even one older than some of those;
    /// the store folds through `JournalFold`, which re-folds or rebuilds for such a late event.
    public func folding(_ events: [JournalEvent]) -> JournalSnapshot {
        let tail = events.filter { $0.id.sequence > positions[$0.id.device, default: 0] }
        var next = self
        next.progress = ProgressReducer.fold(tail, onto: progress).progress
        for event in tail { next.positions[event.id.device] = max(next.positions[event.id.device, default: 0], event.id.sequence) }
        return next
    }

    /// Progress from the journals alone, for a missing or damaged snapshot: every event in fold
    /// order, each id once.
    public static func rebuild(from events: [JournalEvent], createdAt: Date) -> JournalSnapshot {
        let fold = JournalFold.rebuilt(from: events, onto: StudyProgress(createdAt: createdAt))
        return JournalSnapshot(progress: fold.progress, positions: fold.positions, through: fold.through)
    }
}
