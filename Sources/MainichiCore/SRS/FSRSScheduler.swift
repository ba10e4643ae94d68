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

/// The FSRS-6 spaced-repetition scheduler, computing exactly what py-fsrs 6.3.2 computes.
///
/// With fuzzing off, every review gives the reference's state and step, its due date (tests
/// check it to the millisecond), and its stability and difficulty to within rounding: the formulas are written
/// in the reference's order of operations, with `pow(e, x)` where it writes `math.e ** x`, and
/// Python's round-half-to-even. Tests replay vectors written by py-fsrs
/// (`tools/fsrs/make_vectors.py`).
///
/// ```swift
/// let scheduler = FSRSScheduler()
/// var card = SRSCard(due: now)
/// card = scheduler.review(card, rating: .good, at: now)   // learning, step 1, due in 10 minutes
/// let labels = scheduler.previewIntervals(for: card, at: now).mapValues(IntervalFormatter.string(for:))
/// ```
public struct FSRSScheduler: Sendable {
    /// The 21 default FSRS-6 weights.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The smallest stability the scheduler keeps, in days.
    public static let minimumStability = 0.001
    /// The range difficulty is clamped to.
    public static let difficultyRange: ClosedRange<Double> = 1...10

    /// The model weights, w0 to w20.
    public let parameters: [Double]
    /// The recall probability at which a review card falls due.
    public let desiredRetention: Double
    /// Waits between the learning steps of a new card, in seconds.
    public let learningSteps: [TimeInterval]
    /// Waits between the relearning steps of a forgotten card, in seconds.
    public let relearningSteps: [TimeInterval]
    /// The longest interval a review card gets, in days.
    public let maximumInterval: Int
    /// Whether review intervals of three days or more get a little random spread.
    public let enableFuzzing: Bool

    // Derived constants, computed once with the same operations as the reference.
    private let decay: Double
    private let factor: Double
    private let intervalFactor: Double
    private let easyInitialDifficulty: Double
    private let shortTermForgetDivisor: Double
    private let recallFactor: Double

    private static let e = 2.718281828459045
    private static let microsecondsPerDay: Int64 = 86_400_000_000

    /// Creates a scheduler; the defaults are those of py-fsrs.
    ///
    /// - Parameters:
    ///   - parameters: 21 FSRS-6 weights.
    ///   - desiredRetention: The target recall probability, between 0 and 1.
    ///   - learningSteps: Learning steps in seconds (1 and 10 minutes by default).
    ///   - relearningSteps: Relearning steps in seconds (10 minutes by default).
    ///   - maximumInterval: The longest review interval in days.
    ///   - enableFuzzing: Whether review intervals are spread a little at random.
    public init(
        parameters: [Double] = FSRSScheduler.defaultParameters,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36500,
        enableFuzzing: Bool = true
    ) {
        precondition(parameters.count == 21, "FSRS-6 takes 21 parameters, got \(parameters.count)")
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing

        let w = parameters
        decay = -w[20]
        factor = pow(0.9, 1 / decay) - 1
        intervalFactor = pow(desiredRetention, 1 / decay) - 1
        easyInitialDifficulty = w[4] - pow(Self.e, w[5] * Double(Rating.easy.rawValue - 1)) + 1
        shortTermForgetDivisor = pow(Self.e, w[17] * w[18])
        recallFactor = pow(Self.e, w[8])
    }

    // MARK: - Reviewing

    /// Reviews `card` with `rating` at `date`, fuzzing with the system's random source.
    public func review(_ card: SRSCard, rating: Rating, at date: Date) -> SRSCard {
        var generator = SystemRandomNumberGenerator()
        return review(card, rating: rating, at: date, using: &generator)
    }

