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

/// Fits the 21 FSRS-6 weights to a learner's review history, by the reference optimizer's method.
///
/// The method of fsrs-rs `compute_parameters`:
/// 1. Items whose only later-day review is the predicted one fit the initial stabilities
///    (`InitialStabilityFit`); outlier groups of those (rare first rating and elapsed-day pairs,
///    about 5% of each rating, and groups longer than 100 days, 365 for easy) are left out, with
///    every item that shares their first rating and first elapsed days.
/// 2. Gradient descent (Adam, learning rate 0.04 with cosine annealing, batches of 512, 5 epochs,
///    batch order shuffled each epoch) on the recency-weighted log loss of every item's last
///    review, plus an L2 pull towards the starting weights scaled by each weight's spread across
///    learners. After each step the weights are clamped to the reference's ranges. The epoch with
///    the lowest loss wins.
/// 3. The initial stabilities are ordered and filled again as in step 1.
///
/// Gradients are exact: `FSRSModel` differentiates its formulas backwards through each item's reviews.
public struct FSRSOptimizer: Sendable {
    /// The fewest items (reviews on a later day than the item's previous review) worth fitting.
    public static let minimumItems = 400

    public var epochs = 5
    public var batchSize = 512
    public var learningRate = 4e-2
    public var maximumSequenceLength = 64
    /// The strength of the pull towards the starting weights.
    public var gamma = 1.0
    /// Seeds the batch shuffling, so a fit is repeatable.
    public var seed: UInt64 = 2023

