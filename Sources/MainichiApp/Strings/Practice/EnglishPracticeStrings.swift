import MainichiCore

/// The words of the practice screens in English.
struct EnglishPracticeStrings: PracticeStrings {
    var hangmanTitle: String { "Hangman" }
    var guessLabel: String { "guess" }
    var guessHelp: String { "Guess a letter of the romaji reading" }
    var hintLabel: String { "hint" }
    var hintHelp: String { "Reveal one kana (costs a life)" }
    var rulesLabel: String { "rules" }
    var rulesHelp: String { "Show the rules and keys" }
    var nextLabel: String { "next" }
    var nextHelp: String { "Next word" }
    var newGameLabel: String { "new game" }
    var newGameHelp: String { "Play again with new words" }
    var stopLabel: String { "stop" }
    var stopHelp: String { "End the game (the words played count)" }
    var rules: String {
        "Guess the reading letter by letter in romaji; a kana shows once its romaji is complete. "
            + "A wrong letter costs one of 7 lives. Tab shows a kana for a life. Lost words go to Mistakes."
    }
    func letterRight(_ letter: String) -> String { "\(letter): yes" }
    func letterWrong(_ letter: String) -> String { "\(letter): not in it" }
    func letterAgain(_ letter: String) -> String { "\(letter) was guessed already" }
    var noHint: String { "no hint with one life left" }
    func addedToNotebook(_ headword: String) -> String { "\(headword) added to the mistakes notebook" }
    func gameName(_ name: String) -> String { name + "  hangman" }
    var nothingToPlay: String { "Nothing to play here: no word has a kana reading." }
    var lives: String { "lives " }
    var wrong: String { "  wrong " }
    var solved: String { "✓ solved! Enter: next" }
    func readingWas(_ reading: String) -> String { "✗ the reading was \(reading)" }
    var gameOver: String { "Game over" }
    func solvedCount(_ won: Int, of played: Int) -> String { "You solved \(won) of \(played) \(played == 1 ? "word" : "words")." }
    var lostInNotebook: String { "The words you lost are in the mistakes notebook." }
    var newGameOrBack: String { "Enter: a new game   Esc: back" }

    var leechesTitle: String { "Leeches" }
    var drillLabel: String { "drill" }
    var drillHelp: String { "Drill the leeches not suspended: typed readings with example sentences" }
    var suspendLabel: String { "suspend" }
    var suspendHelp: String { "Suspend the selected item from reviews, or take it back" }
    func noLeeches(threshold: Int) -> String { "No leeches. An item forgotten in reviews \(threshold) times (Settings: Leech after) shows here." }
    func leechCount(_ count: Int) -> String { "\(count) \(count == 1 ? "leech" : "leeches")" }
    func lapsesAndSuspended(threshold: Int, suspended: Int) -> String {
        "  \(threshold)+ lapses" + (suspended > 0 ? ", \(suspended) suspended" : "")
    }
    func times(_ count: Int) -> String { "\(count)x" }
    var suspended: String { "suspended" }
    var everyLeechSuspended: String { "every leech is suspended: s takes one back" }
    func nowSuspended(_ headword: String) -> String { "\(headword) suspended: reviews leave it out" }
    func backInReviews(_ headword: String) -> String { "\(headword) back in reviews" }
}