    /// Reviews `card` with `rating` at `date`, drawing fuzz from `generator`.
    ///
    /// At most one value is drawn, and only when the card ends in review with an interval of
    /// three days or more and fuzzing is on, so a seeded generator makes the result repeatable.
    public func review<G: RandomNumberGenerator>(
        _ card: SRSCard, rating: Rating, at date: Date, using generator: inout G
    ) -> SRSCard {
        var card = card
        card.reviewCount += 1
        let daysSinceLastReview = card.lastReview.map { Self.wholeDays(from: $0, to: date) }
        let isSameDay = daysSinceLastReview.map { $0 < 1 } ?? false
        let nextInterval: TimeInterval
        var intervalDays: Int?

        switch card.state {
        case .learning, .relearning:
            let steps = card.state == .learning ? learningSteps : relearningSteps
            let step = card.step ?? 0
            if card.state == .learning, card.stability == nil || card.difficulty == nil {
                card.stability = initialStability(for: rating)
                card.difficulty = clampedDifficulty(initialDifficulty(for: rating))
            } else {
                updateMemory(of: &card, rating: rating, at: date, isSameDay: isSameDay)
            }

            if steps.isEmpty || (step >= steps.count && rating != .again) {
                intervalDays = graduate(&card)
                nextInterval = 0
            } else {
                switch rating {
                case .again:
                    card.step = 0
                    nextInterval = steps[0]
                case .hard:
                    card.step = step
                    if step == 0 && steps.count == 1 {
                        nextInterval = steps[0] * 1.5
                    } else if step == 0 {
                        nextInterval = (steps[0] + steps[1]) / 2
                    } else {
                        nextInterval = steps[step]
                    }
                case .good:
                    if step + 1 == steps.count {
                        intervalDays = graduate(&card)
                        nextInterval = 0
                    } else {
                        card.step = step + 1
                        nextInterval = steps[step + 1]
                    }
                case .easy:
                    intervalDays = graduate(&card)
                    nextInterval = 0
                }
            }

        case .review:
            updateMemory(of: &card, rating: rating, at: date, isSameDay: isSameDay)

            if rating == .again && !relearningSteps.isEmpty {
                card.state = .relearning
                card.step = 0
                nextInterval = relearningSteps[0]
            } else {
                intervalDays = self.intervalDays(for: card.stability ?? Self.minimumStability)
                nextInterval = 0
            }
        }

        if var days = intervalDays {
            if enableFuzzing && card.state == .review {
                days = fuzzedInterval(days, using: &generator)
            }
            card.due = date.addingTimeInterval(TimeInterval(days) * 86_400)
        } else {
            card.due = date.addingTimeInterval(nextInterval)
        }
        card.lastReview = date
        return card
    }

    /// Moves a learning or relearning card to review and returns its interval in days.
    /// Updates stability and difficulty after a review of a card that has them: the short-term
    /// formula for a review on the same day as the last, the long-term one otherwise.
    private func updateMemory(of card: inout SRSCard, rating: Rating, at date: Date, isSameDay: Bool) {
        let stability = card.stability ?? Self.minimumStability
        let difficulty = card.difficulty ?? Self.difficultyRange.lowerBound
        if isSameDay {
            card.stability = shortTermStability(stability, rating: rating)
        } else {
            card.stability = nextStability(
                difficulty: difficulty, stability: stability,
                retrievability: retrievability(of: card, at: date), rating: rating)
        }
        card.difficulty = nextDifficulty(difficulty, rating: rating)
    }

    private func graduate(_ card: inout SRSCard) -> Int {
        card.state = .review
        card.step = nil
        return intervalDays(for: card.stability ?? Self.minimumStability)
    }

    // MARK: - Retrievability and intervals

