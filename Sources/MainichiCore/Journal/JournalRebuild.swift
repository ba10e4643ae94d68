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

/// Progress rebuilt from the journals alone (no usable snapshot), folded while it is read: the
/// journals are cut into chunks that other threads decode, and this thread folds each chunk as
/// soon as it is decoded, so decoding and folding overlap instead of following each other.
///
/// The result is the one `ProgressStore.readJournals` followed by `ProgressStore.rebuild` gives
/// (`JournalRebuildTests` compares the two on journals of every shape). Folding as the chunks come
/// needs the events in fold order without surprises, which is how journals are written: each
/// device's journal in time order, merged here file by file as they go (several devices through a
/// sync folder), a repeated event (a conflict copy) right next to itself. When anything else turns
/// up (a clock that went back, a moved-over directory whose history lines are older than its
/// baseline, an id seen twice at different times) the rebuild waits for every chunk and folds the
/// events sorted, as before.
enum JournalRebuild {
    /// What a rebuild found.
    struct Result {
        /// The progress folded from every event, as `ProgressStore.rebuild` folds it.
        var fold: JournalFold
        /// How many events the journals held.
        var eventCount: Int
        /// One per unreadable line, in file order, as `ProgressStore.readJournals` gives them.
        var warnings: [LogWarning]
        /// The bytes read of each journal file (all of it).
        var offsets: [String: Int]
        /// Whether the events were folded as they were decoded (false: read whole, sorted, folded).
        var folded: Fold
    }

    /// How the events were folded.
    enum Fold: Equatable {
        /// Chunk by chunk, while the others were decoded.
        case whileReading
        /// After every chunk was read, sorted into fold order (the events were not in it).
        case sorted
    }

    /// Journals of fewer bytes than this in all are read whole, then folded (threads do not pay).
    static let streamingThreshold = JournalFile.parallelThreshold

    /// The bytes of one chunk (about 8,000 events): small enough that folding starts soon, large
    /// enough that handing chunks over costs nothing to speak of.
    static let chunkBytes = 1 << 20

    /// Rebuilds from `files` (journal files, in the order `ProgressStore.journalFiles` lists them).
    /// - Parameter now: the progress's creation date when the journals hold no event.
    /// - Parameter chunkBytes: the size chunks are cut to (tests cut small ones).
    /// - Parameter threshold: fewer bytes than this in all are read and folded in turn.
    static func rebuild(_ files: [URL], now: Date, chunkBytes: Int = chunkBytes,
                        threshold: Int = streamingThreshold) -> Result {
        let chunks = Chunks(files: files, chunkBytes: chunkBytes)
        var offsets: [String: Int] = [:]
        for (name, size) in zip(chunks.names, chunks.sizes) { offsets[name] = size }
        guard chunks.totalBytes >= threshold else {
            return sortedRebuild(of: files.map { JournalFile(url: $0).bytes() }, names: chunks.names, offsets: offsets, now: now)
        }
        chunks.startDecoding()
        let streamed = foldWhileDecoding(chunks)
        let warnings = chunks.warnings()
        let result: Result
        if let (fold, count) = streamed {
            result = Result(fold: fold ?? ProgressStore.rebuild([], now: now), eventCount: count,
                            warnings: warnings, offsets: offsets, folded: .whileReading)
        } else {
            // Not in fold order: every chunk's events sorted and folded, as `JournalFold.absorb` does.
            let steps = chunks.indices.map { chunks.decoded($0).steps }
            result = Result(fold: foldSorted(steps, now: now), eventCount: steps.reduce(0) { $0 + $1.count },
                            warnings: warnings, offsets: offsets, folded: .sorted)
        }
        // The decoded events are freed on another thread: a million of them take a tenth of a
        // second to free, which the learner need not wait for.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(chunks) {} }
        return result
    }

