import Foundation

/// The run loop: renders a frame, waits for an event, dispatches it, renders again.
///
/// No statics: everything hangs off an instance, so tests make as many as they like and drive
/// them one event at a time without sleeping:
///
/// ```swift
/// let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
/// let app = Application(terminal: terminal, root: MenuController(), clock: { fixedDate })
/// app.render()
/// app.press("jj\r")          // same path as real key presses
/// app.step(.resize(Size(width: 30, height: 8)))
/// ```
public final class Application {
    /// The smallest size the app draws its screens in; below it a notice asks for more room.
    public static let defaultMinimumSize = Size(width: 40, height: 12)

    public let terminal: Terminal
    /// The screen stack; the root given to `init` is at its bottom.
    public let navigationController: NavigationController
    /// The theme of the next frame; settings can change it at any time.
    public var theme: Theme
    /// Below this size only the "terminal too small" notice is drawn.
    public var minimumSize: Size
    /// The injected clock.
    public let clock: () -> Date
    /// Whether `quit()` has been called (by q at the root, Q, or a terminate event).
    public private(set) var hasQuit = false
    /// Called once when the app quits, before `run()` returns: a place to save.
    public var willQuit: (() -> Void)?
    private var lastTick: Date

    /// Makes an application over a terminal. A root that is not a `NavigationController` is
    /// put in one.
    public init(terminal: Terminal, root: ScreenController, theme: Theme = .dark,
                minimumSize: Size = Application.defaultMinimumSize, clock: @escaping () -> Date = { Date() }) {
        self.terminal = terminal
        self.navigationController = root as? NavigationController ?? NavigationController(root: root)
        self.theme = theme
        self.minimumSize = minimumSize
        self.clock = clock
        self.lastTick = clock()
        navigationController.owner = self
    }

    /// The current time from the injected clock.
    public var now: Date { clock() }

    /// Whether the terminal is below `minimumSize`.
    public var isTooSmall: Bool {
        terminal.size.width < minimumSize.width || terminal.size.height < minimumSize.height
    }

    // MARK: - Running

    /// The most events handled in one batch before a frame is drawn.
    public static let maximumBatch = 4096

    /// Work to run once a frame is on the screen and no input is waiting, one job a turn of the
    /// loop, first in first out: preparing what a later key would otherwise wait for (the search
    /// index). Input that arrives first is handled first.
    public var idleWork: [() -> Void] = []

    /// Runs until quit: render, wait for an event (or the top screen's tick), dispatch, render.
    ///
    /// Events already waiting (a paste without bracketed paste, a key held down, a burst of
    /// resizes) are handled as one batch and drawn once, so work done per frame (a search, a
    /// layout) runs once per batch instead of once per key.
    public func run() {
        render()
        while !hasQuit {
            let interval = idleWork.isEmpty ? navigationController.tickInterval : 0
            if let event = terminal.nextEvent(timeout: interval) {
                dispatch(event)
                var handled = 1
                while !hasQuit, handled < Self.maximumBatch, let next = terminal.nextEvent(timeout: 0) {
                    dispatch(next)
                    handled += 1
                }
                if !hasQuit { render() }
            } else if !idleWork.isEmpty {
                idleWork.removeFirst()()
            } else {
                tick()
            }
        }
    }

    /// Handles one event and renders the result.
    public func step(_ event: InputEvent) {
        dispatch(event)
        if !hasQuit { render() }
    }

    /// Presses keys from a script decoded by `Key.sequence(_:)` ("jj\r"), rendering after each.
    public func press(_ script: String) {
        for key in Key.sequence(script) where !hasQuit { step(.key(key)) }
    }

    /// Pastes `text` (as a terminal with bracketed paste sends it) and renders.
    public func paste(_ text: String) {
        step(.paste(text))
    }

    /// Presses one key and renders.
    public func press(_ key: Key) {
        step(.key(key))
    }

    /// Calls the top screen's `tick(at:)` now and renders. Tests call it after moving their clock.
    public func tick() {
        lastTick = now
        navigationController.tick(at: lastTick)
        render()
    }

    /// Stops the loop after the current event.
    public func quit() {
        guard !hasQuit else { return }
        hasQuit = true
        willQuit?()
    }

    // MARK: - Events

    private func dispatch(_ event: InputEvent) {
        switch event {
        case .terminate:
            quit()
        case .resize:
            break // the next render reads the new size
        case .paste(let text):
            navigationController.appearIfNeeded()
            if isTooSmall { return }
            _ = navigationController.handlePaste(text)
        case .key(let key):
            navigationController.appearIfNeeded()
            if isTooSmall {
                if key == .character("Q") || key == .character("q") { quit() }
                return
            }
            _ = navigationController.handle(key)
        }
    }

    // MARK: - Rendering

    /// Draws the current state into a new frame and presents it.
    public func render() {
        navigationController.appearIfNeeded()
        let size = terminal.size
        var buffer = ScreenBuffer(size: size)
        let cursor: Point?
        if isTooSmall {
            buffer.draw { canvas in Self.drawTooSmall(in: canvas, minimum: minimumSize, chrome: navigationController.chrome) }
            cursor = nil
        } else {
            cursor = buffer.draw { canvas in navigationController.draw(in: canvas) }
        }
        terminal.present(Frame(buffer: buffer, cursor: cursor, theme: theme))
    }

    /// The notice shown below the minimum size, centered: "terminal too small: 30x8, need 40x12".
    static func drawTooSmall(in canvas: Canvas, minimum: Size, chrome: ChromeText = .english) {
        let text = chrome.tooSmall("\(canvas.size)", "\(minimum)")
        let message = text.line
        let lines = message.displayWidth <= canvas.width
            ? [message]
            : [text.first, text.second].flatMap { $0.wrapped(toWidth: max(1, canvas.width)) }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            canvas.draw(line, row: top + index, alignment: .center, role: .wrong)
        }
    }
}
