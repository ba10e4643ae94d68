import MainichiCore

/// The commands' remaining words in English.
struct EnglishLaunchStrings: LaunchStrings {
    let needsTerminal = "needs an interactive terminal"
    let termUnset = "TERM is not set; run mainichi in a terminal emulator, or set TERM (for example TERM=xterm-256color)"
    let termDumb = "TERM=dumb cannot show a full-screen app; run mainichi in a terminal emulator (for example TERM=xterm-256color)"
    func cannotOpenTerminal(_ term: String) -> String { "cannot open the terminal (TERM=\(term.isEmpty ? "unset" : term))" }
    func deckOK(_ file: String, _ tally: DeckValidator.Tally) -> String {
        "\(file): ok (\(tally.kind.rawValue) \(tally.name), \(tally.items) items, \(tally.days) days"
            + (tally.korean > 0 ? ", \(tally.korean) with Korean meanings)" : ")")
    }
    func deckWarning(_ file: String, _ warning: DeckValidator.LayoutWarning) -> String { "\(file): warning: \(warning)" }
    func invalidFiles(_ invalid: Int, of total: Int) -> String { "\(invalid) of \(total) file\(total == 1 ? "" : "s") invalid" }
    func noDeckNamed(_ name: String) -> String { "you have no deck named \(name) (mainichi deck list shows your decks)" }
    func writeError(_ reason: String) -> String { "write error: \(reason)" }
}
