import Foundation
import MainichiCore

/// The segmenter: 100 KB of running Japanese (the decks' example sentences, joined) cut into
/// words, with a fresh segmenter each time (its entry cache cold) and with a warm one.
enum SegmentationBenchmarks {
    /// The dictionary and the 100 KB of text the suite cuts; nil when no Decks directory is found.
    static func material() throws -> (dictionary: JapaneseDictionary, text: String)? {
        guard let decks = try? DeckLibrary.locateBundledDecks() else { return nil }
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
        return (dictionary, text)
    }

    /// `count` cuts of the suite's text and nothing else printed but the tokens of the last: each
    /// by a new segmenter, or (`warm`) all by one segmenter that has cut the text once before.
    static func segmentOnly(count: Int, warm: Bool) throws {
        guard let (dictionary, text) = try material() else {
            print("no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        let shared = Segmenter(dictionary: dictionary)
        if warm { _ = shared.tokens(in: text) }
        var tokens: [TextToken] = []
        for _ in 0..<count {
            tokens = (warm ? shared : Segmenter(dictionary: dictionary)).tokens(in: text)
        }
        // A fingerprint of every token (FNV-1a over its text, range, kind, form, reading, entry and
        // inflections), so a change that should not move the cut can be checked to move nothing.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for token in tokens {
            let line = "\(token.text)|\(token.range)|\(token.kind)|\(token.dictionaryForm ?? "")|\(token.reading ?? "")|\(token.entryPosition ?? -1)|\(token.inflections)\n"
            for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        print("\(tokens.count) tokens, fingerprint \(String(hash, radix: 16))")
    }

    static func run() throws {
        guard let (dictionary, text) = try material() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
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
