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

/// The FSRS-6 memory model as the optimizer sees it: the recall probability of an item's last
/// review, predicted from the reviews before it and the 21 weights, with its exact gradient.
///
/// The formulas are those of `FSRSScheduler` (a same-day review uses the short-term stability
/// formula), with the reference optimizer's clamping: stability 0.001 to 36,500 days, difficulty
/// 1 to 10; a clamped value carries no gradient, as in the reference. The gradient is computed
/// backwards through the reviews (reverse mode), each formula differentiated by hand below.
struct FSRSModel {
    private let w: [Double]
    private let decay: Double
    private let factor: Double
    /// d factor / d decay.
    private let factorSlope: Double
    private let easyInitialDifficulty: Double
    private let recallFactor: Double
    private let forgetDivisor: Double

    static let stabilityRange = 0.001...36_500.0
    static let difficultyRange = 1.0...10.0

    init(weights: [Double]) {
        precondition(weights.count == 21, "FSRS-6 takes 21 weights")
        w = weights
        decay = -weights[20]
        let power = pow(0.9, 1 / decay)
        factor = power - 1
        factorSlope = power * log(0.9) * (-1 / (decay * decay))
        easyInitialDifficulty = weights[4] - exp(weights[5] * 3) + 1
        recallFactor = exp(weights[8])
        forgetDivisor = exp(weights[17] * weights[18])
    }

    // MARK: - Forward

    /// The probability of recalling `item`'s last review.
    func retrievability(of item: TrainingItem) -> Double {
        var stability = 0.0
        var difficulty = 0.0
        for index in 0..<(item.ratings.count - 1) {
            (stability, difficulty) = state(after: index, of: item, stability: stability, difficulty: difficulty).state
        }
        return forgetting(elapsedDays: Double(item.targetElapsedDays), stability: stability).recall
    }

    /// Stability and difficulty after review `index` of `item`, from those before it, with
    /// whether each was clamped.
    private func state(
        after index: Int, of item: TrainingItem, stability: Double, difficulty: Double
    ) -> (state: (Double, Double), stabilityClamped: Bool, difficultyClamped: Bool) {
        let rating = Int(item.ratings[index])
        let rawStability: Double
        let rawDifficulty: Double
        if index == 0 {
            rawStability = w[rating - 1]
            rawDifficulty = initialDifficulty(rating: rating)
        } else {
            let days = item.elapsedDays[index]
            if days == 0 {
                rawStability = stability * shortTermIncrease(stability, rating: rating).increase
            } else {
                let recall = forgetting(elapsedDays: Double(days), stability: stability).recall
                rawStability = rating == 1
                    ? lapse(stability, difficulty: difficulty, retrievability: recall).value
                    : stability * (1 + growth(stability, difficulty: difficulty, retrievability: recall, rating: rating))
            }
            rawDifficulty = w[7] * easyInitialDifficulty + (1 - w[7]) * damped(difficulty, rating: rating)
        }
        let s = min(max(rawStability, Self.stabilityRange.lowerBound), Self.stabilityRange.upperBound)
        let d = min(max(rawDifficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
        return ((s, d), s != rawStability, d != rawDifficulty)
    }

    /// Recall after `elapsedDays` at `stability`, with its derivatives by stability and by w20.
    private func forgetting(elapsedDays t: Double, stability s: Double) -> (recall: Double, byStability: Double, byW20: Double) {
        let base = 1 + factor * t / s
        let recall = pow(base, decay)
        let common = decay * recall / base
        let byStability = common * (-factor * t / (s * s))
        let byFactor = common * t / s
        let byDecay = recall * log(base) + byFactor * factorSlope
        return (recall, byStability, -byDecay)
    }

    private func initialDifficulty(rating: Int) -> Double {
        w[4] - exp(w[5] * Double(rating - 1)) + 1
    }

    private func damped(_ difficulty: Double, rating: Int) -> Double {
        let delta = w[6] * Double(3 - rating)
        return difficulty + (10 - difficulty) * delta / 9
    }

    /// The same-day stability factor; `free` is false when it was held at 1.
    private func shortTermIncrease(_ stability: Double, rating: Int) -> (increase: Double, free: Bool) {
        let increase = exp(w[17] * (Double(rating - 3) + w[18])) * pow(stability, -w[19])
        if rating >= 2 && increase < 1 { return (1, false) }
        return (increase, true)
    }

    /// The relative stability growth of a recalled review.
    private func growth(_ s: Double, difficulty d: Double, retrievability r: Double, rating: Int) -> Double {
        var bonus = 1.0
        if rating == 2 { bonus = w[15] }
        if rating == 4 { bonus = w[16] }
        return recallFactor * (11 - d) * pow(s, -w[9]) * (exp((1 - r) * w[10]) - 1) * bonus
    }

    /// The stability after a lapse; `isShortTerm` when the short-term ceiling won.
    private func lapse(_ s: Double, difficulty d: Double, retrievability r: Double) -> (value: Double, isShortTerm: Bool) {
        let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - r) * w[14])
        let shortTerm = s / forgetDivisor
        return shortTerm < longTerm ? (shortTerm, true) : (longTerm, false)
    }

    // MARK: - Backward

    /// Reusable storage for the states of one item's reviews.
    struct Scratch {
        var stabilities: [Double] = []
        var difficulties: [Double] = []
    }

