import MainichiCore

/// The words of the notebook screens in English.
struct EnglishNotebookStrings: NotebookStrings {
    var bookmarksTitle: String { "Bookmarks" }
    var noBookmarks: String { "No bookmarks yet. Press b on a word or kanji in a study list or its detail screen to bookmark it." }
    var unbookmarkLabel: String { "unbookmark" }
    var unbookmarkHelp: String { "Remove the selected item's bookmark" }
    var studyLabel: String { "study" }
    var studySectionHelp: String { "Study the selected section as a day" }
    var testLabel: String { "test" }
    var testSectionHelp: String { "Test the selected section (default mode)" }
    var testAsLabel: String { "test as" }
    var testSectionAsHelp: String { "Test the selected section, choosing the mode" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Pronounce the selected item" }
    var hangmanLabel: String { "hangman" }
    var hangmanSectionHelp: String { "Play hangman with the selected section's words" }
    func removedBookmark(_ headword: String) -> String { "Removed the bookmark of \(headword): u puts it back" }
    var undoRemoveLabel: String { "undo" }
    var undoRemoveHelp: String { "Put back the last bookmark removed" }
    func restoredBookmark(_ headword: String) -> String { "Bookmarked \(headword) again" }
    func bookmarkedList(_ kind: DeckKind) -> String { "Bookmarked \(kind == .vocab ? "vocabulary" : "kanji")" }
    func section(_ kind: DeckKind, count: Int) -> String { "\(kind == .vocab ? "Vocabulary" : "Kanji") (\(count))" }

    var mistakesTitle: String { "Mistakes" }
    var kindLabel: String { "kind" }
    var kindHelp: String { "Filter by kind: all, vocabulary, kanji, then each kind of slip (long vowels, ...)" }
    var modeLabel: String { "mode" }
    var modeHelp: String { "Filter by test mode: all, multiple choice, typed, flashcard" }
    var studyItemsHelp: String { "Study the items shown as a day (of the selected row's kind)" }
    var testItemsHelp: String { "Test the items shown (default mode)" }
    var testItemsAsHelp: String { "Test the items shown, choosing the mode" }
    var leechesLabel: String { "leeches" }
    var leechesHelp: String { "Open the leeches: items forgotten again and again in reviews" }
    var hangmanItemsHelp: String { "Play hangman with the words shown" }
    var studyTitle: String { "Study" }
    var noMistakes: String { "No mistakes yet. Items you answer wrong in a test land here, and leave after three right answers in a row." }
    var nothingMatches: String { "Nothing matches this filter (f: kind, o: mode)." }
    var allKinds: String { "all kinds" }
    var allModes: String { "all modes" }
    var showing: String { "Showing " }
    func itemCount(_ count: Int) -> String { "  \(count) \(count == 1 ? "item" : "items")" }
    func itemsLeave(after count: Int) -> String { "Items leave after \(count) right answers in a row." }
    func itemsLeaveShort(after count: Int) -> String { "Leave after \(count) right in a row" }
    var itemHeader: String { "Item" }
    var readingHeader: String { "Reading" }
    var missedHeader: String { "Missed" }
    var missedHeaderShort: String { "Miss" }
    var rightHeader: String { "Right" }
    var rightHeaderShort: String { "Ok" }
    var lastHeader: String { "Last" }
    var meaningHeader: String { "Meaning" }
    func times(_ count: Int) -> String { "\(count)x" }

    var historyTitle: String { "History" }
    var openDayLabel: String { "open day" }
    var openDayHelp: String { "Open the study list of the selected line's day (also l, Right)" }
    var emptyHistory: String { "Nothing yet. Studied days, tests and reviews are logged here as you go." }
    func andMore(_ first: String, more: Int) -> String { "\(first) (and \(more) more)" }
    func reviews(_ count: Int) -> String { "\(count) \(count == 1 ? "review" : "reviews")" }
    func levelGame(_ kind: DeckKind?, _ deck: String?) -> String {
        deck.map { "\(kind == .kanji ? "Kanji" : "Vocab") \($0)" } ?? "Level"
    }
    var mixed: String { "mixed" }
    var studied: String { "studied" }
    var review: String { "review" }
    var hangman: String { "hangman" }
    func won(_ score: Int, of total: Int) -> String { "\(score)/\(total) won" }
    func entries(_ count: Int) -> String { "\(count) \(count == 1 ? "entry" : "entries"), newest first" }
    func entriesSoFar(_ count: Int) -> String { "\(count)+ entries, newest first" }
    func unreadable(_ count: Int) -> String { "  \(count) unreadable \(count == 1 ? "line" : "lines") skipped" }
    var namesNoDay: String { "This line names no day to open." }
    func notInDecks(_ day: String) -> String { "\(day) is not in the decks." }
    func shortMode(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "MC"
        case .typedReading: "typed"
        case .flashcard: "cards"
        case .onyomi: "on"
        case .meaningToWord: "word"
        }
    }
}
