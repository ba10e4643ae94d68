/// A terminal in memory: scripted events in, presented frames out. For tests and benchmarks.
///
/// ```swift
/// let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
/// let app = Application(terminal: terminal, root: menu)
/// app.press("jj\r")
/// #expect(terminal.lines[2].contains("Day 3"))
/// ```
///
/// When the script runs out, `nextEvent(timeout:)` returns nil if a timeout was given and
/// `.terminate` if not, so `Application.run()` ends instead of waiting forever.
public final class InMemoryTerminal: Terminal {
    public private(set) var size: Size
    /// The most recent frame, or nil before the first.
    public private(set) var lastFrame: Frame?
    /// How many frames have been presented.
    public private(set) var presentedFrameCount = 0
    private var events: [InputEvent] = []
    private var nextEventIndex = 0

    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
    }

    // MARK: - Terminal

    public func present(_ frame: Frame) {
        lastFrame = frame
        presentedFrameCount += 1
    }

    public func nextEvent(timeout: Double?) -> InputEvent? {
        guard nextEventIndex < events.count else { return timeout == nil ? .terminate : nil }
        let event = events[nextEventIndex]
        nextEventIndex += 1
        if nextEventIndex == events.count {
            events.removeAll(keepingCapacity: true)
            nextEventIndex = 0
        }
        return event
    }

    // MARK: - Scripting

    /// Queues events for `nextEvent(timeout:)`.
    public func enqueue(_ events: InputEvent...) {
        self.events.append(contentsOf: events)
    }

    /// Queues key presses.
    public func enqueue(_ keys: [Key]) {
        events.append(contentsOf: keys.map { InputEvent.key($0) })
    }

    /// Queues a script of key presses, decoded by `Key.sequence(_:)`: "jj\r" is j, j, Enter.
    public func enqueue(keys script: String) {
        enqueue(Key.sequence(script))
    }

    /// The number of events still queued.
    public var pendingEventCount: Int { events.count - nextEventIndex }

    /// Changes the size now and queues the `.resize` event a real terminal would send.
    public func resize(to newSize: Size) {
        size = newSize
        events.append(.resize(newSize))
    }

    // MARK: - Reading the screen

    /// The last frame's buffer, or an empty one of the current size.
    public var buffer: ScreenBuffer {
        lastFrame?.buffer ?? ScreenBuffer(size: size)
    }

    /// The last frame's rows as text.
    public var lines: [String] { buffer.textLines }

    /// The last frame as one string, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The last frame's non-normal style runs.
    public var styleRuns: [StyleRun] { buffer.styleRuns }

    /// The last frame in the snapshot format of `ScreenBuffer.snapshot(cursor:)`.
    public var snapshot: String { buffer.snapshot(cursor: lastFrame?.cursor) }

    /// The role drawn at a cell of the last frame.
    public func role(at point: Point) -> StyleRole? {
        let buffer = self.buffer
        guard buffer.contains(point) else { return nil }
        return buffer[point.x, point.y].role
    }
}
