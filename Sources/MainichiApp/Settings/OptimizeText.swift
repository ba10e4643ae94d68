import Foundation
import MainichiCore

/// The sentences of optimizing FSRS weights, shared by the Settings screen and `mainichi optimize`.
public enum OptimizeText {
    /// "0.90".
    public static func retention(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// Why there is nothing to fit yet.
    public static func notEnoughReviews(have: Int, need: Int) -> String {
        "Optimizing needs at least \(need) reviews made on a later day than the word's previous "
            + "review; you have \(have). Keep reviewing and try again later."
    }

    /// The comparison as lines: the review count, then log loss and RMSE before and after.
    public static func comparison(_ comparison: WeightsComparison) -> [String] {
        [
            "Fitted to \(comparison.reviewCount) reviews.",
            String(format: "Log loss: %.4f now, %.4f fitted", comparison.before.logLoss, comparison.after.logLoss),
            String(format: "RMSE:     %.2f%% now, %.2f%% fitted", comparison.before.rmse * 100, comparison.after.rmse * 100),
            comparison.isImprovement
                ? "Lower is better: the fitted weights predict your reviews better."
                : "The fitted weights do not predict your reviews better.",
        ]
    }
}
