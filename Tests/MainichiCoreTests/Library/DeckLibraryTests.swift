import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct DeckLibraryTests {
    @Test func listsDecksFromTheIndexWithoutDecoding() throws {
        let temporary = TemporaryDirectory()
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        #expect(library.summaries.map(\.file) == ["vocab/n5.json", "vocab/n4.json", "kanji/n5.json"])
        #expect(library.summaries(of: .vocab).map(\.dayCount) == [3, 2])
        #expect(!library.isLoaded(kind: .vocab, level: .n5))
        let deck = try library.deck(kind: .vocab, level: .n5)
        #expect(deck.items.count == 5)
        #expect(library.isLoaded(kind: .vocab, level: .n5))
        #expect(!library.isLoaded(kind: .vocab, level: .n4))
    }

    @Test func staleIndexEntryFallsBackToDecoding() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        // The N5 deck changed after the index was written: 7 items over 4 days.
        temporary.write(FixtureDecks.vocab(level: "N5", count: 7, perDay: 2), to: "Decks/vocab/n5.json")
        let library = try DeckLibrary(directory: directory)
        let summary = try #require(library.summary(kind: .vocab, level: .n5))
        #expect(summary.itemCount == 7)
        #expect(summary.dayCount == 4)
        #expect(library.summary(kind: .vocab, level: .n4)?.itemCount == 3)
    }

    @Test func missingIndexScansTheDirectory() throws {
        let temporary = TemporaryDirectory()
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary, withIndex: false))
        #expect(library.summaries.map(\.file) == ["vocab/n5.json", "vocab/n4.json", "kanji/n5.json"])
        #expect(library.summary(kind: .kanji, level: .n5)?.dayCount == 2)
    }

    @Test func brokenDeckIsLeftOutWithAWarningWhenScanning() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary, withIndex: false)
        temporary.write("{\"format\": 1", to: "Decks/vocab/n3.json")
        let library = try DeckLibrary(directory: directory)
        #expect(library.summary(kind: .vocab, level: .n3) == nil)
        #expect(library.warnings == ["Decks/vocab/n3.json: line 1, column 13: unexpected end of file (the file looks truncated)"])
    }

    @Test func brokenDeckBehindAValidIndexEntryThrowsWhenOpened() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        // Same size, different bytes: the index still matches, the content is broken.
        let url = directory.appendingPathComponent("vocab/n4.json")
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 1] = UInt8(ascii: "x")
        try bytes.write(to: url)
        let library = try DeckLibrary(directory: directory)
        #expect(throws: DeckLibraryError.self) { try library.deck(kind: .vocab, level: .n4) }
        #expect(throws: DeckLibraryError.unknownDeck(id: .jlpt(kind: .kanji, level: .n1))) { try library.deck(kind: .kanji, level: .n1) }
    }

    @Test func emptyDirectoryIsAnError() {
        let temporary = TemporaryDirectory()
        #expect(throws: DeckLibraryError.emptyDirectory(path: temporary.url.path)) { try DeckLibrary(directory: temporary.url) }
    }

    @Test func findsItemsByIdAcrossDecks() throws {
        let temporary = TemporaryDirectory()
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let word = try #require(library.item(withID: "v:語11:ご11"))
        #expect(word.level == .n4)
        #expect(word.day == 1)
        #expect(library.item(withID: "k:月")?.headword == "月")
        #expect(library.item(withID: "v:none:none") == nil)
        #expect(library.items(withIDs: ["k:火", "v:gone", "v:語0:ご0"]).map(\.id) == ["k:火", "v:語0:ご0"])
        #expect(try library.items(for: DayKey(kind: .vocab, level: .n5, day: 3)).map(\.id) == ["v:語4:ご4"])
    }

    @Test("Looking up one item by id decodes only the deck that holds it")
    func lookupDecodesOneDeck() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        for file in ["vocab/n5.json", "vocab/n4.json", "kanji/n5.json"] {
            let url = directory.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "{\"id\": \"", with: " {\"id\":\"")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let library = try DeckLibrary(directory: directory)
        // The first item of a deck is read from its own line: no deck is decoded.
        #expect(library.item(withID: "v:語11:ご11")?.level == .n4)
        #expect(!library.isLoaded(kind: .vocab, level: .n4))
        #expect(!library.isLoaded(kind: .vocab, level: .n5))
        #expect(!library.isLoaded(kind: .kanji, level: .n5))
        // A second item of the same deck decodes that deck (a list of ids costs one decode a deck),
        // and only that one.
        #expect(library.item(withID: "v:語12:ご12")?.level == .n4)
        #expect(library.isLoaded(kind: .vocab, level: .n4))
        #expect(!library.isLoaded(kind: .vocab, level: .n5))
        #expect(!library.isLoaded(kind: .kanji, level: .n5))
        #expect(library.item(withID: "v:語1:ご1")?.level == .n5)
        #expect(library.item(withID: "v:gone") == nil)
    }

    @Test("An item read from its line alone equals the same item from the decoded deck, for bundled decks")
    func lineLookupMatchesTheDecodedDeck() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
        let decoded = try DeckLibrary(directory: directory)
        for summary in decoded.summaries {
            let items = try decoded.deck(id: summary.deckID).items
            for item in items.enumerated().filter({ $0.offset % 97 == 0 || $0.offset == items.count - 1 }).map(\.element) {
                let fresh = try DeckLibrary(directory: directory)
                #expect(fresh.item(withID: item.id) == item, "\(summary.file): \(item.id)")
                #expect(!fresh.isLoaded(id: summary.deckID), "\(summary.file) was decoded for \(item.id)")
            }
        }
    }

    @Test("An item spread over several lines is found by decoding its deck")
    func multiLineItemFallsBackToDecoding() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        let url = directory.appendingPathComponent("vocab/n4.json")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "{\"id\": \"", with: "{\"id\":\"")
            .replacingOccurrences(of: ", \"word\"", with: ",\n\"word\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let library = try DeckLibrary(directory: directory)
        #expect(library.item(withID: "v:語11:ご11")?.headword == "語11")
        #expect(library.isLoaded(kind: .vocab, level: .n4))
    }

    // MARK: - Locating bundled decks

    @Test func environmentVariableWins() throws {
        let temporary = TemporaryDirectory()
        let directory = FixtureDecks.makeDirectory(in: temporary)
        let found = try DeckLibrary.locateBundledDecks(environment: ["MAINICHI_DECKS": directory.path], executablePath: "/usr/bin/true")
        #expect(found.path == directory.path)
        #expect(throws: DeckLibraryError.environmentPathHasNoDecks(path: temporary.url.path)) {
            try DeckLibrary.locateBundledDecks(environment: ["MAINICHI_DECKS": temporary.url.path], executablePath: nil)
        }
    }

    @Test func installedLayoutNextToTheExecutable() throws {
        let temporary = TemporaryDirectory()
        temporary.write(FixtureDecks.vocab(), to: "prefix/share/mainichi/Decks/vocab/n5.json")
        let binary = temporary.write("", to: "prefix/bin/mainichi")
        let found = try DeckLibrary.locateBundledDecks(environment: [:], executablePath: binary.path)
        #expect(found.path == temporary.file("prefix/share/mainichi/Decks").path)
    }

    @Test func sourceTreeAboveTheExecutable() throws {
        let temporary = TemporaryDirectory()
        _ = FixtureDecks.makeDirectory(in: temporary)
        let binary = temporary.write("", to: ".build/debug/mainichi")
        let found = try DeckLibrary.locateBundledDecks(environment: [:], executablePath: binary.path)
        #expect(found.path == temporary.file("Decks").path)
    }

    @Test func notFoundListsWhereItLooked() {
        let temporary = TemporaryDirectory()
        let binary = temporary.write("", to: "bin/mainichi")
        do {
            _ = try DeckLibrary.locateBundledDecks(environment: [:], executablePath: binary.path)
            Issue.record("found decks in an empty tree")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("no decks found; looked in:"))
            #expect(message.contains("MAINICHI_DECKS (not set)"))
            #expect(message.contains(temporary.file("share/mainichi/Decks").path))
            #expect(message.contains("set MAINICHI_DECKS"))
        }
    }
}
