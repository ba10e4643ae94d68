import MainichiCore

/// The words of the main menu, the first-run welcome, the Help page and the scrolling text pages.
protocol MenuStrings: Sendable {
    /// The menu's title (the breadcrumb's first part) and its line under the title bar.
    var appTitle: String { get }
    var tagline: String { get }
    /// The entries' titles.
    var vocabulary: String { get }
    var kanji: String { get }
    var review: String { get }
    var bookmarks: String { get }
    var mistakes: String { get }
    var search: String { get }
    var statistics: String { get }
    /// The Read entry (the reader).
    var read: String { get }
    var history: String { get }
    var settings: String { get }
    var help: String { get }
    var myDecks: String { get }
    var addWord: String { get }
    /// Statuses of the entries.
    var noDecks: String { get }
    func dayNext(deck: String, day: Int) -> String
    var allDaysDone: String { get }
    func reviewSituation(_ situation: ReviewStatus.Situation) -> String
    /// New items today's limit holds back: "3 new held back by today's limit of 20"; compact,
    /// for a narrow line: "+3 held".
    func newHeldBack(_ held: NewItemsHeldBack, compact: Bool) -> String
    /// Where the new-items limit is changed: "Change it: Settings > New items a day".
    var newLimitHint: String { get }
    func bookmarked(_ count: Int) -> String
    func inNotebook(_ count: Int) -> String
    func lastStudied(_ date: String) -> String
    var nothingStudiedYet: String { get }
    var searchStatus: String { get }
    var statisticsStatus: String { get }
    var helpStatus: String { get }
    /// "multiple choice, dark theme, audio off".
    func settingsStatus(testMode: String, theme: String, audioOff: Bool) -> String
    /// The startup notices' alert title.
    var noticeTitle: String { get }
    /// The welcome screen.
    var welcomeTitle: String { get }
    var welcomePage: [TextPage.Block] { get }
    var continueLabel: String { get }
    var continueHelp: String { get }
    var moreHint: String { get }
    var startHint: String { get }
    /// The Help page.
    var helpPage: [TextPage.Block] { get }
    /// The scroll keys of text pages.
    var scrollLabel: String { get }
    var scrollHelp: String { get }
    var pageLabel: String { get }
    var pageHelp: String { get }
    var endsLabel: String { get }
    var endsHelp: String { get }
}

extension Strings {
    /// The main menu, welcome and help.
    var menu: any MenuStrings {
        switch language {
        case .english: EnglishMenuStrings()
        case .korean: KoreanMenuStrings()
        }
    }
}
