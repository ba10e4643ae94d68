import MainichiCore

/// The words of the notebook screens: Bookmarks, Mistakes and History.
protocol NotebookStrings: Sendable {
    // MARK: Bookmarks
    var bookmarksTitle: String { get }
    var noBookmarks: String { get }
    var unbookmarkLabel: String { get }
    var unbookmarkHelp: String { get }
    var studyLabel: String { get }
    var studySectionHelp: String { get }
    var testLabel: String { get }
    var testSectionHelp: String { get }
    var testAsLabel: String { get }
    var testSectionAsHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    var hangmanLabel: String { get }
    var hangmanSectionHelp: String { get }
    func removedBookmark(_ headword: String) -> String
    /// The key that puts back the last bookmark removed on the Bookmarks screen.
    var undoRemoveLabel: String { get }
    var undoRemoveHelp: String { get }
    /// "Bookmarked 食べる again".
    func restoredBookmark(_ headword: String) -> String
    /// "Bookmarked vocabulary" (a study list's title).
    func bookmarkedList(_ kind: DeckKind) -> String
    /// "Vocabulary (12)".
    func section(_ kind: DeckKind, count: Int) -> String

    // MARK: Mistakes
    var mistakesTitle: String { get }
    var kindLabel: String { get }
    var kindHelp: String { get }
    var modeLabel: String { get }
    var modeHelp: String { get }
    var studyItemsHelp: String { get }
    var testItemsHelp: String { get }
    var testItemsAsHelp: String { get }
    var leechesLabel: String { get }
    var leechesHelp: String { get }
    var hangmanItemsHelp: String { get }
    var studyTitle: String { get }
    var noMistakes: String { get }
    var nothingMatches: String { get }
    var allKinds: String { get }
    var allModes: String { get }
    var showing: String { get }
    /// "  3 items".
    func itemCount(_ count: Int) -> String
    func itemsLeave(after count: Int) -> String
    /// The same for a narrow screen: "Leave after 3 right in a row".
    func itemsLeaveShort(after count: Int) -> String
    /// The column headers, wide and narrow: Item, Reading, Missed/Miss, Right/Ok, Last, Meaning.
    var itemHeader: String { get }
    var readingHeader: String { get }
    var missedHeader: String { get }
    var missedHeaderShort: String { get }
    var rightHeader: String { get }
    var rightHeaderShort: String { get }
    var lastHeader: String { get }
    var meaningHeader: String { get }
    /// "3x" (times missed).
    func times(_ count: Int) -> String

    // MARK: History
    var historyTitle: String { get }
    var openDayLabel: String { get }
    var openDayHelp: String { get }
    var emptyHistory: String { get }
    /// "first warning (and 2 more)".
    func andMore(_ first: String, more: Int) -> String
    func reviews(_ count: Int) -> String
    func levelGame(_ kind: DeckKind?, _ deck: String?) -> String
    var mixed: String { get }
    var studied: String { get }
    var review: String { get }
    var hangman: String { get }
    /// "3/5 won".
    func won(_ score: Int, of total: Int) -> String
    /// "12 entries, newest first".
    func entries(_ count: Int) -> String
    /// "200+ entries, newest first": the entries read so far, older ones read on scrolling.
    func entriesSoFar(_ count: Int) -> String
    func unreadable(_ count: Int) -> String
    var namesNoDay: String { get }
    func notInDecks(_ day: String) -> String
    /// A test mode for a narrow column: "MC", "typed", "cards", "on".
    func shortMode(_ mode: TestMode) -> String
}

extension Strings {
    /// The words of the notebook screens.
    var notebook: any NotebookStrings {
        switch language {
        case .english: EnglishNotebookStrings()
        case .korean: KoreanNotebookStrings()
        }
    }
}
