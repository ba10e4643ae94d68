/// Picks a review's due day within its fuzz range so that days even out: Anki's load balancer.
///
/// Only intervals of up to `maximumInterval` days are balanced (longer ones keep their fuzz).
/// Each day of the range gets a weight: 1 for a day with nothing due, else (1 / due)^2 x
/// (1 / interval), so emptier and nearer days are favoured; Easy Days multiply it by 0.0001 on a
/// minimum day, and on a reduced day once that day already holds more than half the average of
/// the other days (per unit of their load). One uniform draw then picks a day in proportion to
/// the weights, so with a seeded draw the result is the same on every machine.
///
/// ```swift
/// let day = LoadBalancer.dueDay(interval: 12, fuzzRange: 11...13, draw: 0.42,
///                               dueCount: { counts[$0] ?? 0 }, load: { _ in .normal })
/// ```
public enum LoadBalancer {
    /// The longest interval, in days, that is balanced.
    public static let maximumInterval = 90

    /// How much a weekday may hold (Easy Days).
    public enum DayLoad: String, Codable, Sendable, CaseIterable {
        case normal, reduced, minimum

        /// The share of a normal day's load.
        var share: Double {
            switch self {
            case .normal: 1
            case .reduced: 0.5
            case .minimum: 0.0001
            }
        }
    }

    /// The interval (days from today) to use, or nil when `interval` is over `maximumInterval`
    /// or the range is empty.
    ///
    /// - Parameters:
    ///   - interval: the interval before fuzzing, in days.
    ///   - fuzzRange: the intervals the fuzz could give.
    ///   - draw: a uniform number in [0, 1), from the review's seeded generator.
    ///   - dueCount: the reviews already due on the day `interval` days from today.
    ///   - load: the Easy Days load of the day `interval` days from today.
    public static func dueDay(
        interval: Int, fuzzRange: ClosedRange<Int>, draw: Double,
        dueCount: (Int) -> Int, load: (Int) -> DayLoad = { _ in .normal }
    ) -> Int? {
        guard interval <= maximumInterval, fuzzRange.lowerBound <= maximumInterval else { return nil }
        let days = Array(fuzzRange)
        guard !days.isEmpty else { return nil }
        let counts = days.map { max(0, dueCount($0)) }
        let loads = days.map(load)
        let weights = days.indices.map { index -> Double in
            let day = days[index]
            let base = counts[index] == 0 ? 1.0 : pow2(1 / Double(counts[index])) / Double(max(day, 1))
            return base * easyDayFactor(index, counts: counts, loads: loads)
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return days[0] }
        var threshold = min(max(draw, 0), 0.999_999_999) * total
        for (index, weight) in weights.enumerated() {
            if threshold < weight { return days[index] }
            threshold -= weight
        }
        return days[days.count - 1]
    }

    private static func pow2(_ x: Double) -> Double { x * x }

    /// The Easy Days factor of candidate `index`.
    private static func easyDayFactor(_ index: Int, counts: [Int], loads: [DayLoad]) -> Double {
        switch loads[index] {
        case .normal: return 1
        case .minimum: return 0.0001
        case .reduced:
            let othersCount = Double(counts.reduce(0, +) - counts[index])
            let othersShare = loads.reduce(0) { $0 + $1.share } - DayLoad.reduced.share
            let threshold = othersShare > 0 ? othersCount / othersShare : .infinity
            return Double(counts[index]) / DayLoad.reduced.share > threshold ? 0.0001 : 1
        }
    }
}
