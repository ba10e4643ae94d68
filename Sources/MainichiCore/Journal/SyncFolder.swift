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

/// A folder another program keeps in step between machines (Syncthing, Dropbox, a network drive,
/// a git repository), through which devices exchange their journals.
///
/// Each device writes only its own journal there (`journal-<device>.jsonl`, a copy of the one in
/// its data directory, appended line by line) and reads every other `journal-*.jsonl` file,
/// including the copies a sync tool makes on conflict (Syncthing's
/// `journal-x.sync-conflict-20260101-120000-ABCDEFG.jsonl`, Dropbox's
/// `journal-x (Laptop's conflicted copy 2026-01-01).jsonl`): their events carry ids, so a copy
/// only repeats events the fold passes over. Other devices' files are mirrored into the data
/// directory under the same name (whole lines only), where the journal loader, history and
/// `mainichi stats` read them like any other journal.
///
/// Nothing in the folder is locked, and no device deletes or rewrites a file it did not write: a
/// temporary file carries its writer's device id (`.journal-<device>.jsonl.tmp-<device>`) and
/// start-up removes only its own.
public struct SyncFolder: Sendable {
    /// The shared folder.
    public let url: URL
    /// This device's id.
    public let device: String

    public init(url: URL, device: String) {
        self.url = url
        self.device = device
    }

    /// The name of a device's journal file, in the data directory and in the folder.
    public static func journalName(of device: String) -> String { "journal-\(device).jsonl" }

    /// This device's journal in the folder.
    public var ownJournalURL: URL { url.appendingPathComponent(Self.journalName(of: device)) }

    /// The temporary file this device uses while replacing its journal copy in the folder.
    var temporaryURL: URL { url.appendingPathComponent(".\(Self.journalName(of: device)).tmp-\(device)") }

    /// Whether `name` is a journal file (a device's or a sync tool's conflict copy of one).
    public static func isJournalName(_ name: String) -> Bool {
        name.hasPrefix("journal-") && name.hasSuffix(".jsonl") && !name.contains("/")
    }

