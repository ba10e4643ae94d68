import MainichiCore

/// The words of Settings and its screens: Easy Days, Days off, the retention simulator and
/// optimizing the FSRS weights.
protocol SettingsStrings: Sendable {
    var title: String { get }
    var savedAtOnce: String { get }
    /// What the `*` before a setting's title means: it stays on this machine, the others travel
    /// through the sync folder (short: alone on a 40-column screen).
    var machineMarkLegend: String { get }
    /// A setting's title and its explanation (every option, so a new option must be translated).
    func title(of option: SettingsController.Option) -> String
    func help(of option: SettingsController.Option) -> String
    /// The meaning language setting's value: "automatic (Korean)" when not chosen.
    func meaningLanguageName(_ choice: MeaningLanguage?, resolved: MeaningLanguage) -> String
    /// The review direction setting's value: "word first" or "meaning first".
    func reviewDirectionName(meaningFirst: Bool) -> String
    /// The status after a change: "theme: dark (saved)".
    func saved(_ title: String, _ value: String) -> String
    var on: String { get }
    var off: String { get }
    func themeName(_ theme: Settings.ThemeName) -> String
    func questionOrderName(_ order: Settings.QuestionOrder) -> String
    func exampleReadingsName(_ readings: Settings.ExampleReadings) -> String
    var defaultWeights: String { get }
    var fittedWeights: String { get }
    /// The values of "Untaught kanji": words shown in kana until r, or as written.
    var untaughtAsKana: String { get }
    var untaughtAsKanji: String { get }
    func lapses(_ count: Int) -> String
    /// Why the theme in use is the one it is.
    func themeFlag(_ theme: String) -> String
    var themeNoColor: String { get }
    var themeFromBackground: String { get }
    var themeFallback: String { get }
    /// Keys of Settings.
    var nextLabel: String { get }
    var nextHelp: String { get }
    var previousLabel: String { get }
    var previousHelp: String { get }
    /// Optimizing.
    var optimizeTitle: String { get }
    var useFitted: String { get }
    var keepCurrent: String { get }
    var weightsUnchanged: String { get }
    var weightsFittedSaved: String { get }
    var weightsAreDefault: String { get }
    var weightsTitle: String { get }
    var backToDefaultQuestion: String { get }
    var useDefaults: String { get }
    var keepFitted: String { get }
    var weightsDefaultSaved: String { get }
    func notEnoughReviews(have: Int, need: Int) -> String
    func fittedTo(_ reviews: Int) -> String
    func logLoss(now: String, fitted: String) -> String
    func rmse(now: String, fitted: String) -> String
    var fittedIsBetter: String { get }
    var fittedIsNotBetter: String { get }
    /// Easy Days.
    var easyDaysTitle: String { get }
    func loadName(_ load: LoadBalancer.DayLoad) -> String
    /// "Saturday: reduced (saved)".
    func loadSaved(_ weekday: String, _ load: String) -> String
    func easyDays(_ count: Int) -> String
    var none: String { get }
    var easyDaysIntroNarrow: String { get }
    var easyDaysIntro: String { get }
    var chooseLabel: String { get }
    var nextWeekdayHelp: String { get }
    var previousWeekdayHelp: String { get }
    var nextLoadHelp: String { get }
    var previousLoadHelp: String { get }
    /// Days off.
    var daysOffTitle: String { get }
    func daysOffSummary(count: Int, first: String) -> String
    var daysOffIntroNarrow: String { get }
    var daysOffIntro: String { get }
    var nextRowHelp: String { get }
    var previousRowHelp: String { get }
    var laterLabel: String { get }
    var laterHelp: String { get }
    var earlierLabel: String { get }
    var earlierHelp: String { get }
    var applyLabel: String { get }
    var applyHelp: String { get }
    func startsIn(days: Int) -> String
    var firstDayRow: String { get }
    var daysRow: String { get }
    func until(_ date: String) -> String
    var markRow: String { get }
    var markHelp: String { get }
    var clearRow: String { get }
    var clearHelp: String { get }
    var noDaysOffMarked: String { get }
    func marked(count: Int, first: String, last: String) -> String
    func moved(first: String, last: String, total: Int, earlier: Int) -> String
    var noDaysOffSaved: String { get }
    /// The retention simulator.
    var simulatorTitle: String { get }
    var nextRetentionHelp: String { get }
    var previousRetentionHelp: String { get }
    var useLabel: String { get }
    var useHelp: String { get }
    func retentionSaved(_ value: String) -> String
    func nextYear(cards: Int, waiting: Int) -> String
    var nothingInReview: String { get }
    /// The simulator's table: each column's title and width (the first left-aligned, the others
    /// right-aligned), wide and narrow.
    var simulatorColumns: [(label: String, width: Int)] { get }
    var simulatorColumnsNarrow: [(label: String, width: Int)] { get }
    func monthReviews(_ count: Int) -> String
    var nowMark: String { get }
    var perDay: String { get }
    var minutesUnit: String { get }
    var today: String { get }
    var inAYear: String { get }
}

extension Strings {
    /// Settings and its screens.
    var settings: any SettingsStrings {
        switch language {
        case .english: EnglishSettingsStrings()
        case .korean: KoreanSettingsStrings()
        }
    }
}
