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

/// The optimizer's first stage: the four initial stabilities (w0 to w3), fitted to how well
/// items were recalled at their first review on a later day, grouped by the first rating.
///
/// As in the reference (fsrs-rs `pretrain`): for each first rating, the recall rate at each
/// elapsed-day count is smoothed towards the average recall, and the stability minimising the
/// count-weighted log loss plus a pull towards the default (|s - default| / 16) is found by
/// ternary search in 0.001...100 days. Ratings that never came first are filled in from the
/// others, and stabilities are made to grow with the rating.
enum InitialStabilityFit {
    static let range: ClosedRange<Double> = 0.001...100

    /// The fitted stabilities for ratings 1 to 4 and how many items each first rating had, or
    /// nil when no item qualifies.
    static func fit(_ items: [TrainingItem], averageRecall: Double) -> (stabilities: [Double], counts: [Int: Int])? {
        // first rating -> elapsed days -> (recalled, total)
        var groups: [Int: [Int32: (recalled: Int, total: Int)]] = [:]
        for item in items where item.longTermReviewCount == 1 {
            let review = item.firstLongTermReview
            let first = Int(item.ratings[0])
            var entry = groups[first, default: [:]][review.elapsedDays] ?? (0, 0)
            entry.total += 1
            if review.rating > 1 { entry.recalled += 1 }
            groups[first, default: [:]][review.elapsedDays] = entry
        }
        guard !groups.isEmpty else { return nil }
        var counts: [Int: Int] = [:]
        var fitted: [Int: Double] = [:]
        let defaults = FSRSScheduler.defaultParameters
        let decay = -defaults[20]
        let factor = pow(0.9, 1 / decay) - 1
        for (rating, byDays) in groups {
            let points = byDays.sorted { $0.key < $1.key }
            let days = points.map { Double($0.key) }
            let total = points.map { Double($0.value.total) }
            let recall = points.map { point in
                let n = Double(point.value.total)
                return (Double(point.value.recalled) / n * n + averageRecall) / (n + 1)
            }
            counts[rating] = points.reduce(0) { $0 + $1.value.total }
            let pull = defaults[rating - 1]
            func loss(_ stability: Double) -> Double {
                var sum = 0.0
                for index in days.indices {
                    let predicted = pow(days[index] / stability * factor + 1, decay)
                    sum -= (recall[index] * log(predicted) + (1 - recall[index]) * log(1 - predicted)) * total[index]
                }
                return sum + abs(stability - pull) / 16
            }
            var low = range.lowerBound
            var high = range.upperBound
            var best = pull
            var iteration = 0
            while high - low > Double.ulpOfOne && iteration < 1000 {
                iteration += 1
                let third1 = low + (high - low) / 3
                let third2 = high - (high - low) / 3
                if loss(third1) < loss(third2) { high = third2 } else { low = third1 }
                best = (high + low) / 2
            }
            fitted[rating] = best
        }
        guard let stabilities = smoothAndFill(fitted, counts: counts) else { return nil }
        return (stabilities, counts)
    }

    /// Orders the stabilities by rating (the better-attested value wins a conflict), fills the
    /// missing ratings by geometric interpolation and extrapolation, and clamps them to `range`.
    static func smoothAndFill(_ stabilities: [Int: Double], counts: [Int: Int]) -> [Double]? {
        var values = stabilities.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let smallValue = values[small], let bigValue = values[big], smallValue > bigValue else { continue }
            if counts[small, default: 0] > counts[big, default: 0] {
                values[big] = smallValue
            } else {
                values[small] = bigValue
            }
        }
        let w1 = 3.0 / 5.0
        let w2 = 3.0 / 5.0
        let defaults = Array(FSRSScheduler.defaultParameters[0..<4])
        var s: [Double?] = [nil, values[1], values[2], values[3], values[4]]
        switch values.count {
        case 0:
            return nil
        case 1:
            let (rating, value) = values.first!
            let scale = value / defaults[rating - 1]
            return defaults.map { clamp($0 * scale) }.sorted()
        case 2:
            switch (s[1], s[2], s[3], s[4]) {
            case (nil, nil, let r3?, let r4?):
                let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
                s[2] = r2
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, nil, let r4?):
                let r3 = pow(r2, 1 - w2) * pow(r4, w2)
                s[3] = r3
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, let r3?, nil):
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, nil, let r4?):
                let share = w1 / (w1 + w2 - w1 * w2)
                let share2 = w2 / (w1 + w2 - w1 * w2)
                s[2] = pow(r1, share) * pow(r4, 1 - share)
                s[3] = pow(r1, 1 - share2) * pow(r4, share2)
            case (let r1?, nil, let r3?, nil):
                let r2 = pow(r1, w1) * pow(r3, 1 - w1)
                s[2] = r2
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            case (let r1?, let r2?, nil, nil):
                let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
                s[3] = r3
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default:
                break
            }
        case 3:
            switch (s[1], s[2], s[3], s[4]) {
            case (nil, let r2?, let r3?, _):
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, let r3?, _):
                s[2] = pow(r1, w1) * pow(r3, 1 - w1)
            case (_, let r2?, nil, let r4?):
                s[3] = pow(r2, 1 - w2) * pow(r4, w2)
            case (_, let r2?, let r3?, nil):
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default:
                break
            }
        default:
            break
        }
        let filled = s[1...].compactMap { $0 }
        guard filled.count == 4 else { return nil }
        return filled.map(clamp)
    }

    private static func clamp(_ value: Double) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