    /// Each weight's spread across learners (the reference's table), for the L2 pull.
    static let parameterSpread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
        1.03, 0.31, 0.32, 0.14, 0.27,
    ]

    /// Why a history cannot be fitted.
    public enum FitError: Error, Equatable, Sendable {
        /// Fewer items than `minimumItems`: the count there is.
        case notEnoughReviews(have: Int, need: Int)
    }

    public init() {}

    // MARK: - Fitting

    /// The fitted weights for `items`, oldest first.
    public func fit(_ items: [TrainingItem]) throws(FitError) -> [Double] {
        let items = items.filter { $0.longTermReviewCount > 0 }
        guard items.count >= Self.minimumItems else {
            throw .notEnoughReviews(have: items.count, need: Self.minimumItems)
        }
        let defaults = FSRSScheduler.defaultParameters
        let averageRecall = Double(items.reduce(0) { $0 + ($1.isRecalled ? 1 : 0) }) / Double(items.count)
        let (initialSet, trainingSet) = Self.removingOutliers(items)
        guard let initial = InitialStabilityFit.fit(initialSet, averageRecall: averageRecall) else {
            return defaults
        }
        let start = initial.stabilities + defaults[4...]
        guard trainingSet.count != initialSet.count, trainingSet.count >= 64 else { return start }

        var weighted = Self.recencyWeighted(trainingSet)
        weighted.removeAll { $0.item.ratings.count > maximumSequenceLength }
        var weights = train(weighted, start: start)
        var fittedStabilities: [Int: Double] = [:]
        for rating in 1...4 { fittedStabilities[rating] = weights[rating - 1] }
        if let filled = InitialStabilityFit.smoothAndFill(fittedStabilities, counts: initial.counts) {
            weights.replaceSubrange(0..<4, with: filled)
        }
        return weights
    }

    private func train(_ items: [(item: TrainingItem, weight: Double)], start: [Double]) -> [Double] {
        let total = items.count
        var batches: [Range<Int>] = []
        var lower = 0
        while lower < total {
            batches.append(lower..<min(lower + batchSize, total))
            lower += batchSize
        }
        let iterations = Double((total / batchSize + 1) * epochs)
        var schedule = CosineAnnealing(maximumSteps: iterations, initialRate: learningRate)
        var adam = Adam(count: 21)
        var weights = start
        var best = start
        var bestLoss = Double.infinity
        var random = SeededRandom(seed: seed)
        var scratch = FSRSModel.Scratch()

        for _ in 0..<epochs {
            var order = Array(batches.indices)
            order.shuffle(using: &random)
            for batchIndex in order {
                let batch = batches[batchIndex]
                let rate = schedule.step()
                var gradient = [Double](repeating: 0, count: 21)
                let model = FSRSModel(weights: weights)
                for index in batch {
                    _ = model.loss(of: items[index].item, weight: items[index].weight, gradient: &gradient, scratch: &scratch)
                }
                let scale = gamma * Double(batch.count) / Double(total)
                for index in 0..<21 {
                    let spread = Self.parameterSpread[index]
                    gradient[index] += 2 * (weights[index] - start[index]) / (spread * spread) * scale
                }
                adam.step(&weights, gradient: gradient, rate: rate)
                weights = Self.clipped(weights)
            }
            let model = FSRSModel(weights: weights)
            var loss = 0.0
            for batch in batches {
                for index in batch {
                    let (item, weight) = items[index]
                    loss += FSRSModel.logLoss(model.retrievability(of: item), recalled: item.isRecalled).loss * weight
                }
                var penalty = 0.0
                for index in 0..<21 {
                    let gap = (weights[index] - start[index]) / Self.parameterSpread[index]
                    penalty += gap * gap
                }
                loss += penalty * gamma * Double(batch.count) / Double(total)
            }
            if loss < bestLoss {
                bestLoss = loss
                best = weights
            }
        }
        return best
    }

    // MARK: - Evaluation

    /// How well `weights` predict `items` (oldest first): the reference's `evaluate`.
    public static func evaluate(_ weights: [Double], on items: [TrainingItem]) -> ModelEvaluation {
        let weighted = recencyWeighted(items.filter { $0.longTermReviewCount > 0 })
        guard !weighted.isEmpty else { return ModelEvaluation(logLoss: 0, rmse: 0) }
        let model = FSRSModel(weights: clipped(weights))
        var lossSum = 0.0
        var weightSum = 0.0
        var bins: [BinKey: (predicted: Double, actual: Double, count: Double, weight: Double)] = [:]
        for (item, weight) in weighted {
            let predicted = model.retrievability(of: item)
            lossSum += FSRSModel.logLoss(predicted, recalled: item.isRecalled).loss * weight
            weightSum += weight
            var bin = bins[BinKey(item), default: (0, 0, 0, 0)]
            bin.predicted += predicted
            bin.actual += item.isRecalled ? 1 : 0
            bin.count += 1
            bin.weight += weight
            bins[BinKey(item)] = bin
        }
        var squares = 0.0
        var binWeight = 0.0
        for bin in bins.values {
            let gap = bin.predicted / bin.count - bin.actual / bin.count
            squares += gap * gap * bin.weight
            binWeight += bin.weight
        }
        return ModelEvaluation(logLoss: lossSum / weightSum, rmse: (squares / binWeight).squareRoot())
    }

    /// The bin of similar reviews an item's prediction is compared in: elapsed days, review
    /// count and lapse count, each on a logarithmic scale (the reference's R-matrix bins).
    private struct BinKey: Hashable {
        var days: Int
        var length: Int
        var lapses: Int

        init(_ item: TrainingItem) {
            let elapsed = Double(item.targetElapsedDays)
            days = Int((2.48 * pow(3.62, floor(log(elapsed) / log(3.62))) * 100).rounded())
            let count = Double(item.longTermReviewCount) + 1
            length = Int((1.99 * pow(1.89, floor(log(count) / log(1.89)))).rounded())
            var lapseCount = 0
            for index in 0..<(item.ratings.count - 1) where item.ratings[index] == 1 && item.elapsedDays[index] > 0 {
                lapseCount += 1
            }
            lapses = lapseCount == 0 ? 0 : Int((1.65 * pow(1.73, floor(log(Double(lapseCount)) / log(1.73)))).rounded())
        }
    }

    // MARK: - Data preparation

    /// Weights rising from 0.25 for the oldest item to 1 for the newest, as a cube.
    static func recencyWeighted(_ items: [TrainingItem]) -> [(item: TrainingItem, weight: Double)] {
        let length = max(Double(items.count) - 1, 1)
        return items.enumerated().map { index, item in
            let position = Double(index) / length
            return (item, 0.25 + 0.75 * position * position * position)
        }
    }

    /// The items for the initial stabilities and the items for training, without outliers.
    ///
    /// Items whose only later-day review is the predicted one are grouped by first rating and
    /// elapsed days; in each rating the smallest groups (largest elapsed days first among equals)
    /// are dropped until at least max(20, 5%) items are gone, and so is any remaining group of
    /// fewer than 6 items or of more than 100 elapsed days (365 for easy). Training keeps every
    /// item whose first rating and first later-day elapsed days are not a dropped pair.
    static func removingOutliers(_ items: [TrainingItem]) -> (initial: [TrainingItem], training: [TrainingItem]) {
        var groups: [Int: [Int32: [TrainingItem]]] = [:]
        for item in items where item.longTermReviewCount == 1 {
            groups[Int(item.ratings[0]), default: [:]][item.targetElapsedDays, default: []].append(item)
        }
        var kept: [TrainingItem] = []
        var removed: Set<[Int32]> = []
        for rating in groups.keys.sorted() {
            // Largest group first, then the longest elapsed days; walked from the end.
            let subgroups = groups[rating]!.sorted { a, b in
                a.value.count != b.value.count ? a.value.count > b.value.count : a.key > b.key
            }
            let total = subgroups.reduce(0) { $0 + $1.value.count }
            var removedCount = 0
            for (days, group) in subgroups.reversed() {
                if removedCount + group.count >= max(20, total / 20) {
                    if group.count >= 6 && days <= (rating != 4 ? 100 : 365) {
                        kept.append(contentsOf: group)
                    } else {
                        removed.insert([Int32(rating), days])
                    }
                } else {
                    removedCount += group.count
                    removed.insert([Int32(rating), days])
                }
            }
        }
        let training = items.filter { item in
            !removed.contains([Int32(item.ratings[0]), item.firstLongTermReview.elapsedDays])
        }
        return (kept, training)
    }

    /// The weights clamped to the ranges the reference allows.
    public static func clipped(_ weights: [Double]) -> [Double] {
        let ranges: [ClosedRange<Double>] = [
            0.001...100, 0.001...100, 0.001...100, 0.001...100,
            1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5,
            0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
        ]
        return zip(weights, ranges).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }
}

