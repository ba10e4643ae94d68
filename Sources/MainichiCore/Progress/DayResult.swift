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
    /// When the day was first completed (a full test passed, see `passingFraction`); nil while
    /// not done.
    public var completedAt: Date?

    /// The share of right answers a full test needs for the day to be done (16 of 20): a first
    /// try at 2/20 is a start, not a day done. The day list shows such best scores as right.
    public static let passingFraction = 0.8

    public init() {
        testCount = 0
    }

    /// Whether the day shows the done mark: a full test passed. A day marked done by a failed
    /// test before this rule (its best below the pass) is not done.
    public var isCompleted: Bool { completedAt != nil && (bestFraction ?? 0) >= Self.passingFraction }

    /// The best score as a fraction from 0 to 1, if tested.
    public var bestFraction: Double? {
        guard let bestScore, let bestTotal, bestTotal > 0 else { return nil }
        return Double(bestScore) / Double(bestTotal)
    }

    /// Records a finished full test, completing the day when it passes; returns whether it is a
    /// new best.
    @discardableResult
    mutating func recordTest(score: Int, total: Int, at date: Date) -> Bool {
        testCount += 1
        lastScore = score
        lastTotal = total
        lastStudied = date
        let fraction = total > 0 ? Double(score) / Double(total) : 0
        if fraction >= Self.passingFraction, !isCompleted { completedAt = date }
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

    /// The result of one day recorded under two keys (an old "vocab:N5:3" and today's
    /// "jlpt-vocab-n5:3"): tests added up, the better best, the later last test and study, the
    /// earlier completion.
    func merged(with other: DayResult) -> DayResult {
        var result = self
        result.testCount = testCount + other.testCount
        let otherIsBetter: Bool
        if let mine = bestFraction, let theirs = other.bestFraction {
            otherIsBetter = theirs > mine || (theirs == mine && (other.bestTotal ?? 0) > (bestTotal ?? 0))
        } else {
            otherIsBetter = bestFraction == nil && other.bestFraction != nil
        }
        if otherIsBetter {
            result.bestScore = other.bestScore
            result.bestTotal = other.bestTotal
            result.bestDate = other.bestDate
        }
        if (other.lastStudied ?? .distantPast) > (lastStudied ?? .distantPast) {
            result.lastStudied = other.lastStudied
            if other.lastScore != nil {
                result.lastScore = other.lastScore
                result.lastTotal = other.lastTotal
            }
        }
        if result.lastScore == nil {
            result.lastScore = other.lastScore
            result.lastTotal = other.lastTotal
        }
        switch (completedAt, other.completedAt) {
        case let (mine?, theirs?): result.completedAt = min(mine, theirs)
        case (nil, let theirs?): result.completedAt = theirs
        default: break
        }
        return result
    }
}
