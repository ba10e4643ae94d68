import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

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
        // As the search screen asks since branch search3: both lists ranked, then a screenful of
        // rows read (21 at 80x24); and, for comparison in the same run, every row of both read (all
        // the screen asked for before).
        for text in queries {
            var count = 0
            let shown = Benchmark.measure("key press \"\(text)\": decks, then dictionary, a screen of rows read", iterations: 200, warmup: 5) {
                let query = SearchQuery(text)
                let found = index.results(for: query, limit: 500)
                let entries = dictionary.matches(for: query, limit: 500 - found.count, excludingDeckEntries: true)
                count = found.count + entries.count
                for row in 0..<min(21, count) {
                    if row < found.count { _ = found[row] } else { _ = entries[row - found.count] }
                }
            }
            let every = Benchmark.measure("key press \"\(text)\": decks, then dictionary, every row read (as before)", iterations: 100, warmup: 5) {
                let query = SearchQuery(text)
                let found = index.search(query, limit: 500)
                _ = found.count + dictionary.search(query, limit: 500 - found.count, excludingDeckEntries: true).count
            }
            Benchmark.report(shown, target: 0.005)
            Benchmark.report(every)
            print("    \(count) results shown (at most 500)")
        }
        try measureSearchScreen(decks: decks)
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

    /// The last key of a query typed into the search screen and the frame drawn after it, as the
    /// learner waits for it (80x24 and 40x12, in-memory terminal): the first letters typed before
    /// timing, the key then taken back with Backspace between samples.
    static func measureSearchScreen(decks: URL) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer(isAvailable: false))
        try context.settings.update { $0.welcomeShown = true }
        defer { context.progress.close() }
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = Application(terminal: InMemoryTerminal(size: size), root: MainichiRoot.make(context: context))
            app.press("/")
            for text in ["cat", "たべ", "taberu", "neko", "a"] {
                let keys = Array(text)
                for key in keys.dropLast() { app.press(.character(key)) }
                var samples: [Double] = []
                for round in 0..<105 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    app.press(.character(keys[keys.count - 1]))
                    if round >= 5 { samples.append(Benchmark.seconds(since: start)) }
                    app.press(.backspace)
                }
                for _ in keys.dropLast() { app.press(.backspace) }
                let name = "search screen \(size.width)x\(size.height): last key of \"\(text)\" and its frame"
                Benchmark.report(Benchmark.Result(name: name, samples: samples), target: 0.005)
            }
        }
    }
}
