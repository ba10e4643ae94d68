#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A progress being folded from many events, its reviews and notebook held in one table keyed by
/// `Key` (an item id with its hash), one entry per item holding both its card and its notebook
/// entry: `ProgressReducer.fold`'s working state.
///
/// Why: in a long journal's fold, finding the item is most of an answer's cost, and for the
/// hundreds of thousands of items of a large collection each lookup is a cache miss or two. One
/// entry per item finds an answer's card and notebook entry with one lookup (two tables took two).
/// A key holding its hash hashes the id once per event and compares hashes first, so only a true
/// match reads the other id's bytes. The progress it gives is the one `ProgressReducer.apply` gives
/// event by event: the same code applies each change (`ProgressReducer.apply(_:at:to:items:)`).
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

    /// An item's card and notebook entry (both nil: the item is in neither, and is dropped when
    /// the tables go back into a progress).
    struct Entry {
        var card: SRSCard?
        var mistake: MistakeRecord?
    }

    /// The reviews and the notebook as one table (`ItemTables`).
    struct Items: ItemTables {
        var entries: [Key: Entry]

        func key(for item: String) -> Key { Key(item) }

        mutating func answer(_ item: Key, kind: DeckKind, mode: TestMode, isRight: Bool, at time: Date, addsCard: Bool) {
            Self.change(&entries[item, default: Entry()], answer: isRight, kind: kind, mode: mode, at: time, addsCard: addsCard)
        }

        @inline(__always)
        private static func change(_ entry: inout Entry, answer isRight: Bool, kind: DeckKind, mode: TestMode, at time: Date,
                                   addsCard: Bool) {
            _ = MistakeRecord.count(answer: isRight, kind: kind, mode: mode, at: time, in: &entry.mistake)
            if addsCard && entry.card == nil { entry.card = SRSCard(due: time) }
        }

        mutating func setCard(_ card: SRSCard?, of item: Key) {
            entries[item, default: Entry()].card = card
        }

        mutating func addCard(of item: Key, due time: Date) {
            Self.addCard(to: &entries[item, default: Entry()], due: time)
        }

        @inline(__always)
        private static func addCard(to entry: inout Entry, due time: Date) {
            if entry.card == nil { entry.card = SRSCard(due: time) }
        }

        mutating func removeMistake(of item: Key) {
            entries[item]?.mistake = nil
        }

        func card(of item: Key) -> SRSCard? { entries[item]?.card }

        func mistake(of item: Key) -> MistakeRecord? { entries[item]?.mistake }

        mutating func setMistake(_ mistake: MistakeRecord?, of item: Key) {
            entries[item, default: Entry()].mistake = mistake
        }
    }

    /// The progress, its `srs` and `mistakes` empty while folding (they are in `items`).
    private var rest: StudyProgress
    private var items: Items

    /// Whether folding `count` events onto `start` through the tables is worth moving the
    /// start's reviews and notebook into them and back.
    static func pays(events count: Int, onto start: StudyProgress) -> Bool {
        count >= 1024 && count >= start.srs.count + start.mistakes.count
    }

    /// - Parameter events: how many events will be folded: the table is sized for a quarter of
    ///   them new items (an item answered four times on average), so a long fold grows it at
    ///   most about once (growing rehashes every key). The room is only reserved (untouched
    ///   memory) and freed with the tables.
    init(_ progress: StudyProgress, events: Int = 0) {
        rest = progress
        var entries = [Key: Entry](minimumCapacity: max(progress.srs.count, progress.mistakes.count) + events / 4)
        for (id, card) in progress.srs { entries[Key(id)] = Entry(card: card) }
        for (id, mistake) in progress.mistakes { entries[Key(id), default: Entry()].mistake = mistake }
        items = Items(entries: entries)
        rest.srs = [:]
        rest.mistakes = [:]
    }

    /// The progress folded so far (the tables split back into its dictionaries, each sized once).
    var progress: StudyProgress {
        var progress = rest
        var cards = 0
        var mistakes = 0
        for entry in items.entries.values {
            if entry.card != nil { cards += 1 }
            if entry.mistake != nil { mistakes += 1 }
        }
        progress.srs = [String: SRSCard](minimumCapacity: cards)
        progress.mistakes = [String: MistakeRecord](minimumCapacity: mistakes)
        for (key, entry) in items.entries {
            if let card = entry.card { progress.srs[key.id] = card }
            if let mistake = entry.mistake { progress.mistakes[key.id] = mistake }
        }
        return progress
    }

    /// Applies one event, as `ProgressReducer.apply(_:to:)` does. Returns whether this version
    /// understood it.
    mutating func apply(_ event: JournalEvent) -> Bool {
        apply(FoldStep(event))
    }

    /// Applies one event made ready to fold (`FoldStep`), as `ProgressReducer.apply(_:to:)`
    /// applies the event. Returns whether this version understood it.
    mutating func apply(_ step: FoldStep) -> Bool {
        defer { ProgressReducer.applyToEvery(time: step.time, dayLayout: step.dayLayout, to: &rest) }
        switch step.action {
        case .change(let change, let key):
            ProgressReducer.apply(change, at: step.time, to: &rest, items: &items, key: key)
            return true
        case .history:
            return true
        case .baseline(let event):
            guard var baseline = JournalMigration.progress(ofBaseline: event) else { return false }
            baseline.learnerSettings = rest.learnerSettings // a baseline holds no settings
            self = FoldTables(baseline, events: items.entries.capacity * 4)
            return true
        case .unknown:
            return false
        }
    }
}
