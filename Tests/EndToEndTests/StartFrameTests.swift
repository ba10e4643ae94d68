import Foundation
import TestSupport
import Testing

/// The first frame comes before the decks and the progress are open (`StartScreen`): keys typed
/// at once, before or while they open, must reach the real screens, in order, and nothing of the
/// terminal may be left changed.
@Suite("The first frame in a terminal", .serialized)
struct StartFrameTests {
    @Test("Keys typed right after the command are answered: Enter past the welcome, j, Enter opens Kanji; q gives the terminal back")
    func keysTypedAtOnceAreAnswered() throws {
        let scratch = TemporaryDirectory()
        let dataDirectory = scratch.url
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let directory = session.directory.path
        try session.type("stty -g > \(shellQuoted(directory + "/before")); "
                         + "MAINICHI_DECKS=\(shellQuoted(VocabularyDeck.decksDirectory())) \(shellQuoted(try MainichiBinary.path())) "
                         + "--data-dir \(shellQuoted(dataDirectory.path)); "
                         + "echo $? > \(shellQuoted(directory + "/status")); "
                         + "stty -g > \(shellQuoted(directory + "/after")); echo 'mainichi exited'")
        // No wait for the first frame: the keys arrive while the app starts.
        try session.press("Enter", "j", "Enter")
        let kanji = try session.waitForScreen("the Kanji level list") {
            $0.hasPrefix(" Mainichi › Kanji") && $0.contains("? help")
        }
        #expect(kanji.contains("N5"))

        // Back on the menu, the figures that needed the progress are there.
        try session.press("Escape")
        let menu = try session.waitForScreen("the main menu with its figures") {
            StudyFlowTests.menuStatus("Kanji", in: $0) == "N5 Day 1 next"
        }
        #expect(!menu.contains("Welcome to Mainichi"))

        try session.press("q")
        try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "0\n")
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        #expect(try session.waitForFile("after") == before, "stty -g differs after quitting")
    }
}
