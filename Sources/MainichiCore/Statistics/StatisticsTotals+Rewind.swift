#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StatisticsTotals {
    /// One journal event's change with its place in fold order.
    struct Placed: Sendable {
        var position: FoldPosition
        var change: Change
    }

    /// Takes back what the events folded after `position` did, so that a late event at `position`
    /// and those events can be folded again in order (`StatisticsLedger` on another device's events
    /// arriving late): the totals become what they were just after `position`, for every figure
    /// the statistics read.
    ///
    /// `folded` are the changes already folded after `position` (every one of them, each once);
    /// `refolding` are those and the late ones, which decide the items to rewind. Buckets keep what
    /// the entries up to `position` put in them; only the items the events to fold again name are
    /// rewound, each to the standing reviews of its window up to `position`.
    ///
    /// Gives false (the totals are then of no use: the caller folds every journal again) when the
    /// kept state does not reach back far enough: an undo folded after `position` that has no id
    /// or names a review not among `refolding` (it may have taken back a review from before
    /// `position`, which is no longer kept), or an item whose kept window begins after `position`
    /// while older reviews of it were dropped from the window (their order against `position` is
    /// not kept).
    mutating func rewind(to position: FoldPosition, folded: [Placed], refolding: [Placed]) -> Bool {
        var reviewEvents = Set<JournalEvent.ID>()
        var touched = Set<Statistics.ItemKey>()
        for placed in refolding {
            switch placed.change {
            case .entry(let entry):
                guard entry.type == .review, let item = entry.itemID else { continue }
                reviewEvents.insert(placed.position.id)
                touched.insert(Statistics.ItemKey(id: renamed[item] ?? item))
            case .undo(let item, _):
                touched.insert(Statistics.ItemKey(id: renamed[item] ?? item))
            }
        }
        for placed in folded {
            guard case .undo(_, let undoes) = placed.change else { continue }
            guard let undoes, reviewEvents.contains(undoes) else { return false }
        }
        for key in touched {
            guard var item = items[key] else { continue }
            let split = item.window.firstIndex { $0.position > position } ?? item.window.count
            if split == item.window.count { continue }
            if split == 0 && item.dropped > 0 { return false }
            for (index, review) in item.window[split...].enumerated() {
                let key = Self.bucket(of: review.time)
                var bucket = buckets[key] ?? Bucket()
                bucket.entries -= 1
                bucket.reviews -= 1
                if review.rating != .again { bucket.reviewsPassed -= 1 }
                if review.counted {
                    bucket.retentionReviews -= 1
                    if review.rating != .again { bucket.retentionPassed -= 1 }
                }
                // The item's first standing review counted it as new where it fell.
                if index == 0 && split == 0 && item.dropped == 0 { bucket.newItems -= 1 }
                store(bucket, at: key)
                standing[review.journalItem, default: 0] -= 1
            }
            item.window.removeSubrange(split...)
            items[key] = item.standing == 0 ? nil : item
        }
        for placed in folded {
            // Entries without an item: reviews of items were taken back with their item above.
            guard case .entry(let entry) = placed.change, !(entry.type == .review && entry.itemID != nil) else { continue }
            let key = Self.bucket(of: entry.time.timeIntervalSince1970)
            var bucket = buckets[key] ?? Bucket()
            bucket.entries -= 1
            switch entry.type {
            case .game:
                hangmanWon -= max(0, entry.score ?? 0)
                hangmanPlayed -= max(0, entry.total ?? 0)
            case .review:
                bucket.reviews -= 1
                if entry.rating != .again { bucket.reviewsPassed -= 1 }
            case .test, .study:
                break
            }
            store(bucket, at: key)
        }
        recent.removeAll { $0.position > position }
        return true
    }
}
