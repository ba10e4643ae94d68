import Foundation
import Testing

/// `mainichi lookup`: full dictionary entries from the bundled JMdict, and dictionary rows in `mainichi search`.
@Suite("mainichi lookup")
struct LookupCommandTests {
    private func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments, environment: ["MAINICHI_DECKS": SearchCommandTests.decks])
    }

    /// 猫耳 is in no JLPT list (the example), so it comes only from the dictionary.
    @Test("Romaji, kana, kanji and English each print the entry with its senses", arguments: ["nekomimi", "ねこみみ", "猫耳", "cat ears"])
    func lookup(word: String) throws {
        let result = try run(["lookup", word])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("猫耳 【ねこみみ】") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  1. (noun) ") && $0.contains("cat ears") })
    }

    @Test("--json prints the entry's number, spellings, readings, marks and senses")
    func json() throws {
        let result = try run(["lookup", "--json", "nekomimi"])
        #expect(result.status == 0)
        let first = try #require(result.standardOutput.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["spellings"] as? [String] == ["猫耳"])
        #expect(object["readings"] as? [String] == ["ねこみみ"])
        #expect(object["sequence"] is Int)
        #expect(object["common"] as? Bool == false)
        #expect(object["level"] == nil)
        let senses = try #require(object["senses"] as? [[String: Any]])
        #expect(senses.first?["partOfSpeech"] as? String == "noun")
    }

    @Test("A word with no entry exits 1 and says so")
    func missing() throws {
        let result = try run(["lookup", "qqqzzzx"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("no dictionary entry for \"qqqzzzx\""))
    }

    @Test("search lists dictionary entries no deck has after the deck results, marked")
    func searchRows() throws {
        let result = try run(["search", "nekomimi"])
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n")
        #expect(rows.first?.hasPrefix("D  猫耳  ") == true, "\(rows)")
        #expect(rows.first?.contains("(not in your decks) cat ears") == true)
        let mixed = try run(["search", "neko", "--limit", "0"]).standardOutput.split(separator: "\n")
        let firstDictionary = try #require(mixed.firstIndex { $0.hasPrefix("D ") })
        #expect(firstDictionary > 0)
        #expect(mixed[firstDictionary...].allSatisfy { $0.hasPrefix("D ") })
    }
}
