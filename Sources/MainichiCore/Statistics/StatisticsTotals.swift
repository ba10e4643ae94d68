#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The history figures of the statistics kept as running totals, folded one journal event at a
/// time in fold order, so the statistics of a million reviews are read from a small saved file and
/// the journal's tail (`StatisticsLedger`) instead of from every history entry.
///
/// The totals are kept per quarter hour of UTC (`bucketSeconds`), not per study day: every time
/// zone and day start of today's tz database begins its days on a quarter hour, so the day figures
/// of any calendar are sums of whole buckets, and a change of zone, day start or first weekday needs
/// no re-fold. (`Statistics.compute(totals:...)` checks each bucket lies in one day and gives up
/// otherwise; the caller then computes from the whole history.)
///
/// Per bucket: history entries, reviews, reviews not graded Again, items first reviewed, and the
/// reviews of cards in the review state with those passed (true retention). Per item: the card as
/// replaying its reviews leaves it (as `Statistics` and `LeechIndex` replay them), its lapses and
/// its latest reviews (`window`), so an undone review is taken back exactly. The durations of the
/// last two days' entries are kept one by one (`recent`): today's time spent is their sum in fold
/// order, the same floating-point additions the full computation makes. Hangman results are sums.
///
/// An undo that names a review older than the window kept for its item cannot be taken back here:
/// `needsRebuild` is set and the caller folds every journal again (with unlimited windows).
public struct StatisticsTotals: Sendable, Equatable {
    /// Seconds in a bucket: a quarter hour.
    public static let bucketSeconds = 900
    /// Reviews kept per item for undo by a totals folded incrementally.
    public static let defaultWindow = 16
    /// How long the durations of entries are kept one by one after the latest (two days), and how
    /// much longer they may pile up before the oldest are dropped.
    static let recentSpan: Double = 2 * 86_400
    static let recentSlack: Double = 86_400

    /// What happened in one quarter hour.
    public struct Bucket: Sendable, Equatable {
        /// History entries of any type (a day with one is an active day).
        public var entries = 0
        public var reviews = 0
        /// Reviews not graded Again (a review without a grade counts as passed, as today's figure does).
        public var reviewsPassed = 0
        /// Items whose first standing review falls here.
        public var newItems = 0
        /// Graded reviews of cards in the review state, and those not graded Again.
        public var retentionReviews = 0
        public var retentionPassed = 0

        var isEmpty: Bool {
            entries == 0 && reviews == 0 && reviewsPassed == 0 && newItems == 0 && retentionReviews == 0 && retentionPassed == 0
        }
    }

    /// The duration of one recent entry.
    struct Timed: Sendable, Equatable {
        var time: Double
        var duration: Double
        /// The fold position of its journal event.
        var position: FoldPosition
        /// Whether it is a review of an item, which an undo may take back.
        var undoable: Bool

        /// The journal event, for a review that an undo may take back.
        var event: JournalEvent.ID? { undoable ? position.id : nil }
    }

    /// One standing review of an item.
    struct Review: Sendable, Equatable {
        var event: JournalEvent.ID
        /// The time of its journal event (its place in fold order with `event`).
        var foldTime: Date
        /// The item id as the journal wrote it (undo events name it so).
        var journalItem: String
        var time: Double
        var rating: Rating?
        var duration: Double
        /// Whether the card was in the review state before the grade (counted for true retention).
        var counted = false
        /// The card after this review (nil before the first graded one).
        var cardAfter: SRSCard?
        var lapsesAfter = 0

        var position: FoldPosition { FoldPosition(time: foldTime, id: event) }
    }

    /// One item's replay.
    struct Item: Sendable, Equatable {
        /// The card and lapses after the reviews no longer in `window`, and how many those were.
        var baseCard: SRSCard?
        var baseLapses = 0
        var dropped = 0
        /// The latest standing reviews, oldest first.
        var window: [Review] = []

        var card: SRSCard? { window.isEmpty ? baseCard : window[window.count - 1].cardAfter }
        var lapses: Int { window.last?.lapsesAfter ?? baseLapses }
        var standing: Int { dropped + window.count }
    }

