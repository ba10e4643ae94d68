import Foundation
import MainichiCore

/// Search: building the index (cold, with every deck decoded; and from decks already decoded),
/// and the time per query over all ~10,500 items, as a key press in the search screen costs.
enum SearchBenchmarks {
    static let queries = ["tabe", "たべ", "食", "eat", "a", "ka", "cat"]

    /// `mainichi search tabe` as a whole process, 20 in a row from one shell less the shell alone
    /// (as the process start figure in the app suite): with the index cached, and without a
    /// usable cache directory (the index built in each process, as before the cache).
    static func measureProcess(decks: URL, cacheDirectory: URL) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mainichi")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("  mainichi search process: build the release mainichi first (make bench does)")
            return
        }
        func shellLoop(_ count: Int, cache: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "i=0; while [ $i -lt \(count) ]; do \"$0\" search tabe >/dev/null; i=$((i+1)); done",
                                 binary.path]
            var environment = ProcessInfo.processInfo.environment
            environment["MAINICHI_DECKS"] = decks.path
            environment["XDG_CACHE_HOME"] = cache
            process.environment = environment
            try process.run()
            process.waitUntilExit()
        }
        // The cache directory is XDG_CACHE_HOME/mainichi; /dev/null/x can never be created.
        let home = cacheDirectory.appendingPathComponent("home").path
        try shellLoop(1, cache: home)
        for (label, cache, target) in [("index cached", home, 0.015), ("no cache: every deck decoded", "/dev/null/x", nil)] {
            let empty = try Benchmark.measure("shell with no iterations", iterations: 5, warmup: 1) { try shellLoop(0, cache: cache) }
            let loop = try Benchmark.measure("shell running mainichi search 20 times", iterations: 5, warmup: 1) {
                try shellLoop(20, cache: cache)
            }
            let result = Benchmark.Result(name: "mainichi search tabe, whole process (\(label))",
                                          samples: loop.samples.map { ($0 - empty.median) / 20 })
            Benchmark.report(result, target: target)
        }
    }

    /// A copy of the deck files of `decks` (index.json, korean.txt, vocab/*.json, kanji/*.json)
    /// without their outline files, in a new temporary directory.
    static func jsonOnlyCopy(of decks: URL) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-json-\(UUID().uuidString)")
        for folder in ["vocab", "kanji"] {
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: decks.appendingPathComponent(folder).path)
            where name.hasSuffix(".json") {
                try FileManager.default.copyItem(at: decks.appendingPathComponent(folder).appendingPathComponent(name),
                                                 to: copy.appendingPathComponent(folder).appendingPathComponent(name))
            }
        }
        for name in ["index.json", "korean.txt"] {
            try FileManager.default.copyItem(at: decks.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        return copy
    }

    /// `MainichiBench --index-build COUNT [json]`: COUNT cold index builds (a fresh library each,
    /// as the first launch's), nothing printed; with `json`, from a copy of the decks without
    /// their outline files. For `perf stat`: the instructions of COUNT builds less those of none.
    static func buildCold(count: Int, fromJSON: Bool) throws {
        let bundled = try DeckLibrary.locateBundledDecks()
        let decks = fromJSON ? try jsonOnlyCopy(of: bundled) : bundled
        defer { if fromJSON { try? FileManager.default.removeItem(at: decks) } }
        var rows = 0
        for _ in 0..<count { rows += SearchIndex.build(library: try DeckLibrary(directory: decks)).count }
        if rows < 0 { print(rows) }
    }

    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        // Cold: a fresh library each time, so every deck's outline is read as on the first search.
        let cold = try Benchmark.measure("index build, cold (every deck's outline read)", iterations: 10, warmup: 1) {
            let library = try DeckLibrary(directory: decks)
            _ = SearchIndex.build(library: library)
        }
        Benchmark.report(cold, target: 0.05)
        // The same with the outlines read from the decks' JSON, as before the outline files: a
        // copy of the decks directory without them.
        let jsonOnly = try jsonOnlyCopy(of: decks)
        defer { try? FileManager.default.removeItem(at: jsonOnly) }
        let fromJSON = try Benchmark.measure("index build, cold, outlines read from the decks' JSON (for comparison)",
                                             iterations: 10, warmup: 1) {
            _ = SearchIndex.build(library: try DeckLibrary(directory: jsonOnly))
        }
        Benchmark.report(fromJSON)
        // The app builds it as idle work a deck a step: a key (quit among them) waits for one step at most.
        var longest: [Double] = []
        for _ in 0..<10 {
            var builder = SearchIndexBuilder(library: try DeckLibrary(directory: decks))
            var slowest = 0.0
            while !builder.isFinished {
                let start = DispatchTime.now().uptimeNanoseconds
                builder.step()
                slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            longest.append(slowest)
        }
        Benchmark.report(Benchmark.Result(name: "longest step of the idle index build (what a key waits for at most)", samples: longest))
        let outlines = try Benchmark.measure("reading every deck's outline alone (for comparison)", iterations: 10, warmup: 1) {
            let fresh = try DeckLibrary(directory: decks)
            for summary in fresh.summaries { _ = try fresh.outline(id: summary.deckID) }
        }
        Benchmark.report(outlines)

        let library = try DeckLibrary(directory: decks)
        for summary in library.summaries { _ = try library.deck(id: summary.deckID) }
        var index = SearchIndex.build(library: library)
        let warm = Benchmark.measure("index build, decks already decoded", iterations: 20) {
            index = SearchIndex.build(library: library)
        }
        Benchmark.report(warm)
        let decode = Benchmark.measure("decoding every deck alone (for comparison)", iterations: 10, warmup: 1) {
            let fresh = try? DeckLibrary(directory: decks)
            for summary in fresh?.summaries ?? [] { _ = try? fresh?.deck(id: summary.deckID) }
        }
        Benchmark.report(decode)
        print("  \(index.count) items indexed")

        // What `mainichi search` does now: open the library (index.json only) and read the index
        // back from the cache directory (SearchIndexCache), the decks unchanged since it was written.
        let cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mainichi-bench-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        _ = SearchIndexCache(directory: cacheDirectory).index(for: library)
        let cached = try Benchmark.measure("index read from the cache (library opened, no deck decoded)", iterations: 20) {
            index = SearchIndexCache(directory: cacheDirectory).index(for: try DeckLibrary(directory: decks))
        }
        Benchmark.report(cached, target: 0.005)
        try measureProcess(decks: decks, cacheDirectory: cacheDirectory)

        // One item by id on a fresh library: read from its line of the deck whose text names the id,
        // no deck decoded.
        let n1 = try library.deck(kind: .vocab, level: .n1).items
        let n5 = try library.deck(kind: .vocab, level: .n5).items
        for (label, id) in [("N5 vocabulary", n5[n5.count / 2].id), ("N1 vocabulary", n1[n1.count / 2].id)] {
            let lookup = try Benchmark.measure("item by id, fresh library (\(label), its line)", iterations: 10, warmup: 1) {
                _ = try DeckLibrary(directory: decks).item(withID: id)
            }
            Benchmark.report(lookup, target: 0.001)
        }

        index = SearchIndex.build(library: library)
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
