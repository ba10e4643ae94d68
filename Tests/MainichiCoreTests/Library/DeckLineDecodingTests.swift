import Foundation
import Testing
@testable import MainichiCore

/// Decks laid out as the deck builder writes them are decoded an item a line (so only one item's
/// parse tree is in memory at once); the result, and every problem reported, are those of
/// decoding the whole document.
@Suite struct DeckLineDecodingTests {
    /// The builder's layout: a header, `"items": [`, one item a line, `]`.
    static func builderLayout(_ items: [String]) -> [UInt8] {
        let lines = items.enumerated().map { "    " + $0.element + ($0.offset < items.count - 1 ? "," : "") }
        return Array(("""
        {
          "format": 1,
          "kind": "vocab",
          "level": "N5",
          "title": "JLPT N5 Vocabulary",
          "itemsPerDay": 2,
          "items": [

        """ + lines.joined(separator: "\n") + "\n  ]\n}\n").utf8)
    }

    /// The same bytes on one line: never read an item a line.
    static func oneLine(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 == 0x0A ? 0x20 : $0 }
    }

    @Test("Every bundled deck decodes to the same items read a line at a time as read whole")
    func bundledDecksAreTheSame() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        var checked = 0
        for folder in ["vocab", "kanji"] {
            let directory = decks.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                #expect(DeckLoader.itemLines(of: bytes) != nil, "\(folder)/\(name) is not in the builder's layout")
                let byLines = try DeckLoader.decode(bytes, file: name)
                let whole = try DeckLoader.decode(Self.oneLine(bytes), file: name)
                #expect(byLines.items == whole.items, "\(folder)/\(name)")
                #expect(byLines.items.count > 0)
                #expect(byLines.title == whole.title && byLines.itemsPerDay == whole.itemsPerDay && byLines.id == whole.id)
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test("A bad item, a duplicate id or a torn line is reported as reading the whole file reports it")
    func problemsAreTheWholeDocumentsProblems() {
        let good = (0..<4).map { FixtureDecks.vocabItem($0, day: $0 / 2 + 1).replacing("\n", with: " ") }
        let cases: [[String]] = [
            good + [#"{"id": "v:a:a", "word": "a", "meanings": ["x"], "day": 1}"#],
            good + [good[0]],
            good + [#"{"id": "v:b:b", "word": "b", "reading": "び", "meanings": ["x"], "day": 1"#],
        ]
        for items in cases {
            let lines = Self.builderLayout(items)
            func problems(_ bytes: [UInt8]) -> [String] {
                do {
                    _ = try DeckLoader.decode(bytes, file: "n5.json")
                    return []
                } catch {
                    return error.problems.map(\.description)
                }
            }
            let reported = problems(lines)
            #expect(reported.count == 1, "\(reported)")
            if items.last?.hasSuffix("}") == true {
                // The same words and places (only a syntax error's line and column depend on the layout).
                #expect(reported == problems(Self.oneLine(lines)))
            } else {
                #expect(reported.first?.contains("n5.json: line ") == true, "\(reported)")
            }
        }
        #expect(DeckLoader.itemLines(of: Self.builderLayout(good)) != nil)
        #expect((try? DeckLoader.decode(Self.builderLayout(good), file: "n5.json"))?.items.count == 4)
    }
}
