#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The sentences of optimizing FSRS weights, shared by the Settings screen and `mainichi optimize`.
public enum OptimizeText {
    /// "0.90".
    public static func retention(_ value: Double) -> String {
        DecimalText.fixed(value, digits: 2)
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
            "Log loss: \(DecimalText.fixed(comparison.before.logLoss, digits: 4)) now, "
                + "\(DecimalText.fixed(comparison.after.logLoss, digits: 4)) fitted",
            "RMSE:     \(DecimalText.fixed(comparison.before.rmse * 100, digits: 2))% now, "
                + "\(DecimalText.fixed(comparison.after.rmse * 100, digits: 2))% fitted",
            comparison.isImprovement
                ? "Lower is better: the fitted weights predict your reviews better."
                : "The fitted weights do not predict your reviews better.",
        ]
    }
}
