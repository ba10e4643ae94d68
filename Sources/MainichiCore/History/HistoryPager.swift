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

/// History read from the journals' ends, a page at a time: the newest entries first, without
/// parsing the older lines until they are asked for (the History screen at a million reviews).
///
/// Each journal file is read backwards in blocks of whole lines (parsed as `JournalFile` parses
/// them, with the same warnings). The files are merged in fold order, newest first: an event is
/// given out only once it comes later than every unread line of every file can, taken as the
/// oldest event read so far of that file less `margin` (a device's clock stepping back by less
/// than that is merged exactly). Undos are met before the reviews they take back (they fold
/// later), so a review is left out as `HistoryFold` leaves it out; each id is given once.
///
/// Whatever cannot be merged exactly this way (a line that folds after an entry already given,
/// two copies of an id at different times, a review taken back both by id and by an older undo
/// without one, a data directory not yet moved to the journal) makes it read everything as
/// `StudyHistory.read(directory:)` does and go on from that: the pages then say whether the
/// entries given so far still stand (`Page.restarts`). So the pages put together are always what
/// a full read gives.
///
/// ```swift
/// let pager = HistoryPager(directory: store.directory, itemIDMap: store.historyIDMap)
/// let newest = pager.next(200)     // the 200 newest entries
/// let older = pager.next(200)      // the 200 before them
/// ```
public final class HistoryPager {
    /// Some entries, newest first.
    public struct Page: Sendable {
        /// The entries, newest first, following those given before (or, when `restarts`, from the newest).
        public var entries: [HistoryEvent]
        /// Whether the entries given before are to be dropped: `entries` starts again from the newest.
        public var restarts: Bool
    }

    /// How far back a device's clock may step between two of its lines and still be merged
    /// without reading everything.
    public static let margin: TimeInterval = 2 * 86_400

    public let directory: URL
    /// Item ids renamed by the decks, applied to the entries given.
    public let itemIDMap: ItemIDMap?
    /// Bytes read from the end of a file at a time.
    let blockSize: Int

    /// One journal file read from its end.
    private final class Source {
        let url: URL
        let index: Int
        var descriptor: Int32 = -1
        /// The start of the bytes read so far (every line from here on is read).
        var position: Int
        /// Events read and not yet merged, in file order.
        var pending: [JournalEvent] = []
        /// The oldest time read so far (in fold order the file's unread lines come before it, but for a clock stepping back).
        var frontier: Date?

        init(url: URL, index: Int, descriptor: Int32, size: Int) {
            self.url = url
            self.index = index
            self.descriptor = descriptor
            self.position = size
        }

        var isFinished: Bool { position == 0 }
    }

    private var sources: [Source] = []
    /// Events read and waiting to be given out, oldest first in fold order (the newest at the end).
    private var waiting: [JournalEvent] = []
    /// The last event given out (the oldest so far).
    private var lastGiven: JournalEvent?
    private var given = Set<JournalEvent.ID>()
    /// Undos met with an id, by the id of the review they take back: the items they name.
    private var undoneByID: [JournalEvent.ID: Set<String>] = [:]
    /// Undos met without an id, by item: how many older reviews of it they still take back.
    private var undoneLatest: [String: Int] = [:]
    /// Warnings found so far, with the file's index, the block's start offset and line within the block.
    private var found: [(file: Int, offset: Int, warning: LogWarning)] = []
    /// Once merging cannot be exact: the full read, and how many entries of it were given.
    private var whole: (entries: [HistoryEvent], warnings: [LogWarning])?
    private var entriesGiven: [HistoryEvent] = []
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    /// Whether merging could not go on exactly and everything was read as a full read does.
    public var readEverything: Bool { whole != nil }

    /// Journal bytes parsed so far (tests check that the first page leaves most of a journal unread).
    public private(set) var bytesParsed = 0

