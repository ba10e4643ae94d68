import MainichiCore

/// Settings in English.
struct EnglishSettingsStrings: SettingsStrings {
    var title: String { "Settings" }
    var savedAtOnce: String { "Changes are saved at once." }
    var machineMarkLegend: String { "* this machine only; the rest sync." }
    func title(of option: SettingsController.Option) -> String { option.title }
    func help(of option: SettingsController.Option) -> String { option.help }
    func reviewDirectionName(meaningFirst: Bool) -> String { meaningFirst ? "meaning first" : "word first" }
    func meaningLanguageName(_ choice: MeaningLanguage?, resolved: MeaningLanguage) -> String {
        func name(_ language: MeaningLanguage) -> String {
            switch language {
            case .english: "English"
            case .korean: "Korean"
            case .both: "Korean and English"
            }
        }
        return choice.map(name) ?? "automatic (\(name(resolved)))"
    }
    func saved(_ title: String, _ value: String) -> String { "\(title.lowercased()): \(value) (saved)" }
    var on: String { "on" }
    var off: String { "off" }
    func themeName(_ theme: Settings.ThemeName) -> String { theme.rawValue }

    func questionOrderName(_ order: Settings.QuestionOrder) -> String {
        switch order {
        case .shuffled: "shuffled"
        case .inOrder: "in order"
        }
    }

    func exampleReadingsName(_ readings: Settings.ExampleReadings) -> String {
        switch readings {
        case .all: "all"
        case .aboveLevel: "above level"
        case .none: "none"
        }
    }

    var defaultWeights: String { "default" }
    var fittedWeights: String { "fitted" }
    var untaughtAsKana: String { "kana" }
    var untaughtAsKanji: String { "kanji" }
    func lapses(_ count: Int) -> String { "\(count) lapses" }
    func themeFlag(_ theme: String) -> String { "--theme \(theme) used for this run" }
    var themeNoColor: String { "NO_COLOR is set: monochrome" }
    var themeFromBackground: String { "from the terminal's background" }
    var themeFallback: String { "background unknown: dark" }
    var nextLabel: String { "next" }
    var nextHelp: String { "Next value (also Enter, Space, l, +)" }
    var previousLabel: String { "previous" }
    var previousHelp: String { "Previous value (also h, -)" }
    var optimizeTitle: String { "Optimize" }
    var useFitted: String { "Use fitted" }
    var keepCurrent: String { "Keep current" }
    var weightsUnchanged: String { "FSRS weights unchanged" }
    var weightsFittedSaved: String { "FSRS weights: fitted (saved)" }
    var weightsAreDefault: String { "FSRS weights are the defaults; Enter optimizes them" }
    var weightsTitle: String { "FSRS weights" }
    var backToDefaultQuestion: String { "Go back to the default FSRS weights?" }
    var useDefaults: String { "Use defaults" }
    var keepFitted: String { "Keep fitted" }
    var weightsDefaultSaved: String { "FSRS weights: default (saved)" }
    func notEnoughReviews(have: Int, need: Int) -> String { OptimizeText.notEnoughReviews(have: have, need: need) }
    func fittedTo(_ reviews: Int) -> String { "Fitted to \(reviews) reviews." }
    func logLoss(now: String, fitted: String) -> String { "Log loss: \(now) now, \(fitted) fitted" }
    func rmse(now: String, fitted: String) -> String { "RMSE:     \(now)% now, \(fitted)% fitted" }
    var fittedIsBetter: String { "Lower is better: the fitted weights predict your reviews better." }
    var fittedIsNotBetter: String { "The fitted weights do not predict your reviews better." }
    var easyDaysTitle: String { "Easy Days" }
    func loadName(_ load: LoadBalancer.DayLoad) -> String { load.rawValue }
    func loadSaved(_ weekday: String, _ load: String) -> String { "\(weekday): \(load) (saved)" }
    func easyDays(_ count: Int) -> String { count == 0 ? "none" : "\(count) easy \(count == 1 ? "day" : "days")" }
    var none: String { "none" }
    var easyDaysIntroNarrow: String { "Lighter days get fewer reviews." }
    var easyDaysIntro: String { "Load balancing gives lighter weekdays fewer reviews." }
    var chooseLabel: String { "choose" }
    var nextWeekdayHelp: String { "Next weekday (k or Up: previous)" }
    var previousWeekdayHelp: String { "Previous weekday" }
    var nextLoadHelp: String { "Next load: normal, reduced, minimum (also Enter, Space, l, +)" }
    var previousLoadHelp: String { "Previous load (also -)" }
    var daysOffTitle: String { "Days off" }
    func daysOffSummary(count: Int, first: String) -> String { "\(count) from \(first)" }
    var daysOffIntroNarrow: String { "Reviews due then move away." }
    var daysOffIntro: String { "Reviews due on days off move before the trip or after it." }
    var nextRowHelp: String { "Next row (k or Up: previous)" }
    var previousRowHelp: String { "Previous row" }
    var laterLabel: String { "later/more" }
    var laterHelp: String { "A later first day, or one more day (also l, +)" }
    var earlierLabel: String { "earlier/fewer" }
    var earlierHelp: String { "An earlier first day, or one day fewer (also -)" }
    var applyLabel: String { "apply" }
    var applyHelp: String { "Mark the days off and move their reviews (on the last row: clear every day off)" }
    func startsIn(days: Int) -> String { days == 0 ? "today" : days == 1 ? "tomorrow" : "in \(days) days" }
    var firstDayRow: String { "First day" }
    var daysRow: String { "Days" }
    func until(_ date: String) -> String { "to \(date)" }
    var markRow: String { "Mark them" }
    var markHelp: String { "Enter: move their reviews" }
    var clearRow: String { "Clear all" }
    var clearHelp: String { "Enter: forget every day off" }
    var noDaysOffMarked: String { "No days off marked." }
    func marked(count: Int, first: String, last: String) -> String {
        "Marked: \(count) \(count == 1 ? "day" : "days"), \(first) to \(last)"
    }
    func moved(first: String, last: String, total: Int, earlier: Int) -> String {
        "Days off \(first) to \(last): moved \(total) \(total == 1 ? "review" : "reviews") (\(earlier) before, \(total - earlier) after)"
    }
    var noDaysOffSaved: String { "No days off (saved)" }
    var simulatorTitle: String { "Retention simulator" }
    var nextRetentionHelp: String { "Next retention (k or Up: previous)" }
    var previousRetentionHelp: String { "Previous retention" }
    var useLabel: String { "use" }
    var useHelp: String { "Make the selected retention the desired retention (saved)" }
    func retentionSaved(_ value: String) -> String { "desired retention: \(value) (saved)" }
    func nextYear(cards: Int, waiting: Int) -> String { "Next year: \(cards) cards, \(waiting) new waiting" }
    var nothingInReview: String { "Nothing in Review yet: test a day or add items with a." }
    var simulatorColumns: [(label: String, width: Int)] {
        [("Retention", 11), ("Reviews a day", 13), ("Minutes a day", 15), ("First 30 days", 15)]
    }
    var simulatorColumnsNarrow: [(label: String, width: Int)] { [("Retain", 8), ("Reviews/day", 11), ("Min/day", 9)] }
    func monthReviews(_ count: Int) -> String { "\(count) reviews" }
    var nowMark: String { " (now)" }
    var perDay: String { "/d" }
    var minutesUnit: String { "m" }
    var today: String { "today" }
    var inAYear: String { "+1 year" }
}
