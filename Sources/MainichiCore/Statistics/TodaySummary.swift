#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What was done today.
public struct TodaySummary: Sendable, Equatable, Codable {
    /// Reviews graded today.
    public var reviewed: Int
    /// Items reviewed for the first time ever today.
    public var newLearned: Int
    /// Seconds spent today: the durations of today's reviews, tests and study sessions.
    public var timeSpent: TimeInterval
    /// Today's reviews not graded Again, out of all of today's reviews.
    public var retention: RetentionFigure

    public init(reviewed: Int = 0, newLearned: Int = 0, timeSpent: TimeInterval = 0,
                retention: RetentionFigure = RetentionFigure()) {
        self.reviewed = reviewed
        self.newLearned = newLearned
        self.timeSpent = timeSpent
        self.retention = retention
    }

    /// "1h 05m", "12m 30s" or "45s".
    public var timeSpentText: String {
        let seconds = Int(timeSpent.rounded())
        if seconds >= 3600 {
            let minutes = (seconds % 3600) / 60
            return "\(seconds / 3600)h \(minutes < 10 ? "0" : "")\(minutes)m"
        }
        if seconds >= 60 {
            let rest = seconds % 60
            return "\(seconds / 60)m \(rest < 10 ? "0" : "")\(rest)s"
        }
        return "\(seconds)s"
    }
}
