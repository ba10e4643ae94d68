import Foundation
import MainichiCore

/// The segmenter: 100 KB of running Japanese (the decks' example sentences, joined) cut into
/// words, with a fresh segmenter each time (its entry cache cold) and with a warm one.
enum SegmentationBenchmarks {
    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        let dictionary = try JapaneseDictionary(decksDirectory: decks)
        let library = try DeckLibrary(directory: decks)
        var text = ""
        outer: for level in Level.allCases {
            for case .vocab(let item) in try library.deck(kind: .vocab, level: level).items {
                for example in item.examples {
                    text += example.japanese
                    if text.utf8.count >= 100_000 { break outer }
                }
            }
        }
        let characters = text.count
        var tokens = 0
        let cold = Benchmark.measure("segment 100 KB (\(characters) characters), new segmenter", iterations: 5, warmup: 1) {
            tokens = Segmenter(dictionary: dictionary).tokens(in: text).count
        }
        Benchmark.report(cold, target: 0.2)
        let segmenter = Segmenter(dictionary: dictionary)
        _ = segmenter.tokens(in: text)
        let warm = Benchmark.measure("segment 100 KB again, same segmenter", iterations: 5, warmup: 0) {
            tokens = segmenter.tokens(in: text).count
        }
        Benchmark.report(warm, target: 0.2)
        // The machine is shared: the thread's CPU time of a cut tells more than the wall clock.
        var coldCPU = [Double](), warmCPU = [Double]()
        for _ in 0..<5 {
            coldCPU.append(cpuSeconds { tokens = Segmenter(dictionary: dictionary).tokens(in: text).count })
            warmCPU.append(cpuSeconds { tokens = segmenter.tokens(in: text).count })
        }
        Benchmark.report(Benchmark.Result(name: "  CPU time of a cut, new segmenter", samples: coldCPU), target: 0.2)
        Benchmark.report(Benchmark.Result(name: "  CPU time of a cut, same segmenter", samples: warmCPU), target: 0.2)
        print("    \(tokens) tokens")
    }

    /// The CPU time this thread spends in `body`, in seconds.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }
}