    public internal(set) var buckets: [Int: Bucket] = [:]
    var recent: [Timed] = []
    /// Entries from this time on have their duration in `recent` (-infinity: every entry).
    var recentFrom = -Double.infinity
    /// Items by their id (renamed by the decks' id map), hashed by their bytes.
    var items: [Statistics.ItemKey: Item] = [:]
    /// Standing reviews per item id as the journal wrote it.
    var standing: [String: Int] = [:]
    public internal(set) var hangmanWon = 0
    public internal(set) var hangmanPlayed = 0
    /// The time of the latest entry folded.
    var latest = -Double.infinity
    /// Reviews kept per item (`Int.max` for a rebuild, which must never need another).
    var windowLimit: Int
    /// An undo named a review no longer in its item's window: fold everything again.
    public internal(set) var needsRebuild = false
    /// The item id map applied to entries as they are folded.
    let renamed: [String: String]

    private let scheduler = FSRSScheduler(enableFuzzing: false)

    public init(windowLimit: Int = StatisticsTotals.defaultWindow, renamed: [String: String] = [:]) {
        self.windowLimit = max(1, windowLimit)
        self.renamed = renamed
    }

    public static func == (lhs: StatisticsTotals, rhs: StatisticsTotals) -> Bool {
        lhs.buckets == rhs.buckets && lhs.hangmanWon == rhs.hangmanWon && lhs.hangmanPlayed == rhs.hangmanPlayed
            && lhs.lapses == rhs.lapses && lhs.standing == rhs.standing
    }

    /// Lapses per item id (items without one absent).
    public var lapses: [String: Int] {
        var result: [String: Int] = [:]
        for (key, item) in items where item.lapses > 0 { result[key.id] = item.lapses }
        return result
    }

    static func bucket(of time: Double) -> Int {
        Int((time / Double(bucketSeconds)).rounded(.down))
    }

    // MARK: - Folding

    /// What one journal event does to the statistics.
    enum Change: Sendable {
        /// It carries a history entry (its item id as the journal wrote it).
        case entry(HistoryEvent)
        /// It undoes a review of `item`, naming it by id when `undoes` is given.
        case undo(item: String, undoes: JournalEvent.ID?)
    }

    /// What `event` does, as `HistoryFold` reads it; nil when it carries no history.
    static func change(of event: JournalEvent) -> Change? {
        if event.type == "reviewUndo" {
            guard case .string(let item)? = event["item"] else { return nil }
            var undoes: JournalEvent.ID?
            if case .string(let text)? = event[ProgressStore.undoesField] { undoes = JournalEvent.ID(text) }
            return .undo(item: item, undoes: undoes)
        }
        let value = event.type == JournalMigration.historyType ? event["entry"] : event[StudyHistory.historyField]
        guard let value, case .event(let entry)? = HistoryLineDecoder.decode(value, fallback: decoder) else { return nil }
        return .entry(entry)
    }

    /// Folds the change of the journal event at `position`, which must come after every event
    /// folded so far in fold order (the caller sorts and skips repeats).
    mutating func fold(_ change: Change, at position: FoldPosition) {
        switch change {
        case .entry(let entry): add(entry, at: position)
        case .undo(let item, let undoes): undo(item: item, naming: undoes)
        }
    }

