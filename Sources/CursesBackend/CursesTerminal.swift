#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import TerminalUI

/// The `Terminal` that draws on a real terminal through ncurses.
///
/// Creating it sets a UTF-8 locale, installs the stop-signal handlers and starts curses
/// (cbreak, no echo, keypad, a 25 ms Esc delay, hidden cursor). `present(_:)` writes only the
/// cells that changed since the previous frame and lets `doupdate` send the difference;
/// `close()` ends curses and puts the terminal back exactly as it was. Always call `close()`,
/// also on error paths (`defer`); it is safe to call more than once.
public final class CursesTerminal: Terminal {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let signals = SignalTrap()
    private let palette: ColorPalette
    private var previous: ScreenBuffer?
    private var cursorVisible = false
    private var closed = false
    private var consecutiveErrors = 0
    /// Whether the terminal has an alternate screen (TERM=linux and vt100 have none).
    private let hasAlternateScreen: Bool
    /// Whether an answer to `BackgroundQuery` may still come in with the keys.
    private var awaitingTerminalAnswer: Bool
    /// Events read but not yet returned: keys typed before curses started, the characters after
    /// an Esc that turned out not to be a terminal's answer.
    private var pendingEvents: [InputEvent] = []
    /// Called with the background a late answer to `BackgroundQuery` names, before the
    /// `.resize` event that redraws the screen whole.
    public var backgroundAnswered: ((TerminalBackground) -> Void)?

    /// Turns bracketed paste on and off (xterm's mode 2004; terminals without it ignore it).
    private static let bracketedPasteOn = "\u{1B}[?2004h"
    private static let bracketedPasteOff = "\u{1B}[?2004l"
    /// The key codes curses reports for the start and the end of a bracketed paste.
    private static let pasteStartCode = mi_key_max() + 1
    private static let pasteEndCode = mi_key_max() + 2
    /// The key codes curses reports for the start of a mouse report (SGR and X10, whichever
    /// terminfo's `kmous` does not already name as `KEY_MOUSE`): `MouseReport` drops the rest.
    private static let sgrMouseCode = mi_key_max() + 3
    private static let x10MouseCode = mi_key_max() + 4
    /// The format curses means by `KEY_MOUSE` on this terminal.
    private let mouseKeyFormat: MouseReport.Format

    /// Starts curses on the process's standard input and output.
    ///
    /// - Parameter backgroundQuery: the start-up query whose late answers are to be taken out of
    ///   the keys, and whose typed-ahead keys come first.
    /// - Throws: `CursesTerminalError.cannotStart` when curses cannot use the terminal.
    public init(backgroundQuery: BackgroundQuery? = nil) throws {
        awaitingTerminalAnswer = backgroundQuery?.isAwaitingAnswer ?? false
        if let typed = backgroundQuery?.typedAhead, !typed.isEmpty {
            pendingEvents = String(decoding: typed, as: UTF8.self).unicodeScalars
                .compactMap { KeyDecoder.key(forCharacter: $0.value) }.map(InputEvent.key)
        }
        Self.setUTF8Locale()
        signals.install(input: STDIN_FILENO, output: STDOUT_FILENO)
        let term = ProcessEnvironment.value(of: "TERM") ?? ""
        guard let screen = newterm(nil, mi_stdout(), mi_stdin()) else {
            signals.uninstall()
            throw CursesTerminalError.cannotStart(term: term)
        }
        self.screen = screen
        set_term(screen)
        window = mi_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        leaveok(window, true)
        curs_set(0)
        palette = ColorPalette()
        hasAlternateScreen = mi_capability("smcup") != nil
        define_key("\u{1B}[200~", Self.pasteStartCode)
        define_key("\u{1B}[201~", Self.pasteEndCode)
        let mouseKey = mi_capability("kmous").map { String(cString: $0) }
        mouseKeyFormat = MouseReport.format(ofMouseKey: mouseKey)
        if mouseKey != "\u{1B}[<" { define_key("\u{1B}[<", Self.sgrMouseCode) }
        if mouseKey != "\u{1B}[M" { define_key("\u{1B}[M", Self.x10MouseCode) }
        Self.write(Self.bracketedPasteOn)
        signals.setResetBytes(Self.resetBytes())
    }

