#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Statistics {
    /// The statistics from running totals (`StatisticsTotals`) instead of every history entry:
    /// the same figures `compute(library:progress:events:...)` gives for the history the totals
    /// were folded from.
    /// - Returns: nil when the totals cannot give them for this calendar and time: a quarter hour
    ///   of the totals holds the start of a study day (a zone whose offset is not a multiple of 15
    ///   minutes), or today began before the durations still kept one by one. The caller then
    ///   computes them from the history.
    public static func compute(library: DeckLibrary, progress: StudyProgress, totals: StatisticsTotals,
                               now: Date, calendar: StudyCalendar,
                               leechThreshold: Int = Settings().leechThreshold) -> Statistics? {
        guard var statistics = compute(totals: totals, cards: progress.srs, decks: library.summaries,
                                       deckOfItem: { library.item(withID: $0)?.deck }, now: now, calendar: calendar)
        else { return nil }
        statistics.slips = progress.slipSummary()
        statistics.hangmanWon = totals.hangmanWon
        statistics.hangmanPlayed = totals.hangmanPlayed
        let lapses = LeechIndex(lapses: totals.lapses)
        statistics.leeches = lapses.leeches(threshold: leechThreshold).map { Leech(itemID: $0, lapses: lapses.lapseCount(of: $0)) }
        return statistics
    }

    /// The figures of `computeWithLapses` (without slips, hangman and leeches) from totals; nil as above.
    static func compute(totals: StatisticsTotals, cards: [String: SRSCard], decks: [DeckSummary],
                        deckOfItem: (String) -> DeckID?, now: Date, calendar: StudyCalendar) -> Statistics? {
        var numbering = StudyDayNumbering(calendar: calendar)
        let today = numbering.day(of: now)
        // Today's entries must all have their durations kept.
        if totals.recentFrom.isFinite, numbering.day(of: Date(timeIntervalSince1970: totals.recentFrom)) >= today {
            return nil
        }
        let windowStart = today - retentionWindow + 1
        var activeDays = Set<Int>()
        var reviewsPerDay: [Int: Int] = [:]
        var summary = TodaySummary()
        var retention = RetentionFigure()
        let span = Double(StatisticsTotals.bucketSeconds)
        // Buckets in time order, so the day numbering moves forward as it does over the history.
        for key in totals.buckets.keys.sorted() {
            let bucket = totals.buckets[key]!
            let start = Double(key) * span
            let day = numbering.day(of: Date(timeIntervalSince1970: start))
            // A day boundary falls on a whole second: inside the bucket, its last second is another day.
            guard numbering.day(of: Date(timeIntervalSince1970: start + span - 1)) == day else { return nil }
            if bucket.entries > 0 { activeDays.insert(day) }
            if bucket.reviews > 0 { reviewsPerDay[day, default: 0] += bucket.reviews }
            if day == today {
                summary.reviewed += bucket.reviews
                summary.retention.total += bucket.reviews
                summary.retention.passed += bucket.reviewsPassed
                summary.newLearned += bucket.newItems
            }
            if day >= windowStart, day <= today {
                retention.total += bucket.retentionReviews
                retention.passed += bucket.retentionPassed
            }
        }
        for entry in totals.recent where numbering.day(of: Date(timeIntervalSince1970: entry.time)) == today {
            summary.timeSpent += entry.duration
        }
        let (current, longest) = streaks(activeDays: activeDays, today: today)
        let cardFigures = cardFigures(cards: cards, decks: decks, deckOfItem: deckOfItem, today: today, numbering: &numbering)
        return Statistics(date: calendar.stamp(ofDay: today), today: summary, currentStreak: current,
                                    longestStreak: longest,
                                    heatmap: heatmap(reviewsPerDay: reviewsPerDay, today: today, days: calendar),
                                    forecast: cardFigures.forecast, levels: cardFigures.levels, retention: retention,
                          reviewCards: cardFigures.reviewCards, waitingNewCards: cardFigures.waiting)
    }
}