    /// Folds one journal event (`change(of:)`, then `fold(_:at:)`).
    mutating func fold(_ event: JournalEvent) {
        if let change = Self.change(of: event) { fold(change, at: FoldPosition(event)) }
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    /// Adds one history entry (its item id as the journal wrote it), carried by the journal event
    /// at `position`.
    mutating func add(_ entry: HistoryEvent, at position: FoldPosition) {
        let event = position.id
        let time = entry.time.timeIntervalSince1970
        latest = max(latest, time)
        let key = Self.bucket(of: time)
        var bucket = buckets[key] ?? Bucket()
        bucket.entries += 1
        let duration = max(0, entry.duration ?? 0)
        if time >= recentFrom, duration > 0 {
            recent.append(Timed(time: time, duration: duration, position: position,
                                undoable: entry.type == .review && entry.itemID != nil))
        }
        switch entry.type {
        case .game:
            hangmanWon += max(0, entry.score ?? 0)
            hangmanPlayed += max(0, entry.total ?? 0)
        case .review:
            bucket.reviews += 1
            if entry.rating != .again { bucket.reviewsPassed += 1 }
            if let journalItem = entry.itemID {
                let id = renamed[journalItem] ?? journalItem
                standing[journalItem, default: 0] += 1
                let itemKey = Statistics.ItemKey(id: id)
                // Taken out while it changes, so its window is not copied.
                var item = items.removeValue(forKey: itemKey) ?? Item()
                if item.standing == 0 { bucket.newItems += 1 }
                var review = Review(event: event, foldTime: position.time, journalItem: journalItem, time: time,
                                    rating: entry.rating, duration: duration)
                replay(&review, after: item.card, lapses: item.lapses)
                if review.counted {
                    bucket.retentionReviews += 1
                    if review.rating != .again { bucket.retentionPassed += 1 }
                }
                item.window.append(review)
                if item.window.count > windowLimit {
                    let oldest = item.window.removeFirst()
                    item.baseCard = oldest.cardAfter
                    item.baseLapses = oldest.lapsesAfter
                    item.dropped += 1
                }
                items[itemKey] = item
            }
        case .test, .study:
            break
        }
        buckets[key] = bucket
        pruneRecent()
    }

    /// Grades `review` after `card`: whether it counts for true retention, the card and lapses after it.
    private func replay(_ review: inout Review, after card: SRSCard?, lapses: Int) {
        guard let rating = review.rating else {
            review.counted = false
            review.cardAfter = card
            review.lapsesAfter = lapses
            return
        }
        let before = card ?? SRSCard(due: Date(timeIntervalSince1970: review.time))
        review.counted = before.state == .review
        review.lapsesAfter = lapses + (review.counted && rating == .again ? 1 : 0)
        review.cardAfter = scheduler.review(before, rating: rating, at: Date(timeIntervalSince1970: review.time))
    }

    /// Takes back the review an undo event cancels, as `HistoryFold` does: the one it names by
    /// id among the item's standing reviews, or (an undo written before ids) the item's latest.
    private mutating func undo(item journalItem: String, naming undoes: JournalEvent.ID?) {
        guard let count = standing[journalItem], count > 0 else { return }
        let itemKey = Statistics.ItemKey(id: renamed[journalItem] ?? journalItem)
        guard var item = items[itemKey] else { return }
        let inWindow = item.window.count { $0.journalItem == journalItem }
        let index: Int?
        if let undoes {
            index = item.window.lastIndex { $0.event == undoes }
            if let index, item.window[index].journalItem != journalItem { return }
        } else {
            index = item.window.lastIndex { $0.journalItem == journalItem }
        }
        guard let index else {
            // An older standing review of the item may be the one: not kept here.
            if inWindow < count { needsRebuild = true }
            return
        }
        let removed = item.window.remove(at: index)
        standing[journalItem] = count - 1
        let key = Self.bucket(of: removed.time)
        var bucket = buckets[key] ?? Bucket()
        bucket.entries -= 1
        bucket.reviews -= 1
        if removed.rating != .again { bucket.reviewsPassed -= 1 }
        if removed.counted {
            bucket.retentionReviews -= 1
            if removed.rating != .again { bucket.retentionPassed -= 1 }
        }
        if item.dropped == 0 && index == 0 {
            // It was the item's first review: the next one (if any) is now.
            bucket.newItems -= 1
            if let next = item.window.first {
                store(bucket, at: key)
                let nextKey = Self.bucket(of: next.time)
                buckets[nextKey, default: Bucket()].newItems += 1
                bucket = buckets[key] ?? Bucket()
            }
        }
        store(bucket, at: key)
        if let position = recent.lastIndex(where: { $0.event == removed.event }) { recent.remove(at: position) }
        // The reviews after it are graded again from the card before it.
        var card = index == 0 ? item.baseCard : item.window[index - 1].cardAfter
        var lapses = index == 0 ? item.baseLapses : item.window[index - 1].lapsesAfter
        for position in index..<item.window.count {
            var review = item.window[position]
            let wasCounted = review.counted
            replay(&review, after: card, lapses: lapses)
            if review.counted != wasCounted {
                let change = review.counted ? 1 : -1
                let reviewKey = Self.bucket(of: review.time)
                var reviewBucket = buckets[reviewKey] ?? Bucket()
                reviewBucket.retentionReviews += change
                if review.rating != .again { reviewBucket.retentionPassed += change }
                store(reviewBucket, at: reviewKey)
            }
            card = review.cardAfter
            lapses = review.lapsesAfter
            item.window[position] = review
        }
        items[itemKey] = item.standing == 0 ? nil : item
    }

    mutating func store(_ bucket: Bucket, at key: Int) {
        buckets[key] = bucket.isEmpty ? nil : bucket
    }

    /// Drops the durations older than `recentSpan` before the latest entry, once they pile up.
    private mutating func pruneRecent() {
        guard latest - Self.recentSpan - Self.recentSlack > recentFrom, latest.isFinite else { return }
        recentFrom = latest - Self.recentSpan
        recent.removeAll { $0.time < recentFrom }
    }
}