    /// The probability that the card is recalled at `date`: 0 before its first review.
    ///
    /// Time counts in whole days since the last review, as in the reference.
    public func retrievability(of card: SRSCard, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsedDays = max(0, Self.wholeDays(from: lastReview, to: date))
        return pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// The interval in days, before fuzzing, for a card of this stability: at least 1, at most
    /// `maximumInterval`.
    public func intervalDays(for stability: Double) -> Int {
        let interval = (stability / factor) * intervalFactor
        let days = Int(interval.rounded(.toNearestOrEven))
        return min(max(days, 1), maximumInterval)
    }

    /// The reference's fuzz bounds for an interval of `days` (three days or more).
    ///
    /// As in py-fsrs, the fuzzed interval is `round(u * (upper - lower + 1) + lower)` for a
    /// uniform `u` in [0, 1), so it can land one day past `upperBound`, but never past
    /// `maximumInterval`.
    public func fuzzRange(forInterval days: Int) -> ClosedRange<Int> {
        let ranges: [(start: Double, end: Double, factor: Double)] = [
            (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
        ]
        var delta = 1.0
        for range in ranges {
            delta += range.factor * max(min(Double(days), range.end) - range.start, 0.0)
        }
        var lower = Int((Double(days) - delta).rounded(.toNearestOrEven))
        var upper = Int((Double(days) + delta).rounded(.toNearestOrEven))
        lower = max(2, lower)
        upper = min(upper, maximumInterval)
        lower = min(lower, upper)
        return lower...upper
    }

    /// Spreads an interval of three days or more at random, as the reference does.
    private func fuzzedInterval<G: RandomNumberGenerator>(_ days: Int, using generator: inout G) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let range = fuzzRange(forInterval: days)
        let uniform = Double(generator.next() >> 11) * 0x1p-53
        let fuzzed = uniform * Double(range.upperBound - range.lowerBound + 1) + Double(range.lowerBound)
        return min(Int(fuzzed.rounded(.toNearestOrEven)), maximumInterval)
    }

    /// Whole days from `start` to `end`, rounded down, counted in microseconds as Python's
    /// `timedelta.days` does.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let microseconds = Int64((end.timeIntervalSince(start) * 1_000_000).rounded())
        var days = microseconds / microsecondsPerDay
        if microseconds % microsecondsPerDay != 0 && microseconds < 0 { days -= 1 }
        return Int(days)
    }

    // MARK: - Previews

    /// The wait each rating would give `card` at `date`, without fuzzing: the review screen's
    /// button labels.
    public func previewIntervals(for card: SRSCard, at date: Date) -> [Rating: TimeInterval] {
        let plain = FSRSScheduler(
            parameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: false)
        return plain.previewIntervals(for: card, at: date, using: SystemRandomNumberGenerator())
    }

    /// The wait each rating would give `card` at `date`, fuzzed with a copy of `generator`.
    ///
    /// Reviewing afterwards with the same generator state gives exactly the previewed interval.
    public func previewIntervals<G: RandomNumberGenerator>(
        for card: SRSCard, at date: Date, using generator: G
    ) -> [Rating: TimeInterval] {
        var intervals: [Rating: TimeInterval] = [:]
        for rating in Rating.allCases {
            var copy = generator
            intervals[rating] = review(card, rating: rating, at: date, using: &copy).due.timeIntervalSince(date)
        }
        return intervals
    }

    // MARK: - Stability and difficulty

    private func clampedStability(_ stability: Double) -> Double {
        max(stability, Self.minimumStability)
    }

    private func clampedDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    private func initialStability(for rating: Rating) -> Double {
        clampedStability(parameters[rating.rawValue - 1])
    }

    private func initialDifficulty(for rating: Rating) -> Double {
        parameters[4] - pow(Self.e, parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    private func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        let w = parameters
        var increase = pow(Self.e, w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
        if rating != .again {
            increase = max(increase, 1.0)
        }
        return clampedStability(stability * increase)
    }

    private func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let w = parameters
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampedDifficulty(w[7] * easyInitialDifficulty + (1 - w[7]) * damped)
    }

    private func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let w = parameters
        let next: Double
        if rating == .again {
            let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
                * pow(Self.e, (1 - retrievability) * w[14])
            let shortTerm = stability / shortTermForgetDivisor
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? w[15] : 1
            let easyBonus = rating == .easy ? w[16] : 1
            next = stability * (1 + recallFactor * (11 - difficulty) * pow(stability, -w[9])
                * (pow(Self.e, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus)
        }
        return clampedStability(next)
    }
}
