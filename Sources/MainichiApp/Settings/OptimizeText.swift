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

    /// Why there is nothing to fit yet, in `language` (English as `notEnoughReviews(have:need:)`).
    public static func notEnoughReviews(have: Int, need: Int, language: Language) -> String {
        language == .english ? notEnoughReviews(have: have, need: need)
            : Strings(language).settings.notEnoughReviews(have: have, need: need)
    }

    /// The comparison as lines in `language` (English as `comparison(_:)`, for `mainichi optimize`).
    public static func comparison(_ comparison: WeightsComparison, language: Language) -> [String] {
        language == .english ? self.comparison(comparison) : self.comparison(comparison, strings: Strings(language).settings)
    }

    /// The comparison as lines in the words of `strings`.
    static func comparison(_ comparison: WeightsComparison, strings: any SettingsStrings) -> [String] {
        [
            strings.fittedTo(comparison.reviewCount),
            strings.logLoss(now: decimal(comparison.before.logLoss, places: 4), fitted: decimal(comparison.after.logLoss, places: 4)),
            strings.rmse(now: decimal(comparison.before.rmse * 100, places: 2), fitted: decimal(comparison.after.rmse * 100, places: 2)),
            comparison.isImprovement ? strings.fittedIsBetter : strings.fittedIsNotBetter,
        ]
    }

    /// `value` with `places` decimals, rounded half away from zero ("0.3512"), by hand.
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
        let whole = scaled / Int64(scale)
        var fraction = String(scaled % Int64(scale))
        while fraction.count < places { fraction = "0" + fraction }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return places == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
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
