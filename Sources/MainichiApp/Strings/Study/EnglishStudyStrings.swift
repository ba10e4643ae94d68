import MainichiCore

/// The study screens in English.
struct EnglishStudyStrings: StudyStrings {
    func noDecks(_ kind: DeckKind) -> String { "No \(EnglishCommonStrings().kindName(kind)) decks were found." }
    var levelHeader: String { "Level" }
    func itemsHeader(_ kind: DeckKind) -> String { kind == .vocab ? "Words" : "Kanji" }
    var daysHeader: String { "Days" }
    var doneHeader: String { "Done" }
    func cannotOpen(_ title: String, _ error: String) -> String { "cannot open \(title): \(error)" }
    var goToDayLabel: String { "go to day" }
    var goToDayHelp: String { "Type a day's number, then Enter to jump to it" }
    var studyLabel: String { "study" }
    var studyHelp: String { "Study the selected day (also l, Right)" }
    var testLabel: String { "test" }
    var testDayHelp: String { "Test the selected day in the default mode" }
    var testModeLabel: String { "test mode" }
    var testModeDayHelp: String { "Choose the test mode, then test the selected day" }
    var hangmanLabel: String { "hangman" }
    var hangmanLevelHelp: String { "Play hangman with words of the whole level" }
    var noDays: String { "This deck has no days." }
    var noWordsYet: String { "No words yet: n adds one." }
    func goToDay(_ typed: String) -> String { "go to day \(typed)_" }
    func daysDone(_ done: Int, of total: Int) -> String { "\(done)/\(total) done" }
    var dayHeader: String { "Day" }
    var bestHeader: String { "Best" }
    var studiedHeader: String { "Studied" }
    var topicHeader: String { "Topic" }
    func topicName(_ topic: DayTopic) -> String {
        switch topic {
        case .people: "Family & people"
        case .body: "Body & health"
        case .nature: "Weather & nature"
        case .food: "Food & drink"
        case .home: "Home & living"
        case .clothes: "Clothes & shopping"
        case .school: "School & study"
        case .work: "Work & business"
        case .travel: "Travel & transport"
        case .time: "Time"
        case .feelings: "Feelings"
        case .leisure: "Hobbies & sports"
        case .polite: "Polite speech"
        case .society: "Society & news"
        case .money: "Money"
        }
    }
    func dayWithTopic(_ day: String, _ topic: String) -> String { "\(day): \(topic)" }
    func noSuchDay(_ day: Int, deck: String, count: Int) -> String {
        "no day \(day): \(deck) has days 1 to \(count)"
    }
    func levelGameName(_ kind: DeckKind, _ deck: String) -> String { "\(kind == .kanji ? "Kanji" : "Vocab") \(deck)" }
    var readingLabel: String { "reading" }
    var readingHelp: String { "Show or hide the selected reading" }
    var meaningLabel: String { "meaning" }
    var meaningHelp: String { "Show or hide the selected meaning" }
    var allReadingsLabel: String { "all readings" }
    var allReadingsHelp: String { "Show or hide every reading" }
    var allMeaningsLabel: String { "all meanings" }
    var allMeaningsHelp: String { "Show or hide every meaning" }
    var bookmarkLabel: String { "bookmark" }
    var bookmarkHelp: String { "Bookmark the selected item, or remove its bookmark" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Pronounce the selected reading" }
    var addToReviewsLabel: String { "add to reviews" }
    var addToReviewsHelp: String { "Add the selected item to reviews" }
    var hangmanListHelp: String { "Play hangman with this list's words" }
    var testListHelp: String { "Test this list in the default mode (Settings)" }
    var testModeListHelp: String { "Choose the test mode, then test this list" }
    var writeItLabel: String { "write it" }
    var writeItHelp: String { "Write each kanji on paper, then see it drawn and grade yourself (counts in reviews)" }
    var nothingToStudy: String { "Nothing to study here." }
    func best(_ score: String) -> String { "best \(score)" }
    var readingsHidden: String { "readings hidden" }
    var allReadingsShown: String { "all readings shown" }
    var meaningsHidden: String { "meanings hidden" }
    var allMeaningsShown: String { "all meanings shown" }
    func bookmarkStatus(_ headword: String, isBookmarked: Bool) -> String {
        isBookmarked ? "\(headword) bookmarked" : "\(headword): bookmark removed, b again to restore"
    }
    func addedToReviews(_ headword: String) -> String { "\(headword) added to reviews" }
    func addedForLater(_ headword: String, newPerDay: Int) -> String {
        "\(headword) added for a later day: New items a day is \(newPerDay) (in Settings)"
    }
    func alreadyInReviews(_ headword: String) -> String { "\(headword) is already in reviews" }
    func notInDecks(_ word: String, bookmarking: Bool) -> String {
        "\(word) is not in the decks; only deck words can be \(bookmarking ? "bookmarked" : "added to reviews")"
    }
    var wordColumn: String { "Word" }
    var readingColumn: String { "Reading" }
    var meaningColumn: String { "Meaning" }
    var kanjiColumn: String { "Kanji" }
    var onColumn: String { "On" }
    var kunColumn: String { "Kun" }
    var strokesColumn: String { "Strokes" }
}
