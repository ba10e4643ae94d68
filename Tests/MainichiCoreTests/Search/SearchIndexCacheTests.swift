import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The search index kept in the cache directory answers exactly as one built from the decks, and
/// is rebuilt whenever the decks change or the file is damaged.
@Suite("Search index cache")
struct SearchIndexCacheTests {
    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")

    /// Queries of every kind: kanji, kana, katakana, romaji (whole, half-typed, with a trailing n),
    /// English (a word, "to ...", one letter, a tag), and nothing found.
    static let queries = ["食", "食べる", "たべ", "タベル", "tabe", "hon", "cat", "ka", "sen", "eat", "to eat", "a", "I",
                          "rain", "day", "日", "ニチ", "zzzzqx", "n", "kyou", "gakkou", "おおきい"]

    @Test("An index read back from the cache answers every query exactly as a freshly built one")
    func roundTripAnswersAlike() throws {
        let library = try DeckLibrary(directory: Self.decks)
        let fresh = SearchIndex.build(library: library)
        let fingerprint = SearchIndexCache.fingerprint(of: library)
        let read = try #require(SearchIndexCache.decode(SearchIndexCache.encode(fresh, fingerprint: fingerprint),
                                                        fingerprint: fingerprint))
        #expect(read.count == fresh.count)
        for query in Self.queries {
            #expect(read.search(query) == fresh.search(query), "\(query)")
            #expect(read.search(query, limit: 20) == fresh.search(query, limit: 20), "\(query)")
        }
        let kanji = try #require(fresh.search("日").first { $0.kind == .kanji })
        #expect(kanji.readings.count > 1)
        #expect(kanji.reading == kanji.readings.joined(separator: ", "))
    }

    @Test("index(for:) writes the file once and reads it back on the next run")
    func writesThenReads() throws {
        let temporary = TemporaryDirectory()
        let cache = SearchIndexCache(directory: temporary.file("cache"))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let built = cache.index(for: library)
        #expect(!built.isFromCache)
        let fingerprint = SearchIndexCache.fingerprint(of: library)
        #expect(FileManager.default.fileExists(atPath: cache.fileURL(fingerprint: fingerprint).path))

        let again = cache.index(for: try DeckLibrary(directory: library.directory))
        #expect(again.isFromCache, "read back from the file, not built")
        for query in ["語1", "ご", "go", "meaning", "日", "day", "ひ"] {
            #expect(again.search(query) == built.search(query), "\(query)")
        }
    }

    @Test("A changed deck file makes the cached index stale: the next search sees the new words")
    func changedDeckRebuilds() throws {
        let temporary = TemporaryDirectory()
        let cache = SearchIndexCache(directory: temporary.file("cache"))
        let directory = FixtureDecks.makeDirectory(in: temporary, withIndex: false)
        _ = cache.index(for: try DeckLibrary(directory: directory))
        let items = (0..<5).map { FixtureDecks.vocabItem($0, day: 1, meanings: $0 == 0 ? "[\"zebra crossing\"]" : nil) }
        temporary.write(FixtureDecks.vocab(level: "N5", count: 5, perDay: 5, items: items), to: "Decks/vocab/n5.json")
        let index = cache.index(for: try DeckLibrary(directory: directory))
        #expect(index.search("zebra").map(\.word) == ["語0"])
    }

    @Test("A damaged or foreign cache file is ignored and rebuilt")
    func damagedFileIsRebuilt() throws {
        let temporary = TemporaryDirectory()
        let cache = SearchIndexCache(directory: temporary.file("cache"))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let fingerprint = SearchIndexCache.fingerprint(of: library)
        let built = SearchIndex.build(library: library)
        let file = SearchIndexCache.encode(built, fingerprint: fingerprint)
        #expect(SearchIndexCache.decode(file, fingerprint: fingerprint + "x") == nil)
        #expect(SearchIndexCache.decode(Array(file.dropLast()), fingerprint: fingerprint) == nil)
        var scrambled = file
        for position in stride(from: file.count - 1, to: file.count - 200, by: -7) { scrambled[position] = 0xFF }
        #expect(SearchIndexCache.decode(scrambled, fingerprint: fingerprint) == nil)

        temporary.write("not an index", to: "cache/" + cache.fileURL(fingerprint: fingerprint).lastPathComponent)
        #expect(cache.index(for: library).search("語1").map(\.word) == built.search("語1").map(\.word))
    }

    @Test("mainichi search's index covers the learner's decks, reads none of them when the cache matches, and is rebuilt when one changes")
    func learnersDecks() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.file("data"), random: SeededRandom(seed: 7))
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        _ = try store.addItem(UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"]), to: deck.id)
        let decks = FixtureDecks.makeDirectory(in: temporary)
        let cache = SearchIndexCache(directory: temporary.file("cache"))
        // The app's way: the library lists the learner's decks, the index is built and written.
        let app = try DeckLibrary(directory: decks)
        app.loadUserDecks(from: store.directory)
        let built = cache.index(for: app)
        #expect(!built.isFromCache)
        #expect(built.search("nekomimi").map(\.word) == ["猫耳"])
        // The command's way finds the same file and answers alike, without reading the learner's decks.
        let command = try DeckLibrary(directory: decks)
        let read = cache.index(for: command, userDecks: store.directory)
        #expect(read.isFromCache)
        #expect(command.userSummaries.isEmpty)
        for query in ["nekomimi", "ねこ", "cat", "語1", "go"] { #expect(read.search(query) == built.search(query), "\(query)") }
        // A word added to their deck: the file no longer matches, the index is built with the word.
        _ = try store.addItem(UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic"]), to: deck.id)
        let changed = try DeckLibrary(directory: decks)
        let rebuilt = cache.index(for: changed, userDecks: store.directory)
        #expect(!rebuilt.isFromCache)
        #expect(rebuilt.search("mahou").map(\.word) == ["魔法"])
        #expect(cache.index(for: try DeckLibrary(directory: decks), userDecks: store.directory).isFromCache)
    }

    @Test("A missing cache file is built and written; the index read back is the file mapped, not a copy")
    func missingFileIsBuilt() throws {
        let temporary = TemporaryDirectory()
        let cache = SearchIndexCache(directory: temporary.file("cache"))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let file = cache.fileURL(fingerprint: SearchIndexCache.fingerprint(of: library))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let built = cache.index(for: library)
        let read = cache.index(for: library)
        #expect(read.isFromCache && read.file != nil && read.bytes.isEmpty)
        #expect(read.count == built.count)
        try FileManager.default.removeItem(at: file)
        #expect(!cache.index(for: library).isFromCache)
    }
}
