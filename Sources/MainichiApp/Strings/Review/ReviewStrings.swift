import MainichiCore

/// The words of the review screen and of the write-it exercise (whose grades count in reviews).
protocol ReviewStrings: Sendable {
    var title: String { get }
    var answerPlaceholder: String { get }
    var showLabel: String { get }
    var showHelp: String { get }
    var gradeLabel: String { get }
    var gradeHelp: String { get }
    var undoLabel: String { get }
    var undoHelp: String { get }
    /// The keys of a shown card's actions: open its detail, bookmark, suspend, edit an own word.
    var detailLabel: String { get }
    var detailHelp: String { get }
    var bookmarkLabel: String { get }
    var bookmarkHelp: String { get }
    var suspendLabel: String { get }
    var suspendHelp: String { get }
    var editLabel: String { get }
    var editHelp: String { get }
    /// Space on a shown card: grade it as suggested.
    var gradeSuggestedHelp: String { get }
    /// j/k on a card taller than the screen.
    var scrollCardHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    var typeLabel: String { get }
    var typeHelp: String { get }
    var stopTypingLabel: String { get }
    var stopTypingHelp: String { get }
    var checkLabel: String { get }
    var checkHelp: String { get }
    /// "Again", "Hard", "Good", "Easy".
    func ratingName(_ rating: Rating) -> String
    /// "3 days" (a catch-up button), "Not now", the question and its title.
    func catchUpDays(_ days: Int) -> String
    var notNow: String { get }
    var catchUpTitle: String { get }
    func catchUpQuestion(overdue: Int) -> String
    /// "spread over 3 days: 40, 35, 30".
    func spread(days: Int, perDay: String) -> String
    var typeReadingFirst: String { get }
    /// "✓ 猫 ねこ: right, Good, next in 4d"; "✓ あの: right, ..." when the word itself was typed.
    func typedRight(headword: String, typed: String, wait: String) -> String
    /// "猫: Hard, next in 10m".
    func graded(headword: String, rating: String, wait: String) -> String
    var nothingToUndo: String { get }
    /// "undid Good for 猫".
    func undid(rating: String, headword: String) -> String
    var answerFirst: String { get }
    /// "Next card in 33s".
    func nextCardIn(_ countdown: String) -> String
    var cardsComeBack: String { get }
    /// "33s", "5m", "1h 05m".
    func countdown(seconds: Int) -> String
    var stateNew: String { get }
    var stateReview: String { get }
    var stateLearning: String { get }
    func leech(_ state: String) -> String
    /// "N5 word, Day 3".
    func origin(deck: String, kind: DeckKind, day: Int) -> String
    var right: String { get }
    var almostTyped: String { get }
    var wrongTyped: String { get }
    var answerSeparator: String { get }
    var spaceShows: String { get }
    var readingLabel: String { get }
    /// The label of the typing field when a kana-only word is asked from its meaning.
    var wordLabel: String { get }
    var onLabel: String { get }
    var kunLabel: String { get }
    var nothingToReview: String { get }
    var doneForNow: String { get }
    /// "Reviewed 12 (3 new)".
    func reviewed(_ count: Int, new: Int) -> String
    var undoHint: String { get }

    // MARK: Write it
    var writeTitle: String { get }
    var writeShowHelp: String { get }
    var writeGradeHelp: String { get }
    var writeUndoHelp: String { get }
    /// "N5 kanji, Day 3".
    func kanjiOrigin(deck: String, day: Int) -> String
    /// "12 strokes".
    func strokes(_ count: Int) -> String
    var writePrompt: String { get }
    var writePromptNarrow1: String { get }
    var writePromptNarrow2: String { get }
    var answerLabel: String { get }
    var noKanjiToWrite: String { get }
    /// "Written: 10 kanji".
    func written(_ count: Int) -> String
    var escBack: String { get }
    var undoLastShort: String { get }
    /// "日: Good, next in 4d", "undid 日: Good".
    func writeGraded(kanji: String, rating: String, wait: String) -> String
    func writeUndid(kanji: String, rating: String) -> String
}

extension Strings {
    /// The words of the review screen.
    var review: any ReviewStrings {
        switch language {
        case .english: EnglishReviewStrings()
        case .korean: KoreanReviewStrings()
        }
    }
}
