import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A deck's outline file (`vocab/n5.outline`, written by `make decks`) gives the outline the deck's
/// JSON gives, is read only when written from the deck file as it is, and anything wrong in it
/// sends the reader back to the JSON: the search index and the day lists never lose an item to it.
@Suite struct DeckOutlineFileTests {
    @Test("Every bundled deck has a current outline file, and it holds every item of the deck decoded, field for field")
    func bundledOutlineFilesMatchTheirDecks() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        var checked = 0
        for folder in ["vocab", "kanji"] {
            let directory = decks.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".json") {
                let url = directory.appendingPathComponent(name)
                let deck = try DeckLoader.load(contentsOf: url)
                let outline = try #require(DeckOutlineFile.read(deckAt: url, file: name),
                                           "\(folder)/\(name): no current outline file (run python3 tools/decks/build_outlines.py)")
                let expected = DeckOutline(deck)
                #expect(outline.items.count == deck.items.count, "\(folder)/\(name)")
                let missing = Set(deck.items.map(\.id)).subtracting(outline.items.map(\.id))
                #expect(missing.isEmpty, "\(folder)/\(name): not in the outline file: \(missing.sorted().prefix(5))")
                for (read, full) in zip(outline.items, expected.items) where read != full {
                    Issue.record("\(folder)/\(name): outline file's \(read) differs from the decoded item \(full)")
                    break
                }
                #expect(outline.id == deck.id && outline.kind == deck.kind && outline.level == deck.level
                        && outline.title == deck.title && outline.itemsPerDay == deck.itemsPerDay && outline.dayCount == deck.dayCount)
                #expect(outline.dayTopics == deck.dayTopics, "\(folder)/\(name): day topics")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test("Searching the bundled index for a word's spelling, each other spelling or its reading finds that word")
    func everyWordIsFoundByItsSpellings() throws {
        let library = try DeckLibrary(directory: DeckLibrary.locateBundledDecks())
        let index = SearchIndex.build(library: library)
        #expect(index.problems.isEmpty)
        #expect(!library.isLoaded(kind: .vocab, level: .n1), "built from the outline files, N1 not decoded")
        var total = 0
        for summary in library.summaries { total += try library.deck(id: summary.deckID).items.count }
        #expect(index.count == total, "every item of the decoded decks is a row of the index")
        // Every 40th word of each deck (a query is a scan of the whole index; all of them would
        // take minutes in a debug build): its headword, its alternates and its reading.
        for summary in library.summaries(of: .vocab) {
            let words = try library.deck(id: summary.deckID).items.compactMap(\.vocab)
            for word in stride(from: 0, to: words.count, by: 40).map({ words[$0] }) {
                for spelling in [word.word] + word.alternates + [word.reading] {
                    let found = index.search(spelling).contains { $0.id == word.id }
                    #expect(found, "\(summary.file): \(word.id) not found by \(spelling)")
                }
            }
        }
    }

    /// A two-word vocabulary deck's outline file, as tools/decks/build_outlines.py writes it, for a
    /// deck file of `size` bytes.
    static func vocabOutline(size: Int, lines: [String]? = nil) -> String {
        let items = lines ?? [
            "v:食べる:たべる\t1\t食べる\tたべる\t1\t喰べる\t2\tto eat\tto live on\t1\t먹다",
            "v:本:ほん\t1\t本\tほん\t0\t1\tbook\t0",
        ]
        return "mainichi-outline\t1\t\(size)\t\(items.count)\n"
            + #"{"format":1,"kind":"vocab","level":"N5","title":"T","itemsPerDay":2,"dayTopics":{"1":"food"},"items":[]}"# + "\n"
            + items.map { $0 + "\n" }.joined()
    }

    @Test("An outline file's words read with their lists, level, deck and day topics")
    func readsWords() throws {
        let outline = try #require(DeckOutlineFile.outline(Array(Self.vocabOutline(size: 100).utf8), deckSize: 100, file: "n5.json"))
        #expect(outline.id == .jlpt(kind: .vocab, level: .n5) && outline.title == "T" && outline.itemsPerDay == 2)
        #expect(outline.topic(forDay: 1) == .food)
        #expect(outline.items == [
            ItemOutline(id: "v:食べる:たべる", kind: .vocab, headword: "食べる", alternates: ["喰べる"], reading: "たべる",
                        onyomi: [], kunyomi: [], meanings: ["to eat", "to live on"], koreanMeanings: ["먹다"],
                        day: 1, level: .n5, deck: .jlpt(kind: .vocab, level: .n5)),
            ItemOutline(id: "v:本:ほん", kind: .vocab, headword: "本", alternates: [], reading: "ほん",
                        onyomi: [], kunyomi: [], meanings: ["book"], koreanMeanings: [],
                        day: 1, level: .n5, deck: .jlpt(kind: .vocab, level: .n5)),
        ])
    }

    @Test("A kanji's line holds on'yomi and kun'yomi lists; an empty one ends with its count")
    func readsKanji() throws {
        let text = "mainichi-outline\t1\t7\t2\n"
            + #"{"format":1,"kind":"kanji","level":"N4","title":"K","itemsPerDay":10,"items":[]}"# + "\n"
            + "k:日\t3\t日\t2\tニチ\tジツ\t2\tひ\t-び\t2\tday\tsun\t1\t날\n"
            + "k:々\t4\t々\t0\t0\t1\trepetition\t0\n"
        let outline = try #require(DeckOutlineFile.outline(Array(text.utf8), deckSize: 7, file: "n4.json"))
        #expect(outline.items.map(\.onyomi) == [["ニチ", "ジツ"], []])
        #expect(outline.items.map(\.kunyomi) == [["ひ", "-び"], []])
        #expect(outline.items.map(\.koreanMeanings) == [["날"], []])
        #expect(outline.items.allSatisfy { $0.kind == .kanji && $0.level == .n4 && $0.reading.isEmpty })
    }

    @Test("Text is cleaned as the deck loader cleans the JSON's: controls and bidi characters out, edges trimmed, empty entries dropped")
    func cleansText() throws {
        let line = "v:a:あ\t1\t a\u{202E}b \tあ\t2\t\t\u{3000}\t2\t\u{1B}[31mred\u{1B}[0m\t \t0"
        let outline = try #require(DeckOutlineFile.outline(Array(Self.vocabOutline(size: 5, lines: [line]).utf8), deckSize: 5,
                                                             file: "n5.json"))
        #expect(outline.items.first?.headword == "ab")
        #expect(outline.items.first?.alternates == [])
        #expect(outline.items.first?.meanings == ["red"])
    }

    @Test("An outline written from another version of the deck file, or with anything wrong, is not read: the JSON is")
    func wrongOutlinesAreNotRead() throws {
        let good = Self.vocabOutline(size: 100)
        #expect(DeckOutlineFile.outline(Array(good.utf8), deckSize: 100, file: "n5.json") != nil)
        #expect(DeckOutlineFile.outline(Array(good.utf8), deckSize: 101, file: "n5.json") == nil, "the deck changed size")
        let broken: [(String, String)] = [
            ("another version", good.replacingOccurrences(of: "outline\t1\t", with: "outline\t2\t")),
            ("another magic", good.replacingOccurrences(of: "mainichi-outline", with: "mainichi-outlines")),
            ("a line short", String(good.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).joined(separator: "\n")) + "\n"),
            ("a line more", good + "v:x:x\t1\tx\tx\t0\t1\tx\t0\n"),
            ("no final line feed", String(good.dropLast())),
            ("a field missing", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t本\tほん\t0\t1\tbook"])),
            ("a field too many", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t本\tほん\t0\t1\tbook\t0\tx"])),
            ("no meaning", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t本\tほん\t0\t0\t0"])),
            ("only a blank meaning", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t本\tほん\t0\t1\t \t0"])),
            ("an empty headword", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t\tほん\t0\t1\tbook\t0"])),
            ("day 0", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t0\t本\tほん\t0\t1\tbook\t0"])),
            ("day 10000", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t10000\t本\tほん\t0\t1\tbook\t0"])),
            ("a count that is not a number", Self.vocabOutline(size: 100, lines: ["v:本:ほん\t1\t本\tほん\tx\t1\tbook\t0"])),
            ("a bad header", good.replacingOccurrences(of: #""kind":"vocab""#, with: #""kind":"verbs""#)),
        ]
        for (what, text) in broken {
            #expect(DeckOutlineFile.outline(Array(text.utf8), deckSize: 100, file: "n5.json") == nil, "\(what)")
        }
        var invalid = Array(good.utf8)
        invalid[invalid.lastIndex(of: UInt8(ascii: "b"))!] = 0xFF
        #expect(DeckOutlineFile.outline(invalid, deckSize: 100, file: "n5.json") == nil, "malformed UTF-8")
    }

    @Test("A deck edited after its outline was written is outlined from its JSON; with the outline current, from the outline file")
    func staleOutlineFileFallsBackToTheJSON() throws {
        let temporary = TemporaryDirectory()
        let json = FixtureDecks.vocab(level: "N5", count: 4, perDay: 2)
        let deckURL = temporary.write(json, to: "vocab/n5.json")
        let fromJSON = try DeckLoader.loadOutline(contentsOf: deckURL)
        // An outline that names other words, written for a deck of this size, is what is read...
        temporary.write(Self.vocabOutline(size: json.utf8.count), to: "vocab/n5.outline")
        #expect(try DeckLoader.loadOutline(contentsOf: deckURL).items.map(\.headword) == ["食べる", "本"])
        // ...and once the deck changes size, the JSON is read again.
        temporary.write(json + "\n", to: "vocab/n5.json")
        #expect(try DeckLoader.loadOutline(contentsOf: deckURL).items == fromJSON.items)
    }
}
