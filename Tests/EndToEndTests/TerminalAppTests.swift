import Foundation
import Testing

/// The real binary in a real terminal: tmux on a socket of its own, an 80x24 pane, keys sent
/// the way a person types them, and the screen read back with `capture-pane`.
@Suite("The app in a terminal", .serialized)
struct TerminalAppTests {
    /// The shell line that runs `mainichi demo` between two `stty -g` snapshots and reports
    /// the exit status, so a test can check the terminal modes came back exactly.
    private func launchLine(binary: String, in session: TmuxSession) -> String {
        let directory = session.directory.path
        return "stty -g > \(shellQuoted(directory + "/before")); \(shellQuoted(binary)) demo; "
            + "echo $? > \(shellQuoted(directory + "/status")); stty -g > \(shellQuoted(directory + "/after")); "
            + "echo 'mainichi exited'"
    }

    private func terminalModes(in session: TmuxSession) throws -> (before: String, after: String) {
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try session.waitForFile("after")
        return (before, after)
    }

    @Test("Navigate the demo, resize below the minimum and back, quit with q: the shell is back as it was")
    func navigateResizeAndQuit() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))

        let menu = try session.waitForText("View layer demos")
        #expect(menu.hasPrefix(" Mainichi"))
        #expect(!menu.contains("coming soon"))  // no placeholders for features the app has (QA21)

        // The long list: the last entry but two, then to its very end.
        try session.press("G", "k", "k", "Enter")
        try session.waitForText("generated row number 1")
        try session.press("j", "j")
        try session.waitForText("3/10000")
        try session.press("G")
        let end = try session.waitForText("10000/10000")
        #expect(end.contains("generated row number 10000"))

        // Back to the menu, with the selection where it was; then the Japanese list.
        try session.press("Escape")
        try session.waitForText("View layer demos")
        try session.press("j", "Enter")
        let words = try session.waitForText("食べる")
        #expect(words.contains("Mainichi › Japanese words"))
        // Columns line up whatever the mix of kanji, kana and halfwidth katakana before them.
        let readingColumns = [("食べる", "たべる"), ("日本語", "にほんご"), ("ｶﾀｶﾅ", "かたかな"), ("ＡＢＣ", "えーびーしー")]
            .map { word, reading in
                ScreenText.line(containing: word, in: words).flatMap { ScreenText.column(of: reading, in: $0) }
            }
        #expect(readingColumns.allSatisfy { $0 != nil })
        #expect(Set(readingColumns.compactMap { $0 }).count == 1, "reading columns: \(readingColumns)")

        // Expand the first word into its example words.
        try session.press("Space")
        try session.waitForText("食べ物")

        // Too small, then big again: the notice, then the same screen as before.
        try session.resize(width: 30, height: 8)
        try session.waitForScreen("the too-small notice") {
            ScreenText.flattened($0).contains("terminal too small: 30x8, need 40x12")
        }
        try session.resize(width: 80, height: 24)
        let restored = try session.waitForText("食べ物")
        #expect(restored.contains("Mainichi › Japanese words"))
        #expect(!ScreenText.flattened(restored).contains("terminal too small"))

        try session.press("Escape")
        try session.waitForText("View layer demos")
        try session.press("q")
        let shell = try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "0\n")
        let modes = try terminalModes(in: session)
        #expect(modes.before == modes.after, "stty -g differs after quitting")
        // The app's screen is gone and the shell's prompt is back.
        #expect(!shell.contains("View layer demos"))
        try session.waitForScreen("the shell prompt after the app") {
            $0.split(separator: "\n").last?.hasPrefix(TmuxSession.prompt) == true
        }
    }

    @Test("Ctrl-C ends the app with status 130 and restores the terminal")
    func interruptRestoresTerminal() throws {
        let binary = try MainichiBinary.path()
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type(launchLine(binary: binary, in: session))
        try session.waitForText("View layer demos")
        try session.press("j", "C-c")
        let shell = try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "130\n")
        let modes = try terminalModes(in: session)
        #expect(modes.before == modes.after, "stty -g differs after Ctrl-C")
        #expect(!shell.contains("View layer demos"))
    }
}