    /// Folds the events of `parts` (file order) from nothing as `ProgressStore.rebuild` folds
    /// them: events numbered 0 passed over; sorted into fold order when they are not in it (a
    /// stable sort of the same sequence, as `JournalFold.absorb` sorts), each id then kept once
    /// (its first in fold order).
    ///
    /// The events stay where they are: what is sorted is a reference to each (its time, part and
    /// place), so a million events are not moved about, and ids are told apart by a table of
    /// sequences seen per device rather than a set of ids.
    static func foldSorted(_ parts: [[FoldStep]], now: Date) -> JournalFold {
        struct Reference {
            let time: Double
            let part: Int32
            let index: Int32
        }
        var references: [Reference] = []
        references.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        var earliest: Date?
        for (part, steps) in parts.enumerated() {
            for (index, step) in steps.enumerated() {
                if earliest == nil || step.time < earliest! { earliest = step.time }
                if step.id.sequence > 0 {
                    references.append(Reference(time: step.time.timeIntervalSinceReferenceDate, part: Int32(part), index: Int32(index)))
                }
            }
        }
        guard !references.isEmpty else { return JournalFold(base: StudyProgress(createdAt: earliest ?? now)) }
        func step(_ reference: Reference) -> FoldStep { parts[Int(reference.part)][Int(reference.index)] }
        func inOrder(_ lhs: Reference, _ rhs: Reference) -> Bool {
            lhs.time != rhs.time ? lhs.time < rhs.time : step(lhs).id < step(rhs).id
        }
        if zip(references, references.dropFirst()).contains(where: { !inOrder($0, $1) }) {
            references.sort(by: inOrder)
            references = firstOfEachID(references) { step($0).id }
        }
        let first = step(references[0])
        var tables = FoldTables(StudyProgress(createdAt: first.time), events: references.count)
        var positions: [String: Int] = [:]
        for reference in references {
            let step = parts[Int(reference.part)][Int(reference.index)]
            _ = tables.apply(step)
            if step.id.sequence > positions[step.id.device, default: 0] { positions[step.id.device] = step.id.sequence }
        }
        let last = step(references[references.count - 1])
        return JournalFold(base: tables.progress, positions: positions, through: FoldPosition(time: last.time, id: last.id))
    }

    /// The elements of `references` whose id comes for the first time: a table of the sequences
    /// seen per device, or a set of ids when sequences run far beyond the number of events (a
    /// damaged number).
    private static func firstOfEachID<Reference>(_ references: [Reference], id: (Reference) -> JournalEvent.ID) -> [Reference] {
        var highest: [String: Int] = [:]
        for reference in references {
            let id = id(reference)
            if id.sequence > highest[id.device, default: 0] { highest[id.device] = id.sequence }
        }
        var kept: [Reference] = []
        kept.reserveCapacity(references.count)
        guard highest.values.reduce(0, +) <= 4 * references.count + 1_024 else {
            var seen = Set<JournalEvent.ID>()
            for reference in references where seen.insert(id(reference)).inserted { kept.append(reference) }
            return kept
        }
        // One table of sequences per device, found by the device's place (looked up once per run
        // of one device's events).
        let devices = Array(highest.keys)
        let place = Dictionary(uniqueKeysWithValues: devices.enumerated().map { ($1, $0) })
        var seen = devices.map { [Bool](repeating: false, count: highest[$0]! + 1) }
        var device = ""
        var current = 0
        for reference in references {
            let id = id(reference)
            if id.device != device {
                device = id.device
                current = place[device]!
            }
            if !seen[current][id.sequence] {
                seen[current][id.sequence] = true
                kept.append(reference)
            }
        }
        return kept
    }

    /// The journals read in turn, then sorted and folded (small journals, and the way back).
    private static func sortedRebuild(of bytes: [[UInt8]], names: [String], offsets: [String: Int], now: Date) -> Result {
        var events: [JournalEvent] = []
        var warnings: [LogWarning] = []
        for (file, name) in zip(bytes, names) {
            let contents = JournalFile.parse(file, in: 0..<file.count, lineOffset: 0, file: name)
            events.append(contentsOf: contents.events)
            warnings.append(contentsOf: contents.warnings)
        }
        return Result(fold: ProgressStore.rebuild(events, now: now), eventCount: events.count, warnings: warnings,
                      offsets: offsets, folded: .sorted)
    }

