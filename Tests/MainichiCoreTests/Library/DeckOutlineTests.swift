import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The outline of a deck (headwords, readings, meanings, days), read without building examples
/// and kanji details, is what decoding the whole deck gives: the day lists and the search index
/// show the same items, days and meanings either way.
@Suite struct DeckOutlineTests {
    @Test("Every bundled deck's outline, read from its file, agrees with the whole deck decoded: every item's id, headword, readings, meanings and day")
    func bundledOutlinesAgreeWithDecks() throws {
        let decks = try DeckLibrary.locateBundledDecks()
        var checked = 0
        for folder in ["vocab", "kanji"] {
            let directory = decks.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".json") {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                let deck = try DeckLoader.decode(bytes, file: name)
                // The fast path, not its fallback (which would agree by construction).
                let outline = try #require(DeckLoader.outline(bytes, file: name), "\(folder)/\(name) has no outline")
                let expected = DeckOutline(deck)
                #expect(outline.items.count == deck.items.count, "\(folder)/\(name)")
                for (read, full) in zip(outline.items, expected.items) where read != full {
                    Issue.record("\(folder)/\(name): outline \(read) differs from the decoded item \(full)")
                    break
                }
                #expect(outline.items.map(\.id) == deck.items.map(\.id))
                #expect(outline.items.map(\.headword) == deck.items.map(\.headword))
                #expect(outline.items.map(\.meanings) == deck.items.map(\.meanings))
                #expect(outline.items.map(\.day) == deck.items.map(\.day))
                #expect(outline.items.map { $0.kind == .vocab ? $0.reading : "" } == deck.items.map { $0.vocab?.reading ?? "" })
                #expect(outline.items.map { $0.onyomi + $0.kunyomi } == deck.items.map { ($0.kanji?.onyomi ?? []) + ($0.kanji?.kunyomi ?? []) })
                #expect(outline.dayCount == deck.dayCount && outline.id == deck.id && outline.title == deck.title
                        && outline.level == deck.level && outline.itemsPerDay == deck.itemsPerDay)
                #expect(outline.dayTopics == deck.dayTopics, "\(folder)/\(name): day topics")
                #expect((1...max(deck.dayCount, 1)).allSatisfy { outline.itemCount(forDay: $0) == deck.itemCount(forDay: $0) })
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test("Escapes, tags and nesting in the fields left out do not change the outline; out-of-order days are sorted as the deck sorts them")
    func skippedFieldsAndOrder() throws {
        let items = [
            #"{"id":"v:b:び","word":"b","reading":"び","meanings":["to \"quote\" (tag)","\u3042"],"day":2,"examples":[{"ja":"b\u3042です。","en":"say \"hi\\\"","segments":[["b",""],["\u3042です。",""]]}],"pitch":0,"jmdict":1}"#,
            #"{"examples":[{"ja":"a","en":"{[}]"}],"id":"v:a:あ","word":"a","reading":"あ","alternates":["A"],"meanings":["first"],"ko":["첫째"],"day":1}"#,
            #"{"id":"v:c:し","word":"c","reading":"し","meanings":["third"],"day":1,"koNote":"메모","partOfSpeech":"noun"}"#,
        ]
        let bytes = DeckLineDecodingTests.builderLayout(items)
        let deck = try DeckLoader.decode(bytes, file: "test.json")
        let outline = try #require(DeckLoader.outline(bytes, file: "test.json"))
        #expect(outline.items == DeckOutline(deck).items)
        #expect(outline.items.map(\.id) == ["v:a:あ", "v:c:し", "v:b:び"])
        #expect(outline.items.last?.meanings == [#"to "quote" (tag)"#, "あ"])
        #expect(outline.items(forDay: 1).map(\.headword) == ["a", "c"])
    }

    @Test("A broken item is never outlined: the deck is decoded whole, which reports the problem with its place")
    func brokenItemsFallBackToTheWholeDecode() throws {
        let good = (0..<4).map { FixtureDecks.vocabItem($0, day: $0 / 2 + 1).replacing("\n", with: " ") }
        let broken = [
            // A syntax error inside a field the outline skips.
            #"{"id": "v:x:x", "word": "x", "reading": "え", "meanings": ["x"], "day": 1, "examples": [{"ja": "x" "en": "y"}]}"#,
            // A field the outline reads, wrong.
            #"{"id": "v:x:x", "word": "x", "reading": "え", "meanings": [], "day": 1}"#,
            // A skipped field named twice.
            #"{"id": "v:x:x", "word": "x", "reading": "え", "meanings": ["x"], "day": 1, "pitch": 0, "pitch": 1}"#,
            // An id used twice.
            good[1],
        ]
        let temporary = TemporaryDirectory()
        for (index, item) in broken.enumerated() {
            let bytes = DeckLineDecodingTests.builderLayout(good + [item])
            #expect(DeckLoader.outline(bytes, file: "bad.json") == nil, "case \(index)")
            let file = temporary.file("bad\(index).json")
            try Data(bytes).write(to: file)
            var whole: [String] = [], outlined: [String] = []
            do { _ = try DeckLoader.load(contentsOf: file) } catch { whole = error.problems.map(\.description) }
            do { _ = try DeckLoader.loadOutline(contentsOf: file) } catch { outlined = error.problems.map(\.description) }
            #expect(!whole.isEmpty && outlined == whole, "case \(index)")
        }
    }

    @Test("The library's outline is read without decoding the deck, and opening a day decodes it")
    func libraryOutlineDoesNotDecode() throws {
        let temporary = TemporaryDirectory()
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let outline = try library.outline(id: .jlpt(kind: .vocab, level: .n5))
        #expect(!library.isLoaded(kind: .vocab, level: .n5))
        let deck = try library.deck(kind: .vocab, level: .n5)
        #expect(outline.items == DeckOutline(deck).items)
        #expect(outline.dayCount == deck.dayCount)
        #expect(throws: DeckLibraryError.self) { _ = try library.outline(id: DeckID(rawValue: "no-such-deck")!) }
    }
}
