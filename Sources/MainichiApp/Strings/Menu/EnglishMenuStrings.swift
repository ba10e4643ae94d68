import MainichiCore

/// The menu, welcome and help in English.
struct EnglishMenuStrings: MenuStrings {
    var appTitle: String { "Mainichi" }
    var tagline: String { "毎日 Japanese, a day at a time" }
    var vocabulary: String { "Vocabulary" }
    var kanji: String { "Kanji" }
    var review: String { "Review" }
    var bookmarks: String { "Bookmarks" }
    var mistakes: String { "Mistakes" }
    var search: String { "Search" }
    var statistics: String { "Statistics" }
    var read: String { "Read" }
    var history: String { "History" }
    var settings: String { "Settings" }
    var help: String { "Help" }
    var myDecks: String { "My decks" }
    var addWord: String { "Add word" }
    var noDecks: String { "no decks" }
    func dayNext(deck: String, day: Int) -> String { "\(deck) Day \(day) next" }
    var allDaysDone: String { "all days done" }

    func reviewSituation(_ situation: ReviewStatus.Situation) -> String {
        switch situation {
        case .work(let counts): EnglishCommonStrings().reviewCounts(counts, compact: false)
        case .learningLater(let counts, let next):
            EnglishCommonStrings().reviewCounts(counts, compact: false) + "; next " + Self.describe(next)
        case .noCards: "no reviews yet: press a in a study list or take a test"
        case .next(let next): "next review " + Self.describe(next)
        case .limitReached: "daily limit reached, more tomorrow"
        case .nothingDue: "nothing due"
        }
    }

    func newHeldBack(_ held: NewItemsHeldBack, compact: Bool) -> String {
        compact ? "+\(held.count) held" : "\(held.count) new held back by today's limit of \(held.limit)"
    }

    var newLimitHint: String { "Change it: Settings > New items a day" }

    /// "in 4m", "tomorrow 09:00", "in 5d".
    static func describe(_ next: ReviewStatus.NextReview) -> String {
        switch next {
        case .later(let seconds): "in " + IntervalFormatter.string(for: seconds)
        case .tomorrow(let hour, let minute): "tomorrow \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        case .inDays(let days): "in \(days)d"
        }
    }

    func bookmarked(_ count: Int) -> String { count == 0 ? "none yet: press b on a word" : "\(count) bookmarked" }
    func inNotebook(_ count: Int) -> String { count == 0 ? "no mistakes yet" : "\(count) in notebook" }
    func lastStudied(_ date: String) -> String { "last: \(date)" }
    var nothingStudiedYet: String { "nothing studied yet" }
    var searchStatus: String { "words and kanji as you type (/ anywhere)" }
    var statisticsStatus: String { "your year at a glance" }
    var helpStatus: String { "how Mainichi works, and its keys" }

    func settingsStatus(testMode: String, theme: String, audioOff: Bool) -> String {
        "\(testMode), \(theme) theme" + (audioOff ? ", audio off" : "")
    }

    var noticeTitle: String { "Notice" }
    var welcomeTitle: String { "Welcome" }

    var welcomePage: [TextPage.Block] {
        [
            .heading("Welcome to Mainichi"),
            .paragraph("Japanese vocabulary and kanji for the JLPT, N5 to N1, a day at a time: 20 words or 10 kanji a day."),
            .gap,
            .heading("Every day"),
            .paragraph("Open Vocabulary or Kanji, pick your level and today's day. Read the list with the readings and meanings hidden, reveal them as you go, then test yourself. Retest what you got wrong until nothing is left. Items you test come back in Review when you are about to forget them."),
            .gap,
            .heading("Keys"),
            .key("j/k", "move down and up"),
            .key("Enter", "open"),
            .key("Esc", "go back"),
            .key("r / m", "show the reading / meaning (R, M for all)"),
            .key("b", "bookmark"),
            .key("p", "pronounce"),
            .key("t", "test this day"),
            .key("/", "search from anywhere"),
            .key("?", "every key of the screen you are on"),
        ]
    }

