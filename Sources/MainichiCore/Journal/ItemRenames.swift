#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Items of the bundled decks moved to their new ids (`ItemIDMap`), and day results to the
/// days of a new layout, as one journal event (`ProgressEvent.itemsRenamed`): what opening a
/// data directory with a new `Decks/id-map.json` records.
///
/// Folding moves whatever the progress holds under each old id *at that point of the fold* to the
/// new id, combining it with what the new id holds (`StudyProgress.remappingItemIDs` rules: the
/// earlier bookmark and suspension, the notebook entries summed, the card reviewed last), and
/// sets each moved day result unless the new day has one already. Nothing else is touched, so
/// another machine's work that folds before it is moved with the rest, and work that folds after
/// it under an old id stays until the next `applyItemIDMap` (at the next start or sync) moves it
/// with another such event. Unlike the whole-progress `baseline` it replaced, it never erases.
public struct ItemRenames: Sendable, Equatable {
    /// Old id to new id, for the ids the progress held.
    public var renamed: [String: String]
    /// Day result keys of the old layout taken out, sorted.
    public var removedDays: [String]
    /// Day results of the new layout made from them.
    public var movedDays: [String: DayResult]

    public init(renamed: [String: String], removedDays: [String] = [], movedDays: [String: DayResult] = [:]) {
        self.renamed = renamed
        self.removedDays = removedDays
        self.movedDays = movedDays
    }

    /// Whether it moves nothing.
    public var isEmpty: Bool { renamed.isEmpty && removedDays.isEmpty && movedDays.isEmpty }

    /// The moves `map` makes in `progress`: each renamed id it holds a record of, and, when the
    /// map has a day layout the progress is not stamped with, its day results of the old days.
    public static func moves(in progress: StudyProgress, by map: ItemIDMap) -> ItemRenames {
        var renamed: [String: String] = [:]
        func note(_ id: String) {
            if let new = map.renamed[id] { renamed[id] = new }
        }
        progress.bookmarks.keys.forEach(note)
        progress.mistakes.keys.forEach(note)
        progress.srs.keys.forEach(note)
        progress.suspended.keys.forEach(note)
        progress.slips.lazy.map(\.itemID).forEach(note)
        var renames = ItemRenames(renamed: renamed)
        if let days = map.days, progress.dayLayout != days.layout {
            let after = progress.remappingDayResults(days).dayResults
            renames.removedDays = progress.dayResults.keys.filter { days.isMoved($0) }.sorted()
            for (key, result) in after where progress.dayResults[key] != result || days.isMoved(key) {
                renames.movedDays[key] = result
            }
        }
        return renames
    }

    /// Applies the moves to `progress`, whose reviews and notebook are `items`.
    static func apply<Items: ItemTables>(_ renames: ItemRenames, to progress: inout StudyProgress, items: inout Items) {
        for (old, new) in renames.renamed.sorted(by: { $0.key < $1.key }) where old != new {
            if let date = progress.bookmarks.removeValue(forKey: old) {
                progress.bookmarks[new] = min(date, progress.bookmarks[new] ?? date)
            }
            if let date = progress.suspended.removeValue(forKey: old) {
                progress.suspended[new] = min(date, progress.suspended[new] ?? date)
            }
            let oldKey = items.key(for: old)
            let newKey = items.key(for: new)
            if let record = items.mistake(of: oldKey) {
                items.setMistake(nil, of: oldKey)
                items.setMistake(items.mistake(of: newKey).map { StudyProgress.combined($0, record) } ?? record, of: newKey)
            }
            if let card = items.card(of: oldKey) {
                items.setCard(nil, of: oldKey)
                items.setCard(StudyProgress.reviewedLast(items.card(of: newKey), card), of: newKey)
            }
        }
        if !renames.renamed.isEmpty {
            for index in progress.slips.indices {
                if let new = renames.renamed[progress.slips[index].itemID] { progress.slips[index].itemID = new }
            }
        }
        for day in renames.removedDays where renames.movedDays[day] == nil { progress.dayResults[day] = nil }
        for (day, result) in renames.movedDays.sorted(by: { $0.key < $1.key }) {
            // A result already on the new day was recorded under the new layout: it stays.
            if renames.removedDays.contains(day) || progress.dayResults[day] == nil { progress.dayResults[day] = result }
        }
    }
}
