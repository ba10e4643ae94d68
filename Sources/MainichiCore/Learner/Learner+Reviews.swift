#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Learner {
    /// The reviews waiting now: new, learning and due counts (`ReviewCounts`) and when the next
    /// one comes. The main menu, the review screen's header and `mainichi stats` all show these
    /// figures, so they agree.
    public func reviewStatus() -> ReviewStatus {
        Self.reviewStatus(progress: progress.progress, settings: settings.settings, now: now, calendar: calendar)
    }

    /// The reviews waiting at `now` in `progress` under `settings`: the same rule for a caller that
    /// reads a data directory without opening its stores (`mainichi stats`).
    public static func reviewStatus(progress: StudyProgress, settings: Settings, now: Date,
                                    calendar: StudyCalendar) -> ReviewStatus {
        ReviewQueue.status(progress: progress, settings: settings, now: now, calendar: calendar)
    }

    /// Adds `ids` to reviews as new items and says whether today's new-items limit lets them in.
    /// - Returns: how many were added (items already in reviews are left as they are), and, when
    ///   some added item will not come today because of the limit, the limit that holds it back.
    @discardableResult
    public func addToReviews(_ ids: [String]) throws(StorageError) -> AddedToReviews {
        let added = try progress.addToReviews(ids)
        guard added > 0 else { return AddedToReviews(added: 0, heldBackBy: nil) }
        // New items come in order of their due time, then id: an item added now comes after every
        // new item already waiting, so it waits for a later day when the limit holds any back.
        let status = reviewStatus()
        return AddedToReviews(added: added, heldBackBy: status.newHeldBackCount > 0 ? settings.settings.newPerDay : nil)
    }
}

/// What adding items to reviews did.
public struct AddedToReviews: Sendable, Equatable {
    /// Items added (those already in reviews are not counted).
    public var added: Int
    /// The new-items-a-day limit, when it holds an added item back until a later day; nil when
    /// everything added comes in today's reviews.
    public var heldBackBy: Int?
}