/// Adam, as the reference configures it (betas 0.9 and 0.999, epsilon 1e-8).
private struct Adam {
    var first: [Double]
    var second: [Double]
    var steps = 0

    init(count: Int) {
        first = Array(repeating: 0, count: count)
        second = Array(repeating: 0, count: count)
    }

    mutating func step(_ weights: inout [Double], gradient: [Double], rate: Double) {
        steps += 1
        let firstCorrection = 1 - pow(0.9, Double(steps))
        let secondCorrection = 1 - pow(0.999, Double(steps))
        for index in weights.indices {
            first[index] = first[index] * 0.9 + gradient[index] * 0.1
            second[index] = second[index] * 0.999 + gradient[index] * gradient[index] * 0.001
            let moment = first[index] / firstCorrection
            let spread = (second[index] / secondCorrection).squareRoot()
            weights[index] -= rate * moment / (spread + 1e-8)
        }
    }
}

/// The reference's cosine-annealed learning rate, stepped once per batch.
private struct CosineAnnealing {
    let maximumSteps: Double
    let initialRate: Double
    var stepCount = 0.0
    var rate: Double

    init(maximumSteps: Double, initialRate: Double) {
        self.maximumSteps = maximumSteps
        self.initialRate = initialRate
        self.rate = initialRate
    }

    mutating func step() -> Double {
        stepCount += 1
        if (stepCount - 1 - maximumSteps).truncatingRemainder(dividingBy: 2 * maximumSteps) == 0 {
            rate = initialRate * (1 - cos(Double.pi / maximumSteps)) / 2
        } else {
            rate = (1 + cos(Double.pi * stepCount / maximumSteps))
                / (1 + cos(Double.pi * (stepCount - 1) / maximumSteps)) * rate
        }
        return rate
    }
}