    /// A pager over the journals of `directory` as they are now (lines appended later are not read).
    public init(directory: URL, itemIDMap: ItemIDMap? = nil, blockSize: Int = 1 << 16) {
        self.directory = directory
        self.itemIDMap = itemIDMap
        self.blockSize = max(64, blockSize)
        let files = ProgressStore.journalFiles(in: directory)
        if files.isEmpty {
            readWhole()
            return
        }
        for (index, url) in files.enumerated() {
            switch RegularFile.open(url, limit: JournalFile.maximumBytes) {
            case .success(let opened):
                let source = Source(url: url, index: index, descriptor: opened.descriptor, size: opened.size)
                sources.append(source)
            case .failure(.missing):
                continue
            case .failure(let failure):
                let kind: LogWarning.Kind = if case .notRegular = failure { .notRegularFile } else { .cannotRead(reason: failure.reason) }
                found.append((index, 0, LogWarning(file: url.lastPathComponent, kind: kind)))
            }
        }
    }

    deinit {
        for source in sources where source.descriptor >= 0 { close(source.descriptor) }
    }

    /// Whether every entry was given.
    public var isFinished: Bool {
        if let whole { return entriesGiven.count >= whole.entries.count }
        return waiting.isEmpty && sources.allSatisfy(\.isFinished)
    }

    /// The warnings of the lines read so far, in the order a full read gives them (file, then line);
    /// all of them once `isFinished`.
    public var warnings: [LogWarning] {
        if let whole { return whole.warnings }
        return found.sorted { ($0.file, $0.warning.line ?? 0) < ($1.file, $1.warning.line ?? 0) }.map(\.warning)
    }

    /// The next `count` older entries (fewer only at the end), newest first.
    public func next(_ count: Int) -> Page {
        if whole != nil { return Page(entries: nextOfWhole(count), restarts: false) }
        var entries: [HistoryEvent] = []
        while entries.count < count, whole == nil, let event = nextEvent() {
            if let entry = take(event), whole == nil { entries.append(entry) }
        }
        guard let whole else {
            entriesGiven += entries
            return Page(entries: entries, restarts: false)
        }
        // The merge could not go on exactly: the full read, from where it had got to when what
        // was given stands, else again from the newest.
        if whole.entries.starts(with: entriesGiven + entries) {
            entriesGiven += entries
            return Page(entries: entries + nextOfWhole(count - entries.count), restarts: false)
        }
        let before = entriesGiven.count
        entriesGiven = []
        return Page(entries: nextOfWhole(before > Int.max - count ? Int.max : before + count), restarts: true)
    }

    /// Every entry not given yet.
    public func rest() -> Page {
        next(Int.max)
    }

    /// The next `count` entries of the full read.
    private func nextOfWhole(_ count: Int) -> [HistoryEvent] {
        guard let whole else { return [] }
        let start = entriesGiven.count
        let end = count >= whole.entries.count - start ? whole.entries.count : start + count
        let slice = Array(whole.entries[start..<end])
        entriesGiven += slice
        return slice
    }

    /// Reads everything as a full read does (merging exactly is not possible).
    private func readWhole() {
        var contents = StudyHistory.read(directory: directory)
        if let itemIDMap { contents.events = itemIDMap.remapping(contents.events) }
        whole = (contents.events, contents.warnings)
        for source in sources where source.descriptor >= 0 {
            close(source.descriptor)
            source.descriptor = -1
        }
    }

    // MARK: - Merging

    /// The next event in reverse fold order, or nil at the end (or once `whole` is set).
    private func nextEvent() -> JournalEvent? {
        while whole == nil {
            // The bound: no unread line of an unfinished file folds after it (a clock stepping back by less than `margin`).
            var bound: Date?
            var slowest: Source?
            for source in sources where !source.isFinished {
                guard let frontier = source.frontier else {
                    bound = .distantFuture
                    slowest = source
                    break
                }
                let limit = frontier.addingTimeInterval(Self.margin)
                if bound.map({ limit > $0 }) ?? true {
                    bound = limit
                    slowest = source
                }
            }
            if let newest = waiting.last, bound.map({ newest.time > $0 }) ?? true {
                waiting.removeLast()
                return newest
            }
            guard let slowest else { return nil }
            readBlock(of: slowest)
        }
        return nil
    }