    /// Folds the chunks' events in fold order as they are decoded, merging the files' streams.
    /// - Returns: the fold (nil when there was no event) and the number of events; nil when the
    ///   events are not in fold order or an id comes back at another time (the caller then sorts).
    private static func foldWhileDecoding(_ chunks: Chunks) -> (JournalFold?, Int)? {
        var streams = chunks.streams()
        var fold = StreamingFold(expectedEvents: chunks.totalBytes / 100)
        var count = 0
        if streams.count == 1 {
            // One journal (one device): its chunks in turn, each folded in place.
            for index in streams[0].chunks {
                let steps = chunks.decoded(index).steps
                count += steps.count
                let inOrder = steps.withUnsafeBufferPointer { buffer in
                    for position in buffer.indices where !fold.fold(buffer[position]) { return false }
                    return true
                }
                guard inOrder else { return nil }
            }
        } else {
            while true {
                // The stream whose next event comes first in fold order (a linear scan: a
                // handful of devices at most).
                var chosen = -1
                for index in streams.indices where streams[index].hasHead(in: chunks) {
                    if chosen < 0 || FoldStep.foldOrder(streams[index].head, streams[chosen].head) { chosen = index }
                }
                guard chosen >= 0 else { break }
                count += 1
                guard fold.fold(streams[chosen].head) else { return nil }
                streams[chosen].index += 1
            }
        }
        return (fold.result(), count)
    }

    /// The state of a fold of events that come in fold order: the tables, each device's highest
    /// sequence, the last event folded.
    private struct StreamingFold {
        let expectedEvents: Int
        var tables: FoldTables?
        var positions: [String: Int] = [:]
        var last: FoldPosition?
        /// The last baseline folded.
        var baseline: FoldPosition?
        /// The device of the last event folded and its highest sequence, so the positions table
        /// is touched once per run of one device's events.
        var device = ""
        var highest = 0

        init(expectedEvents: Int) {
            self.expectedEvents = expectedEvents
        }

        /// Folds `step`; false when it does not come after the last one in fold order, or when
        /// its device's sequence does not go up (an id seen again at another time, a sequence of
        /// 0): the sorted fold then decides, and passes over such events as `JournalFold.absorb` does.
        /// A repeat of the last event (a sync tool's conflict copy) is passed over.
        ///
        /// One kind of event out of order is folded all the same: one that sorts before a
        /// baseline already folded. A baseline sets the whole progress, so in fold order nothing
        /// before it counts but its sequence (what a sorted fold gives too). That is how a
        /// directory moved over from progress.json begins: its baseline, then its history lines,
        /// older.
        mutating func fold(_ step: FoldStep) -> Bool {
            var replaced = false
            if let last {
                if step.time == last.time && step.id == last.id { return true }
                if !Self.isBefore(last, step) {
                    guard let baseline, Self.isBefore(step, baseline) else { return false }
                    replaced = true
                }
            }
            if step.id.device != device {
                if !device.isEmpty { positions[device] = highest }
                device = step.id.device
                highest = positions[device, default: 0]
            }
            guard step.id.sequence > highest else { return false }
            highest = step.id.sequence
            if replaced { return true }
            if tables == nil { tables = FoldTables(StudyProgress(createdAt: step.time), events: expectedEvents) }
            _ = tables!.apply(step)
            last = FoldPosition(time: step.time, id: step.id)
            if case .baseline = step.action { baseline = last }
            return true
        }

        /// Whether `lhs` comes before the event `rhs` in fold order.
        private static func isBefore(_ lhs: FoldPosition, _ rhs: FoldStep) -> Bool {
            lhs.time < rhs.time || (lhs.time == rhs.time && lhs.id < rhs.id)
        }

