/// The learner's current FSRS weights against newly fitted ones, on the same review history:
/// what `mainichi optimize` and Settings show before the learner accepts.
public struct WeightsComparison: Sendable, Equatable {
    public var current: [Double]
    public var fitted: [Double]
    /// How well the current weights predict the history.
    public var before: ModelEvaluation
    /// How well the fitted weights predict it.
    public var after: ModelEvaluation
    /// The number of reviews the fit used (reviews on a later day than the item's previous one).
    public var reviewCount: Int

    /// Whether the fitted weights predict the history better (lower log loss).
    public var isImprovement: Bool { after.logLoss < before.logLoss }

    /// Fits weights to `items` and evaluates them and `current` on the same items.
    ///
    /// Throws `FSRSOptimizer.FitError.notEnoughReviews` below `FSRSOptimizer.minimumItems`.
    public static func fit(
        _ items: [TrainingItem], current: [Double], optimizer: FSRSOptimizer = FSRSOptimizer()
    ) throws(FSRSOptimizer.FitError) -> WeightsComparison {
        let fitted = try optimizer.fit(items)
        return WeightsComparison(
            current: current, fitted: fitted,
            before: FSRSOptimizer.evaluate(current, on: items), after: FSRSOptimizer.evaluate(fitted, on: items),
            reviewCount: items.count)
    }
}
