/// Something that happened at the terminal.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// Text pasted in one piece (bracketed paste): it is text to insert, never keys, so a
    /// pasted newline submits nothing and a pasted Esc opens nothing.
    case paste(String)
    /// The terminal now has this size.
    case resize(Size)
    /// The process was asked to stop (SIGINT, SIGTERM or SIGHUP): save and exit.
    case terminate
}
