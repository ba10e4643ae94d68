#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// Asks the terminal for its background colour, for the automatic theme, without ever waiting on
/// a terminal that does not answer.
///
/// `start(environment:)` writes the OSC 11 colour query and then a primary device attributes
/// request (DA1, `CSI c`) to the controlling terminal, in a mode that keeps the answers from being
/// echoed, and returns at once: the app opens its decks and progress while the terminal answers.
/// `collect()`, called just before curses starts, takes whatever answers have arrived without
/// waiting. Terminals answer DA1 even when they do not know OSC 11, so once the DA1 answer is in,
/// nothing more is coming; when it is not in yet (a slow link, or a terminal that answers nothing),
/// the first frame is drawn with what is known (COLORFGBG, else dark) and `isAwaitingAnswer` tells
/// `CursesTerminal` to take a late answer out of the keys (and use its colour).
///
/// COLORFGBG, when set to something usable, is trusted and nothing is asked. Nothing is asked
/// either when standard input or output is not the terminal.
public final class BackgroundQuery {
    /// The terminal asked, or -1 when nothing was asked (or the answers are collected).
    private var terminal: Int32
    /// Whether `terminal` was opened here (and is closed by `collect()`).
    private let ownsTerminal: Bool
    /// The terminal's mode before the query, put back by `collect()`.
    private var saved = termios()
    /// Whether `saved` must be put back.
    private var modeChanged = false
    /// The background COLORFGBG names.
    private let environmentBackground: TerminalBackground?
    /// Whether a query was sent whose DA1 answer had not arrived when the answers were collected.
    public private(set) var isAwaitingAnswer = false
    /// Keys typed before curses started, read with the answers: curses takes them as typed.
    public private(set) var typedAhead: [UInt8] = []

    /// Sends the query to the controlling terminal, unless COLORFGBG says the background or there
    /// is no terminal; never waits.
    public static func start(environment: [String: String]) -> BackgroundQuery {
        let trusted = environment["COLORFGBG"].flatMap { TerminalBackground(colorFGBG: $0) }
        guard trusted == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return BackgroundQuery(terminal: -1, owning: false, environment: environment)
        }
        return BackgroundQuery(terminal: open("/dev/tty", O_RDWR | O_NOCTTY), owning: true, environment: environment)
    }

    /// Sends the query to `terminal` (a terminal's file descriptor, -1 for none) unless COLORFGBG
    /// says the background. The descriptor stays the caller's.
    convenience init(terminal: Int32, environment: [String: String]) {
        self.init(terminal: terminal, owning: false, environment: environment)
    }

    private init(terminal: Int32, owning: Bool, environment: [String: String]) {
        environmentBackground = environment["COLORFGBG"].flatMap { TerminalBackground(colorFGBG: $0) }
        self.terminal = environmentBackground == nil ? terminal : -1
        ownsTerminal = owning && self.terminal >= 0
        if owning, terminal >= 0, self.terminal < 0 { close(terminal) }
        send()
    }

    deinit {
        // Not collected (start-up failed and the process is leaving): the answers must not land
        // in the shell as typed text, so they are read first, waiting at most briefly.
        if terminal >= 0 { _ = collect(waitingUpTo: 100) }
    }

    /// Puts the terminal in a mode with no echo and no line editing (so answers are neither shown
    /// nor held back until a newline) and writes the two queries.
    private func send() {
        guard terminal >= 0 else { return }
        guard tcgetattr(terminal, &saved) == 0 else { return finish() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(terminal, TCSANOW, &raw) == 0 else { return finish() }
        modeChanged = true
        let query = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard query.withUnsafeBytes({ write(terminal, $0.baseAddress, $0.count) }) == query.count else {
            return finish()
        }
        isAwaitingAnswer = true
    }

    /// The background from the terminal's answer when it has come, else from COLORFGBG, else nil.
    ///
    /// Reads what has arrived and puts the terminal's mode back; waits for at most
    /// `milliseconds` (none by default) for the DA1 answer, which ends the wait as soon as it
    /// comes. Only the first call reads; later calls return the same.
    public func collect(waitingUpTo milliseconds: Int32 = 0) -> TerminalBackground? {
        if terminal >= 0 {
            var bytes: [UInt8] = []
            var remaining = milliseconds
            var buffer = [UInt8](repeating: 0, count: 256)
            while bytes.count < 4096 {
                var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
                let started = Self.monotonicMilliseconds()
                guard poll(&descriptor, 1, max(0, remaining)) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { read(terminal, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes.append(contentsOf: buffer[0..<count])
                if TerminalReplyScanner.split(bytes).answered { break }
                remaining -= Int32(clamping: Self.monotonicMilliseconds() - started)
            }
            let found = TerminalReplyScanner.split(bytes)
            answered = found.background
            typedAhead = found.rest
            isAwaitingAnswer = !found.answered
            finish()
        }
        return answered ?? environmentBackground
    }

    /// The background the terminal answered, once collected.
    private var answered: TerminalBackground?

    /// Puts the terminal's mode back and lets it go.
    private func finish() {
        guard terminal >= 0 else { return }
        if modeChanged { _ = tcsetattr(terminal, TCSANOW, &saved) }
        if ownsTerminal { close(terminal) }
        terminal = -1
    }

    /// Asks and waits for the answers for at most `timeoutMilliseconds` (the DA1 answer ends the
    /// wait): for `doctor`, which reports what the terminal says rather than drawing a frame.
    public static func detect(environment: [String: String], timeoutMilliseconds: Int32 = 150) -> TerminalBackground? {
        start(environment: environment).collect(waitingUpTo: timeoutMilliseconds)
    }

    private static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
