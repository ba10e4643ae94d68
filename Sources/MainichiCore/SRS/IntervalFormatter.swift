import Foundation

/// Formats a wait as a short ASCII label for review buttons: "10m", "6m", "1.5h", "4d", "3mo",
/// "1.2y".
///
/// Minutes under an hour, hours under a day, days under 30 days, months (of 30 days) under a
/// year (365 days), years beyond. Minutes are whole (5.5 minutes reads "6m", 4.6 minutes "5m":
/// nobody counts tenths of a minute); other figures under 10 keep one decimal when they have
/// one, larger ones are whole. Anything under a minute reads "<1m".
public enum IntervalFormatter {
    /// The unit of an interval's figure.
    public enum Unit: Sendable, Equatable {
        case minutes, hours, days, months, years
    }

    /// The label for `interval` seconds.
    public static func string(for interval: TimeInterval) -> String {
        guard let (figure, unit) = parts(for: interval) else { return "<1m" }
        switch unit {
        case .minutes: return figure + "m"
        case .hours: return figure + "h"
        case .days: return figure + "d"
        case .months: return figure + "mo"
        case .years: return figure + "y"
        }
    }

    /// The figure ("1.5") and unit of `interval` seconds, by the rules above; nil under a minute.
    /// The app writes them in the learner's language.
    public static func parts(for interval: TimeInterval) -> (figure: String, unit: Unit)? {
        let minutes = interval / 60
        if minutes < 1 { return nil }
        if minutes.rounded(.toNearestOrAwayFromZero) < 60 { return (whole(minutes), .minutes) }
        let hours = minutes / 60
        if hours < 24 { return (figure(hours), .hours) }
        let days = hours / 24
        if days < 30 { return (figure(days), .days) }
        if days < 365 { return (figure(days / 30), .months) }
        return (figure(days / 365), .years)
    }

    /// Rounded to a whole number, halves up.
    private static func whole(_ value: Double) -> String {
        String(Int(value.rounded(.toNearestOrAwayFromZero)))
    }

    /// One decimal under 10 (dropped when zero), whole numbers from 10.
    private static func figure(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        if tenths < 100 && Int(tenths) % 10 != 0 {
            return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
        }
        return String(Int(value.rounded()))
    }
}
