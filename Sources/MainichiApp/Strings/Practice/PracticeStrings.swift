import MainichiCore

/// The words of the practice screens: hangman and the leeches.
protocol PracticeStrings: Sendable {
    // MARK: Hangman
    var hangmanTitle: String { get }
    var guessLabel: String { get }
    var guessHelp: String { get }
    var hintLabel: String { get }
    var hintHelp: String { get }
    var rulesLabel: String { get }
    var rulesHelp: String { get }
    var nextLabel: String { get }
    var nextHelp: String { get }
    var newGameLabel: String { get }
    var newGameHelp: String { get }
    var stopLabel: String { get }
    var stopHelp: String { get }
    var rules: String { get }
    func letterRight(_ letter: String) -> String
    func letterWrong(_ letter: String) -> String
    func letterAgain(_ letter: String) -> String
    var noHint: String { get }
    func addedToNotebook(_ headword: String) -> String
    /// "N5 Day 1  hangman".
    func gameName(_ name: String) -> String
    var nothingToPlay: String { get }
    var lives: String { get }
    var wrong: String { get }
    var solved: String { get }
    func readingWas(_ reading: String) -> String
    var gameOver: String { get }
    func solvedCount(_ won: Int, of played: Int) -> String
    var lostInNotebook: String { get }
    var newGameOrBack: String { get }

    // MARK: Leeches
    var leechesTitle: String { get }
    var drillLabel: String { get }
    var drillHelp: String { get }
    var suspendLabel: String { get }
    var suspendHelp: String { get }
    func noLeeches(threshold: Int) -> String
    func leechCount(_ count: Int) -> String
    func lapsesAndSuspended(threshold: Int, suspended: Int) -> String
    func times(_ count: Int) -> String
    var suspended: String { get }
    var everyLeechSuspended: String { get }
    func nowSuspended(_ headword: String) -> String
    func backInReviews(_ headword: String) -> String
}

extension Strings {
    /// The words of the practice screens.
    var practice: any PracticeStrings {
        switch language {
        case .english: EnglishPracticeStrings()
        case .korean: KoreanPracticeStrings()
        }
    }
}
