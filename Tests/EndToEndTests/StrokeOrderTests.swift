import Foundation
import TestSupport
import Testing

/// The real app plays a kanji's stroke order on its own tick, in a real terminal.
@Suite("Stroke order in a terminal", .serialized)
struct StrokeOrderTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    @Test("The first N5 kanji's screen draws it in braille; s steps through every stroke; S plays them on the tick")
    func playsStrokeOrder() throws {
        let dataDirectory = try StudyFlowTests.makeDataDirectory(in: scratch)
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try session.type("MAINICHI_DECKS=\(shellQuoted(VocabularyDeck.decksDirectory())) "
                         + "\(shellQuoted(try MainichiBinary.path())) --data-dir \(shellQuoted(dataDirectory.path))")
        try session.waitForText("Welcome to Mainichi")
        try session.press("Enter")
        try session.waitForScreen("the main menu") { StudyFlowTests.breadcrumb(of: $0) == "Mainichi" && $0.contains("Kanji") }
        // Kanji › N5 › Day 1 › the first kanji.
        try session.press("j", "Enter")
        try session.waitForScreen("the kanji levels") { StudyFlowTests.breadcrumb(of: $0) == "Mainichi › Kanji" }
        try session.press("Enter")
        try session.waitForScreen("the N5 days") { StudyFlowTests.breadcrumb(of: $0) == "Mainichi › Kanji › N5" }
        try session.press("Enter")
        try session.waitForScreen("Day 1") { StudyFlowTests.breadcrumb(of: $0) == "Mainichi › Kanji › N5 › Day 1" }
        try session.press("Enter")
        let detail = try session.waitForScreen("the kanji screen with its drawing") {
            $0.contains("Meanings") && $0.range(of: #"\d+ strokes"#, options: .regularExpression) != nil
        }
        #expect(detail.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "the kanji is drawn in braille")
        let caption = try #require(detail.range(of: #"\d+ strokes"#, options: .regularExpression).map { String(detail[$0]) })
        let count = try #require(Int(caption.split(separator: " ")[0]))

        // s steps through every stroke, then back to the whole kanji.
        for stroke in 1...count {
            try session.press("s")
            try session.waitForText("stroke \(stroke) of \(count)")
        }
        try session.press("s")
        try session.waitForScreen("the whole kanji after stepping") { $0.contains(caption) && !$0.contains(" of \(count)") }

        // S plays on the app's own tick: a later stroke shows with no key pressed, then the whole kanji.
        // (The screen is polled every few milliseconds; each stroke stays 0.6 s.)
        try session.press("S")
        try session.waitForScreen("a later stroke while playing") { screen in
            (2...max(2, count)).contains { screen.contains("stroke \($0) of \(count)") }
        }
        try session.waitForScreen("the whole kanji after playing") { $0.contains(caption) && !$0.contains(" of \(count)") }
        try session.press("Q")
    }
}
