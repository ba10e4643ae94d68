import Foundation
import MainichiCore

/// The offline dictionary: loading Decks/dictionary.txt, a search key press over the decks and
/// then the dictionary (as the search screen runs both), and peak memory with it loaded.
enum DictionaryBenchmarks {
    static let queries = ["neko", "ねこ", "猫", "cat", "a", "ka", "tabe", "nekom"]

    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        var dictionary = try JapaneseDictionary(decksDirectory: decks)
        let load = try Benchmark.measure("dictionary load (\(dictionary.count) entries)", iterations: 10, warmup: 1) {
            dictionary = try JapaneseDictionary(decksDirectory: decks)
        }
        Benchmark.report(load, target: 0.1)
        let index = SearchIndex.build(library: try DeckLibrary(directory: decks))
        for text in queries {
            var count = 0
            let result = Benchmark.measure("key press \"\(text)\": decks, then dictionary", iterations: 200, warmup: 5) {
                let query = SearchQuery(text)
                let found = index.search(query, limit: 500)
                count = found.count + dictionary.search(query, limit: 500 - found.count, excludingDeckEntries: true).count
            }
            Benchmark.report(result, target: 0.005)
            print("    \(count) results shown (at most 500)")
        }
        try Benchmark.reportPeakMemory(childFlag: "--rss-dictionary", label: "peak RSS with the dictionary loaded (search \"neko\" in the app)", targetMB: 60)
    }
}
