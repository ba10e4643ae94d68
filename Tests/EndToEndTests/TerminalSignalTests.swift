import Foundation
import Testing

/// Signals, suspension, pastes and terminals without an alternate screen, on the real binary in
/// tmux (`mainichi demo`, which needs no data directory).
@Suite("Signals, paste and suspension in a terminal", .serialized)
struct TerminalSignalTests {
    /// The shell line that runs `mainichi demo` (with `environment` before it) between two
    /// `stty -g` snapshots, writing its process id and exit status to files.
    private func launchLine(binary: String, in session: TmuxSession, environment: String = "") -> String {
        let directory = session.directory.path
        let run = "echo $$ > \(shellQuoted(directory + "/pid")); exec \(environment) \(shellQuoted(binary)) demo"
        return "stty -g > \(shellQuoted(directory + "/before")); sh -c \(shellQuoted(run)); "
            + "echo $? > \(shellQuoted(directory + "/status")); stty -g > \(shellQuoted(directory + "/after")); "
            + "echo 'mainichi exited'"
    }

    private func expectRestored(_ session: TmuxSession, status: Int32) throws {
        let shell = try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "\(status)\n")
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try session.waitForFile("after")
        #expect(before == after, "stty -g differs after the app ended")
        #expect(!shell.contains("View layer demos"))
        #expect(!shell.contains("crashed"))
    }

    private func processID(_ session: TmuxSession) throws -> pid_t {
        let text = try session.waitForFile("pid").trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(pid_t(text))
    }

    /// Ctrl-\ printed the Swift runtime's "Program crashed" backtrace over the screen and held
    /// the terminal 30 s; it now ends the app like Ctrl-C.
    @Test("Ctrl-\\ (SIGQUIT) ends the app with status 131 and restores the terminal, no backtrace")
    func quitKeyRestoresTerminal() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        try session.press("C-\\")
        try expectRestored(session, status: 128 + SIGQUIT)
    }

    /// SIGUSR1, SIGUSR2 and SIGALRM killed the app with the terminal left raw.
    @Test("A stray SIGUSR1, SIGUSR2 or SIGALRM ends the app and restores the terminal",
          arguments: [SIGUSR1, SIGUSR2, SIGALRM])
    func straySignalRestoresTerminal(signal: Int32) throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        #expect(kill(try processID(session), signal) == 0)
        try expectRestored(session, status: 128 + signal)
    }

    /// Audit F10: SIGVTALRM, SIGPROF, SIGIO, SIGPWR and SIGSTKFLT (and the real-time signals,
    /// 40 among them) ended the app by their default action with the terminal raw.
    @Test("Every other signal that ends a process ends the app and restores the terminal",
          arguments: [SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, 40])
    func everyTerminatingSignalRestoresTerminal(signal: Int32) throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        #expect(kill(try processID(session), signal) == 0)
        try expectRestored(session, status: 128 + signal)
    }

    /// Audit F10: `kill -PIPE` (or a write to a closed pipe) killed the app with the terminal raw.
    @Test("SIGPIPE does not end the app")
    func brokenPipeSignalIsIgnored() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        #expect(kill(try processID(session), SIGPIPE) == 0)
        try session.press("j")
        try session.waitForText("View layer demos")
        try session.press("q")
        try expectRestored(session, status: 0)
    }

    /// The crash guard: a crash signal restores the terminal (from C, with only
    /// async-signal-safe calls) and is raised again, so the process still dies of it.
    @Test("A crash signal (SIGABRT, SIGSEGV, SIGSYS, SIGXCPU) restores the terminal and still kills the process",
          arguments: [SIGABRT, SIGSEGV, SIGSYS, SIGXCPU])
    func crashRestoresTerminal(signal: Int32) throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        // No runtime backtrace: it would wait for a key on the terminal before exiting.
        try session.type(launchLine(binary: binary, in: session, environment: "env SWIFT_BACKTRACE=enable=no"))
        try session.waitForText("View layer demos")
        #expect(kill(try processID(session), signal) == 0)
        try expectRestored(session, status: 128 + signal)
    }

    /// SIGXFSZ (a write over `ulimit -f`) killed the app with the terminal raw; it is ignored,
    /// so the write fails with EFBIG and the app reports it.
    @Test("SIGXFSZ does not end the app")
    func fileSizeSignalIsIgnored() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        #expect(kill(try processID(session), SIGXFSZ) == 0)
        try session.press("j")
        try session.waitForText("View layer demos")
        try session.press("q")
        try expectRestored(session, status: 0)
    }

    /// A resize while suspended was drawn at the old size until the next key.
    @Test("A resize while suspended (Ctrl-Z) is drawn at the new size on fg, without a key")
    func resizeWhileSuspended() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type("\(shellQuoted(binary)) demo; echo 'mainichi exited'")
        try session.waitForText("View layer demos")
        try session.press("C-z")
        try session.waitForScreen("the shell prompt after Ctrl-Z") { screen in
            screen.split(separator: "\n").last?.hasPrefix(TmuxSession.prompt) == true
        }
        try session.resize(width: 30, height: 8)
        try session.type("fg")
        try session.waitForScreen("the too-small notice after fg") {
            ScreenText.flattened($0).contains("terminal too small: 30x8, need 40x12")
        }
        try session.resize(width: 80, height: 24)
        try session.waitForText("View layer demos")
        try session.press("q")
        try session.waitForLine("mainichi exited")
    }

    /// Without bracketed paste a pasted newline was Enter (a test answer submitted) and a
    /// pasted Esc was Esc (the abandon dialog).
    @Test("A paste is text: its newline submits nothing and its Esc goes back nowhere")
    func pasteIsText() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        try session.press("G", "Enter")
        try session.waitForText("Type here")
        try session.paste("abc\ndef\u{1B}ghi")
        let screen = try session.waitForText("abc defghi")
        #expect(!screen.contains("Submitted"))
        #expect(screen.contains("Type here"))
        try session.press("Enter")
        try session.waitForText("Submitted")
        try session.press("Escape", "q")
        try expectRestored(session, status: 0)
    }

    /// TERM=linux and vt100 have no alternate screen: the last frame stayed under the prompt.
    @Test("Without an alternate screen (TERM=linux) quitting clears the last frame", arguments: ["linux", "vt100"])
    func noAlternateScreenIsCleared(term: String) throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session, environment: "env TERM=\(term)"))
        try session.waitForText("View layer demos")
        try session.press("q")
        try expectRestored(session, status: 0)
        let screen = try session.screen()
        #expect(!screen.contains("j/k move"))
        #expect(!screen.contains("Mainichi"))
    }
}