    var continueLabel: String { "continue" }
    var continueHelp: String { "Continue to the main menu (also Space)" }
    var moreHint: String { "j for more, Enter to start" }
    var startHint: String { "Enter to start" }

    var helpPage: [TextPage.Block] {
        [
            .heading("How it works"),
            .paragraph("Vocabulary and Kanji list the JLPT levels N5 (easiest) to N1. Each level is split into days of 20 words or 10 kanji. The next day to study is selected for you; a day is done once you have taken its test, and its best score shows in the day list."),
            .gap,
            .paragraph("In a day's list the readings and meanings start hidden: say them to yourself, then reveal them. Kanji rows open to show words that use the kanji. Test yourself with t (multiple choice unless changed in Settings) or T to choose: typed reading, flashcards. After a test, w retests only the wrong answers."),
            .gap,
            .paragraph("Everything you answer wrong goes into the Mistakes notebook and leaves it after three right answers in a row. Items you test or add with a come back in Review, spaced so you see them just before you would forget them."),
            .gap,
            .heading("Everywhere"),
            .key("j/k", "move down / up (also Down, Up); PgDn/PgUp a page; g/G the ends"),
            .key("Enter", "open the selected row"),
            .key("Esc", "go back (also h, Left, Backspace, q)"),
            .key("/", "search words and kanji"),
            .key("?", "the keys of the current screen (F1 in a text field, where ? is typed)"),
            .key("Q, Ctrl-C", "quit from any screen"),
            .gap,
            .heading("Day list"),
            .key("1-9 Enter", "jump to a day: type its number, then Enter"),
            .gap,
            .heading("Study list"),
            .key("r / m", "show or hide the selected reading / meaning"),
            .key("R / M", "every reading / meaning"),
            .key("Space, l", "kanji: show its example words (h collapses)"),
            .key("b", "bookmark or remove the bookmark"),
            .key("p", "pronounce the reading"),
            .key("a", "add to reviews"),
            .key("t / T", "test this list (default mode / choose)"),
            .gap,
            .heading("Details"),
            .key("Enter", "open a kanji of the word, or a word of the kanji"),
            .key("p", "pronounce the word, or the selected example sentence"),
            .key("b", "bookmark or remove the bookmark"),
            .key("d", "go to the item's day (Vocabulary › level › day)"),
            .gap,
            .heading("Tests"),
            .key("1-4", "multiple choice: pick that meaning"),
            .key("Enter", "typed reading: check the answer (romaji turns into kana)"),
            .key("Space, y/n", "flashcards: show the answer, then say whether you knew it"),
            .key("Enter", "after an answer: go on"),
            .key("Esc", "abandon the test (asks first)"),
            .key("w / a", "on the result: retest the wrong answers / all"),
            .gap,
            .heading("Review"),
            .key("Space", "show the answer; then it grades as the highlighted button (usually Good)"),
            .key("1-4", "grade: 1 Again, 2 Hard, 3 Good, 4 Easy"),
            .key("i", "type the reading before the answer shows (Tab stops)"),
            .key("u", "undo the last grade"),
            .gap,
            .heading("Search"),
            .paragraph("Type a word, a reading in romaji or kana, or English; every key is typed, ? too. Up/Down move in the results, Enter opens one, Ctrl-G opens its day; Tab moves into the results, where d opens the day and p pronounces."),
            .gap,
            .heading("Bookmarks and Mistakes"),
            .key("b / u", "bookmarks: remove the selected bookmark / put it back"),
            .key("f / o", "mistakes: filter by kind / by test mode"),
            .key("s / t / T", "study, test, or test choosing the mode, the items shown"),
            .gap,
            .heading("Settings"),
            .paragraph("Choose the default test mode, question order, audio, autoplay on reveal, the colour theme and daily review limits. Every change is saved at once."),
        ]
    }

    var scrollLabel: String { "scroll" }
    var scrollHelp: String { "Scroll down or up a line (also Down, Up)" }
    var pageLabel: String { "page" }
    var pageHelp: String { "Scroll a page" }
    var endsLabel: String { "ends" }
    var endsHelp: String { "Jump to the top or the end (also Home, End)" }
}
