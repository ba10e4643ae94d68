import Foundation
import MainichiCore
import TestSupport
import Testing

/// The learner's own decks in the real binary: make a deck in My decks, add 猫耳 from the
/// dictionary with the Add word form (typed in romaji), open the deck's day and find the word;
/// the deck file is in the data directory and a relaunch lists it.
@Suite("My decks in a terminal", .serialized)
struct MyDecksFlowTests {
    @Test("Make Manga words, add 猫耳 typed as nekomimi, study its day; the deck is on disk and after a relaunch")
    func makeAddStudy() throws {
        let scratch = TemporaryDirectory()
        let dataDirectory = scratch.url
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let launch = "MAINICHI_DECKS=\(shellQuoted(VocabularyDeck.decksDirectory())) \(shellQuoted(try MainichiBinary.path())) "
            + "--data-dir \(shellQuoted(dataDirectory.path)); echo 'mainichi exited'"
        try session.type(launch)
        try session.waitForText("Welcome to Mainichi")
        try session.press("Enter")
        let menu = try session.waitForText("My decks")
        let lines = menu.split(separator: "\n").map(String.init)
        let menuRow = try #require(lines.firstIndex { $0.hasPrefix("  Vocabulary") })
        let myDecksRow = try #require(lines.firstIndex { $0.hasPrefix("  My decks") })
        for _ in 0..<(myDecksRow - menuRow) { try session.press("j") }
        try session.press("Enter")
        try session.waitForText("No decks of your own yet")
        try session.press("n")
        try session.waitForText("Name")
        try session.paste("Manga words")
        try session.press("Enter")
        try session.waitForText("made Manga words")
        try session.press("a")
        try session.waitForText("Part of speech")
        for key in "nekomimi" { try session.press(String(key)) }
        let form = try session.waitForText("猫耳")
        #expect(form.contains("ねこみみ"))
        try session.press("Tab", "Enter")
        try session.waitForText("added 猫耳 to Manga words")
        // Opens like a bundled deck: the day list, then Day 1 with the word.
        try session.press("Enter")
        try session.waitForText("Day 1")
        try session.press("Enter")
        let day = try session.waitForText("Mainichi › My decks › Manga words › Day 1")
        #expect(day.contains("猫耳"))
        try session.press("Q")
        try session.waitForLine("mainichi exited")
        let files = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.appendingPathComponent("decks").path)
        #expect(files.contains { $0.hasSuffix(".json") })

        try session.type(launch)
        let again = try session.waitForText("1 deck, 1 word")
        #expect(again.contains("My decks"))
        try session.press("Q")
        try session.waitForLine("mainichi exited")
    }
}
