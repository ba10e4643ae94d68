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

/// Gives a data directory a new device id when another copy of it writes, or could write, under
/// the id it has: a data directory copied whole (`cp -a` to a new laptop, a restored home folder)
/// carries its `device` file, and two machines writing `journal-<id>.jsonl` collide.
///
/// Two checks find a copy (see docs/architecture.md, "Device identity"):
/// - at start, the directory is not where its `DeviceOrigin` says (its inode changed): the copy
///   takes a new id before it writes anything, and the journal of the old id stays where it is,
///   read like any other device's (the sync folder brings the original's later lines into it);
/// - at a sync, the folder's copy of this device's journal holds events under this id that the
///   journal here lacks (a copy made by an earlier version, which records no origin): the
///   directory takes a new id, writes its own events the folder lacks again under it (same time,
///   type and fields; an undo naming one of them names its new id), keeps its old journal aside
///   whole as `journal-<old>.jsonl.before-<new>`, and takes the folder's journal of the old id as
///   another device's. So the first copy to publish a line keeps the id, every other copy moves
///   off it, and no device rewrites a journal that another one wrote.
public enum DeviceRenewal {
    /// What a renewal did (the app and the CLI word it once).
    public struct Outcome: Sendable, Equatable {
        /// How the copy was found.
        public enum Reason: Sendable, Equatable {
            /// The data directory is not where it was (its origin changed).
            case copiedDirectory
            /// The sync folder's journal of this id holds events this directory did not write.
            case sharedInFolder
        }
        public var reason: Reason
        /// The id this directory wrote under until now (its journal is still read).
        public var formerID: String
        /// The id it writes under from now on.
        public var newID: String
        /// How many of its events were written again under the new id.
        public var rewritten: Int
        /// Where its own journal of the former id was kept (nil: left in place).
        public var keptAs: String?
    }

    /// The device id of `directory` at start: the saved one, or a new one when the directory was
    /// copied (its `DeviceOrigin` names another inode). Records the origin when there is none.
    /// A directory where nothing can be written keeps its id.
    static func identity(in directory: URL) throws(StorageError) -> (id: String, renewal: Outcome?) {
        let id = try DeviceIdentity.load(in: directory)
        guard let inode = DeviceOrigin.inode(of: directory) else { return (id, nil) }
        guard let origin = DeviceOrigin.read(in: directory) else {
            try? DeviceOrigin(inode: inode).write(in: directory)
            return (id, nil)
        }
        guard origin.inode != inode, let newID = try? DeviceIdentity.make(in: directory, replacing: id) else { return (id, nil) }
        try? DeviceOrigin(inode: inode, formerIDs: origin.formerIDs + [id]).write(in: directory)
        return (newID, Outcome(reason: .copiedDirectory, formerID: id, newID: newID, rewritten: 0, keptAs: nil))
    }

    /// Whether `copy` (this device's journal as the sync folder holds it) holds an event under
    /// `device` that `local` (the journal here) lacks: another machine writes under this id.
    /// Cheap when `copy` is a prefix of `local` (the common case); unreadable lines do not count.
    public static func holdsForeignEvents(_ copy: URL, device: String, local: URL) -> Bool {
        guard !isPrefix(copy, of: local) else { return false }
        let localLines = Set(lines(of: JournalFile(url: local).bytes()))
        return lines(of: JournalFile(url: copy).bytes()).contains { line in
            !localLines.contains(line) && isEvent(line, of: device)
        }
    }

    /// Moves `directory` off `device` when the sync folder's copy of its journal (`copy`) holds
    /// events under that id the journal here lacks (`holdsForeignEvents`); nil (nothing done)
    /// otherwise. The snapshot is removed, as it folded events now under the new id: the caller
    /// folds the journals again.
    /// - Throws: `StorageError.writeFailed` when the new id or journal cannot be written (then
    ///   nothing was moved: the journal here is untouched).
    static func splitIfShared(_ directory: URL, device: String, copy: URL) throws(StorageError) -> Outcome? {
        let localURL = directory.appendingPathComponent(SyncFolder.journalName(of: device))
        guard holdsForeignEvents(copy, device: device, local: localURL) else { return nil }
        let copyLines = Set(lines(of: JournalFile(url: copy).bytes()))
        let newID = try DeviceIdentity.make(in: directory, replacing: device)
        // This directory's events the folder lacks, in journal order, under the new id.
        var renamed: [JournalEvent.ID: JournalEvent.ID] = [:]
        var events: [JournalEvent] = []
        for line in lines(of: JournalFile(url: localURL).bytes()) where !copyLines.contains(line) {
            guard var event = try? JournalEvent.decode(line: line[...]), event.id.device == device, event.id.sequence > 0 else { continue }
            let id = JournalEvent.ID(device: newID, sequence: events.count + 1)
            renamed[event.id] = id
            event.id = id
            if let index = event.fields.lastIndex(where: { $0.key == ProgressStore.undoesField }),
               case .string(let text) = event.fields[index].value, let undone = JournalEvent.ID(text), let now = renamed[undone] {
                event.fields[index].value = .string(now.description)
            }
            events.append(event)
        }
        try JournalFile(url: directory.appendingPathComponent(SyncFolder.journalName(of: newID))).append(events)
        // The old journal kept whole (not read as a journal), and the folder's copy of it read as another device's.
        let kept = directory.appendingPathComponent(SyncFolder.journalName(of: device) + ".before-\(newID)")
        let moved = rename(localURL.path, kept.path) == 0
        if moved { _ = SyncFolder.mirror(copy, to: localURL) }
        for name in [ProgressStore.snapshotFileName, ProgressStore.legacySnapshotFileName, StatisticsLedger.fileName] {
            unlink(directory.appendingPathComponent(name).path)
        }
        FoldCheckpoints.removeAll(in: directory)
        let origin = DeviceOrigin.read(in: directory) ?? DeviceOrigin(inode: DeviceOrigin.inode(of: directory) ?? 0)
        try? DeviceOrigin(inode: origin.inode, formerIDs: origin.formerIDs + [device]).write(in: directory)
        return Outcome(reason: .sharedInFolder, formerID: device, newID: newID, rewritten: events.count,
                       keptAs: moved ? kept.lastPathComponent : nil)
    }

    // MARK: - Lines

    /// Whether `copy` is no longer than `local` and ends like it at its length (it holds nothing
    /// `local` lacks, as far as a cheap look tells).
    static func isPrefix(_ copy: URL, of local: URL) -> Bool {
        guard let copySize = SyncFolder.size(of: copy) else { return true }
        guard copySize > 0 else { return true }
        guard let localSize = SyncFolder.size(of: local), copySize <= localSize else { return false }
        return SyncFolder.sameTail(copy, local, size: copySize)
    }

    /// The lines of `bytes` without their line breaks (a carriage return before one dropped, as a
    /// sync tool converting line ends would add it).
    static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).map { line in
            Array(line.last == 0x0D ? line.dropLast() : line)
        }
    }

    /// Whether `line` is an event written under `device`.
    static func isEvent(_ line: [UInt8], of device: String) -> Bool {
        guard let event = try? JournalEvent.decode(line: line[...]) else { return false }
        return event.id.device == device && event.id.sequence > 0
    }
}