        /// Whether the event `lhs` comes before `rhs` in fold order.
        private static func isBefore(_ lhs: FoldStep, _ rhs: FoldPosition) -> Bool {
            lhs.time < rhs.time || (lhs.time == rhs.time && lhs.id < rhs.id)
        }

        /// The fold (nil when no event was folded).
        mutating func result() -> JournalFold? {
            if !device.isEmpty { positions[device] = highest }
            guard let tables, let last else { return nil }
            return JournalFold(base: tables.progress, positions: positions, through: last)
        }
    }

    /// One file's chunks, read in order by the folding thread.
    private struct Stream {
        /// The indices of the file's chunks in `Chunks`.
        let chunks: Range<Int>
        var chunk: Int
        var steps: [FoldStep] = []
        var index = 0

        init(chunks: Range<Int>) {
            self.chunks = chunks
            chunk = chunks.lowerBound
        }

        /// Whether the stream has an event left, waiting for its next chunk to be decoded.
        mutating func hasHead(in decoded: Chunks) -> Bool {
            while index == steps.count {
                guard chunk < chunks.upperBound else { return false }
                steps = decoded.decoded(chunk).steps
                chunk += 1
                index = 0
            }
            return true
        }

        /// The next event (`hasHead` has returned true).
        var head: FoldStep { steps[index] }
    }

    /// The journals' chunks, decoded on other threads and handed to the folding one.
    ///
    /// A chunk is claimed (under a lock) by the one thread that decodes it: a decoding thread
    /// claims the next chunk not yet claimed; the folding thread, when the chunk it needs next is
    /// not claimed yet, claims it and decodes it itself, so the rebuild never depends on a thread
    /// being free to decode for it. A slot is written once, by the thread that claimed it, before
    /// that chunk's semaphore is signalled, and read by the folding thread only after that (or
    /// after writing it itself); the slots live in memory allocated once (not in an array, whose
    /// shared buffer every write would claim).
    private final class Chunks: @unchecked Sendable {
        struct Decoded {
            /// The chunk's events, made ready to fold.
            var steps: [FoldStep]
            var warnings: [LogWarning]
            /// The lines of the chunk (for the line numbers of warnings in later chunks).
            var lines: Int
        }

        let names: [String]
        /// Each file's size when it was opened (what the rebuild covers of it).
        let sizes: [Int]
        /// Each file open for reading (-1: it could not be opened, read as empty).
        private let descriptors: [Int32]
        /// Per chunk, its file and the bytes of the file whose lines it holds: the lines that
        /// begin there (`JournalFile.lines(beginningIn:of:size:)`).
        let parts: [(file: Int, range: Range<Int>)]
        let totalBytes: Int
        private let slots: UnsafeMutablePointer<Decoded?>
        private let ready: [DispatchSemaphore]
        /// The order decoding threads claim chunks in: by how far into its file each begins, so
        /// several files' streams come in together.
        private let order: [Int]
        /// Guarded by `lock`: which chunks are claimed, and where in `order` to look next.
        private var claimed: [Bool]
        private var cursor = 0
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
        /// Whether chunk `index` is in its slot as far as the folding thread knows (its thread only).
        private var isIn: [Bool]

        /// Opens `files` and cuts each into chunks of `chunkBytes` (nothing is read yet).
        init(files: [URL], chunkBytes: Int) {
            names = files.map(\.lastPathComponent)
            descriptors = files.map { RegularFile.descriptor($0, limit: JournalFile.maximumBytes) }
            let sizes = descriptors.map { descriptor -> Int in
                var info = stat()
                return descriptor >= 0 && fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
            }
            self.sizes = sizes
            var parts: [(file: Int, range: Range<Int>)] = []
            for (file, size) in sizes.enumerated() where size > 0 {
                let step = max(1, chunkBytes)
                for start in stride(from: 0, to: size, by: step) { parts.append((file, start..<min(size, start + step))) }
            }
            self.parts = parts
            totalBytes = sizes.reduce(0, +)
            order = parts.indices.sorted { left, right in
                let (a, b) = (parts[left], parts[right])
                // a.start / a.size < b.start / b.size, without division.
                let x = a.range.lowerBound * sizes[b.file], y = b.range.lowerBound * sizes[a.file]
                return x != y ? x < y : left < right
            }
            slots = .allocate(capacity: parts.count)
            slots.initialize(repeating: nil, count: parts.count)
            ready = parts.map { _ in DispatchSemaphore(value: 0) }
            claimed = Array(repeating: false, count: parts.count)
            isIn = Array(repeating: false, count: parts.count)
            lock = .allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        }

