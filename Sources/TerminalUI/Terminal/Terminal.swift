/// The one boundary between drawing and I/O.
///
/// Views draw into a `ScreenBuffer`; the run loop hands the finished frame to a terminal,
/// which shows it. `CursesTerminal` talks to a real terminal; `InMemoryTerminal` keeps the
/// frame for tests and benchmarks and plays back scripted input.
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }

    /// Shows a finished frame. Backends send only what changed since the last frame.
    func present(_ frame: Frame)

    /// Waits for the next event, at most `timeout` seconds (forever when nil).
    /// Returns nil when the timeout passes with nothing to report.
    func nextEvent(timeout: Double?) -> InputEvent?
}

/// A finished frame: the cells, where the cursor should be, and the theme that gives roles a look.
public struct Frame: Sendable {
    public var buffer: ScreenBuffer
    /// Where to show the text cursor, or nil to hide it.
    public var cursor: Point?
    public var theme: Theme

    public init(buffer: ScreenBuffer, cursor: Point? = nil, theme: Theme) {
        self.buffer = buffer
        self.cursor = cursor
        self.theme = theme
    }
}
