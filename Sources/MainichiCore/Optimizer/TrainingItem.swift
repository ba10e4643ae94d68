#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One review to predict, with the reviews of the same item before it: the optimizer's unit of data.
///
/// `ratings[i]` is a rating from 1 (again) to 4 (easy) and `elapsedDays[i]` the whole days since the
/// review before it (0 for the first review and for a review on the same day as the last). The
/// last review is the one predicted; it always comes on a later day than the one before it.
public struct TrainingItem: Sendable, Equatable {
    public var ratings: [UInt8]
    public var elapsedDays: [Int32]

    public init(ratings: [UInt8], elapsedDays: [Int32]) {
        precondition(ratings.count == elapsedDays.count && ratings.count >= 2, "an item holds two reviews or more")
        self.ratings = ratings
        self.elapsedDays = elapsedDays
    }

    /// The number of reviews on a later day than the one before.
    public var longTermReviewCount: Int {
        elapsedDays.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
    }

    /// Whether the predicted review was recalled (rated hard, good or easy).
    public var isRecalled: Bool { ratings[ratings.count - 1] > 1 }

    /// Days between the predicted review and the one before it.
    public var targetElapsedDays: Int32 { elapsedDays[elapsedDays.count - 1] }

    /// The first review on a later day than the one before.
    var firstLongTermReview: (rating: UInt8, elapsedDays: Int32) {
        let index = elapsedDays.firstIndex { $0 > 0 } ?? elapsedDays.count - 1
        return (ratings[index], elapsedDays[index])
    }

    /// The training items of a review history, oldest prediction first.
    ///
    /// `cards` holds each item's reviews as (day number, rating) in the order they were made. An
    /// item is made for every review on a later day than the card's review before it; items are
    /// ordered by that review's day, then by card, then by review, so the most recent come last
    /// (the optimizer weights them most).
    public static func items(fromCards cards: [[(day: Int, rating: Int)]]) -> [TrainingItem] {
        var keys: [(day: Int, card: Int, review: Int)] = []
        for (cardIndex, reviews) in cards.enumerated() where reviews.count >= 2 {
            for index in 1..<reviews.count where reviews[index].day > reviews[index - 1].day {
                keys.append((reviews[index].day, cardIndex, index))
            }
        }
        keys.sort { ($0.day, $0.card, $0.review) < ($1.day, $1.card, $1.review) }
        return keys.map { key in
            let reviews = cards[key.card][0...key.review]
            var ratings: [UInt8] = []
            var elapsed: [Int32] = []
            ratings.reserveCapacity(reviews.count)
            elapsed.reserveCapacity(reviews.count)
            var previousDay = reviews.first!.day
            for review in reviews {
                ratings.append(UInt8(clamping: min(max(review.rating, 1), 4)))
                elapsed.append(Int32(clamping: review.day - previousDay))
                previousDay = review.day
            }
            return TrainingItem(ratings: ratings, elapsedDays: elapsed)
        }
    }

    /// The training items of the review events in a history, days counted in `days`' time zone.
    ///
    /// Review events are grouped by item and ordered by time; events without an item or a rating
    /// are skipped.
    public static func items(from events: [HistoryEvent], days: StudyCalendar) -> [TrainingItem] {
        var byItem: [String: [(time: Date, rating: Int)]] = [:]
        for event in events where event.type == .review {
            guard let id = event.itemID, let rating = event.rating else { continue }
            byItem[id, default: []].append((event.time, rating.rawValue))
        }
        let cards = byItem.keys.sorted().map { id in
            byItem[id]!.sorted { $0.time < $1.time }.map { (day: days.day(of: $0.time), rating: $0.rating) }
        }
        return items(fromCards: cards)
    }
}