    /// Every journal file in the folder, this device's included, sorted by name.
    public func journalFiles() -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
        return names.filter(Self.isJournalName).sorted().map { url.appendingPathComponent($0) }
    }

    /// Removes this device's own leftover temporary file (never another device's).
    public func removeOwnTemporaries() {
        unlink(temporaryURL.path)
    }

    /// Whether the folder exists (a network drive may be away).
    public var isAvailable: Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    // MARK: - Publishing

    /// Brings this device's journal copy in the folder up to `local` (its journal in the data
    /// directory): appends what the copy lacks, or replaces the copy (through a temporary file
    /// of its own) when it is not a prefix of the journal. Returns whether the copy is now whole.
    @discardableResult
    public func publish(_ local: URL) -> Bool {
        guard isAvailable else { return false }
        guard let localSize = Self.size(of: local) else {
            // Nothing written yet: an empty file names this device in the folder.
            if Self.size(of: ownJournalURL) == nil { _ = Self.append([], to: ownJournalURL, sync: false) }
            return true
        }
        let copySize = Self.size(of: ownJournalURL) ?? 0
        if copySize == localSize, Self.sameTail(local, ownJournalURL, size: localSize) { return true }
        if copySize < localSize, copySize == 0 || Self.sameTail(local, ownJournalURL, size: copySize),
           let bytes = Self.read(local, from: copySize, count: localSize - copySize) {
            if Self.append(bytes, to: ownJournalURL, sync: true) { return true }
        }
        // Never over events another copy of this data directory wrote under this id
        // (`DeviceRenewal` moves this one off it).
        if DeviceRenewal.holdsForeignEvents(ownJournalURL, device: device, local: local) { return false }
        // Not a prefix (a sync tool or a person changed it): replace it whole.
        guard let data = FileManager.default.contents(atPath: local.path) else { return false }
        return Self.replace(ownJournalURL, with: data, through: temporaryURL)
    }

    /// Writes a journal this data directory wrote under a former id (`DeviceOrigin.formerIDs`)
    /// to the folder when the folder has none or a shorter one it begins with (the original of a
    /// copied directory may be gone, and its journal only here). Never replaces one: the machine
    /// that still writes under that id owns it. Returns whether the folder's file changed.
    @discardableResult
    public func publishFormer(_ local: URL) -> Bool {
        guard isAvailable, let localSize = Self.size(of: local), localSize > 0 else { return false }
        let copy = url.appendingPathComponent(local.lastPathComponent)
        let copySize = Self.size(of: copy) ?? 0
        guard copySize < localSize, copySize == 0 || Self.sameTail(local, copy, size: copySize),
              let bytes = Self.read(local, from: copySize, count: localSize - copySize),
              let end = bytes.lastIndex(of: 0x0A) else { return false }
        if copySize == 0 {
            let temporary = url.appendingPathComponent(".\(local.lastPathComponent).tmp-\(device)")
            return Self.replace(copy, with: Data(bytes[...end]), through: temporary)
        }
        return Self.append(Array(bytes[...end]), to: copy, sync: true)
    }

    /// Whether the folder holds every byte of `local` (this device's journal).
    public func isPublished(_ local: URL) -> Bool {
        let localSize = Self.size(of: local) ?? 0
        guard Self.size(of: ownJournalURL) ?? 0 == localSize else { return false }
        guard localSize > 0 else { return true }
        return FileManager.default.contents(atPath: local.path) == FileManager.default.contents(atPath: ownJournalURL.path)
    }

    // MARK: - Pulling

    /// What pulling changed in the data directory.
    public struct Pulled: Sendable, Equatable {
        /// The mirrors that changed, by name.
        public var changed: [String] = []
        /// Whether a mirror's earlier bytes changed (healed, or a diverged copy written beside):
        /// events may have come that sort among those folded already by sequence, so the
        /// progress must be folded again from the journals, not from where it got to.
        public var needsRebuild = false
    }

    /// Mirrors every other journal file of the folder into `directory`, whole lines only:
    /// appending what is new, or replacing a mirror its source no longer extends. Returns the
    /// names of the mirrors that changed.
    public func pull(into directory: URL) -> [String] {
        pullReporting(into: directory).changed
    }

    /// The same, saying whether the progress must be folded again (`Pulled.needsRebuild`).
    public func pullReporting(into directory: URL) -> Pulled {
        let own = Self.journalName(of: device)
        var pulled = Pulled()
        for source in journalFiles() where source.lastPathComponent != own {
            let mirror = directory.appendingPathComponent(source.lastPathComponent)
            switch Self.mirrorChange(source, to: mirror) {
            case .unchanged: continue
            case .appended: pulled.changed.append(source.lastPathComponent)
            case .rewritten(let name):
                pulled.changed.append(name)
                pulled.needsRebuild = true
            }
        }
        return pulled
    }

    /// What `mirrorChange` did.
    enum MirrorChange: Equatable {
        case unchanged
        /// Lines were added at the mirror's end.
        case appended
        /// The mirror was rewritten (healed), or a copy of the source written beside it (named).
        case rewritten(String)
    }

    /// Brings `mirror` up to the whole lines of `source`. Returns whether a mirror changed.
    static func mirror(_ source: URL, to mirror: URL) -> Bool {
        mirrorChange(source, to: mirror) != .unchanged
    }

    /// Brings `mirror` up to the whole lines of `source`.
    ///
    /// A mirror never loses a line: a source shorter than its mirror (an older copy a sync tool
    /// brought back) is passed over, and one that no longer starts like its mirror is mirrored
    /// beside it as `<name>.diverged-<size>.jsonl` (the fold passes over the events both hold).
    /// When the source changed since the mirror was last written (its status-change time is
    /// later: a sync tool replaced it, say a copy with a zeroed block by the whole file) while
    /// its end still looks the same, the whole range both hold is compared; a mirror whose
    /// events the source all holds is then rewritten from it (healed).
    static func mirrorChange(_ source: URL, to mirror: URL) -> MirrorChange {
        guard let sourceSize = size(of: source) else { return .unchanged }
        let mirrorSize = size(of: mirror) ?? 0
        if mirrorSize == 0 || sameTail(source, mirror, size: min(mirrorSize, sourceSize)) {
            if mirrorSize > 0, changedSinceWritten(source, mirror), !sameBytes(source, mirror, count: min(mirrorSize, sourceSize)) {
                return heal(mirror, from: source)
            }
            guard sourceSize > mirrorSize, let bytes = read(source, from: mirrorSize, count: sourceSize - mirrorSize),
                  let end = bytes.lastIndex(of: 0x0A) else { return .unchanged }
            return append(Array(bytes[...end]), to: mirror, sync: false) ? .appended : .unchanged
        }
        return besides(mirror, from: source)
    }

    /// Writes the whole lines of `source` beside `mirror` as `<name>.diverged-<size>.jsonl`.
    private static func besides(_ mirror: URL, from source: URL) -> MirrorChange {
        guard let data = FileManager.default.contents(atPath: source.path) else { return .unchanged }
        let bytes = [UInt8](data)
        guard let end = bytes.lastIndex(of: 0x0A) else { return .unchanged }
        let name = mirror.deletingPathExtension().lastPathComponent + ".diverged-\(end + 1).jsonl"
        let beside = mirror.deletingLastPathComponent().appendingPathComponent(name)
        guard size(of: beside) != end + 1 else { return .unchanged }
        let temporary = mirror.deletingLastPathComponent().appendingPathComponent(".\(name).tmp-mirror")
        return replace(beside, with: Data(bytes[...end]), through: temporary) ? .rewritten(name) : .unchanged
    }

    /// Rewrites `mirror` from the whole lines of `source` when every event of the mirror is in
    /// the source (the mirror was copied from a damaged source, now whole); else writes the
    /// source beside it. Either way the mirror is then newer than the source, so the whole
    /// comparison is not made again until the source changes.
    private static func heal(_ mirror: URL, from source: URL) -> MirrorChange {
        guard let data = FileManager.default.contents(atPath: source.path) else { return .unchanged }
        let bytes = [UInt8](data)
        guard let end = bytes.lastIndex(of: 0x0A) else { return .unchanged }
        let sourceLines = Set(DeviceRenewal.lines(of: Array(bytes[...end])))
        let mirrorLines = DeviceRenewal.lines(of: JournalFile(url: mirror).bytes())
        let keepsEveryEvent = mirrorLines.allSatisfy { line in
            sourceLines.contains(line) || (try? JournalEvent.decode(line: line[...])) == nil
        }
        guard keepsEveryEvent else {
            let change = besides(mirror, from: source)
            utimes(mirror.path, nil) // compared: not again until the source changes
            return change
        }
        let temporary = mirror.deletingLastPathComponent().appendingPathComponent(".\(mirror.lastPathComponent).tmp-mirror")
        return replace(mirror, with: Data(bytes[...end]), through: temporary) ? .rewritten(mirror.lastPathComponent) : .unchanged
    }

    /// Whether `source` changed (its status-change time) at or after `mirror` was last written.
    static func changedSinceWritten(_ source: URL, _ mirror: URL) -> Bool {
        var sourceInfo = stat(), mirrorInfo = stat()
        guard stat(source.path, &sourceInfo) == 0, stat(mirror.path, &mirrorInfo) == 0 else { return false }
#if canImport(Darwin)
        let changed = (Int(sourceInfo.st_ctimespec.tv_sec), Int(sourceInfo.st_ctimespec.tv_nsec))
        let written = (Int(mirrorInfo.st_mtimespec.tv_sec), Int(mirrorInfo.st_mtimespec.tv_nsec))
#else
        let changed = (Int(sourceInfo.st_ctim.tv_sec), Int(sourceInfo.st_ctim.tv_nsec))
        let written = (Int(mirrorInfo.st_mtim.tv_sec), Int(mirrorInfo.st_mtim.tv_nsec))
#endif
        return changed >= written
    }

    /// Whether the first `count` bytes of both files are the same (read in blocks).
    static func sameBytes(_ lhs: URL, _ rhs: URL, count: Int) -> Bool {
        let block = 1 << 20
        var offset = 0
        while offset < count {
            let length = min(block, count - offset)
            guard let left = read(lhs, from: offset, count: length), let right = read(rhs, from: offset, count: length),
                  left == right else { return false }
            offset += length
        }
        return true
    }

    // MARK: - Files

    static func size(of url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Whether the up to 256 bytes before `size` are the same in both files.
    static func sameTail(_ lhs: URL, _ rhs: URL, size: Int) -> Bool {
        let start = max(0, size - 256)
        guard let left = read(lhs, from: start, count: size - start), let right = read(rhs, from: start, count: size - start) else {
            return false
        }
        return left == right
    }

    static func read(_ url: URL, from offset: Int, count: Int) -> [UInt8]? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got <= 0 { return nil }
            done += got
        }
        return bytes
    }

    static func append(_ bytes: [UInt8], to url: URL, sync: Bool) -> Bool {
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
            if wrote <= 0 { return false }
            done += wrote
        }
        return !sync || fsync(fd) == 0
    }

    static func replace(_ url: URL, with data: Data, through temporary: URL) -> Bool {
        unlink(temporary.path)
        guard append([UInt8](data), to: temporary, sync: true) else {
            unlink(temporary.path)
            return false
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
    }
}

