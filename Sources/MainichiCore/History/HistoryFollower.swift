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

/// History as `StudyHistory.read(directory:)` gives it, kept in memory and followed: each read
/// parses only the journal bytes appended since the last one and folds only their events, instead
/// of parsing every journal line again (what the app's History and Statistics did on every appear).
///
/// A journal file that shrank, was replaced (another file number) or disappeared, and events that
/// fold before ones already folded (another device's, merged by a sync), make it fold everything it
/// holds again, and a replaced or shrunk file is read again whole: the result is always what a
/// full read gives. A data directory not yet moved to the journal is read whole (history.jsonl).
///
/// ```swift
/// let follower = HistoryFollower(directory: store.directory)
/// let first = follower.read()   // every line parsed
/// let again = follower.read()   // the lines appended since, if any
/// ```
public final class HistoryFollower {
    public let directory: URL

    /// What was read of one journal file.
    private struct Followed {
        var device: UInt64
        var inode: UInt64
        /// Bytes read (the offset the next read starts from).
        var size: Int
        /// Whether those bytes end with a line break.
        var endsLine: Bool
        var warnings: [LogWarning]
    }

    private var followed: [String: Followed] = [:]
    /// Every event read, in the order read (each id once).
    private var events: [JournalEvent] = []
    private var fold = HistoryFold()
    /// The id map the fold applies.
    private var itemIDMap: ItemIDMap?
    /// The history of `fold`, newest first, made again only after it changed.
    private var history: [HistoryEvent]?

    /// How many journal bytes the reads parsed, in all (tests check that a read parses only what
    /// was appended).
    public private(set) var bytesParsed = 0

    public init(directory: URL) {
        self.directory = directory
    }

    /// Every entry, newest first, with a warning per skipped journal line; item ids renamed by
    /// `itemIDMap` are read as their new ids (as `StudyHistory.read()` reads them).
    public func read(itemIDMap: ItemIDMap? = nil) -> HistoryLog.Contents {
        if itemIDMap != self.itemIDMap {
            self.itemIDMap = itemIDMap
            reset()
        }
        let files = ProgressStore.journalFiles(in: directory)
        guard !files.isEmpty else {
            reset()
            var contents = HistoryLog(directory: directory).read()
            if let itemIDMap { contents.events = itemIDMap.remapping(contents.events) }
            return contents
        }
        let names = Set(files.map(\.lastPathComponent))
        if followed.keys.contains(where: { !names.contains($0) }) { reset() }
        var appended: [JournalEvent] = []
        for file in files {
            let name = file.lastPathComponent
            var info = stat()
            guard stat(file.path, &info) == 0 else { continue }
            let device = UInt64(info.st_dev), inode = UInt64(info.st_ino), size = Int(info.st_size)
            var known = followed[name]
            if let previous = known, previous.device != device || previous.inode != inode || size < previous.size {
                // Replaced or cut back: everything is read again.
                reset()
                return read(itemIDMap: itemIDMap)
            }
            if let known, known.size == size, known.endsLine { continue }
            // After a read that ended inside a line (a line being written, or torn), the file is
            // read whole again; the events already folded are skipped by id.
            let offset = known.map { $0.endsLine ? $0.size : 0 } ?? 0
            let (contents, end) = JournalFile(url: file).read(from: offset)
            bytesParsed += end - offset
            if offset == 0 {
                known = Followed(device: device, inode: inode, size: end, endsLine: true, warnings: contents.warnings)
            } else {
                known?.size = end
                // Lines are counted from where this read started.
                known?.warnings += contents.warnings
            }
            known?.endsLine = Self.endsLine(file, at: end)
            followed[name] = known
            appended += contents.events.filter { !fold.contains($0) }
        }
        if !appended.isEmpty {
            history = nil
            if appended.count > 1, zip(appended, appended.dropFirst()).contains(where: { JournalEvent.foldOrder($1, $0) }) {
                appended.sort(by: JournalEvent.foldOrder)
            }
            events += appended
            if let first = appended.first, fold.canFold(first) {
                for event in appended { fold.fold(event) }
            } else {
                // Events from before the latest folded one: fold everything again, in order.
                events.sort(by: JournalEvent.foldOrder)
                fold = HistoryFold(capacity: events.count, itemIDMap: itemIDMap)
                for event in events { fold.fold(event) }
            }
        }
        let entries = history ?? fold.history
        history = entries
        return HistoryLog.Contents(events: entries, warnings: files.flatMap { followed[$0.lastPathComponent]?.warnings ?? [] })
    }

    /// Whether the byte before `offset` in `url` is a line break (true at 0).
    private static func endsLine(_ url: URL, at offset: Int) -> Bool {
        guard offset > 0 else { return true }
        let descriptor = RegularFile.descriptor(url, limit: JournalFile.maximumBytes)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, off_t(offset - 1)) == 1 && byte == 0x0A
    }

    /// Forgets everything read.
    private func reset() {
        followed = [:]
        events = []
        fold = HistoryFold(itemIDMap: itemIDMap)
        history = nil
    }
}
