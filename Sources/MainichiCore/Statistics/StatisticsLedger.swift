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

/// The statistics' running totals (`StatisticsTotals`) kept up with the journals: saved in
/// `statistics.bin` with how far into each journal file they reach, so opening the statistics
/// reads that small file and parses only the journal lines written since.
///
/// The file is a cache: everything in it comes from the journals, and whenever it cannot be used
/// the totals are folded again from every journal (a rebuild) and the file written anew. That
/// happens when it is missing, damaged or of another version, when the decks' id map changed,
/// when a journal file it covered shrank, is gone or no longer ends a line where it stopped, when
/// an event carrying history arrives that sorts before the latest one folded (another device's,
/// late through a sync), and when an undo names a review older than the ones kept per item.
/// `totals` gives nil (the caller computes from the whole history, which also words the warnings)
/// when a journal has a line it cannot read, when a device's events have a gap in their sequence
/// numbers, and for a data directory not moved to the journal yet.
///
/// A file written by a newer mainichi (a higher version) is never overwritten.
public final class StatisticsLedger {
    public static let fileName = "statistics.bin"
    /// Events folded since the file was written before it is written again.
    static let saveThreshold = 500

    /// The totals with the place in the journals they reach.
    struct Saved: Sendable {
        var totals: StatisticsTotals
        /// Per device, the highest sequence folded, and how many of its events were (equal when
        /// none is missing).
        var positions: [String: Int]
        var counts: [String: Int]
        /// Per journal file name, the bytes covered.
        var offsets: [String: Int]
        /// The latest event carrying history folded, in fold order.
        var through: FoldPosition?
        /// Of the id map's renames the totals were folded with.
        var mapFingerprint: UInt64
        /// Per journal file name, places to start reading again for a late event (ascending, the
        /// last at the bytes covered).
        var marks: [String: [Mark]] = [:]
    }

    /// A place in a journal file: every event in its first `offset` bytes has a time at or before
    /// `latest`, so a re-fold from a later time may start reading there.
    struct Mark: Sendable, Equatable {
        var offset: Int
        var latest: Date
    }

    /// Bytes read between two marks of a journal file (a few hundred events).
    static let markSpacing = 1 << 18

