#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StudyProgress {
    /// The progress with every item id that `map` renames moved to its new id; also how many
    /// records moved.
    ///
    /// Bookmarks, mistakes, review cards, suspensions and typing slips move. When two old items
    /// merged into one, or the new id already has a record, the two are combined: the earlier
    /// bookmark, the mistakes summed (the streak of the more recent one), the review card reviewed
    /// last, the earlier suspension. Day results are keyed by day, not by item: they
    /// move by `remappingDayResults(_:)`; history entries are read through the map
    /// (`ItemIDMap.remapping(_:)`). Ids the map does not name are untouched.
    public func remappingItemIDs(_ map: ItemIDMap) -> (progress: StudyProgress, moved: Int) {
        var result = self
        var moved = 0
        for (old, date) in bookmarks {
            guard let new = map.renamed[old] else { continue }
            result.bookmarks[old] = nil
            result.bookmarks[new] = min(date, result.bookmarks[new] ?? date)
            moved += 1
        }
        for (old, record) in mistakes {
            guard let new = map.renamed[old] else { continue }
            result.mistakes[old] = nil
            result.mistakes[new] = result.mistakes[new].map { Self.combined($0, record) } ?? record
            moved += 1
        }
        for (old, card) in srs {
            guard let new = map.renamed[old] else { continue }
            result.srs[old] = nil
            result.srs[new] = Self.reviewedLast(result.srs[new], card)
            moved += 1
        }
        for (old, date) in suspended {
            guard let new = map.renamed[old] else { continue }
            result.suspended[old] = nil
            result.suspended[new] = min(date, result.suspended[new] ?? date)
            moved += 1
        }
        for index in result.slips.indices {
            guard let new = map.renamed[result.slips[index].itemID] else { continue }
            result.slips[index].itemID = new
            moved += 1
        }
        return (result, moved)
    }

    /// Two notebook entries of one item combined: the mistakes summed, the earlier first
    /// mistake, the modes of both, the rest from the one wrong last (`existing` on a tie).
    static func combined(_ existing: MistakeRecord, _ moved: MistakeRecord) -> MistakeRecord {
        var combined = existing.lastWrong >= moved.lastWrong ? existing : moved
        combined.wrongCount = existing.wrongCount + moved.wrongCount
        combined.firstWrong = min(existing.firstWrong, moved.firstWrong)
        combined.modes = Array(Set(existing.modes + moved.modes)).sorted()
        return combined
    }

    /// Of an item's card and a card moved onto it, the one reviewed last (`existing` on a tie).
    static func reviewedLast(_ existing: SRSCard?, _ moved: SRSCard) -> SRSCard {
        guard let existing, (existing.lastReview ?? .distantPast) >= (moved.lastReview ?? .distantPast) else { return moved }
        return existing
    }
}
