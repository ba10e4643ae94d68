#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Learner {
    /// Fits FSRS weights to every review the journal records (and an old history.jsonl's, for a
    /// data directory not moved to the journal yet) and compares them with the weights in use:
    /// what Settings › FSRS and `mainichi optimize` show before the learner accepts.
    /// - Throws: `FSRSOptimizer.FitError.notEnoughReviews` below `FSRSOptimizer.minimumItems`.
    public func fitWeights() throws(FSRSOptimizer.FitError) -> WeightsComparison {
        try Self.fitWeights(to: progress.history.read().events, settings: settings.settings, calendar: calendar)
    }

    /// The same, over the reviews of `history`, with the weights of `settings` as the current
    /// ones and days counted in `calendar` (for `mainichi optimize`, which reads the journal
    /// without the lock: `reviewHistory(in:)`).
    public static func fitWeights(to history: [HistoryEvent], settings: Settings,
                                  calendar: StudyCalendar) throws(FSRSOptimizer.FitError) -> WeightsComparison {
        let items = TrainingItem.items(from: history, days: calendar)
        return try WeightsComparison.fit(items, current: settings.fsrsWeights ?? FSRSScheduler.defaultParameters)
    }

    /// The history of the data directory `directory` read without the lock: its journals', or
    /// history.jsonl for one not moved to the journal yet, with a warning per line passed over.
    public static func reviewHistory(in directory: URL) -> HistoryLog.Contents {
        StudyHistory.read(directory: directory)
    }

    /// Uses `weights` from now on (nil: the defaults); the scheduler follows at once.
    public func useWeights(_ weights: [Double]?) throws(StorageError) {
        try changeSettings { $0.fsrsWeights = weights.map(FSRSOptimizer.clipped) }
    }
}