    /// What a crash writes to undo curses: attributes off, cursor on, keypad and bracketed paste
    /// off, and out of the alternate screen.
    private static func resetBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = mi_capability(name) { bytes += Array(String(cString: value).utf8) }
        }
        bytes += Array(bracketedPasteOff.utf8)
        return bytes
    }

    /// Writes `text` straight to the terminal, outside curses' screen model.
    private static func write(_ text: String) {
        fputs(text, mi_stdout())
        fflush(mi_stdout())
    }

    deinit {
        close()
    }

    /// The terminal size in cells, as curses last saw it.
    public var size: Size {
        Size(width: Int(mi_cols()), height: Int(mi_lines()))
    }

    /// Whether the terminal can show colour.
    public var hasColors: Bool {
        !closed && has_colors()
    }

    // MARK: - Output

    /// Draws `frame`, sending only what changed since the previous frame: `BufferDiff` decides
    /// what to write, this only writes it, a run of plain ASCII cells of one look with one call.
    public func present(_ frame: Frame) {
        guard !closed else { return }
        let themeChanged = palette.use(frame.theme)
        let buffer = frame.buffer
        let screenSize = size
        let diff = BufferDiff(from: themeChanged ? nil : previous, to: buffer, screen: screenSize)
        let columns = min(buffer.size.width, screenSize.width)
        let rows = min(buffer.size.height, screenSize.height)
        if diff.clearsScreen {
            werase(window)
        }
        for run in diff.runs {
            switch run {
            case .text(let x, let y, let role, let bytes):
                let look = palette.look(for: role)
                // On a cleared screen, blanks in the look of the cleared cells are there already.
                let skipsBlanks = diff.clearsScreen && look.attributes == mi_a_normal() && look.pair == 0
                var start = 0
                while start < bytes.count {
                    if skipsBlanks && bytes[start] == 0x20 {
                        start += 1
                        continue
                    }
                    var end = start + 1
                    while end < bytes.count && !(skipsBlanks && bytes[end] == 0x20) { end += 1 }
                    writeText(bytes[start..<end], x: x + start, y: y, role: role, look: look, columns: columns, rows: rows)
                    start = end
                }
            case .cell(let change):
                draw(change.cell, x: change.x, y: change.y, columns: columns, rows: rows)
            }
        }
        previous = buffer.size == screenSize ? buffer : nil
        placeCursor(frame.cursor, columns: columns, rows: rows)
        wnoutrefresh(window)
        doupdate()
    }

    /// Writes printable ASCII `bytes` in `look` from (`x`, `y`) with one call, or a cell at a time
    /// when curses refuses that.
    private func writeText(_ bytes: ArraySlice<UInt8>, x: Int, y: Int, role: StyleRole, look: ColorPalette.Look, columns: Int, rows: Int) {
        let written = bytes.withUnsafeBufferPointer {
            mi_put_ascii(window, Int32(y), Int32(x), $0.baseAddress, Int32($0.count), look.attributes, look.pair) != ERR
        }
        guard !written else { return }
        for (offset, byte) in bytes.enumerated() {
            draw(Cell(grapheme: String(UnicodeScalar(byte)), width: 1, role: role), x: x + offset, y: y, columns: columns, rows: rows)
        }
    }

    /// Writes one cell of a diff at (`x`, `y`): a line glyph, or text as `TerminalGlyph` lays it
    /// out for the terminal (`?` in each column when nothing recognisable fits).
    private func draw(_ cell: Cell, x: Int, y: Int, columns: Int, rows: Int) {
        let look = palette.look(for: cell.role)
        var character = cchar_t()
        let width = max(1, cell.width)
        if let line = cell.line {
            if mi_line_cchar(&character, Self.lineCode(line), look.attributes, look.pair) == ERR {
                makeText(&character, Array(cell.grapheme.unicodeScalars), look)
            }
            put(&character, x: x, y: y, columns: columns, rows: rows)
            return
        }
        let glyphs = TerminalGlyph.cells(for: cell.grapheme, width: width) { Int(wcwidth(wchar_t(bitPattern: $0.value))) }
        if let glyphs, glyphs.count == 1,
           makeText(&character, glyphs[0], look) || makeText(&character, [glyphs[0][0]], look) {
            put(&character, x: x, y: y, columns: columns, rows: rows, width: width)
            return
        }
        for column in 0..<width {
            let scalars = glyphs?.count == width ? glyphs![column] : ["?"]
            if !makeText(&character, scalars, look) { makeText(&character, ["?"], look) }
            put(&character, x: x + column, y: y, columns: columns, rows: rows)
        }
    }

    /// Writes one prepared character. The cell that ends in the bottom-right corner is inserted
    /// rather than added, because adding there would move the cursor past the screen (ERR).
    private func put(_ character: inout cchar_t, x: Int, y: Int, columns: Int, rows: Int, width: Int = 1) {
        if y == rows - 1 && x + width == columns && rows == Int(mi_lines()) && columns == Int(mi_cols()) {
            mvwins_wch(window, Int32(y), Int32(x), &character)
        } else {
            mvwadd_wch(window, Int32(y), Int32(x), &character)
        }
    }

    /// Fills `character` with `scalars` (a spacing character and its marks) in `look`.
    /// Returns false, leaving `character` alone, when curses refuses them.
    @discardableResult
    private func makeText(_ character: inout cchar_t, _ scalars: [Unicode.Scalar], _ look: ColorPalette.Look) -> Bool {
        guard !scalars.isEmpty, scalars.count <= TerminalGlyph.maximumScalars else { return false }
        var text = scalars.map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        return mi_text_cchar(&character, text, look.attributes, look.pair) != ERR
    }

    private func placeCursor(_ cursor: Point?, columns: Int, rows: Int) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < columns, cursor.y < rows {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible {
                curs_set(1)
                cursorVisible = true
            }
        } else {
            leaveok(window, true)
            if cursorVisible {
                curs_set(0)
                cursorVisible = false
            }
        }
    }

    private static func lineCode(_ line: LineGlyph) -> Int32 {
        switch line {
        case .horizontal: return Int32(MI_LINE_HORIZONTAL)
        case .vertical: return Int32(MI_LINE_VERTICAL)
        case .topLeft: return Int32(MI_LINE_TOP_LEFT)
        case .topRight: return Int32(MI_LINE_TOP_RIGHT)
        case .bottomLeft: return Int32(MI_LINE_BOTTOM_LEFT)
        case .bottomRight: return Int32(MI_LINE_BOTTOM_RIGHT)
        case .teeLeft: return Int32(MI_LINE_TEE_LEFT)
        case .teeRight: return Int32(MI_LINE_TEE_RIGHT)
        case .teeUp: return Int32(MI_LINE_TEE_UP)
        case .teeDown: return Int32(MI_LINE_TEE_DOWN)
        case .cross: return Int32(MI_LINE_CROSS)
        }
    }

    // MARK: - Input

    /// Waits up to `timeout` seconds (forever when nil) for a key, a resize or a stop signal.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        guard !closed else { return .terminate }
        if signals.pendingStopSignal != nil { return .terminate }
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        // The wait is cut into slices of at most `sizeCheckInterval`; between two, the terminal's
        // size is compared with curses', so a resize whose SIGWINCH curses missed (it came while
        // the app was drawing, or the signal is ignored) is drawn at most one slice late.
        let limit: Int32? = timeout.map { Int32(max(0, min($0 * 1000, 86_400_000)).rounded()) }
        let started = Self.monotonicMilliseconds()
        var milliseconds = limit.map { min($0, Self.sizeCheckInterval) } ?? Self.sizeCheckInterval
        wtimeout(window, milliseconds)
        while true {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if signals.pendingStopSignal != nil { return .terminate }
            if signals.takeSuspendRequest() { return suspend() }
            if signals.takeContinued() { return resizeAfterContinue() }
            if status == ERR {
                if let resized = resizeIfTerminalChanged() { return resized }
                if let limit {
                    let left = limit - Int32(clamping: Self.monotonicMilliseconds() - started)
                    if left <= 0 { return nil }
                    milliseconds = min(left, Self.sizeCheckInterval)
                    wtimeout(window, milliseconds)
                    continue
                }
                // A blocking read that keeps failing on a hung-up terminal means it went away.
                if Self.inputHungUp() {
                    consecutiveErrors += 1
                    if consecutiveErrors >= 64 { return .terminate }
                } else {
                    consecutiveErrors = 0
                }
                continue
            }
            consecutiveErrors = 0
            if status == mi_key_code_yes() {
                let code = Int32(bitPattern: UInt32(character))
                if code == mi_key_resize() {
                    previous = nil
                    return .resize(size)
                }
                if code == Self.pasteStartCode { return readPaste() }
                if code == mi_key_mouse() || code == Self.sgrMouseCode || code == Self.x10MouseCode {
                    let format = code == mi_key_mouse() ? mouseKeyFormat : code == Self.sgrMouseCode ? .sgr : .x10
                    skipMouseReport(format)
                    wtimeout(window, milliseconds)
                    continue
                }
                if let key = KeyDecoder.key(forKeyCode: code) { return .key(key) }
            } else if awaitingTerminalAnswer, character == 27, let event = readTerminalAnswer(thenWaiting: milliseconds) {
                return event
            } else if let key = KeyDecoder.key(forCharacter: UInt32(character)) {
                return .key(key)
            }
            if timeout != nil { return nil }
        }
    }

    /// How long, in milliseconds, a wait for input blocks before the terminal's size is checked.
    private static let sizeCheckInterval: Int32 = 250

    /// A resize event when the terminal's size differs from the one curses has (curses then
    /// takes the new size and the next frame is drawn whole), nil when it is the same.
    private func resizeIfTerminalChanged() -> InputEvent? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0,
              Int32(size.ws_row) != mi_lines() || Int32(size.ws_col) != mi_cols() else { return nil }
        resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        previous = nil
        clearok(mi_curscr(), true)
        return .resize(self.size)
    }

    /// Whether standard input has ended: it reports a hang-up or an error, or is readable while
    /// curses just read nothing from it (a key typed in between is read next time round).
    private static func inputHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        // Readable (or hung up) while curses read nothing: the end of the input.
        return descriptor.revents != 0
    }

    /// A monotonic clock in milliseconds, for the slices of a wait.
    private static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Reads and drops the rest of a mouse report (what arrives within 50 ms of its start); a
    /// character that is not part of it is put back to be read as input.
    private func skipMouseReport(_ format: MouseReport.Format) {
        wtimeout(window, 50)
        let extra = MouseReport.skipRest(of: format) {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            return status == ERR || status == mi_key_code_yes() ? nil : UInt32(character)
        }
        if let extra { unget_wch(wchar_t(extra)) }
    }

    /// After an Esc while a start-up answer may still come: swallows the answer (a background
    /// answer is handed to `backgroundAnswered` and the screen redrawn whole), or returns the Esc
    /// and keeps the characters after it for the next events.
    private func readTerminalAnswer(thenWaiting milliseconds: Int32) -> InputEvent? {
        // Curses has read the bytes after the Esc already (looking for a key sequence), so the
        // next read does not wait for a key typed after a real Esc.
        wtimeout(window, 10)
        defer { wtimeout(window, milliseconds) }
        var functionKey: Key?
        let reply = TerminalReplyScanner.reply {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            guard status != ERR else { return nil }
            if status == mi_key_code_yes() {
                functionKey = KeyDecoder.key(forKeyCode: Int32(bitPattern: UInt32(character)))
                return nil
            }
            return UInt32(character)
        }
        defer { if let functionKey { pendingEvents.append(.key(functionKey)) } }
        switch reply {
        case .deviceAttributes:
            awaitingTerminalAnswer = false
            return nil
        case .background(let background):
            guard let background else { return nil }
            backgroundAnswered?(background)
            previous = nil
            return .resize(size)
        case .notAReply(let codes):
            pendingEvents += codes.compactMap { KeyDecoder.key(forCharacter: $0) }.map(InputEvent.key)
            return .key(.escape)
        }
    }

    /// Reads a bracketed paste up to its end marker (or until nothing more arrives for a
    /// second), keeping printable text and line breaks.
    private func readPaste() -> InputEvent {
        var text = ""
        wtimeout(window, 1000)
        while signals.pendingStopSignal == nil {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if status == mi_key_code_yes() {
                if Int32(bitPattern: UInt32(character)) == Self.pasteEndCode { break }
                continue
            }
            let code = UInt32(character)
            if code == 10 || code == 13 {
                text.append("\n")
            } else if code >= 0x20, code != 0x7F, !(0x80..<0xA0).contains(code), let scalar = Unicode.Scalar(code) {
                text.unicodeScalars.append(scalar)
            }
        }
        return .paste(text)
    }

    /// Ctrl-Z: gives the terminal back to the shell, stops, and after `fg` reports the size the
    /// terminal has then, so the next frame is drawn whole (at the new size after a resize).
    private func suspend() -> InputEvent {
        Self.write(Self.bracketedPasteOff)
        endwin()
        fflush(mi_stdout())
        signals.suspendProcess()
        _ = signals.takeContinued()
        Self.write(Self.bracketedPasteOn)
        return resizeAfterContinue()
    }

    /// After a resume (fg), the size the terminal has now when it changed while the process was
    /// stopped: curses then resizes and the next frame is drawn whole at the new size.
    private func resizeAfterContinue() -> InputEvent {
        previous = nil
        clearok(mi_curscr(), true)
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return .resize(self.size)
        }
        if Int32(size.ws_row) != mi_lines() || Int32(size.ws_col) != mi_cols() {
            resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        }
        return .resize(self.size)
    }

    // MARK: - Restoring

    /// Ends curses and restores the terminal modes, the cursor and the signal handlers.
    /// Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        if !hasAlternateScreen {
            // Without an alternate screen the last frame would stay under the shell's prompt.
            werase(window)
            wmove(window, 0, 0)
            wrefresh(window)
        }
        if !cursorVisible { curs_set(1) }
        Self.write(Self.bracketedPasteOff)
        endwin()
        delscreen(screen)
        fflush(mi_stdout())
        signals.uninstall()
    }

    /// The stop signal (SIGINT, SIGTERM, SIGHUP) that ended the session, if any; an app can
    /// use it to exit with 128 + signal.
    public var receivedSignal: Int32? {
        signals.pendingStopSignal
    }

    // MARK: - Locale

    /// Selects the user's locale, then makes sure the character type is UTF-8: without it the
    /// wide curses API drops every CJK character.
    private static func setUTF8Locale() {
        setlocale(LC_ALL, "")
        if isUTF8() { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return }
        }
    }

    private static func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
