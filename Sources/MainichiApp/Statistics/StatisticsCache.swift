#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The statistics last computed for the screen, with everything they were computed from, so that
/// opening Statistics again costs only drawing while nothing changed.
///
/// The figures depend on the history events, the review cards and slips of the progress, the deck
/// summaries, the study day of "now", the calendar and the leech threshold. Each is kept as it was
/// and compared on the next request: the history comes from `AppContext.historyContents()`, which
/// hands back the same array while no journal file changed, and the progress's collections are
/// copy-on-write values, so an unchanged input compares as the same storage without walking it.
/// Any difference computes the figures again.
///
/// The history's figures come from the running totals of `StatisticsLedger` (the saved totals and
/// the journals' tail) when it can keep them, in place of every history entry; its generation
/// then stands for the history among the inputs.
public final class StatisticsCache {
    private struct Inputs: Equatable {
        var events: [HistoryEvent]?
        var totals: Int?
        var cards: [String: SRSCard]
        var slips: [SlipRecord]
        var decks: [DeckSummary]
        var today: Int
        var calendar: StudyCalendar
        var leechThreshold: Int
    }

    private var inputs: Inputs?
    private var statistics: Statistics?
    /// How many times the figures were computed (tests check that a reopen computes nothing).
    public private(set) var computeCount = 0

    private var ledger: StatisticsLedger?

    public init() {}

    /// The figures of the journals in `directory`: from the ledger's running totals when it can
    /// keep them, else from `history()` (every entry, with its warnings).
    /// - Returns: the figures and the warnings of the history read (none from the totals: they
    ///   are kept only while every journal line reads).
    public func statistics(library: DeckLibrary, progress: StudyProgress, directory: URL, itemIDMap: ItemIDMap?,
                           history: () -> HistoryLog.Contents, now: Date, calendar: StudyCalendar,
                           leechThreshold: Int) -> (statistics: Statistics, warnings: [LogWarning]) {
        if ledger?.directory != directory { ledger = StatisticsLedger(directory: directory) }
        if let ledger, let totals = ledger.totals(itemIDMap: itemIDMap) {
            let current = Inputs(events: nil, totals: ledger.generation, cards: progress.srs, slips: progress.slips,
                                 decks: library.summaries, today: calendar.day(of: now), calendar: calendar,
                                 leechThreshold: leechThreshold)
            if let statistics, inputs == current { return (statistics, []) }
            if let computed = Statistics.compute(library: library, progress: progress, totals: totals, now: now,
                                                 calendar: calendar, leechThreshold: leechThreshold) {
                computeCount += 1
                inputs = current
                statistics = computed
                return (computed, [])
            }
        }
        let contents = history()
        return (statistics(library: library, progress: progress, events: contents.events, now: now, calendar: calendar,
                           leechThreshold: leechThreshold), contents.warnings)
    }

    /// The figures for these inputs: the kept ones when every input is as before, else computed
    /// now (and kept).
    public func statistics(library: DeckLibrary, progress: StudyProgress, events: [HistoryEvent], now: Date,
                           calendar: StudyCalendar, leechThreshold: Int) -> Statistics {
        let current = Inputs(events: events, totals: nil, cards: progress.srs, slips: progress.slips, decks: library.summaries,
                             today: calendar.day(of: now), calendar: calendar, leechThreshold: leechThreshold)
        if let statistics, inputs == current { return statistics }
        let computed = Statistics.compute(library: library, progress: progress, events: events, now: now,
                                          calendar: calendar, leechThreshold: leechThreshold)
        computeCount += 1
        inputs = current
        statistics = computed
        return computed
    }
}
