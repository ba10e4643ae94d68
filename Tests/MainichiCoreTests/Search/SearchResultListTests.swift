import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The search screen's results read row by row (`SearchResultList`, `DictionaryMatchList`) are
/// the rows, order, ranks and count of the searches that read every row at once, so showing only
/// a screenful changes nothing the learner sees.
@Suite struct SearchResultListTests {
    /// English, kana, katakana, romaji (whole, half-typed, with a trailing n, a doubled n), kanji,
    /// Korean, one letter, and nothing found.
    static let queries = ["cat", "eat", "to eat", "study", "a", "rain", "たべ", "ねこ", "カタ", "たべる", "taberu", "tabe",
                          "neko", "hon", "konnichi", "ka", "kyou", "食", "日本", "猫", "食べる", "공부", "zzzzqx"]

    /// The rows of a list read from its last to its first, so no row is read in the order ranked.
    static func readBackwards(_ list: SearchResultList) -> [SearchResult] {
        (0..<list.count).reversed().map { list[$0] }.reversed()
    }

    static func readBackwards(_ list: DictionaryMatchList) -> [DictionaryMatch] {
        (0..<list.count).reversed().map { list[$0] }.reversed()
    }

    @Test("The bundled decks' results read row by row, in any order, are those of the whole search")
    func deckResultsAlike() throws {
        let index = SearchIndex.build(library: try DeckLibrary(directory: SearchIndexCacheTests.decks))
        for text in Self.queries {
            let query = SearchQuery(text)
            for limit in [500, 20, nil] as [Int?] {
                let whole = index.search(query, limit: limit)
                let list = index.results(for: query, limit: limit)
                #expect(list.count == whole.count, "\(text)")
                #expect(Self.readBackwards(list) == whole, "\(text), limit \(limit.map(String.init) ?? "none")")
            }
        }
        // The rows of a screen in the middle of the list, read alone.
        let query = SearchQuery("cat")
        let whole = index.search(query, limit: 500)
        let list = index.results(for: query, limit: 500)
        #expect(whole.count > 40)
        #expect((30..<40).map { list[$0] } == Array(whole[30..<40]))
        #expect(Array(list) == whole, "read in order, as a sequence")
        #expect(Set(whole.map(\.match)).count > 1, "cat ranks exact, prefix and partial matches")
    }

    @Test("The same from an index read back from the cache")
    func cachedResultsAlike() throws {
        let library = try DeckLibrary(directory: SearchIndexCacheTests.decks)
        let temporary = TemporaryDirectory()
        let cache = SearchIndexCache(directory: temporary.url.appendingPathComponent("cache"))
        _ = cache.index(for: library)
        let cached = cache.index(for: library)
        #expect(cached.isFromCache)
        for text in ["cat", "taberu", "日本", "たべ"] {
            let query = SearchQuery(text)
            #expect(Self.readBackwards(cached.results(for: query, limit: 500)) == cached.search(query, limit: 500), "\(text)")
        }
    }

    /// The dictionary's matches as the search screen found them before the lists: every entry
    /// ranked, in order, skipped when in the decks (if asked) or when it does not decode, decoded
    /// until `limit` are found.
    static func decodedInOrder(_ dictionary: JapaneseDictionary, _ query: SearchQuery, limit: Int,
                               excludingDeckEntries: Bool) -> [DictionaryMatch] {
        guard !query.isEmpty, limit > 0 else { return [] }
        var result: [DictionaryMatch] = []
        for key in dictionary.rankedPositions(for: query) {
            let position = Int(key & 0xFFFF_FFFF)
            if excludingDeckEntries && dictionary.isInDecks(position) { continue }
            guard let entry = dictionary.entry(at: position) else { continue }
            let match: SearchResult.Match = switch key >> 32 {
            case 0: .exact
            case 1, 2: .prefix
            default: .partial
            }
            result.append(DictionaryMatch(entry: entry, match: match))
            if result.count == limit { break }
        }
        return result
    }

    @Test("The bundled dictionary's matches decoded one by one, in any order, are those of the whole search")
    func dictionaryMatchesAlike() throws {
        let dictionary = try JapaneseDictionary(decksDirectory: SearchIndexCacheTests.decks)
        for text in Self.queries {
            let query = SearchQuery(text)
            for (limit, excluding) in [(500, true), (349, true), (500, false), (7, false)] {
                let whole = Self.decodedInOrder(dictionary, query, limit: limit, excludingDeckEntries: excluding)
                #expect(dictionary.search(query, limit: limit, excludingDeckEntries: excluding) == whole, "\(text)")
                let list = dictionary.matches(for: query, limit: limit, excludingDeckEntries: excluding)
                #expect(list.count == whole.count, "\(text)")
                #expect(Self.readBackwards(list) == whole, "\(text), limit \(limit), excluding deck entries \(excluding)")
            }
        }
        let cat = dictionary.matches(for: SearchQuery("cat"), limit: 349, excludingDeckEntries: true)
        #expect(cat.count == 349, "cat fills the rows the decks leave")
        #expect(cat.allSatisfy { !$0.entry.isInDecks })
    }

    @Test("An entry too damaged to decode is left out of the matches, as the whole search leaves it out")
    func damagedEntryLeftOut() throws {
        // The second entry has three fields instead of five or more.
        let text = """
            # fixture
            E\t1467640\t猫\tねこ\t1\t\tnoun|cat
            E\t2466380\t猫耳
            E\t2698030\t猫\tねこま\t\t\tnoun|cat
            K\tcat\t0,1,2
            K\tねこ\t0

            """
        let scratch = TemporaryDirectory()
        let url = scratch.file("dictionary.txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let dictionary = try JapaneseDictionary(contentsOf: url)
        let whole = Self.decodedInOrder(dictionary, SearchQuery("cat"), limit: 10, excludingDeckEntries: false)
        let list = dictionary.matches(for: SearchQuery("cat"), limit: 10)
        #expect(Array(list) == whole)
        #expect(list.map(\.entry.position) == [0, 2], "the damaged entry is left out of both")
    }
}
