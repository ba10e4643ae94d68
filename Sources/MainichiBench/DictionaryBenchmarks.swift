import Foundation
import MainichiCore

/// The offline dictionary: opening Decks/dictionary.bin, a search key press over the decks and
/// then the dictionary (as the search screen runs both), and peak memory with it loaded.
enum DictionaryBenchmarks {
    static let queries = ["neko", "ねこ", "猫", "cat", "a", "ka", "tabe", "nekom"]

    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        var dictionary = try JapaneseDictionary(decksDirectory: decks)
        let load = try Benchmark.measure("dictionary open (\(dictionary.count) entries)", iterations: 10, warmup: 1) {
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
        // What the figure used to be, in part: getrusage's ru_maxrss in the child kept this process's
        // peak across exec, so the earlier suites' memory showed as the dictionary's.
        let parent = MemoryStatus.current()
        print("  this benchmark process before the children: resident \(parent.resident / 1024) MB, peak \(parent.peak / 1024) MB")
        // Cold: a fresh data directory, so the search index is built from every deck first. Cached: a
        // first child writes the search index cache, a second one (measured) reads it back, as the
        // app does on every start but the first.
        try Benchmark.reportPeakMemory(childFlag: "--rss-dictionary", label: "peak RSS with the dictionary loaded (search \"neko\" in the app), index built", targetMB: 60)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let warm = Process()
        warm.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        warm.arguments = ["--rss-dictionary", directory.path]
        warm.standardOutput = Pipe()
        try warm.run()
        warm.waitUntilExit()
        try Benchmark.reportPeakMemory(childFlag: "--rss-dictionary", arguments: [directory.path],
                                       label: "peak RSS with the dictionary loaded (search \"neko\" in the app), index cached", targetMB: 60)
    }
}
