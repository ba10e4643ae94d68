#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// A progress being folded from many events, its reviews and notebook keyed by `Key` (an item id
/// with its hash) instead of the id alone: `ProgressReducer.fold`'s working state.
///
/// Why: a dictionary keyed by strings compares the id looked up with every id in its probe
/// sequence, reading each one's bytes from memory (for the hundreds of thousands of items of a
/// long journal, a cache miss each), and hashes the id once per table. A key holding its hash
/// hashes the id once per event and compares hashes first, so only a true match reads the other
/// id's bytes. The progress it gives is the one `ProgressReducer.apply` gives event by event: the
/// same code applies each change (`ProgressReducer.apply(_:at:to:srs:mistakes:key:)`).
///
/// A long fold runs in parts at once, one per core (`fold(_:in:onto:parts:)`): every part reads
/// every event in fold order, but keeps the reviews and notebook entries only of the items whose
/// hash falls in it (an entry's state depends only on the changes to its item, in order, and on
/// the baselines); the first part's rest of the progress (days, activity, bookmarks, dates...)
/// is the rest of the result.
struct FoldTables {
    /// An item id with its hash (`String.hashValue`, the same for every key of this process).
    struct Key: Hashable {
        let hash: Int
        let id: String

        @inline(__always) init(_ id: String) {
            self.id = id
            hash = id.hashValue
        }

        @inline(__always) static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.id == rhs.id
        }

        @inline(__always) func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        /// Whether the key's entries are folded by part `part` of `parts`.
        @inline(__always) func isIn(part: Int, of parts: Int) -> Bool {
            parts == 1 || Int(UInt(bitPattern: hash) % UInt(parts)) == part
        }
    }

    /// From this many events a fold runs in parts, one per core.
    static let parallelThreshold = 1 << 16

    /// The progress, its `srs` and `mistakes` empty while folding (they are in the tables).
    private var rest: StudyProgress
    private var srs: [Key: SRSCard]
    private var mistakes: [Key: MistakeRecord]
    /// The part of the items this one holds the entries of, and how many parts there are.
    private let part: Int
    private let parts: Int

    /// Whether folding `count` events onto `start` through the tables is worth moving the
    /// start's reviews and notebook into them and back.
    static func pays(events count: Int, onto start: StudyProgress) -> Bool {
        count >= 1024 && count >= start.srs.count + start.mistakes.count
    }

    /// - Parameter events: how many events will be folded: the tables are sized for a quarter of
    ///   them new in reviews (an item answered four times on average) and a sixteenth new in the
    ///   notebook, so a long fold grows them at most about once (growing rehashes every key). The
    ///   room is only reserved (untouched memory) and freed with the tables.
    init(_ progress: StudyProgress, events: Int = 0, part: Int = 0, of parts: Int = 1) {
        rest = progress
        self.part = part
        self.parts = parts
        srs = Self.keyed(progress.srs, room: events / 4 / parts, part: part, of: parts)
        mistakes = Self.keyed(progress.mistakes, room: events / 16 / parts, part: part, of: parts)
        rest.srs = [:]
        rest.mistakes = [:]
    }

    /// The progress folded so far.
    var progress: StudyProgress { Self.progress(of: [self]) }

    /// The progress of the parts of one fold: the first one's rest, every part's entries.
    static func progress(of parts: [FoldTables]) -> StudyProgress {
        var progress = parts[0].rest
        progress.srs = byID(parts.map(\.srs))
        progress.mistakes = byID(parts.map(\.mistakes))
        return progress
    }

    /// Folds `events` in the order `order` gives (an event with the id of the one before it is
    /// passed over), in `parts` parts at once; the result does not depend on `parts`.
    /// - Returns: the progress and how many events were passed over as unknown.
    static func fold(_ events: [JournalEvent], in order: [Int], onto start: StudyProgress, parts: Int)
        -> (progress: StudyProgress, passedOver: Int) {
        var results = [(tables: FoldTables, passedOver: Int)?](repeating: nil, count: parts)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each part writes its own slot, read once every part is done (`concurrentPerform`
            // returns then): no two threads touch the same memory.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var tables = FoldTables(start, events: events.count, part: part, of: parts)
                var passedOver = 0
                var previous: JournalEvent.ID?
                for index in order {
                    let id = events[index].id
                    if let previous, previous.sequence == id.sequence, previous.device == id.device { continue }
                    previous = id
                    if !tables.apply(events[index]) { passedOver += 1 }
                }
                slots[part] = (tables, passedOver)
            }
        }
        let done = results.map { $0! }
        return (progress(of: done.map(\.tables)), done[0].passedOver)
    }

    /// Applies one event, as `ProgressReducer.apply(_:to:)` does. Returns whether this version
    /// understood it.
    mutating func apply(_ event: JournalEvent) -> Bool {
        defer { ProgressReducer.applyToEvery(event, to: &rest) }
        switch event.type {
        case JournalMigration.historyType:
            return true
        case JournalMigration.baselineType:
            guard let baseline = JournalMigration.progress(ofBaseline: event) else { return false }
            self = FoldTables(baseline, events: srs.capacity * 4 * parts, part: part, of: parts)
            return true
        default: break
        }
        guard let change = ProgressEvent(event) else { return false }
        let (part, parts) = (part, parts)
        ProgressReducer.apply(change, at: event.time, to: &rest, srs: &srs, mistakes: &mistakes) { id in
            let key = Key(id)
            return key.isIn(part: part, of: parts) ? key : nil
        }
        return true
    }

    private static func keyed<Value>(_ table: [String: Value], room: Int, part: Int, of parts: Int) -> [Key: Value] {
        var keyed = [Key: Value](minimumCapacity: table.count / parts + room)
        for (id, value) in table {
            let key = Key(id)
            if key.isIn(part: part, of: parts) { keyed[key] = value }
        }
        return keyed
    }

    /// The table keyed by id, sized once (its final count is known).
    private static func byID<Value>(_ tables: [[Key: Value]]) -> [String: Value] {
        var byID = [String: Value](minimumCapacity: tables.reduce(0) { $0 + $1.count })
        for table in tables {
            for (key, value) in table { byID[key.id] = value }
        }
        return byID
    }
}
