#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which items keep being forgotten: each item's lapses, counted from the review history.
///
/// A lapse is an Again grade given to a card in the review state (a card already learned). The
/// state before each grade is found by replaying the item's reviews with the scheduler (without
/// fuzz; fuzz never changes a state), as the true-retention figure does. An item with at least
/// `Settings.leechThreshold` lapses (8 by default, as in Anki) is a leech.
///
/// ```swift
/// let leeches = LeechIndex(events: history.read().events)
/// leeches.isLeech("v:猫:ねこ", threshold: settings.leechThreshold)
/// ```
public struct LeechIndex: Sendable, Equatable {
    /// Lapses by item id (items without a lapse are absent).
    public let lapses: [String: Int]

    public init(events: [HistoryEvent], scheduler: FSRSScheduler = FSRSScheduler(enableFuzzing: false)) {
        var byItem: [String: [HistoryEvent]] = [:]
        for event in events where event.type == .review && event.rating != nil {
            if let id = event.itemID { byItem[id, default: []].append(event) }
        }
        var lapses: [String: Int] = [:]
        for (id, reviews) in byItem {
            let ordered = reviews.sorted { $0.time < $1.time }
            var card = SRSCard(due: ordered[0].time)
            for review in ordered {
                guard let rating = review.rating else { continue }
                if card.state == .review && rating == .again { lapses[id, default: 0] += 1 }
                card = scheduler.review(card, rating: rating, at: review.time)
            }
        }
        self.lapses = lapses
    }

    /// An index of the given counts (tests, and callers that counted otherwise).
    public init(lapses: [String: Int]) {
        self.lapses = lapses
    }

    /// The lapses of `id`.
    public func lapseCount(of id: String) -> Int { lapses[id] ?? 0 }

    /// Whether `id` has lapsed at least `threshold` times.
    public func isLeech(_ id: String, threshold: Int) -> Bool {
        lapseCount(of: id) >= max(1, threshold)
    }

    /// The leeches' ids, most lapses first (then by id).
    public func leeches(threshold: Int) -> [String] {
        lapses.filter { $0.value >= max(1, threshold) }
            .sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map(\.key)
    }
}
