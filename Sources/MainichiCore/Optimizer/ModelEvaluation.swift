/// How well a set of weights predicts a review history.
public struct ModelEvaluation: Sendable, Equatable {
    /// The recency-weighted mean log loss of the predicted recall: lower is better.
    public var logLoss: Double
    /// The root mean square gap between predicted and actual recall over bins of similar
    /// reviews (elapsed days, review count, lapses), weighted by recency: lower is better.
    public var rmse: Double

    public init(logLoss: Double, rmse: Double) {
        self.logLoss = logLoss
        self.rmse = rmse
    }
}
