#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The parts of a progress a set of changes can touch: items (their bookmark, notebook entry,
/// card and suspension), day results, days of review activity, the list of slips, and word marks.
///
/// Every change of `ProgressReducer` reads and writes only the parts it names here (and
/// `updatedAt`, `createdAt`), so the state of one part is the fold of the changes that touch it,
/// in fold order: `JournalFold.refold` folds again only those.
struct FoldKeys {
    var items: Set<String> = []
    var days: Set<String> = []
    var activityDays: Set<String> = []
    var slips = false
    /// The settings that travel (`LearnerSettings`), folded again together (they are few).
    var settings = false
    /// Keys of word marks (`StudyProgress.wordMarks`).
    var words: Set<String> = []

    /// Adds the parts `change` touches.
    mutating func insert(_ change: ProgressEvent) {
        switch change {
        case .bookmark(let item, _), .answer(let item, _, _, _), .counted(let item, _, _, _),
             .suspension(let item, _), .mistakeRemoved(let item):
            items.insert(item)
        case .slip:
            slips = true
        case .test(let day, _, _, _):
            if let day { days.insert(DayKey.canonical(day)) }
        case .studied(let day):
            days.insert(DayKey.canonical(day))
        case .review(let item, _, _, let stamp, _), .reviewUndo(let item, _, _, let stamp, _):
            items.insert(item)
            activityDays.insert(stamp)
        case .reviewsAdded(let list), .reviewsRemoved(let list):
            items.formUnion(list)
        case .duesMoved(let moves):
            items.formUnion(moves.lazy.map(\.item))
        case .restored(let parts):
            items.formUnion(parts.items)
            days.formUnion(parts.days)
        case .setting, .dayOff:
            settings = true
        case .itemsRenamed(let renames):
            items.formUnion(renames.renamed.keys)
            items.formUnion(renames.renamed.values)
            days.formUnion(renames.removedDays)
            days.formUnion(renames.movedDays.keys)
            slips = slips || !renames.renamed.isEmpty
        case .wordMark(let word, _):
            words.insert(word)
        }
    }

    /// Adds the parts that fold together with these: a review naming its basis counts as new or
    /// not by its item's card (`ProgressReducer`), so its item and its day go together; a move of
    /// renamed items (`ItemRenames`) combines an old id's records with its new id's, so all its
    /// ids, days and the slips go together; repeated
    /// until nothing is added, over every change in `lists`.
    mutating func close(over lists: [[ProgressEvent?]]) {
        var grew = true
        while grew {
            grew = false
            for list in lists {
                for change in list {
                    switch change {
                    case .review(let item, _, _, let stamp, _?)?, .reviewUndo(let item, _, _, let stamp, _?)?:
                        guard items.contains(item) || activityDays.contains(stamp) else { continue }
                        if items.insert(item).inserted { grew = true }
                        if activityDays.insert(stamp).inserted { grew = true }
                    case .itemsRenamed(let renames)?:
                        // A move combines an old id's records with the new id's: both go together.
                        guard touches(.itemsRenamed(renames)) else { continue }
                        for (old, new) in renames.renamed {
                            if items.insert(old).inserted { grew = true }
                            if items.insert(new).inserted { grew = true }
                        }
                        for day in renames.removedDays + Array(renames.movedDays.keys) where days.insert(day).inserted { grew = true }
                        if !renames.renamed.isEmpty && !slips { slips = true; grew = true }
                    default:
                        continue
                    }
                }
            }
        }
    }

    /// Whether `change` touches any of these parts.
    func touches(_ change: ProgressEvent) -> Bool {
        switch change {
        case .bookmark(let item, _), .answer(let item, _, _, _), .counted(let item, _, _, _),
             .suspension(let item, _), .mistakeRemoved(let item):
            return items.contains(item)
        case .slip:
            return slips
        case .test(let day, _, _, _):
            return day.map { days.contains(DayKey.canonical($0)) } ?? false
        case .studied(let day):
            return days.contains(DayKey.canonical(day))
        case .review(let item, _, _, let stamp, _), .reviewUndo(let item, _, _, let stamp, _):
            return items.contains(item) || activityDays.contains(stamp)
        case .reviewsAdded(let list), .reviewsRemoved(let list):
            return list.contains(where: items.contains)
        case .duesMoved(let moves):
            return moves.contains { items.contains($0.item) }
        case .restored(let parts):
            return parts.items.contains(where: items.contains) || parts.days.contains(where: days.contains)
        case .setting, .dayOff:
            return settings
        case .itemsRenamed(let renames):
            return renames.renamed.contains { items.contains($0.key) || items.contains($0.value) }
                || renames.removedDays.contains(where: days.contains) || renames.movedDays.keys.contains(where: days.contains)
                || (slips && !renames.renamed.isEmpty)
        case .wordMark(let word, _):
            return words.contains(word)
        }
    }

    /// Sets these parts of `progress` to what they are in `source`.
    func copy(from source: StudyProgress, into progress: inout StudyProgress) {
        for item in items {
            progress.bookmarks[item] = source.bookmarks[item]
            progress.mistakes[item] = source.mistakes[item]
            progress.srs[item] = source.srs[item]
            progress.suspended[item] = source.suspended[item]
        }
        for day in days { progress.dayResults[day] = source.dayResults[day] }
        for day in activityDays { progress.activity[day] = source.activity[day] }
        if slips { progress.slips = source.slips }
        if settings { progress.learnerSettings = source.learnerSettings }
        for word in words { progress.wordMarks[word] = source.wordMarks[word] }
    }
}
