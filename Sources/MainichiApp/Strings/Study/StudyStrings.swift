import MainichiCore

/// The words of the level list, the day list and the study lists.
protocol StudyStrings: Sendable {
    /// Level list.
    func noDecks(_ kind: DeckKind) -> String
    var levelHeader: String { get }
    func itemsHeader(_ kind: DeckKind) -> String
    var daysHeader: String { get }
    var doneHeader: String { get }
    func cannotOpen(_ title: String, _ error: String) -> String
    /// Day list.
    var goToDayLabel: String { get }
    var goToDayHelp: String { get }
    var studyLabel: String { get }
    var studyHelp: String { get }
    var testLabel: String { get }
    var testDayHelp: String { get }
    var testModeLabel: String { get }
    var testModeDayHelp: String { get }
    var hangmanLabel: String { get }
    var hangmanLevelHelp: String { get }
    var noDays: String { get }
    /// The empty day list of the learner's own word deck, with the key that adds a word.
    var noWordsYet: String { get }
    func goToDay(_ typed: String) -> String
    func daysDone(_ done: Int, of total: Int) -> String
    var dayHeader: String { get }
    var bestHeader: String { get }
    var studiedHeader: String { get }
    func noSuchDay(_ day: Int, deck: String, count: Int) -> String
    /// The day list's topic column title, and a grouped day's topic ("School & study").
    var topicHeader: String { get }
    func topicName(_ topic: DayTopic) -> String
    /// A grouped day's study list title: "Day 7: School & study".
    func dayWithTopic(_ day: String, _ topic: String) -> String
    /// "Vocab N5", the name of a level's hangman game.
    func levelGameName(_ kind: DeckKind, _ deck: String) -> String
    /// Study list.
    var readingLabel: String { get }
    var readingHelp: String { get }
    var meaningLabel: String { get }
    var meaningHelp: String { get }
    var allReadingsLabel: String { get }
    var allReadingsHelp: String { get }
    var allMeaningsLabel: String { get }
    var allMeaningsHelp: String { get }
    var bookmarkLabel: String { get }
    var bookmarkHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    var addToReviewsLabel: String { get }
    var addToReviewsHelp: String { get }
    var hangmanListHelp: String { get }
    var testListHelp: String { get }
    var testModeListHelp: String { get }
    var writeItLabel: String { get }
    var writeItHelp: String { get }
    var nothingToStudy: String { get }
    func best(_ score: String) -> String
    var readingsHidden: String { get }
    var allReadingsShown: String { get }
    var meaningsHidden: String { get }
    var allMeaningsShown: String { get }
    /// "食べる bookmarked" / "食べる: bookmark removed, b again to restore".
    func bookmarkStatus(_ headword: String, isBookmarked: Bool) -> String
    func addedToReviews(_ headword: String) -> String
    /// "百 added for a later day: New items a day is 20 (in Settings)": added, but
    /// today's new-items limit holds it back.
    func addedForLater(_ headword: String, newPerDay: Int) -> String
    func alreadyInReviews(_ headword: String) -> String
    /// "出す is not in the decks; only deck words can be bookmarked" (or added to reviews).
    func notInDecks(_ word: String, bookmarking: Bool) -> String
    /// Column titles of the study lists.
    var wordColumn: String { get }
    var readingColumn: String { get }
    var meaningColumn: String { get }
    var kanjiColumn: String { get }
    var onColumn: String { get }
    var kunColumn: String { get }
    var strokesColumn: String { get }
}

extension Strings {
    /// The level, day and study lists.
    var study: any StudyStrings {
        switch language {
        case .english: EnglishStudyStrings()
        case .korean: KoreanStudyStrings()
        }
    }
}

extension StudyStrings {
    /// What `a` says: added (for today or, held back by the new-items limit, for a later day), or
    /// already in reviews.
    func addedStatus(_ outcome: AddedToReviews, headword: String) -> String {
        guard outcome.added > 0 else { return alreadyInReviews(headword) }
        if let limit = outcome.heldBackBy { return addedForLater(headword, newPerDay: limit) }
        return addedToReviews(headword)
    }
}
