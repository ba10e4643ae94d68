import Foundation
import TestSupport
import Testing

/// A tmux server of the test's own (`tmux -S <socket in its scratch directory>`) running a plain
/// shell in one detached pane of a fixed size, so a test can type into a real terminal and read
/// the screen. The socket lives in the session's own temporary directory, not in tmux's shared
/// `/tmp/tmux-UID` (where a killed server's socket file stays behind), and goes with it.
///
/// Nothing here sleeps for a fixed time: `waitForScreen` polls `capture-pane` until the screen
/// shows what the test expects, up to a bounded wait. Call `kill()` when done (a `defer`
/// right after creating the session); it is also called on deinit. Either stops the server and
/// removes the directory, socket and all.
final class TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The longest a test waits for the screen to change; generous for debug builds on a busy machine.
    static let patience: TimeInterval = 20

    /// The shell prompt in the pane, so a test can see when the shell is back. (capture-pane
    /// drops the space after it at the end of a line.)
    static let prompt = "e2e-shell$"

    /// The server's socket, in `directory`.
    let socket: String
    /// The session's scratch directory (files the shell writes for the test, the socket).
    let directory: URL
    private let scratch = TemporaryDirectory()
    private let tmux: String
    private var killed = false

    /// Starts a tmux server with one `width` x `height` pane running `sh`.
    ///
    /// - Throws: `Failure` when tmux is not installed (run `make test`, which installs it).
    init(width: Int = 80, height: Int = 24) throws {
        guard let tmux = Self.locateTmux() else {
            throw Failure(description: "tmux is not installed: run `make test`, which installs it (or apt-get install tmux)")
        }
        self.tmux = tmux
        directory = scratch.url
        socket = scratch.file("tmux").path
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                 "env", "PS1=\(Self.prompt) ", "ENV=", "/bin/sh"])
        try run(["set-option", "-g", "status", "off"])
        _ = try waitForScreen("the shell prompt") { $0.contains(Self.prompt) }
    }

    deinit {
        kill()
    }

    // MARK: - Driving

    /// Types a command line into the shell and presses Enter.
    func type(_ commandLine: String) throws {
        try run(["send-keys", "-t", "0", "-l", commandLine])
        try run(["send-keys", "-t", "0", "Enter"])
    }

    /// Sends tmux key names (`j`, `Enter`, `Escape`, `C-c`, `PageDown`), one key per element.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Pastes `text` into the pane as a terminal paste: bracketed (ESC [200~ ... ESC [201~) when
    /// the program asked for bracketed paste, raw otherwise.
    func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste-buffer")
        try Data(text.utf8).write(to: file)
        try run(["load-buffer", file.path])
        try run(["paste-buffer", "-p", "-t", "0"])
    }

    /// Resizes the pane's window.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen, one line per row.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", "0"])
    }

    /// The visible screen with the rows the terminal wrapped joined again: one line per line the
    /// program wrote (a line wider than the pane shows whole).
    func joinedScreen() throws -> String {
        try run(["capture-pane", "-p", "-J", "-t", "0"])
    }

    /// Polls the screen until `condition` holds and returns that screen.
    ///
    /// - Throws: `Failure` naming `what` and showing the last screen when it does not appear in time.
    @discardableResult
    func waitForScreen(_ what: String, timeout: TimeInterval = TmuxSession.patience,
                       until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while true {
            last = try screen()
            // A capture can land while the app is still painting a frame (curses writes it top to
            // bottom): only a screen that still holds, and is unchanged, a moment later counts.
            if condition(last) {
                usleep(40_000)
                let settled = try screen()
                if settled == last { return last }
                last = settled
            }
            if Date() > deadline {
                throw Failure(description: "waited \(Int(timeout)) s for \(what); the screen was:\n\(last)")
            }
            usleep(40_000)
        }
    }

    /// Polls the screen until it contains `text`.
    @discardableResult
    func waitForText(_ text: String, timeout: TimeInterval = TmuxSession.patience) throws -> String {
        try waitForScreen("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until one of its lines is exactly `line` (so that a command's output is
    /// told apart from the command line that was typed to produce it, which contains it too).
    @discardableResult
    func waitForLine(_ line: String, timeout: TimeInterval = TmuxSession.patience) throws -> String {
        try waitForScreen("a line \"\(line)\"", timeout: timeout) { screen in
            screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
        }
    }

    /// Polls until a file the shell writes exists and returns its contents.
    func waitForFile(_ name: String, timeout: TimeInterval = TmuxSession.patience) throws -> String {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let data = try? Data(contentsOf: url), !data.isEmpty {
                return String(decoding: data, as: UTF8.self)
            }
            if Date() > deadline {
                throw Failure(description: "waited \(Int(timeout)) s for \(name); the screen was:\n\((try? screen()) ?? "")")
            }
            usleep(40_000)
        }
    }

    /// Stops the tmux server and removes the scratch directory, socket and all (at once, not when
    /// the session is released: a test may keep it). Safe to call twice.
    func kill() {
        guard !killed else { return }
        killed = true
        waitForShell()
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The longest `kill()` waits for a program in the pane to end: a test that quit the app gets
    /// the shell back in milliseconds; one that left it running pays this once.
    static let quitPatience: TimeInterval = 5

    /// Waits, up to `quitPatience`, until the pane's foreground program is the shell again, so
    /// that killing the server does not hang up an app still saving into a data directory the test
    /// removes next (the app saves on SIGHUP, and would make the directory again).
    private func waitForShell() {
        let deadline = Date().addingTimeInterval(Self.quitPatience)
        while Date() < deadline {
            guard let command = try? run(["display-message", "-p", "-t", "0", "#{pane_current_command}"]) else { return }
            if command.trimmingCharacters(in: .whitespacesAndNewlines) == "sh" { return }
            usleep(20_000)
        }
    }

    // MARK: - Running tmux

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        // The app's days are counted in UTC, whatever the machine's zone (tests compare dates).
        environment["TZ"] = "UTC"
        environment["TERM"] = environment["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
        // Output goes to files, not pipes: the server that new-session starts keeps its copy
        // of the descriptors open, so a pipe would never reach end of file.
        let result = try Subprocess.run(tmux, ["-S", socket] + arguments, environment: environment,
                                        scratch: directory)
        guard result.status == 0 || arguments.first == "kill-server" else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.output)\(result.error)")
        }
        return result.output
    }

    private static func locateTmux() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Quotes `text` for the POSIX shell.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