    /// Reads the lines of the block before `source.position` and adds their events to `waiting`.
    private func readBlock(of source: Source) {
        var size = blockSize
        while true {
            let start = max(0, source.position - size)
            var bytes = [UInt8](repeating: 0, count: source.position - start)
            var count = 0
            while count < bytes.count {
                let got = bytes.withUnsafeMutableBytes { pread(source.descriptor, $0.baseAddress! + count, $0.count - count, off_t(start + count)) }
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                count += got
            }
            guard count == bytes.count else {
                // The file changed under the reader (cut short): read everything.
                readWhole()
                return
            }
            var first = 0
            if start > 0 {
                // The block ends a line (or the file): a line begins after a break before its last byte.
                guard let lineBreak = bytes[..<(bytes.count - 1)].firstIndex(of: 0x0A) else {
                    size *= 2
                    continue
                }
                first = lineBreak + 1
            }
            let lines = Array(bytes[first...])
            let contents = JournalFile.parse(lines, in: 0..<lines.count, lineOffset: 0, file: source.url.lastPathComponent)
            bytesParsed += lines.count
            let offset = start + first
            source.position = offset
            let linesBefore = contents.warnings.isEmpty ? 0 : lineBreaks(before: offset, in: source)
            for warning in contents.warnings {
                var numbered = warning
                if let line = warning.line { numbered.line = line + linesBefore }
                found.append((source.index, offset, numbered))
            }
            for event in contents.events {
                if let lastGiven, JournalEvent.foldOrder(lastGiven, event) {
                    // A line folding after an entry already given (a clock stepped back further than the margin).
                    readWhole()
                    return
                }
                if source.frontier.map({ event.time < $0 }) ?? true { source.frontier = event.time }
                insert(event)
            }
            if source.isFinished { close(source.descriptor); source.descriptor = -1 }
            return
        }
    }

    /// Puts `event` in `waiting`, kept in fold order.
    private func insert(_ event: JournalEvent) {
        var low = 0, high = waiting.count
        while low < high {
            let middle = (low + high) / 2
            if JournalEvent.foldOrder(event, waiting[middle]) { high = middle } else { low = middle + 1 }
        }
        waiting.insert(event, at: low)
    }

    /// The line breaks before `offset` in `source` (for the line numbers of warnings; read only
    /// when a block holds a warning).
    private func lineBreaks(before offset: Int, in source: Source) -> Int {
        var total = 0
        var start = 0
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        while start < offset {
            let length = min(bytes.count, offset - start)
            let got = bytes.withUnsafeMutableBytes { pread(source.descriptor, $0.baseAddress!, length, off_t(start)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            total += JournalFile.lineBreaks(in: bytes, 0..<got)
            start += got
        }
        return total
    }

    /// Takes one event in reverse fold order: an undo is noted, an entry given unless an undo met
    /// before takes it back. Sets `whole` when the result could differ from folding forwards.
    private func take(_ event: JournalEvent) -> HistoryEvent? {
        guard given.insert(event.id).inserted else {
            // Another copy of an id: the same place in fold order only when the time is the same.
            if lastGiven.map({ $0.id != event.id || $0.time != event.time }) ?? true {
                readWhole()
            }
            return nil
        }
        lastGiven = event
        if event.type == "reviewUndo" {
            guard case .string(let item)? = event["item"] else { return nil }
            if case .string(let text)? = event[ProgressStore.undoesField], let id = JournalEvent.ID(text) {
                undoneByID[id, default: []].insert(item)
            } else {
                undoneLatest[item, default: 0] += 1
            }
            return nil
        }
        guard var entry = HistoryFold.entry(of: event, decoder: decoder) else { return nil }
        if entry.type == .review, let item = entry.itemID {
            let byID = undoneByID.removeValue(forKey: event.id)?.contains(item) ?? false
            let latest = undoneLatest[item] ?? 0
            if byID && latest > 0 {
                // Which undo took it back depends on their order: fold forwards.
                readWhole()
                return nil
            }
            if byID { return nil }
            if latest > 0 {
                undoneLatest[item] = latest - 1
                return nil
            }
        }
        if let itemIDMap, let item = entry.itemID, let renamed = itemIDMap.renamed[item] { entry.itemID = renamed }
        return entry
    }
}
