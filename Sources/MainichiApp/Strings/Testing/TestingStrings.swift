import MainichiCore

/// The words of tests: the mode picker, the test screen, its feedback, the result screen, the
/// kinds of slip and their hints, and the Korean bridge's labels.
protocol TestingStrings: Sendable {
    // MARK: Plans and titles
    /// The screen titles: "Test", "Retest" (the wrong ones), "Retest all", "Day 5 › Test".
    var testTitle: String { get }
    var retestTitle: String { get }
    var retestAllTitle: String { get }
    func dayTestTitle(_ day: Int) -> String
    /// A test's short name: "Bookmarks", "Mistakes", "Level", "Leeches", "N5 Day 3 retest wrong"...
    var bookmarksName: String { get }
    var mistakesName: String { get }
    var levelName: String { get }
    var leechesName: String { get }
    func retestName(day: String?, wrongOnly: Bool) -> String
    var nothingToTest: String { get }

    // MARK: Mode picker
    var modePickerTitle: String { get }
    /// "Test N5 Day 3: 20 questions. How?"
    func pickerHeader(name: String, count: Int) -> String
    var modeKeyLabel: String { get }
    var modeHelp: String { get }
    func modeExplanation(_ mode: TestMode) -> String

    // MARK: Test screen
    var chooseLabel: String { get }
    var chooseHelp: String { get }
    var checkLabel: String { get }
    var checkHelp: String { get }
    var showLabel: String { get }
    var showHelp: String { get }
    var knewLabel: String { get }
    var knewHelp: String { get }
    var didNotKnowLabel: String { get }
    var didNotKnowHelp: String { get }
    var nextLabel: String { get }
    var nextHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    var stopLabel: String { get }
    var stopHelp: String { get }
    var typeReadingPlaceholder: String { get }
    var typeWordPlaceholder: String { get }
    var typeOnyomiPlaceholder: String { get }
    var readingLabel: String { get }
    var wordLabel: String { get }
    var onyomiLabel: String { get }
    var typeReadingFirst: String { get }
    /// Said when a typed reading holds Hangul (the input method is still Korean): not an answer.
    var hangulTyped: String { get }
    var typeWordFirst: String { get }
    /// "long vowels: second try".
    func secondTry(_ slipName: String) -> String
    /// "meaning: eat".
    func meaningPrompt(_ meaning: String) -> String
    var kanaWordPrompt: String { get }
    var kanaWordPromptShort: String { get }
    var flashcardPrompt: String { get }
    var flashcardPromptShort: String { get }
    /// The flashcard's "y knew it   n didn't" after the keys.
    var knewItAfterKey: String { get }
    var didNotAfterKey: String { get }
    /// "✓ 日: knew it", "✗ 日: not known yet".
    func cardKnown(_ headword: String) -> String
    /// The status line after a right answer moved on by itself: "✓ 食べる たべる  to eat".
    func movedOnRight(_ headword: String, reading: String, meaning: String) -> String
    func cardNotKnown(_ headword: String) -> String
    var knewItGiven: String { get }
    var didNotKnowGiven: String { get }
    var right: String { get }
    var almost: String { get }
    var countsAsWrong: String { get }
    var notKnownYet: String { get }
    var wrong: String { get }
    /// " (also ジツ, ひ)".
    func also(_ readings: String) -> String
    var nextQuestion: String { get }
    var seeResult: String { get }
    var abandonQuestion: String { get }
    var abandonTitle: String { get }
    var abandonButton: String { get }
    var keepGoing: String { get }
    var quitQuestion: String { get }
    var quitTitle: String { get }
    var quitButton: String { get }

    // MARK: Result
    var resultTitle: String { get }
    var noQuestions: String { get }
    var retestWrongLabel: String { get }
    var retestWrongHelp: String { get }
    var retestAllLabel: String { get }
    var retestAllHelp: String { get }
    var detailLabel: String { get }
    var detailHelp: String { get }
    var sayResultHelp: String { get }
    var scoreLabel: String { get }
    var timeLabel: String { get }
    var newBest: String { get }
    var allRight: String { get }
    /// "3 wrong: w retests them".
    func wrongCount(_ count: Int) -> String
    /// "  2 left the mistakes notebook".
    func leftNotebook(_ count: Int) -> String
    var nothingToRetest: String { get }

    // MARK: Slips
    func slipName(_ kind: SlipKind) -> String
    /// "long vowels: 14 of your last 50 misses".
    func slipTop(name: String, count: Int, misses: Int) -> String
    func slipHint(_ slip: ReadingSlip) -> String
    func slipShortHint(_ kind: SlipKind) -> String

    // MARK: Korean bridge
    var koreanLabel: String { get }
    /// The label of a word's Korean cognate line (한자어); `koreanLabel` unless a language has its own.
    var koreanWordLabel: String { get }
    var koreanHint: String { get }
    var madeInJapan: String { get }
    func falseFriend(_ hangul: String) -> String
}

extension Strings {
    /// The words of tests.
    var testing: any TestingStrings {
        switch language {
        case .english: EnglishTestingStrings()
        case .korean: KoreanTestingStrings()
        }
    }
}

extension TestingStrings {
    var koreanWordLabel: String { koreanLabel }
}
