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

    /// Mirrors every other journal file of the folder into `directory`, whole lines only:
    /// appending what is new, or replacing a mirror its source no longer extends. Returns the
    /// names of the mirrors that changed.
    public func pull(into directory: URL) -> [String] {
        let own = Self.journalName(of: device)
        var changed: [String] = []
        for source in journalFiles() where source.lastPathComponent != own {
            let mirror = directory.appendingPathComponent(source.lastPathComponent)
            if Self.mirror(source, to: mirror) { changed.append(source.lastPathComponent) }
        }
        return changed
    }

    /// Brings `mirror` up to the whole lines of `source`. Returns whether a mirror changed.
    ///
    /// A mirror never loses a line: a source shorter than its mirror (an older copy a sync tool
    /// brought back) is passed over, and one that no longer starts like its mirror is mirrored
    /// beside it as `<name>.diverged-<size>.jsonl` (the fold passes over the events both hold).
    static func mirror(_ source: URL, to mirror: URL) -> Bool {
        guard let sourceSize = size(of: source) else { return false }
        let mirrorSize = size(of: mirror) ?? 0
        if mirrorSize == 0 || sameTail(source, mirror, size: min(mirrorSize, sourceSize)) {
            guard sourceSize > mirrorSize, let bytes = read(source, from: mirrorSize, count: sourceSize - mirrorSize),
                  let end = bytes.lastIndex(of: 0x0A) else { return false }
            return append(Array(bytes[...end]), to: mirror, sync: false)
        }
        guard let data = FileManager.default.contents(atPath: source.path) else { return false }
        let bytes = [UInt8](data)
        guard let end = bytes.lastIndex(of: 0x0A) else { return false }
        let name = mirror.deletingPathExtension().lastPathComponent + ".diverged-\(end + 1).jsonl"
        let beside = mirror.deletingLastPathComponent().appendingPathComponent(name)
        guard size(of: beside) != end + 1 else { return false }
        let temporary = mirror.deletingLastPathComponent().appendingPathComponent(".\(name).tmp-mirror")
        return replace(beside, with: Data(bytes[...end]), through: temporary)
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
