import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// A review card whose example sentence is longer than the screen is wide: at 40x12 the sentence
/// wraps between its segments (a kanji keeps its bracketed reading on its line, a wide glyph is
/// never split), and the card scrolls with j/k, marked above and below, so that nothing is cut.
@Suite("A long example sentence on the review card")
struct LongExampleCardTests {
    /// 六つ: its first example is 56 characters long, with readings after 次, 州, 五, 六, 地域, 分, 考.
    static let wordID = "v:六つ:むっつ"

    /// Opens Review on 六つ and reveals it.
    static func reveal(_ app: TestApp) throws {
        try app.context.settings.update { $0.exampleReadings = .all }
        let item = try #require(app.context.library.item(withID: wordID))
        try ReviewControllerTests.startReview(app, items: [item])
        app.press(" ")
    }

    /// The card's rows between the title bar and the grade buttons, without the scroll marks.
    static func cardText(_ app: TestApp) -> [String] {
        app.lines.dropFirst(2).map { line in
            var text = line
            for mark in ["^ more", "v more"] { text = text.replacingOccurrences(of: mark, with: "") }
            return text.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("At 40x12 the whole sentence and its translation can be read by scrolling, readings never split from their kanji")
    func scrollsThroughTheSentence() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        try Self.reveal(app)
        let review = try #require(app.application.navigationController.topController as? ReviewController)
        #expect(app.screen.contains("v more"), "\(app.screen)")
        #expect(app.lines.last?.contains("j/k scroll") == true, "\(app.lines.last ?? "")")
        var seen: [String] = Self.cardText(app)
        for _ in 0..<30 where app.screen.contains("v more") {
            app.press("j")
            seen += Self.cardText(app)
            #expect(app.terminal.buffer.hasWholeGlyphs, "\(app.screen)")
        }
        #expect(!app.screen.contains("v more"), "\(app.screen)")
        #expect(app.screen.contains("^ more"), "\(app.screen)")
        #expect(review.cardScroll > 0)
        let joined = seen.joined()
        #expect(joined.contains("州[しゅう]"), "\(seen)")
        #expect(joined.contains("六[むっ]つの地域[ちいき]に"), "\(seen)")
        #expect(joined.contains("考[かんが]えてください。"), "\(seen)")
        // No reading is split from its kanji across lines.
        for line in seen {
            #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
        }
        // k scrolls back to the top.
        for _ in 0..<30 { app.press("k") }
        #expect(review.cardScroll == 0)
        #expect(!app.screen.contains("^ more"), "\(app.screen)")
        // Grading still works while scrolled, and the next card starts at its top.
        app.press("j3")
        #expect(review.cardScroll == 0)
    }

    @Test("At 80x24 the card fits: no scroll marks, and the sentence wraps whole")
    func fitsAtEightyColumns() throws {
        let app = try TestApp()
        try Self.reveal(app)
        #expect(!app.screen.contains("v more"), "\(app.screen)")
        #expect(app.lines.last?.contains("j/k scroll") == false, "\(app.lines.last ?? "")")
        let joined = Self.cardText(app).joined()
        #expect(joined.contains("州[しゅう]"), "\(app.screen)")
        #expect(joined.contains("考[かんが]えてください。"), "\(app.screen)")
    }

    @Test("Snapshots of the long example card at 40x12 (top and scrolled to the end) and 80x24")
    func snapshots() throws {
        for size in KoreanSnapshots.sizes {
            let app = try TestApp(size: size)
            try Self.reveal(app)
            app.application.render()
            assertSnapshot(app.terminal, named: "review-long-example-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
        let app = try TestApp(size: Size(width: 40, height: 12))
        try Self.reveal(app)
        for _ in 0..<30 { app.press("j") }
        app.application.render()
        assertSnapshot(app.terminal, named: "review-long-example-end-40x12")
    }

    @Test("Snapshots of the long example card in Korean at 80x24 and 40x12")
    func snapshotsInKorean() throws {
        try KoreanSnapshots.check("review-long-example") { try Self.reveal($0) }
    }
}
