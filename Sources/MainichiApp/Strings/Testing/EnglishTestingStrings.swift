import MainichiCore

/// The words of tests in English.
struct EnglishTestingStrings: TestingStrings {
    var testTitle: String { "Test" }
    var retestTitle: String { "Retest" }
    var retestAllTitle: String { "Retest all" }
    func dayTestTitle(_ day: Int) -> String { "Day \(day) › Test" }
    var bookmarksName: String { "Bookmarks" }
    var mistakesName: String { "Mistakes" }
    var levelName: String { "Level" }
    var leechesName: String { "Leeches" }
    func retestName(day: String?, wrongOnly: Bool) -> String {
        let what = wrongOnly ? "retest wrong" : "retest"
        return day.map { "\($0) \(what)" } ?? (wrongOnly ? "Retest wrong" : "Retest")
    }
    var nothingToTest: String { "nothing to test here" }

    var modePickerTitle: String { "Test mode" }
    func pickerHeader(name: String, count: Int) -> String {
        "Test \(name): \(count) question\(count == 1 ? "" : "s"). How?"
    }
    var modeKeyLabel: String { "mode" }
    var modeHelp: String { "Start the test in that mode" }
    func modeExplanation(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "pick the meaning among four"
        case .typedReading: "type the reading in romaji or kana"
        case .flashcard: "reveal, then say if you knew it"
        case .onyomi: "type the on'yomi; the Korean reading is the hint"
        case .meaningToWord: "see the meaning, pick the Japanese word among four"
        }
    }

    var chooseLabel: String { "choose" }
    var chooseHelp: String { "Pick that meaning" }
    var checkLabel: String { "check" }
    var checkHelp: String { "Check the typed reading" }
    var showLabel: String { "show" }
    var showHelp: String { "Show the answer" }
    var knewLabel: String { "knew it" }
    var knewHelp: String { "I knew it (counts as right; before Space, shows the answer too)" }
    var didNotKnowLabel: String { "didn't" }
    var didNotKnowHelp: String { "I didn't know it (counts as wrong; before Space, shows the answer too)" }
    var nextLabel: String { "next" }
    var nextHelp: String { "Go on (also Space)" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Pronounce the item" }
    var stopLabel: String { "stop" }
    var stopHelp: String { "Abandon the test (asks first)" }
    var typeReadingPlaceholder: String { "type the reading (romaji or kana)" }
    var typeWordPlaceholder: String { "type the word (romaji or kana)" }
    var typeOnyomiPlaceholder: String { "type the on'yomi (romaji or kana)" }
    var readingLabel: String { "Reading:" }
    var wordLabel: String { "Word:" }
    var onyomiLabel: String { "On'yomi:" }
    var typeReadingFirst: String { "type the reading first" }
    var hangulTyped: String { "that is Hangul: switch the input to romaji or kana and type it again" }
    var typeWordFirst: String { "type the word first" }
    func secondTry(_ slipName: String) -> String { slipName + ": second try" }
    func meaningPrompt(_ meaning: String) -> String { "meaning: " + meaning }
    var kanaWordPrompt: String { "This word is written in kana: type it (romaji becomes kana)" }
    var kanaWordPromptShort: String { "Written in kana: type the word" }
    var flashcardPrompt: String { "Space shows the answer (or answer now: y knew it, n didn't)" }
    var flashcardPromptShort: String { "Space shows the answer (or y/n now)" }
    var knewItAfterKey: String { " knew it   " }
    var didNotAfterKey: String { " didn't" }
    func cardKnown(_ headword: String) -> String { "✓ \(headword): knew it" }
    func movedOnRight(_ headword: String, reading: String, meaning: String) -> String {
        "✓ right: " + [headword, reading, meaning].filter { !$0.isEmpty }.joined(separator: "  ")
    }
    func cardNotKnown(_ headword: String) -> String { "✗ \(headword): not known yet" }
    var knewItGiven: String { "knew it" }
    var didNotKnowGiven: String { "didn't know" }
    var right: String { "✓ right" }
    var almost: String { "✗ almost: " }
    var countsAsWrong: String { "  (counts as wrong)" }
    var notKnownYet: String { "✗ not known yet" }
    var wrong: String { "✗ wrong: " }
    func also(_ readings: String) -> String { " (also \(readings))" }
    var nextQuestion: String { "Enter: next question" }
    var seeResult: String { "Enter: see the result" }
    var abandonQuestion: String {
        "Abandon this test? Your answers so far are kept in the mistakes notebook and reviews; the test's score is not saved."
    }
    var abandonTitle: String { "Stop" }
    var abandonButton: String { "Abandon" }
    var keepGoing: String { "Keep going" }
    var quitQuestion: String {
        "Quit Mainichi mid-test? Your answers so far are kept in the mistakes notebook and reviews; the test's score is not saved."
    }
    var quitTitle: String { "Quit" }
    var quitButton: String { "Quit" }

    var resultTitle: String { "Result" }
    var noQuestions: String { "No questions were asked." }
    var retestWrongLabel: String { "retest wrong" }
    var retestWrongHelp: String { "Test again only the items answered wrong" }
    var retestAllLabel: String { "retest all" }
    var retestAllHelp: String { "Test all the items again" }
    var detailLabel: String { "detail" }
    var detailHelp: String { "Open the selected item" }
    var sayResultHelp: String { "Pronounce the selected item" }
    var scoreLabel: String { "Score " }
    var timeLabel: String { "  time " }
    var newBest: String { "new best!  " }
    var allRight: String { "all right" }
    func wrongCount(_ count: Int) -> String { "\(count) wrong: w retests \(count == 1 ? "it" : "them")" }
    func leftNotebook(_ count: Int) -> String { "  \(count) left the mistakes notebook" }
    var nothingToRetest: String { "Nothing to retest: every answer was right." }

    func slipName(_ kind: SlipKind) -> String {
        switch kind {
        case .longVowel: "long vowels"
        case .smallKana: "small kana"
        case .dakuten: "dakuten"
        case .onKun: "on/kun mix-ups"
        case .otherWord: "another word's reading"
        case .other: "other misses"
        }
    }

    func slipTop(name: String, count: Int, misses: Int) -> String {
        "\(name): \(count) of " + (misses == 1 ? "your last miss" : "your last \(misses) misses")
    }

    func slipHint(_ slip: ReadingSlip) -> String {
        switch slip.kind {
        case .longVowel: "Close: check the long vowels (a vowel too many or too few, or ー). Try again."
        case .smallKana: "Close: check small っ and ゃ ゅ ょ. Try again."
        case .dakuten: "Close: check the dakuten (は ば ぱ). Try again."
        case .onKun: "That reads the kanji another way (on'yomi for kun'yomi, or back). Try again."
        case .otherWord:
            if let word = slip.otherWord, slip.sharesMeaning { "\(word) means that too, but another word is asked. Try again." }
            else if let word = slip.otherWord { "That is how \(word) reads, another word with this kanji. Try again." }
            else { "That is another word's reading. Try again." }
        case .other: "Not quite. Try again."
        }
    }

    func slipShortHint(_ kind: SlipKind) -> String {
        switch kind {
        case .longVowel: "Close: long vowel. Again."
        case .smallKana: "Close: small kana. Again."
        case .dakuten: "Close: dakuten. Again."
        case .onKun: "On/kun mixed up. Again."
        case .otherWord: "Another word's reading. Again."
        case .other: "Not quite. Again."
        }
    }

    var koreanLabel: String { "Ko  " }
    var koreanHint: String { "Korean: " }
    var madeInJapan: String { "made in Japan: no Korean reading" }
    func falseFriend(_ hangul: String) -> String { "false friend! " + hangul }
}
