/// The FSRS-6 memory model as the optimizer sees it: the recall probability of an item's last
/// review, predicted from the reviews before it and the 21 weights.
///
/// Written once for any `ModelNumber`: in `Double` it evaluates, in `Dual` it also gives the
/// gradient. The formulas are those of `FSRSScheduler` (same-day reviews use the short-term
/// stability formula), with the reference optimizer's clamping: stability 0.001 to 36,500 days,
/// difficulty 1 to 10. A clamped value carries no gradient, as in the reference.
struct FSRSModel<Number: ModelNumber> {
    private let w: [Number]
    private let decay: Number
    private let factor: Number
    private let easyInitialDifficulty: Number
    private let recallFactor: Number
    private let forgetDivisor: Number

    init(weights: [Number]) {
        precondition(weights.count == 21, "FSRS-6 takes 21 weights")
        w = weights
        decay = weights[20] * -1
        factor = Number.power(Number(0.9), Number(1) / decay) + -1
        easyInitialDifficulty = weights[4] - Number.exponential(weights[5] * 3) + 1
        recallFactor = Number.exponential(weights[8])
        forgetDivisor = Number.exponential(weights[17] * weights[18])
    }

    /// The probability of recalling `item`'s last review.
    func retrievability(of item: TrainingItem) -> Number {
        let stability = stabilityBeforeLastReview(of: item)
        return retrievability(elapsedDays: Double(item.targetElapsedDays), stability: stability)
    }

    /// The recall probability `elapsedDays` after a review that left `stability`.
    func retrievability(elapsedDays: Double, stability: Number) -> Number {
        Number.power(factor * elapsedDays / stability + 1, decay)
    }

    /// The stability after every review of `item` but the last.
    func stabilityBeforeLastReview(of item: TrainingItem) -> Number {
        let ratings = item.ratings
        let elapsed = item.elapsedDays
        let first = Int(ratings[0])
        var stability = Self.clampStability(w[first - 1])
        var difficulty = Self.clampDifficulty(initialDifficulty(rating: first))
        var index = 1
        let end = ratings.count - 1
        while index < end {
            let rating = Int(ratings[index])
            let days = elapsed[index]
            let next: Number
            if days == 0 {
                next = shortTermStability(stability, rating: rating)
            } else {
                let recall = retrievability(elapsedDays: Double(days), stability: stability)
                next = rating == 1
                    ? stabilityAfterLapse(stability, difficulty: difficulty, retrievability: recall)
                    : stabilityAfterRecall(stability, difficulty: difficulty, retrievability: recall, rating: rating)
            }
            difficulty = nextDifficulty(difficulty, rating: rating)
            stability = Self.clampStability(next)
            index += 1
        }
        return stability
    }

    private func initialDifficulty(rating: Int) -> Number {
        w[4] - Number.exponential(w[5] * Double(rating - 1)) + 1
    }

    private func shortTermStability(_ stability: Number, rating: Int) -> Number {
        var increase = Number.exponential(w[17] * (w[18] + Double(rating - 3)))
            * Number.power(stability, w[19] * -1)
        if rating >= 2 && increase.value < 1 {
            increase = Number(1)
        }
        return stability * increase
    }

    private func stabilityAfterRecall(
        _ stability: Number, difficulty: Number, retrievability: Number, rating: Int
    ) -> Number {
        var growth = recallFactor * (Number(11) - difficulty) * Number.power(stability, w[9] * -1)
            * (Number.exponential((Number(1) - retrievability) * w[10]) + -1)
        if rating == 2 { growth = growth * w[15] }
        if rating == 4 { growth = growth * w[16] }
        return stability * (growth + 1)
    }

    private func stabilityAfterLapse(_ stability: Number, difficulty: Number, retrievability: Number) -> Number {
        let longTerm = w[11] * Number.power(difficulty, w[12] * -1)
            * (Number.power(stability + 1, w[13]) + -1)
            * Number.exponential((Number(1) - retrievability) * w[14])
        let shortTerm = stability / forgetDivisor
        return shortTerm.value < longTerm.value ? shortTerm : longTerm
    }

    private func nextDifficulty(_ difficulty: Number, rating: Int) -> Number {
        let delta = w[6] * Double(3 - rating)
        let damped = difficulty + (Number(10) - difficulty) * delta * (1.0 / 9.0)
        return Self.clampDifficulty(w[7] * (easyInitialDifficulty - damped) + damped)
    }

    private static func clampStability(_ stability: Number) -> Number {
        if stability.value < 0.001 { return Number(0.001) }
        if stability.value > 36_500 { return Number(36_500) }
        return stability
    }

    private static func clampDifficulty(_ difficulty: Number) -> Number {
        if difficulty.value < 1 { return Number(1) }
        if difficulty.value > 10 { return Number(10) }
        return difficulty
    }
}
