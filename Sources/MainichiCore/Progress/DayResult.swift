#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the day list shows about one study day: best test score, when last studied, done mark.
public struct DayResult: Codable, Sendable, Equatable {
    /// Right answers in the best full test of the day.
    public var bestScore: Int?
    /// Questions in that test.
    public var bestTotal: Int?
    /// When the best score was reached.
    public var bestDate: Date?
    /// The most recent full test's score and total.
    public var lastScore: Int?
    public var lastTotal: Int?
    /// When the day's list was last opened for study or tested.
    public var lastStudied: Date?
    /// How many full tests of the day were finished.
    public var testCount: Int
    /// When the day was first completed (a full test finished); nil while not done.
    public var completedAt: Date?

    public init() {
        testCount = 0
    }

    /// Whether the day shows the done mark.
    public var isCompleted: Bool { completedAt != nil }

    /// The best score as a fraction from 0 to 1, if tested.
    public var bestFraction: Double? {
        guard let bestScore, let bestTotal, bestTotal > 0 else { return nil }
        return Double(bestScore) / Double(bestTotal)
    }

    /// Records a finished full test; returns whether it is a new best.
    @discardableResult
    mutating func recordTest(score: Int, total: Int, at date: Date) -> Bool {
        testCount += 1
        lastScore = score
        lastTotal = total
        lastStudied = date
        if completedAt == nil { completedAt = date }
        let fraction = total > 0 ? Double(score) / Double(total) : 0
        let isBest: Bool
        if let current = bestFraction {
            isBest = fraction > current || (fraction == current && total > (bestTotal ?? 0))
        } else {
            isBest = true
        }
        if isBest {
            bestScore = score
            bestTotal = total
            bestDate = date
        }
        return isBest
    }
}
