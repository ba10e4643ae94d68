#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A progress being folded from many events, its reviews and notebook keyed by `Key` (an item id
/// with its hash) instead of the id alone: `ProgressReducer.fold`'s working state.
///
/// Why: a dictionary keyed by strings compares the id looked up with every id in its probe
/// sequence, reading each one's bytes from memory (for the hundreds of thousands of items of a
/// long journal, a cache miss each), and hashes the id once per table. A key holding its hash
/// hashes the id once per event and compares hashes first, so only a true match reads the other
/// id's bytes. The progress it gives is the one `ProgressReducer.apply` gives event by event: the
/// same code applies each change (`ProgressReducer.apply(_:at:to:srs:mistakes:key:)`).
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
    }

    /// The progress, its `srs` and `mistakes` empty while folding (they are in the tables).
    private var rest: StudyProgress
    private var srs: [Key: SRSCard]
    private var mistakes: [Key: MistakeRecord]

    /// Whether folding `count` events onto `start` through the tables is worth moving the
    /// start's reviews and notebook into them and back.
    static func pays(events count: Int, onto start: StudyProgress) -> Bool {
        count >= 1024 && count >= start.srs.count + start.mistakes.count
    }

    /// - Parameter events: how many events will be folded: the tables are sized for a quarter of
    ///   them new in reviews (an item answered four times on average) and a sixteenth new in the
    ///   notebook, so a long fold grows them at most about once (growing rehashes every key). The
    ///   room is only reserved (untouched memory) and freed with the tables.
    init(_ progress: StudyProgress, events: Int = 0) {
        rest = progress
        srs = Self.keyed(progress.srs, room: events / 4)
        mistakes = Self.keyed(progress.mistakes, room: events / 16)
        rest.srs = [:]
        rest.mistakes = [:]
    }

    /// The progress folded so far.
    var progress: StudyProgress {
        var progress = rest
        progress.srs = Self.byID(srs)
        progress.mistakes = Self.byID(mistakes)
        return progress
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
            self = FoldTables(baseline, events: srs.capacity * 4)
            return true
        default: break
        }
        guard let change = ProgressEvent(event) else { return false }
        ProgressReducer.apply(change, at: event.time, to: &rest, srs: &srs, mistakes: &mistakes, key: Key.init)
        return true
    }

    private static func keyed<Value>(_ table: [String: Value], room: Int) -> [Key: Value] {
        var keyed = [Key: Value](minimumCapacity: table.count + room)
        for (id, value) in table { keyed[Key(id)] = value }
        return keyed
    }

    /// The table keyed by id, sized once (its final count is known).
    private static func byID<Value>(_ table: [Key: Value]) -> [String: Value] {
        var byID = [String: Value](minimumCapacity: table.count)
        for (key, value) in table { byID[key.id] = value }
        return byID
    }
}
