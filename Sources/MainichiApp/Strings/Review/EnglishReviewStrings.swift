import MainichiCore

/// The words of the review screen in English.
struct EnglishReviewStrings: ReviewStrings {
    var title: String { "Review" }
    var answerPlaceholder: String { "romaji or kana" }
    var showLabel: String { "show" }
    var showHelp: String { "Show the answer" }
    var gradeLabel: String { "grade" }
    var gradeHelp: String { "Grade: 1 Again, 2 Hard, 3 Good, 4 Easy" }
    var undoLabel: String { "undo" }
    var undoHelp: String { "Undo the last grade (again: the one before)" }
    var detailLabel: String { "detail" }
    var detailHelp: String { "Open the word's or kanji's detail (Esc comes back to the card)" }
    var bookmarkLabel: String { "bookmark" }
    var bookmarkHelp: String { "Bookmark the card's item, or take the bookmark off" }
    var suspendLabel: String { "suspend" }
    var suspendHelp: String { "Suspend the card: reviews leave it out until taken back in Leeches" }
    var editLabel: String { "edit" }
    var editHelp: String { "Edit the word, when it is one of your own decks'" }
    var gradeSuggestedHelp: String { "Grade the shown card with the suggested grade (marked on the grade row)" }
    var scrollCardHelp: String { "Scroll a card taller than the screen down or up a line (also Down, Up)" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Pronounce the word" }
    var typeLabel: String { "type reading" }
    var typeHelp: String { "Type the reading before the answer shows" }
    var stopTypingLabel: String { "stop typing" }
    var stopTypingHelp: String { "Stop typing readings (then u undoes)" }
    var checkLabel: String { "check" }
    var checkHelp: String { "Check the typed reading" }
    func ratingName(_ rating: Rating) -> String {
        switch rating {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }
    func catchUpDays(_ days: Int) -> String { "\(days) days" }
    var notNow: String { "Not now" }
    var catchUpTitle: String { "Catching up" }
    func catchUpQuestion(overdue: Int) -> String {
        "\(overdue) reviews are overdue. Spread them over a few days, the ones you are most likely to have forgotten first?"
    }
    func spread(days: Int, perDay: String) -> String { "spread over \(days) days: " + perDay }
    var typeReadingFirst: String { "type the reading first" }
    func typedRight(headword: String, typed: String, wait: String) -> String {
        "✓ \(headword)\(typed == headword ? "" : " " + typed): right, Good, next in \(wait)"
    }
    func graded(headword: String, rating: String, wait: String) -> String { "\(headword): \(rating), next in \(wait)" }
    var nothingToUndo: String { "nothing to undo" }
    func undid(rating: String, headword: String) -> String { "undid \(rating) for \(headword)" }
    var answerFirst: String { "Space shows the answer first, then 1-4 grade it" }
    func nextCardIn(_ countdown: String) -> String { "Next card in \(countdown)" }
    var cardsComeBack: String { "cards come back when they are due" }
    func countdown(seconds: Int) -> String { ReviewQueue.countdown(Double(seconds)) }
    var stateNew: String { "new" }
    var stateReview: String { "review" }
    var stateLearning: String { "learning" }
    func leech(_ state: String) -> String { "leech " + state }
    func origin(deck: String, kind: DeckKind, day: Int) -> String {
        "\(deck) \(kind == .vocab ? "word" : "kanji"), Day \(day)"
    }
    var right: String { "✓ right" }
    var almostTyped: String { "almost: you typed " }
    var wrongTyped: String { "✗ you typed " }
    var answerSeparator: String { "; answer " }
    var spaceShows: String { "Space: show the answer" }
    var readingLabel: String { "Reading: " }
    var wordLabel: String { "Word: " }
    var onLabel: String { "On  " }
    var kunLabel: String { "Kun " }
    var nothingToReview: String { "Nothing to review now." }
    var doneForNow: String { "Done for now." }
    func reviewed(_ count: Int, new: Int) -> String { "Reviewed \(count) (\(new) new)" }
    var undoHint: String { "u: undo the last grade" }

    var writeTitle: String { "Write it" }
    var writeShowHelp: String { "Show the kanji written stroke by stroke; again: all at once; once drawn: Good" }
    var writeGradeHelp: String { "Grade how you wrote it: 1 Again, 2 Hard, 3 Good, 4 Easy (counts in reviews)" }
    var writeUndoHelp: String { "Undo the last grade" }
    func kanjiOrigin(deck: String, day: Int) -> String { "\(deck) kanji, Day \(day)" }
    func strokes(_ count: Int) -> String { "\(count) strokes" }
    var writePrompt: String { "Write it on paper, then Space: see it written" }
    var writePromptNarrow1: String { "Write it on paper," }
    var writePromptNarrow2: String { "then Space: see it" }
    var answerLabel: String { "Answer " }
    var noKanjiToWrite: String { "No kanji to write" }
    func written(_ count: Int) -> String { "Written: \(count) kanji" }
    var escBack: String { "Esc: back" }
    var undoLastShort: String { "   u: undo the last grade" }
    func writeGraded(kanji: String, rating: String, wait: String) -> String { "\(kanji): \(rating), next in \(wait)" }
    func writeUndid(kanji: String, rating: String) -> String { "undid \(kanji): \(rating)" }
}
