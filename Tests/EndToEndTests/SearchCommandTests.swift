import Foundation
import Testing

/// `mainichi search`: the app's search results, as an aligned table or JSON lines.
@Suite("mainichi search")
struct SearchCommandTests {
    /// The source tree's decks, so the test does not depend on where the binary was built.
    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    private func search(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), ["search"] + arguments, environment: ["MAINICHI_DECKS": Self.decks])
    }

    @Test("Romaji, kana, kanji and English all list 食べる", arguments: ["tabe", "たべ", "食", "eat"])
    func findsTaberu(query: String) throws {
        let result = try search([query])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("V  食べる  ") })
    }

    @Test("The table is aligned by display width: the level column starts at the same column on every row")
    func aligned() throws {
        let result = try search(["ka", "--limit", "30"])
        let rows = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(rows.count == 30)
        let columns = Set(rows.map { row -> Int in
            let range = row.range(of: "  N", options: [])!
            return row[..<range.lowerBound].unicodeScalars.reduce(0) { width, scalar in
                width + ((0x1100...0x115F).contains(scalar.value) || (0x2E80...0xFFDC).contains(scalar.value) ? 2 : 1)
            }
        })
        #expect(columns.count == 1, "\(rows)")
    }

    @Test("--json prints one object a line with id, kind, word, reading, meanings, level and day")
    func json() throws {
        let result = try search(["たべ", "--json", "--limit", "3"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["word"] as? String == "食べる")
        #expect(first["reading"] as? String == "たべる")
        #expect(first["kind"] as? String == "vocab")
        #expect(first["level"] as? String == "N5")
        #expect((first["meanings"] as? [String])?.first == "to eat")
        #expect(first["id"] as? String == "v:食べる:たべる")
        #expect(first["day"] is Int)
        #expect(first["readings"] as? [String] == ["たべる"])
    }

    /// A kanji's readings came as one joined string, "ビョウ, ねこ" (QA20).
    @Test("--json gives a kanji's readings as a list as well")
    func kanjiReadingsAreAList() throws {
        let result = try search(["--json", "--limit", "200", "ku"])
        let objects = result.standardOutput.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let kanji = try #require(objects.first { $0["kind"] as? String == "kanji" && ($0["reading"] as? String)?.contains(", ") == true })
        let readings = try #require(kanji["readings"] as? [String])
        #expect(readings.count > 1)
        #expect(readings.joined(separator: ", ") == kanji["reading"] as? String)
    }

    @Test("Nothing found: empty stdout, \"no results\" on stderr, exit 0")
    func noResults() throws {
        let result = try search(["qqqzzzxx"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "no results\n")
    }

    @Test("--limit caps the rows; an empty query is a usage error")
    func limitAndUsage() throws {
        #expect(try search(["a", "--limit", "5"]).standardOutput.split(separator: "\n").count == 5)
        let empty = try search([" "])
        #expect(empty.status != 0)
        #expect(empty.standardError.contains("give something to search for"))
    }

    @Test("A negative --limit gets a clear validation error, not \"Missing value\"", arguments: [["-1"], ["-5"]])
    func negativeLimit(value: [String]) throws {
        let result = try search(["a", "--limit"] + value)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--limit must be 0 (no limit) or more"), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing value"))
        #expect(result.standardOutput.isEmpty)
    }

    /// Piped output was cut with `~` like the terminal's (QA20).
    @Test("Into a pipe nothing is cut: every reading appears whole")
    func pipedOutputIsWhole() throws {
        let json = try search(["--json", "--limit", "200", "ku"])
        let readings = json.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["reading"] as? String
        }
        let long = try #require(readings.first { $0.displayColumns > 30 })  // wider than the terminal's cap
        let table = try search(["--limit", "200", "ku"])
        #expect(table.status == 0)
        #expect(table.standardOutput.contains(long))
    }
}

private extension String {
    /// Columns on a terminal: two for kana and kanji, one otherwise.
    var displayColumns: Int { unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) } }
}
