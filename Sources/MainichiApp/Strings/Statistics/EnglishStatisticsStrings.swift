import MainichiCore

/// The words of the statistics in English.
struct EnglishStatisticsStrings: StatisticsStrings {
    var title: String { "Statistics" }
    var scrollLabel: String { "scroll" }
    var scrollHelp: String { "Scroll down or up a line (also Down, Up)" }
    var pageLabel: String { "page" }
    var pageHelp: String { "Scroll down or up a page (Space or PgDn, PgUp)" }
    var topEndLabel: String { "top/end" }
    var topEndHelp: String { "Go to the top or the end (also Home, End)" }
    func rows(from first: Int, to last: Int, of total: Int) -> String { "rows \(first)-\(last) of \(total)" }

    var today: String { "Today" }
    var reviewed: String { " reviewed" }
    var new: String { " new" }
    var studied: String { " studied" }
    var passed: String { " passed" }
    var streak: String { "Streak" }
    var waitingReviews: String { "Review" }
    func streakDays(_ count: Int) -> String { count == 1 ? " day" : " days" }
    var longest: String { "  longest " }
    func timeSpent(seconds: Int) -> String {
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if seconds >= 3600 { return "\(seconds / 3600)h \(two(seconds % 3600 / 60))m" }
        if seconds >= 60 { return "\(seconds / 60)m \(two(seconds % 60))s" }
        return "\(seconds)s"
    }

    func heatmapTitle(weeks: Int) -> String { "Reviews, last \(weeks) weeks" }
    func heatmapSummary(reviews: Int, days: Int) -> String {
        "\(reviews) \(reviews == 1 ? "review" : "reviews") on \(days) \(days == 1 ? "day" : "days")"
    }
    var less: String { "less " }
    var more: String { "more" }

    func forecastTitle(days: Int) -> String { "Due, next \(days) days" }
    func forecastSummary(today: Int, week: Int, month: Int) -> String { "today \(today), week \(week), 30 days \(month)" }
    var forecastToday: String { "today" }

    var levelsTitle: String { "Progress by level" }
    var newHeader: String { "new" }
    var learnHeader: String { "learn" }
    var matureHeader: String { "mature" }
    func levelName(_ kind: DeckKind, _ deck: String) -> String { "\(kind == .vocab ? "Vocab" : "Kanji") \(deck)" }
    var learning: String { "learning" }
    var matureLegend: String { "mature (21d+)" }

    var retentionTitle: String { "True retention, last 30 days" }
    var noRetentionYet: String { "no reviews of learned cards yet" }
    func retentionDetail(passed: Int, total: Int) -> String { "\(passed) of \(total) reviews passed" }

    var practice: String { "Practice" }
    var slips: String { "Slips: " }
    func hangman(won: Int, played: Int) -> String { "Hangman: \(won) of \(played) words solved, \(played - won) lost" }
    func leeches(_ count: Int) -> String { "Leeches: \(count) (Mistakes, then L, lists and drills them)" }
}