    public let directory: URL
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }
    private var saved: Saved?
    private var unsavedEvents = 0
    /// How many times every journal was folded again (tests check when that happens).
    public private(set) var rebuildCount = 0
    /// How many times late events were folded again from their own time only.
    public private(set) var refoldCount = 0
    /// Journal bytes parsed, in all.
    public private(set) var bytesParsed = 0
    /// Moves on whenever the totals may have changed (loaded, folded again, or new history folded):
    /// equal generations give equal totals.
    public private(set) var generation = 0

    public init(directory: URL) {
        self.directory = directory
    }

    /// The totals of every journal in the directory, with item ids moved by `itemIDMap`; nil when
    /// they cannot be kept (see the type's notes). Writes `statistics.bin` when `save` and enough
    /// changed.
    public func totals(itemIDMap: ItemIDMap? = nil, save: Bool = true) -> StatisticsTotals? {
        let files = ProgressStore.journalFiles(in: directory)
        guard !files.isEmpty else { return nil }
        let renamed = itemIDMap?.renamed ?? [:]
        let fingerprint = Self.fingerprint(of: renamed)
        if saved?.mapFingerprint != fingerprint {
            saved = Self.load(fileURL, renamed: renamed).flatMap { $0.mapFingerprint == fingerprint ? $0 : nil }
            unsavedEvents = 0
            generation += 1
        }
        var result: Saved?
        if let saved, let advanced = advance(saved, files: files) {
            switch advanced {
            case .folded(let next, let count):
                result = next
                unsavedEvents += count
                if next.through != saved.through { generation += 1 }
            case .unreadable:
                return nil
            }
        }
        if result == nil {
            guard let rebuilt = rebuild(files: files, renamed: renamed, fingerprint: fingerprint) else {
                saved = nil
                return nil
            }
            result = rebuilt
            unsavedEvents = Self.saveThreshold
            generation += 1
        }
        guard let result, Self.isGapless(result) else {
            saved = nil
            return nil
        }
        saved = result
        if save && unsavedEvents >= Self.saveThreshold, Self.mayWrite(fileURL) {
            AtomicFile.removeStaleTemporaries(of: fileURL)
            try? AtomicFile.write(Data(StatisticsTotalsCodec.encode(result)), to: fileURL)
            unsavedEvents = 0
        }
        return result.totals
    }

    /// The totals folded from every journal, the saved file neither read nor written (what the
    /// first opening after an upgrade costs; for the benchmark). `readingLinesGenerally` reads
    /// every line into a `JournalEvent` first, as before `StatisticsLineReader` (for comparison).
    public func rebuiltTotals(itemIDMap: ItemIDMap? = nil, readingLinesGenerally: Bool = false) -> StatisticsTotals? {
        let renamed = itemIDMap?.renamed ?? [:]
        let files = ProgressStore.journalFiles(in: directory)
        guard !files.isEmpty else { return nil }
        readsLinesGenerally = readingLinesGenerally
        defer { readsLinesGenerally = false }
        return rebuild(files: files, renamed: renamed, fingerprint: Self.fingerprint(of: renamed))?.totals
    }

    /// Whether journal lines are read into `JournalEvent`s before their changes (the benchmark's "before").
    private var readsLinesGenerally = false

    private enum Advanced {
        case folded(Saved, count: Int)
        /// A journal line could not be read.
        case unreadable
    }

    /// `saved` with the journals' new events folded; nil when they need a rebuild.
    private func advance(_ saved: Saved, files: [URL]) -> Advanced? {
        let names = Set(files.map(\.lastPathComponent))
        if saved.offsets.keys.contains(where: { !names.contains($0) }) { return nil }
        var events: [JournalEvent] = []
        var next = saved
        for file in files {
            let name = file.lastPathComponent
            let offset = saved.offsets[name] ?? 0
            guard Self.lineEnds(file, at: offset) else { return nil }
            let (contents, size) = JournalFile(url: file).read(from: offset)
            guard contents.warnings.isEmpty else { return .unreadable }
            bytesParsed += size - offset
            next.offsets[name] = size
            if size > offset {
                let latest = contents.events.lazy.map(\.time).max() ?? .distantPast
                Self.addMark(at: size, latest: latest, to: &next.marks[name, default: []])
            }
            events += contents.events
        }
        var fresh = events.filter { $0.id.sequence > saved.positions[$0.id.device, default: 0] }
        guard !fresh.isEmpty else { return .folded(next, count: 0) }
        Self.order(&fresh)
        var changes: [StatisticsTotals.Placed] = []
        for event in fresh {
            next.positions[event.id.device] = max(next.positions[event.id.device, default: 0], event.id.sequence)
            next.counts[event.id.device, default: 0] += 1
            guard let change = StatisticsTotals.change(of: event) else { continue }
            changes.append(StatisticsTotals.Placed(position: FoldPosition(event), change: change))
        }
        if let first = changes.first, let through = saved.through, first.position <= through {
            // Another device's events sort before ones already folded: fold again from there.
            guard refold(&next, from: first.position, late: changes, saved: saved, files: files) else { return nil }
        } else {
            for placed in changes { next.totals.fold(placed.change, at: placed.position) }
            if let last = changes.last { next.through = last.position }
        }
        if next.totals.needsRebuild { return nil }
        return .folded(next, count: fresh.count)
    }

    /// Folds `late` (new events in fold order, the first at `position`, before `saved.through`)
    /// into `next` with the events already folded after `position`: those are read again from the
    /// journals (each file from its last mark before `position`'s time), their changes taken back
    /// (`StatisticsTotals.rewind`) and everything after `position` folded again in order. False
    /// when that cannot be done exactly (the caller then folds every journal again).
    private func refold(_ next: inout Saved, from position: FoldPosition, late: [StatisticsTotals.Placed], saved: Saved,
                        files: [URL]) -> Bool {
        var folded: [StatisticsTotals.Placed] = []
        var seen: [JournalEvent.ID: FoldPosition] = [:]
        for file in files {
            let name = file.lastPathComponent
            let end = saved.offsets[name] ?? 0
            let start = saved.marks[name]?.last { $0.latest < position.time }?.offset ?? 0
            guard start < end else { continue }
            guard let read = readChanges(file, from: start, to: end) else { return false }
            for (at, change) in read.changes where at.id.sequence <= saved.positions[at.id.device, default: 0] {
                if let earlier = seen.updateValue(at, forKey: at.id) {
                    // The same event in two files: once, unless its copies disagree.
                    if earlier != at { return false }
                    continue
                }
                if at > position, let change { folded.append(StatisticsTotals.Placed(position: at, change: change)) }
            }
        }
        var refolding = folded + late
        refolding.sort { $0.position < $1.position }
        guard next.totals.rewind(to: position, folded: folded, refolding: refolding) else { return false }
        for placed in refolding { next.totals.fold(placed.change, at: placed.position) }
        if let last = refolding.last, let through = next.through { next.through = max(through, last.position) }
        refoldCount += 1
        return true
    }

    /// Records that the first `offset` bytes of a journal file hold no event after `latest` (and
    /// none after the marks before): a new mark, or the last one moved when it is close to the one
    /// before it.
    private static func addMark(at offset: Int, latest: Date, to marks: inout [Mark]) {
        let mark = Mark(offset: offset, latest: max(latest, marks.last?.latest ?? .distantPast))
        if marks.count >= 2, offset - marks[marks.count - 2].offset < markSpacing {
            marks[marks.count - 1] = mark
        } else {
            marks.append(mark)
        }
    }

    /// The totals folded from every journal: with the usual windows, and again with unlimited ones
    /// when an undo reached past them. Nil when a journal has a line it cannot read.
    private func rebuild(files: [URL], renamed: [String: String], fingerprint: UInt64) -> Saved? {
        rebuildCount += 1
        var changes: [(position: FoldPosition, change: StatisticsTotals.Change?)] = []
        var offsets: [String: Int] = [:]
        var marks: [String: [Mark]] = [:]
        for file in files {
            guard let read = readChanges(file) else { return nil }
            changes += read.changes
            offsets[file.lastPathComponent] = read.size
            marks[file.lastPathComponent] = read.marks
        }
        if zip(changes, changes.dropFirst()).contains(where: { $0.position >= $1.position }) {
            changes.sort { $0.position < $1.position }
            var previous: FoldPosition?
            changes.removeAll { item in
                defer { previous = item.position }
                return previous?.id == item.position.id && previous?.time == item.position.time
            }
        }
        var seen = Set<JournalEvent.ID>()
        var saved = Saved(totals: StatisticsTotals(renamed: renamed), positions: [:], counts: [:], offsets: offsets,
                          through: nil, mapFingerprint: fingerprint, marks: marks)
        for (position, change) in changes where seen.insert(position.id).inserted {
            saved.positions[position.id.device] = max(saved.positions[position.id.device, default: 0], position.id.sequence)
            saved.counts[position.id.device, default: 0] += 1
            guard let change else { continue }
            saved.through = position
            saved.totals.fold(change, at: position)
        }
        if saved.totals.needsRebuild {
            // An undo reached past the reviews kept: again, keeping every review.
            seen = []
            saved.totals = StatisticsTotals(windowLimit: .max, renamed: renamed)
            for (position, change) in changes where seen.insert(position.id).inserted {
                if let change { saved.totals.fold(change, at: position) }
            }
        }
        return saved
    }

    /// The changes of one journal file in file order, from byte `from` (where a line begins) to
    /// the end of the last line beginning before `to` (nil: the file's end), read a quarter
    /// megabyte at a time so a rebuild never holds every parsed event at once; with the bytes
    /// covered and a mark after each read. Nil when a line cannot be read.
    private func readChanges(_ file: URL, from: Int = 0, to: Int? = nil)
        -> (changes: [(position: FoldPosition, change: StatisticsTotals.Change?)], size: Int, marks: [Mark])? {
        let descriptor: Int32
        let size: Int
        switch RegularFile.open(file, limit: JournalFile.maximumBytes) {
        case .success(let opened):
            descriptor = opened.descriptor
            size = opened.size
        case .failure(.missing): return ([], 0, [])
        case .failure: return nil
        }
        defer { close(descriptor) }
        let end = min(size, to ?? size)
        var changes: [(position: FoldPosition, change: StatisticsTotals.Change?)] = []
        var marks: [Mark] = []
        var latest = Date.distantPast
        var start = from
        var covered = from
        while start < end {
            let range = start..<min(end, start + Self.markSpacing)
            let (bytes, lines) = JournalFile.lines(beginningIn: range, of: descriptor, size: size)
            var lineStart = lines.lowerBound
            while lineStart < lines.upperBound {
                var lineEnd = lines.upperBound
                if !readsLinesGenerally {
                    lineEnd = bytes[lineStart..<lines.upperBound].firstIndex(of: 0x0A) ?? lines.upperBound
                    if let line = StatisticsLineReader.read(bytes[lineStart..<lineEnd]) {
                        latest = max(latest, line.position.time)
                        changes.append((line.position, line.change))
                        lineStart = lineEnd + 1
                        continue
                    }
                }
                // A line of another shape (or every line, for the benchmark's "before"): read as an
                // event, which words any warning.
                let contents = JournalFile.parse(bytes, in: lineStart..<min(lineEnd + 1, lines.upperBound), lineOffset: 0,
                                                 file: file.lastPathComponent)
                lineStart = lineEnd + 1
                guard contents.warnings.isEmpty else { return nil }
                for event in contents.events {
                    latest = max(latest, event.time)
                    changes.append((FoldPosition(event), StatisticsTotals.change(of: event)))
                }
            }
            let origin = max(0, range.lowerBound - 1)
            if !lines.isEmpty {
                covered = origin + lines.upperBound
                marks.append(Mark(offset: covered, latest: latest))
            }
            bytesParsed += lines.count
            start = max(range.upperBound, covered)
        }
        return (changes, covered, marks)
    }

    /// Events sorted in fold order, each id once.
    private static func order(_ events: inout [JournalEvent]) {
        guard zip(events, events.dropFirst()).contains(where: { !JournalEvent.foldOrder($0, $1) }) else { return }
        events.sort(by: JournalEvent.foldOrder)
        var seen = Set<JournalEvent.ID>()
        events = events.filter { seen.insert($0.id).inserted }
    }

    /// Whether every device's events were folded without a gap in their sequence numbers.
    private static func isGapless(_ saved: Saved) -> Bool {
        saved.positions.allSatisfy { saved.counts[$0.key] == $0.value }
    }

    /// Whether `url` is at least `offset` bytes long with a line ending just before it (true at 0).
    private static func lineEnds(_ url: URL, at offset: Int) -> Bool {
        guard offset > 0 else { return true }
        let descriptor = RegularFile.descriptor(url, limit: JournalFile.maximumBytes)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, off_t(offset - 1)) == 1 && byte == 0x0A
    }

    /// The saved totals in `url`, nil when missing or unusable.
    static func load(_ url: URL, renamed: [String: String]) -> Saved? {
        guard case .success(let bytes) = JournalSnapshot.readChecked(url) else { return nil }
        return StatisticsTotalsCodec.decode(bytes, renamed: renamed)
    }

    /// Whether the file at `url` may be replaced: not one of a newer version (its header alone read).
    private static func mayWrite(_ url: URL) -> Bool {
        let descriptor = RegularFile.descriptor(url, limit: JournalSnapshot.maximumBytes)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 12)
        let got = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard got == 12, Array(header.prefix(8)) == StatisticsTotalsCodec.magic else { return true }
        let version = header[8..<12].reversed().reduce(0) { $0 << 8 | Int($1) }
        return version <= StatisticsTotalsCodec.version
    }

    /// A hash of the renames (FNV-1a over the sorted pairs).
    static func fingerprint(of renamed: [String: String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for (old, new) in renamed.sorted(by: { $0.key < $1.key }) {
            for byte in old.utf8 + [0] + new.utf8 + [1] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        return hash
    }
}
