#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The expected review load of the coming days at a desired retention, simulated from the
/// learner's weights, cards and limits: what the retention simulator draws.
///
/// Each day, the cards due are reviewed (at most `reviewLimit`, the rest wait a day) and up to
/// `newPerDay` cards never reviewed are started. A review is recalled with the card's
/// retrievability; recalled reviews are rated hard, good or easy (1 : 7 : 1), forgotten ones
/// again, and learning steps on the same day count as reviews. Cards are scheduled by
/// `FSRSScheduler` with the learner's weights at the retention tried, without fuzz. The draws
/// come from a seeded generator, so a simulation is repeatable.
public struct RetentionSimulator: Sendable {
    /// The expected load at one retention.
    public struct Load: Sendable, Equatable {
        public var retention: Double
        /// Reviews on each day from today.
        public var reviewsPerDay: [Int]
        /// Minutes on each day from today.
        public var minutesPerDay: [Double]

        /// The mean reviews a day.
        public var meanReviews: Double {
            reviewsPerDay.isEmpty ? 0 : Double(reviewsPerDay.reduce(0, +)) / Double(reviewsPerDay.count)
        }

        /// The mean minutes a day.
        public var meanMinutes: Double {
            minutesPerDay.isEmpty ? 0 : minutesPerDay.reduce(0, +) / Double(minutesPerDay.count)
        }
    }

    /// The retentions the simulator screen compares.
    public static let retentions = [0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.97]

    public var weights: [Double]
    public var newPerDay: Int
    public var reviewLimit: Int
    /// Seconds one review takes.
    public var secondsPerReview: Double
    public var days: Int
    public var seed: UInt64

    public init(weights: [Double], newPerDay: Int, reviewLimit: Int, secondsPerReview: Double,
                days: Int = 365, seed: UInt64 = 1) {
        self.weights = weights
        self.newPerDay = newPerDay
        self.reviewLimit = reviewLimit
        self.secondsPerReview = secondsPerReview
        self.days = days
        self.seed = seed
    }

    /// The mean seconds of the reviews in `events` (2 to 120 s each), or 10 when there are none.
    public static func secondsPerReview(in events: [HistoryEvent]) -> Double {
        let durations = events.compactMap { $0.type == .review ? $0.duration : nil }.map { min(max($0, 2), 120) }
        return durations.isEmpty ? 10 : durations.reduce(0, +) / Double(durations.count)
    }

    /// The load of `cards` (reviewed and new) from `now` at `retention`.
    public func simulate(cards: [SRSCard], retention: Double, now: Date) -> Load {
        let scheduler = FSRSScheduler(parameters: weights, desiredRetention: retention, enableFuzzing: false)
        var random = SeededRandom(seed: seed)
        var waiting = cards.filter { $0.lastReview == nil }.count
        var active = cards.filter { $0.lastReview != nil }
        // Card indices by due day (overdue cards on day 0).
        var dueOn = [[Int]](repeating: [], count: days + 1)
        for (index, card) in active.enumerated() {
            let day = max(0, Int(card.due.timeIntervalSince(now) / 86_400))
            if day < days { dueOn[day].append(index) }
        }
        var reviews = [Int](repeating: 0, count: days)
        for day in 0..<days {
            let date = now.addingTimeInterval(Double(day) * 86_400)
            var due = dueOn[day]
            if due.count > reviewLimit {
                dueOn[day + 1].append(contentsOf: due[reviewLimit...])
                due.removeSubrange(reviewLimit...)
            }
            let started = min(waiting, newPerDay)
            waiting -= started
            for _ in 0..<started {
                active.append(SRSCard(due: date))
                due.append(active.count - 1)
            }
            for index in due {
                var card = active[index]
                var time = date
                let recall = card.lastReview == nil ? 0.75 : scheduler.retrievability(of: card, at: time)
                card = scheduler.review(card, rating: rating(recall: recall, using: &random), at: time, using: &random)
                reviews[day] += 1
                // Learning and relearning steps the same day.
                while card.state != .review && reviews[day] < 100_000 {
                    time = card.due
                    card = scheduler.review(card, rating: rating(recall: 0.9, using: &random), at: time, using: &random)
                    reviews[day] += 1
                }
                active[index] = card
                let next = Int(card.due.timeIntervalSince(now) / 86_400)
                if next < days { dueOn[max(next, day + 1)].append(index) }
            }
        }
        return Load(retention: retention, reviewsPerDay: reviews,
                    minutesPerDay: reviews.map { Double($0) * secondsPerReview / 60 })
    }

    private func rating(recall: Double, using random: inout SeededRandom) -> Rating {
        let draw = Double(random.next() >> 11) * 0x1p-53
        guard draw < recall else { return .again }
        switch random.next() % 9 {
        case 0: return .hard
        case 1: return .easy
        default: return .good
        }
    }
}
