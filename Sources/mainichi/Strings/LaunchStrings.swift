import MainichiCore

/// The commands' remaining words: why the app cannot start on this terminal, `deck check`'s
/// verdicts, and a few failures several commands share.
protocol LaunchStrings: Sendable {
    var needsTerminal: String { get }
    var termUnset: String { get }
    var termDumb: String { get }
    /// curses could not set up the terminal TERM names.
    func cannotOpenTerminal(_ term: String) -> String
    /// "Decks/vocab/n5.json: ok (vocab N5, 708 items, 36 days)".
    func deckOK(_ file: String, _ tally: DeckValidator.Tally) -> String
    /// "deck.json: warning: day 3 has no items ...".
    func deckWarning(_ file: String, _ warning: DeckValidator.LayoutWarning) -> String
    /// "1 of 2 files invalid".
    func invalidFiles(_ invalid: Int, of total: Int) -> String
    /// "you have no deck named Manga (mainichi deck list shows your decks)".
    func noDeckNamed(_ name: String) -> String
    /// Standard output could not be written.
    func writeError(_ reason: String) -> String
}

extension ArgumentLanguage {
    /// The commands' remaining words in this run's language.
    static var launch: any LaunchStrings {
        switch current {
        case .english: EnglishLaunchStrings()
        case .korean: KoreanLaunchStrings()
        }
    }
}
