/// Why the curses terminal could not start.
public enum CursesTerminalError: Error, CustomStringConvertible {
    /// curses could not set up the terminal named by TERM (unknown type, or not a terminal).
    case cannotStart(term: String)

    public var description: String {
        switch self {
        case .cannotStart(let term):
            return "cannot open the terminal (TERM=\(term.isEmpty ? "unset" : term))"
        }
    }
}
