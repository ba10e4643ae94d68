import Foundation
import MainichiCore

/// Search: building the index (cold, with every deck decoded; and from decks already decoded),
/// and the time per query over all ~10,500 items, as a key press in the search screen costs.
enum SearchBenchmarks {
    static let queries = ["tabe", "たべ", "食", "eat", "a", "ka", "cat"]

    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        // Cold: a fresh library each time, so every deck is decoded as on the first search.
        let cold = try Benchmark.measure("index build, cold (decoding every deck)", iterations: 10, warmup: 1) {
            let library = try DeckLibrary(directory: decks)
            _ = SearchIndex.build(library: library)
        }
        Benchmark.report(cold, target: 0.05)

        let library = try DeckLibrary(directory: decks)
        var index = SearchIndex.build(library: library)
        let warm = Benchmark.measure("index build, decks already decoded", iterations: 20) {
            index = SearchIndex.build(library: library)
        }
        Benchmark.report(warm)
        let decode = Benchmark.measure("decoding every deck alone (for comparison)", iterations: 10, warmup: 1) {
            let fresh = try? DeckLibrary(directory: decks)
            for summary in fresh?.summaries ?? [] { _ = try? fresh?.deck(kind: summary.kind, level: summary.level) }
        }
        Benchmark.report(decode)
        print("  \(index.count) items indexed")

        for query in queries {
            var count = 0
            let result = Benchmark.measure("query \"\(query)\"", iterations: 200, warmup: 5) {
                count = index.search(query, limit: 500).count
            }
            Benchmark.report(result, target: 0.005)
            print("    \(count) results shown (at most 500)")
        }
    }
}
