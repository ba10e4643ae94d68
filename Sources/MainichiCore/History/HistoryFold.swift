#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The history entries journal events carry, folded one event at a time in fold order (time, then
/// id): each id once, an undone review (`reviewUndo`) cancelling the review entry it names (before
/// undo ids were written, the item's latest).
///
/// `StudyHistory.history(of:)` folds a whole journal with it; `HistoryFollower` keeps one and folds
/// only the events appended since its last read.
struct HistoryFold {
    /// The last event folded: a later event may be folded after it (`canFold`).
    private(set) var last: JournalEvent?
    private var seen = Set<JournalEvent.ID>()
    /// Every entry in fold order; nil where a review was undone.
    private var entries: [HistoryEvent?] = []
    private var cancelled = 0
    /// The positions of each item's standing review entries.
    private var standing: [String: [Int]] = [:]
    /// The position of each review event's entry, by event id.
    private var reviewEntries: [JournalEvent.ID: Int] = [:]
    /// Item ids renamed by the decks (`ItemIDMap.remapping`), applied to each entry as it is folded.
    let itemIDMap: ItemIDMap?
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    init(capacity: Int = 0, itemIDMap: ItemIDMap? = nil) {
        self.itemIDMap = itemIDMap
        seen.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// Whether `event` was folded already (its id).
    func contains(_ event: JournalEvent) -> Bool {
        seen.contains(event.id)
    }

    /// Whether `event` comes after every event folded so far in fold order, so folding it now gives
    /// what folding everything again would.
    func canFold(_ event: JournalEvent) -> Bool {
        guard let last else { return true }
        return !JournalEvent.foldOrder(event, last)
    }

    /// Folds one event (skipped when its id was folded before).
    mutating func fold(_ event: JournalEvent) {
        guard seen.insert(event.id).inserted else { return }
        if last.map({ JournalEvent.foldOrder($0, event) }) ?? true { last = event }
        if event.type == "reviewUndo" {
            guard case .string(let item)? = event["item"], var indices = standing[item] else { return }
            // The review the undo names by id; before ids were written, the item's latest.
            var undone = indices.last
            if case .string(let text)? = event[ProgressStore.undoesField], let id = JournalEvent.ID(text) {
                undone = reviewEntries[id]
            }
            if let undone, let position = indices.lastIndex(of: undone) {
                entries[undone] = nil
                cancelled += 1
                indices.remove(at: position)
                standing[item] = indices
            }
            return
        }
        guard var entry = Self.entry(of: event, decoder: decoder) else { return }
        // Undo events name the item as the journal wrote it: standing entries are kept by that id.
        if entry.type == .review, let item = entry.itemID {
            standing[item, default: []].append(entries.count)
            reviewEntries[event.id] = entries.count
        }
        if let itemIDMap, let item = entry.itemID, let renamed = itemIDMap.renamed[item] { entry.itemID = renamed }
        entries.append(entry)
    }

    /// The history entry `event` carries, with item ids as the journal wrote them (nil for an
    /// event without one, or with one that cannot be read). Shared with `HistoryPager`.
    static func entry(of event: JournalEvent, decoder: JSONDecoder) -> HistoryEvent? {
        let value = event.type == JournalMigration.historyType ? event["entry"] : event[StudyHistory.historyField]
        guard let value else { return nil }
        guard case .event(var entry)? = HistoryLineDecoder.decode(value, fallback: decoder) else { return nil }
        // A day of the learner's decks studied before entries named their deck: the event names it.
        if entry.type == .study, entry.deck == nil, entry.level == nil, event.type == "studied",
           case .string(let text)? = event["day"], let day = DayKey(rawValue: text) {
            entry.setDay(day, kind: nil)
        }
        return entry
    }

    /// The standing entries, newest first.
    var history: [HistoryEvent] {
        var result: [HistoryEvent] = []
        result.reserveCapacity(entries.count - cancelled)
        for entry in entries.reversed() {
            if let entry { result.append(entry) }
        }
        return result
    }
}