    /// The log loss of `item`'s last review, adding `weight` times its gradient to `gradient`.
    func loss(of item: TrainingItem, weight: Double, gradient: inout [Double], scratch: inout Scratch) -> Double {
        let count = item.ratings.count - 1  // reviews before the predicted one
        scratch.stabilities.removeAll(keepingCapacity: true)
        scratch.difficulties.removeAll(keepingCapacity: true)
        var stability = 0.0
        var difficulty = 0.0
        for index in 0..<count {
            scratch.stabilities.append(stability)
            scratch.difficulties.append(difficulty)
            (stability, difficulty) = state(after: index, of: item, stability: stability, difficulty: difficulty).state
        }
        let target = forgetting(elapsedDays: Double(item.targetElapsedDays), stability: stability)
        let (loss, byRecall) = Self.logLoss(target.recall, recalled: item.isRecalled)
        var gS = byRecall * target.byStability * weight
        var gD = 0.0
        gradient[20] += byRecall * target.byW20 * weight

        var index = count - 1
        while index >= 0 {
            let s = scratch.stabilities[index]
            let d = scratch.difficulties[index]
            let result = state(after: index, of: item, stability: s, difficulty: d)
            if result.stabilityClamped { gS = 0 }
            if result.difficultyClamped { gD = 0 }
            let rating = Int(item.ratings[index])
            if index == 0 {
                gradient[rating - 1] += gS
                gradient[4] += gD
                gradient[5] -= gD * exp(w[5] * Double(rating - 1)) * Double(rating - 1)
                break
            }
            // Difficulty: w7 * D0(4) + (1 - w7) * damped(d).
            let dampedValue = damped(d, rating: rating)
            gradient[7] += gD * (easyInitialDifficulty - dampedValue)
            let byEasy = gD * w[7]
            gradient[4] += byEasy
            gradient[5] -= byEasy * exp(w[5] * 3) * 3
            let byDamped = gD * (1 - w[7])
            let delta = w[6] * Double(3 - rating)
            var gDPrevious = byDamped * (1 - delta / 9)
            gradient[6] += byDamped * (10 - d) / 9 * Double(3 - rating)

            // Stability.
            var gSPrevious = 0.0
            let days = item.elapsedDays[index]
            if days == 0 {
                let (increase, free) = shortTermIncrease(s, rating: rating)
                if free {
                    let next = s * increase
                    gSPrevious = gS * increase * (1 - w[19])
                    gradient[17] += gS * next * (Double(rating - 3) + w[18])
                    gradient[18] += gS * next * w[17]
                    gradient[19] -= gS * next * log(s)
                } else {
                    gSPrevious = gS
                }
            } else {
                let recall = forgetting(elapsedDays: Double(days), stability: s)
                var byR = 0.0
                if rating == 1 {
                    let lapsed = lapse(s, difficulty: d, retrievability: recall.recall)
                    if lapsed.isShortTerm {
                        gSPrevious = gS / forgetDivisor
                        gradient[17] -= gS * lapsed.value * w[18]
                        gradient[18] -= gS * lapsed.value * w[17]
                    } else {
                        let value = lapsed.value
                        let powered = pow(s + 1, w[13])
                        let rest = w[11] * pow(d, -w[12]) * exp((1 - recall.recall) * w[14])
                        gradient[11] += gS * value / w[11]
                        gradient[12] -= gS * value * log(d)
                        gradient[13] += gS * rest * powered * log(s + 1)
                        gradient[14] += gS * value * (1 - recall.recall)
                        gDPrevious += gS * value * (-w[12] / d)
                        gSPrevious = gS * rest * w[13] * powered / (s + 1)
                        byR = gS * value * (-w[14])
                    }
                } else {
                    var bonus = 1.0
                    if rating == 2 { bonus = w[15] }
                    if rating == 4 { bonus = w[16] }
                    let e = exp((1 - recall.recall) * w[10])
                    let plain = recallFactor * pow(s, -w[9])  // growth without (11 - d), (e - 1), bonus
                    let a = plain * (11 - d) * (e - 1) * bonus
                    let gA = gS * s
                    gradient[8] += gA * a
                    gradient[9] -= gA * a * log(s)
                    gradient[10] += gA * plain * (11 - d) * bonus * e * (1 - recall.recall)
                    if rating == 2 { gradient[15] += gA * plain * (11 - d) * (e - 1) }
                    if rating == 4 { gradient[16] += gA * plain * (11 - d) * (e - 1) }
                    gDPrevious -= gA * plain * (e - 1) * bonus
                    gSPrevious = gS * (1 + a) + gA * a * (-w[9] / s)
                    byR = gA * plain * (11 - d) * bonus * e * (-w[10])
                }
                gSPrevious += byR * recall.byStability
                gradient[20] += byR * recall.byW20
            }
            gS = gSPrevious
            gD = gDPrevious
            index -= 1
        }
        return loss * weight
    }

    /// The log loss of predicting `recall` and its derivative by `recall` (0 where the prediction
    /// is held away from 0 and 1).
    static func logLoss(_ recall: Double, recalled: Bool) -> (loss: Double, byRecall: Double) {
        let bounded = min(max(recall, 1e-9), 1 - 1e-9)
        let free = bounded == recall
        if recalled {
            return (-log(bounded), free ? -1 / bounded : 0)
        }
        return (-log(1 - bounded), free ? 1 / (1 - bounded) : 0)
    }
}
