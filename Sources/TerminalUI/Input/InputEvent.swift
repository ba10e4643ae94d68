/// Something that happened at the terminal.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this size.
    case resize(Size)
    /// The process was asked to stop (SIGINT, SIGTERM or SIGHUP): save and exit.
    case terminate
}