extension SyncFolder {
    /// One device seen in the folder.
    public struct Device: Sendable, Equatable {
        /// Its id.
        public var id: String
        /// How many distinct events its files hold.
        public var eventCount: Int
        /// The time of its newest event, nil when it has none.
        public var newest: Date?
        /// Its files in the folder (its journal and any conflict copies), by name.
        public var files: [String]
        /// Whether two machines write under this id: two of its files hold different events with
        /// the same id (a data directory copied whole; see `DeviceRenewal`).
        public var isShared: Bool = false
    }

    /// What `status(of:)` found.
    public struct Status: Sendable, Equatable {
        /// Every device with a journal in the folder, this one included, by id.
        public var devices: [Device]
        /// Whether the folder holds every line of this device's journal.
        public var isPublished: Bool
        /// Whether the folder exists.
        public var isAvailable: Bool
    }

    /// The devices whose journals the folder holds and whether `local` (this device's journal)
    /// is fully written there. Reads every file whole (for `mainichi sync status`).
    public func status(of local: URL) -> Status {
        var devices: [String: Device] = [:]
        var seen: [String: Set<Int>] = [:]
        // Per event id, the line it was read as (to tell two writers of one id apart).
        var lines: [JournalEvent.ID: [UInt8]] = [:]
        for file in journalFiles() {
            let name = file.lastPathComponent
            // A device's own file names it, even before it holds an event.
            let named = String(name.dropFirst("journal-".count).dropLast(".jsonl".count))
            if DeviceIdentity.isValid(named), devices[named] == nil {
                devices[named] = Device(id: named, eventCount: 0, newest: nil, files: [name])
            }
            for event in JournalFile(url: file).read().events {
                let id = event.id.device
                var device = devices[id] ?? Device(id: id, eventCount: 0, newest: nil, files: [])
                if !device.files.contains(file.lastPathComponent) { device.files.append(file.lastPathComponent) }
                if seen[id, default: []].insert(event.id.sequence).inserted { device.eventCount += 1 }
                let line = event.encodedLine()
                if let other = lines.updateValue(line, forKey: event.id), other != line { device.isShared = true }
                if device.newest.map({ event.time > $0 }) ?? true { device.newest = event.time }
                devices[id] = device
            }
        }
        // A journal here under this device's id that the folder's copy is not made of.
        if var own = devices[device], DeviceRenewal.holdsForeignEvents(ownJournalURL, device: device, local: local) {
            own.isShared = true
            devices[device] = own
        }
        return Status(devices: devices.values.sorted { $0.id < $1.id }, isPublished: isPublished(local), isAvailable: isAvailable)
    }
}