        deinit {
            for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
            pthread_mutex_destroy(lock)
            lock.deallocate()
            slots.deinitialize(count: parts.count)
            slots.deallocate()
        }

        var indices: Range<Int> { parts.indices }

        /// Claims `index` when no thread has; returns whether this call did.
        private func claim(_ index: Int) -> Bool {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard !claimed[index] else { return false }
            claimed[index] = true
            return true
        }

        /// Claims the next chunk in `order` no thread has claimed; nil when none is left.
        private func claimNext() -> Int? {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            while cursor < order.count {
                let index = order[cursor]
                cursor += 1
                if !claimed[index] {
                    claimed[index] = true
                    return index
                }
            }
            return nil
        }

        private func decode(_ index: Int) -> Decoded {
            let (file, range) = parts[index]
            let (bytes, lines) = JournalFile.lines(beginningIn: range, of: descriptors[file], size: sizes[file])
            let contents = JournalFile.parse(bytes, in: lines, lineOffset: 0, file: names[file])
            return Decoded(steps: contents.events.map(FoldStep.init), warnings: contents.warnings,
                           lines: JournalFile.lineBreaks(in: bytes, lines))
        }

        /// Starts a decoding thread per core (a core's worth of them is the folding thread's
        /// when it has nothing to fold); each decodes the chunks it claims until none is left.
        func startDecoding() {
            let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
            for _ in 0..<threads {
                DispatchQueue.global(qos: .userInitiated).async { [self] in
                    while let index = claimNext() {
                        (slots + index).pointee = decode(index)
                        ready[index].signal()
                    }
                }
            }
        }

        /// Chunk `index` (folding thread only): decoded here when no thread has claimed it yet;
        /// else, while the thread that did is not done, this one decodes chunks no thread has
        /// claimed (it would only wait otherwise), and waits once none is left.
        func decoded(_ index: Int) -> Decoded {
            if !isIn[index] {
                if claim(index) {
                    (slots + index).pointee = decode(index)
                } else {
                    while ready[index].wait(timeout: .now()) == .timedOut {
                        guard let other = claimNext() else {
                            ready[index].wait()
                            break
                        }
                        (slots + other).pointee = decode(other)
                        isIn[other] = true
                    }
                }
                isIn[index] = true
            }
            return slots[index]!
        }

        /// Each file's stream of chunks.
        func streams() -> [Stream] {
            var streams: [Stream] = []
            var start = 0
            while start < parts.count {
                var end = start + 1
                while end < parts.count && parts[end].file == parts[start].file { end += 1 }
                streams.append(Stream(chunks: start..<end))
                start = end
            }
            return streams
        }

        /// Every chunk's warnings in file order, with their lines counted from the file's start
        /// (waiting for every chunk).
        func warnings() -> [LogWarning] {
            var warnings: [LogWarning] = []
            var file = -1
            var linesBefore = 0
            for index in indices {
                if parts[index].file != file {
                    file = parts[index].file
                    linesBefore = 0
                }
                let chunk = decoded(index)
                for var warning in chunk.warnings {
                    warning.line = warning.line.map { $0 + linesBefore }
                    warnings.append(warning)
                }
                linesBefore += chunk.lines
            }
            return warnings
        }
    }
}
