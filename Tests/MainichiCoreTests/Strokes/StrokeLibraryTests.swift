import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite("Stroke library")
struct StrokeLibraryTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// Writes `text` to a fresh temporary strokes file.
    func file(_ text: String) throws -> URL {
        let url = scratch.fresh("strokes").appendingPathExtension("txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("Points decode from hex half units, strokes in file order")
    func decodes() throws {
        let library = StrokeLibrary(url: try file("# comment\n一\t14363e36 00000a14d9d9\n"))
        let strokes = try #require(library.strokes(for: "一"))
        #expect(strokes.count == 2)
        #expect(strokes.strokes[0] == [KanjiStrokes.Point(x: 10, y: 27), KanjiStrokes.Point(x: 31, y: 27)])
        #expect(strokes.strokes[1].last == KanjiStrokes.Point(x: 108.5, y: 108.5))
        #expect(library.kanjiCount == 1)
        #expect(library.strokes(for: "二") == nil)
    }

    @Test("A malformed line gives no strokes for its kanji and a warning naming file and line")
    func malformed() throws {
        let url = try file("一\t14363e36\n二\t1436zz\n")
        let library = StrokeLibrary(url: url)
        #expect(library.strokes(for: "一") != nil)
        #expect(library.strokes(for: "二") == nil)
        #expect(library.warnings == ["\(url.lastPathComponent): line 2: malformed strokes for 二"])
    }

    @Test("A missing file means no strokes, not an error")
    func missing() {
        let library = StrokeLibrary(url: URL(fileURLWithPath: "/nonexistent/strokes.txt"))
        #expect(!library.isAvailable)
        #expect(library.strokes(for: "一") == nil)
    }

    @Test("The bundled file has every kanji of the kanji decks, with the decks' stroke count for almost all")
    func bundled() throws {
        let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
        let library = StrokeLibrary(decksDirectory: decks)
        let deckLibrary = try DeckLibrary(directory: decks)
        var total = 0, same = 0
        for summary in deckLibrary.summaries(of: .kanji) {
            for item in try deckLibrary.deck(id: summary.deckID).items {
                guard let kanji = item.kanji else { continue }
                let strokes = try #require(library.strokes(for: kanji.kanji), "\(kanji.kanji) has strokes")
                total += 1
                if strokes.count == kanji.strokes { same += 1 }
                for stroke in strokes.strokes {
                    #expect(stroke.count >= 2)
                    #expect(stroke.allSatisfy { (0...KanjiStrokes.gridSize).contains($0.x) && (0...KanjiStrokes.gridSize).contains($0.y) })
                }
            }
        }
        #expect(total > 0)
        // KanjiVG draws a few kanji in a variant form with one stroke more or less.
        #expect(Double(same) / Double(total) > 0.99)
    }
}
