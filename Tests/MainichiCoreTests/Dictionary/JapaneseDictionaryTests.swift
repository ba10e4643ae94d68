import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The offline dictionary: a small fixture file for lookups and ranking, and the bundled file
/// checked against its own lines.
@Suite("Japanese dictionary")
struct JapaneseDictionaryTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// Four entries (one in a deck) and their keys, sorted by UTF-8 bytes as the build writes them.
    static let fixture = """
        # fixture
        E\t1467640\t猫\tねこ ネコ\t1\tN5\tnoun|cat|feline\tnoun|shamisen
        E\t1358280\t食べる\tたべる\t1\t\tichidan verb, transitive|to eat
        E\t2466380\t猫耳\tねこみみ\t\t\tnoun|cat ears
        E\t2698030\t猫\tねこま\t\t\tnoun|cat
        K\tcat\t0,3
        K\tcat ears\t2
        K\teat\t1
        K\tたべる\t1
        K\tねこ\t0
        K\tねこま\t3
        K\tねこみみ\t2
        K\t猫\t0,3
        K\t猫耳\t2
        K\t食べる\t1

        """

    func file(_ text: String) throws -> URL {
        let url = scratch.fresh("dictionary").appendingPathExtension("txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func fixture() throws -> JapaneseDictionary { try JapaneseDictionary(contentsOf: try file(Self.fixture)) }

    @Test("An entry reads back with its spellings, readings, marks and senses")
    func entryReadsBack() throws {
        let dictionary = try fixture()
        #expect(dictionary.count == 4)
        let cat = try #require(dictionary.entry(at: 0))
        #expect(cat.sequence == 1467640)
        #expect(cat.headword == "猫")
        #expect(cat.readings == ["ねこ", "ネコ"])
        #expect(cat.isCommon)
        #expect(cat.level == .n5)
        #expect(cat.senses == [DictionarySense(partOfSpeech: "noun", glosses: ["cat", "feline"]),
                               DictionarySense(partOfSpeech: "noun", glosses: ["shamisen"])])
        let ears = try #require(dictionary.entry(at: 2))
        #expect(!ears.isCommon && ears.level == nil && !ears.isInDecks)
        #expect(dictionary.entry(at: 4) == nil)
    }

    @Test("An entry usually written in kana says so, in the entry and in its outline (which has no glosses)")
    func usuallyKana() throws {
        let text = Self.fixture.replacingOccurrences(of: "E\t1358280\t食べる\tたべる\t1\t", with: "E\t1358280\t食べる\tたべる\t1k\t")
        let dictionary = try JapaneseDictionary(contentsOf: try file(text))
        let eat = try #require(dictionary.entry(at: 1))
        #expect(eat.isUsuallyKana && eat.isCommon)
        #expect(try #require(dictionary.entry(at: 0)).isUsuallyKana == false)
        let outline = try #require(dictionary.outline(at: 1))
        #expect(outline == DictionaryEntryOutline(spellings: ["食べる"], readings: ["たべる"], isCommon: true, isUsuallyKana: true,
                                                  level: nil, partsOfSpeech: ["ichidan verb, transitive"]))
        #expect(dictionary.outline(at: 0)?.partsOfSpeech == ["noun", "noun"])
        #expect(dictionary.outline(at: 0)?.level == .n5)
        #expect(dictionary.outline(at: 4) == nil)
    }

    @Test("Lookup by kanji, hiragana, katakana, romaji and English", arguments: [
        ("猫", [1467640, 2698030]), ("ねこ", [1467640]), ("ネコ", [1467640]), ("neko", [1467640]),
        ("cat", [1467640, 2698030]), ("CAT", [1467640, 2698030]), ("to eat", [1358280]), ("taberu", [1358280]),
        ("nekomimi", [2466380]), ("dog", []),
    ])
    func lookup(word: String, sequences: [Int]) throws {
        #expect(try fixture().lookup(word).map(\.sequence) == sequences)
    }

    @Test("Search ranks exact matches first, then prefixes, common entries first; deck entries can be left out")
    func searchRanking() throws {
        let dictionary = try fixture()
        let found = dictionary.search(SearchQuery("neko"), limit: 10)
        #expect(found.map(\.entry.sequence) == [1467640, 2466380, 2698030])
        #expect(found.map(\.match) == [.exact, .prefix, .prefix])
        let outside = dictionary.search(SearchQuery("neko"), limit: 10, excludingDeckEntries: true)
        #expect(outside.map(\.entry.sequence) == [2466380, 2698030])
        #expect(dictionary.search(SearchQuery("neko"), limit: 1).count == 1)
        #expect(dictionary.search(SearchQuery("ca"), limit: 10).map(\.entry.sequence) == [1467640, 2466380, 2698030])
    }

    @Test("Half-typed romaji finds the readings its kana can go on to, as partial matches")
    func halfTyped() throws {
        // "nekom": ねこ, then a ma-row kana (ねこま, ねこみみ), never ねこ alone.
        let found = try fixture().search(SearchQuery("nekom"), limit: 10)
        #expect(found.map(\.entry.sequence) == [2466380, 2698030])
        #expect(found.allSatisfy { $0.match == .partial })
    }

    @Test("A line that is neither an entry nor a key is refused, naming the file and line")
    func malformed() throws {
        let url = try file("# header\nE\t1\t猫\tねこ\t\t\tnoun|cat\nX\tbroken\n")
        #expect(throws: DictionaryError.malformed(path: url.path, line: 3, reason: "not an entry (E) or key (K) line")) {
            try JapaneseDictionary(contentsOf: url)
        }
        let missing = URL(fileURLWithPath: "/nonexistent/dictionary.bin")
        #expect(throws: DictionaryError.missing(path: missing.path)) { try JapaneseDictionary(contentsOf: missing) }
    }

    @Test("Control characters in the file never reach an entry")
    func controlCharacters() throws {
        let dictionary = try JapaneseDictionary(contentsOf: try file("E\t1\t猫\tねこ\t\t\tnoun|\u{1B}[31mcat\nK\tねこ\t0\n"))
        #expect(dictionary.entry(at: 0)?.senses.first?.glosses == ["cat"])
    }

    /// The fixture in the binary layout `make decks` writes, in a file of its own.
    func binaryFixture() throws -> URL {
        guard case .success(let bytes) = DictionaryFormat.encode(text: Array(Self.fixture.utf8)) else {
            throw DictionaryError.missing(path: "fixture")
        }
        let url = scratch.fresh("dictionary").appendingPathExtension("bin")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("The binary file, memory-mapped, answers every lookup and search as the text it was made from")
    func binaryAgreesWithText() throws {
        let url = try binaryFixture()
        let mapped = try JapaneseDictionary(contentsOf: url)
        let text = try fixture()
        #expect(mapped.count == text.count)
        for position in 0..<text.count { #expect(mapped.entry(at: position) == text.entry(at: position)) }
        for word in ["猫", "ねこ", "neko", "cat", "ca", "c", "nekom", "to eat", "taberu", "dog", "食"] {
            #expect(mapped.lookup(word) == text.lookup(word))
            #expect(mapped.search(SearchQuery(word), limit: 10) == text.search(SearchQuery(word), limit: 10))
            #expect(mapped.search(SearchQuery(word), limit: 10, excludingDeckEntries: true)
                    == text.search(SearchQuery(word), limit: 10, excludingDeckEntries: true))
        }
        #expect(mapped.search(SearchQuery("neko"), limit: 10).map(\.entry.sequence) == [1467640, 2466380, 2698030])
    }

    @Test("A binary file cut short, of another version or with damaged offsets is refused or gives nothing, never a crash")
    func damagedBinary() throws {
        let url = try binaryFixture()
        let whole = try [UInt8](Data(contentsOf: url))
        try Data(whole.prefix(whole.count - 3)).write(to: url)
        #expect(throws: DictionaryError.damaged(path: url.path, reason: "the file is \(whole.count - 3) bytes, its header says \(whole.count): cut short or damaged")) {
            try JapaneseDictionary(contentsOf: url)
        }
        var version = whole
        version[4] = 9
        try Data(version).write(to: url)
        #expect(throws: DictionaryError.damaged(path: url.path, reason: "not a dictionary of this version (make decks builds it)")) {
            try JapaneseDictionary(contentsOf: url)
        }
        // Every offset of the entry table pointing past the end: the entries are gone, searching still works.
        var offsets = whole
        let entryTable = Int(whole[16]) | Int(whole[17]) << 8
        for index in 0..<5 { offsets.replaceSubrange(entryTable + 4 * index..<entryTable + 4 * index + 4, with: [0xFF, 0xFF, 0xFF, 0x7F]) }
        try Data(offsets).write(to: url)
        let damaged = try JapaneseDictionary(contentsOf: url)
        #expect(damaged.entry(at: 0) == nil)
        #expect(damaged.search(SearchQuery("neko"), limit: 10).isEmpty)
    }

    /// The bundled file (written by tools/decks/build_dictionary.py), read by this reader.
    @Test("The bundled dictionary opens; its entries read back whole and are found by spelling, reading and meaning")
    func bundled() throws {
        let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
        let dictionary = try JapaneseDictionary(decksDirectory: decks)
        #expect(dictionary.count > 150_000)
        for position in [0, 1, dictionary.count / 2, dictionary.count - 1] {
            let entry = try #require(dictionary.entry(at: position))
            #expect(entry.sequence > 1_000_000)
            #expect(!entry.readings.isEmpty && !entry.senses.isEmpty)
            #expect(entry.senses.allSatisfy { !$0.glosses.isEmpty })
            #expect(dictionary.lookup(entry.headword).contains(entry))
            #expect(dictionary.lookup(entry.reading).contains(entry))
        }
        let first = try #require(dictionary.entry(at: 0))
        #expect(first.isCommon)
        #expect(dictionary.lookup(try #require(first.senses.first?.glosses.first)).contains(first))
        #expect(dictionary.entry(at: dictionary.count) == nil)
    }
}
