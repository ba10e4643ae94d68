#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What restoring a backup sets back, as one journal event: named items (bookmark, card,
/// notebook entry, suspension) and day results, each with the state the restoring device had
/// (`from`) and the state of the backup (`to`).
///
/// A part is set back only while it is still as the restoring device saw it (compared to the
/// millisecond a journal keeps): a change another machine made to it that folds first (made
/// before the restore but synced after it) stands, so a restore never wipes another machine's
/// work. What is not named (review counts per day, slips, the rest of the items) is left alone.
/// See docs/architecture.md, "Restoring a backup in a synced world".
public struct RestoredParts: Sendable, Equatable {
    /// The items set back, sorted.
    public var items: [String]
    /// The day result keys set back, sorted.
    public var days: [String]
    /// The named parts as the restoring device had them (absent: the item had none).
    public var from: StudyProgress
    /// The named parts as the backup has them (absent: the restore takes the part away).
    public var to: StudyProgress

    public init(items: [String], days: [String], from: StudyProgress, to: StudyProgress) {
        self.items = items
        self.days = days
        self.from = from
        self.to = to
    }

    /// The parts that differ between `current` and `backup`, less `kept` (those another machine
    /// changed since the backup), each cut down to what it names.
    public static func difference(from current: StudyProgress, to backup: StudyProgress,
                                  keeping kept: (items: Set<String>, days: Set<String>)) -> RestoredParts {
        var items = Set(current.bookmarks.keys).union(backup.bookmarks.keys)
        items.formUnion(current.srs.keys); items.formUnion(backup.srs.keys)
        items.formUnion(current.mistakes.keys); items.formUnion(backup.mistakes.keys)
        items.formUnion(current.suspended.keys); items.formUnion(backup.suspended.keys)
        let changedItems = items.subtracting(kept.items).filter {
            !sameItem($0, in: current, $0, in: backup)
        }.sorted()
        let changedDays = Set(current.dayResults.keys).union(backup.dayResults.keys).subtracting(kept.days).filter {
            !sameDay($0, current, backup)
        }.sorted()
        return RestoredParts(items: changedItems, days: changedDays,
                             from: cut(current, items: changedItems, days: changedDays),
                             to: cut(backup, items: changedItems, days: changedDays))
    }

    /// Whether nothing is set back.
    public var isEmpty: Bool { items.isEmpty && days.isEmpty }

    /// `progress` holding only the parts of `items` and `days`.
    static func cut(_ progress: StudyProgress, items: [String], days: [String]) -> StudyProgress {
        var parts = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        for item in items {
            parts.bookmarks[item] = progress.bookmarks[item]
            parts.srs[item] = progress.srs[item]
            parts.mistakes[item] = progress.mistakes[item]
            parts.suspended[item] = progress.suspended[item]
        }
        for day in days { parts.dayResults[day] = progress.dayResults[day] }
        return parts
    }

    /// Whether the item's parts are the same in both (through the journal's encoding, so a date
    /// kept to the millisecond compares equal to the one in memory).
    static func sameItem(_ item: String, in lhs: StudyProgress, _ other: String, in rhs: StudyProgress) -> Bool {
        if lhs.bookmarks[item] == rhs.bookmarks[other], lhs.srs[item] == rhs.srs[other],
           lhs.mistakes[item] == rhs.mistakes[other], lhs.suspended[item] == rhs.suspended[other] { return true }
        return encoded(cut(lhs, items: [item], days: [])) == encoded(cut(rhs, items: [item], days: []))
    }

    static func sameDay(_ day: String, _ lhs: StudyProgress, _ rhs: StudyProgress) -> Bool {
        if lhs.dayResults[day] == rhs.dayResults[day] { return true }
        return encoded(cut(lhs, items: [], days: [day])) == encoded(cut(rhs, items: [], days: [day]))
    }

    private static func encoded(_ parts: StudyProgress) -> Data {
        ProgressCodec.encode(parts)
    }
}
