import MainichiCore

/// The words of the statistics screen (and of `mainichi stats`, which prints the same layout).
protocol StatisticsStrings: Sendable {
    var title: String { get }
    var scrollLabel: String { get }
    var scrollHelp: String { get }
    var pageLabel: String { get }
    var pageHelp: String { get }
    var topEndLabel: String { get }
    var topEndHelp: String { get }
    /// "rows 1-20 of 54".
    func rows(from first: Int, to last: Int, of total: Int) -> String

    /// Today's figures, each a number then its words: (" reviewed") after "12".
    var today: String { get }
    var reviewed: String { get }
    var new: String { get }
    var studied: String { get }
    var passed: String { get }
    var streak: String { get }
    /// The label of the reviews waiting now ("Review", as the menu entry), before the counts.
    var waitingReviews: String { get }
    func streakDays(_ count: Int) -> String
    var longest: String { get }
    /// The unit after the longest streak's number ("일"); none in English, which reads "longest 5".
    func longestDays(_ count: Int) -> String
    /// "1h 05m", "12m 30s", "45s".
    func timeSpent(seconds: Int) -> String

    func heatmapTitle(weeks: Int) -> String
    func heatmapSummary(reviews: Int, days: Int) -> String
    var less: String { get }
    var more: String { get }

    func forecastTitle(days: Int) -> String
    func forecastSummary(today: Int, week: Int, month: Int) -> String
    var forecastToday: String { get }

    var levelsTitle: String { get }
    var newHeader: String { get }
    var learnHeader: String { get }
    var matureHeader: String { get }
    func levelName(_ kind: DeckKind, _ deck: String) -> String
    var learning: String { get }
    var matureLegend: String { get }

    var retentionTitle: String { get }
    var noRetentionYet: String { get }
    func retentionDetail(passed: Int, total: Int) -> String

    var practice: String { get }
    var slips: String { get }
    func hangman(won: Int, played: Int) -> String
    func leeches(_ count: Int) -> String
}

extension Strings {
    /// The words of the statistics.
    var statistics: any StatisticsStrings {
        switch language {
        case .english: EnglishStatisticsStrings()
        case .korean: KoreanStatisticsStrings()
        }
    }
}

extension StatisticsStrings {
    func longestDays(_ count: Int) -> String { "" }
}
