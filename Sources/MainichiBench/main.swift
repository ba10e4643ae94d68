// `make bench`: release-built benchmarks. Each suite lives in its own file and prints its
// figures; docs/performance.md records them with the command that produced them.
import Foundation

/// The options that run one measurement instead of the suites: flag, its arguments, what it does, and the run.
let options: [(flag: String, arguments: String, help: String, run: ([String]) throws -> Void)] = [
    ("--rss-n1", "", "peak memory while studying N1 (the study app suite runs it in a child)", { _ in try AppBenchmarks.measurePeakMemory() }),
    ("--rss-dictionary", "[DATA-DIR]", "peak memory after reading the deck index and the dictionary, by stage",
     { try AppBenchmarks.measurePeakMemoryWithDictionary(dataDirectory: $0.first) }),
    ("--index-build", "COUNT [json]", "COUNT cold search index builds, silent (for perf stat); json: from the decks' JSON, no outline files",
     { try SearchBenchmarks.buildCold(count: Int($0.first ?? "") ?? 1, fromJSON: $0.dropFirst().first == "json") }),
    ("--import-own", "[COUNT]", "COUNT imports (1) of the 100,000-row file into a new deck of yours, silent (for perf stat and callgrind)",
     { try ImportBenchmarks.importOnly(count: Int($0.first ?? "") ?? 1) }),
    ("--segment", "[COUNT] [warm]", "COUNT cuts (1) of the segmentation suite's 100 KB, each by a new segmenter (warm: one segmenter, warmed first), silent (for perf stat and callgrind)",
     { try SegmentationBenchmarks.segmentOnly(count: Int($0.first ?? "") ?? 1, warm: $0.dropFirst().first == "warm") }),
    ("--journal-rebuild", "", "rebuilding progress from the journal, alone", { _ in try JournalBenchmarks.rebuildOnly() }),
    ("--journal-decode", "", "decoding a journal of 1,000,000 answers, alone", { _ in try JournalBenchmarks.decodeOnly() }),
    ("--journal-merge", "", "the journal merges, alone", { _ in try JournalBenchmarks.mergeOnly() }),
    ("--journal", "", "the journal suite", { _ in try JournalBenchmarks.run() }),
    ("--stats-scale-make", "[COUNT] [PATH]", "writes a data directory with COUNT reviews (100000) at PATH (stats-scale)",
     { try StatisticsScaleBenchmarks.make(count: Int($0.first ?? "") ?? 100_000, path: $0.dropFirst().first ?? "stats-scale") }),
    ("--stats-scale", "", "statistics over a large history", { _ in try StatisticsScaleBenchmarks.run() }),
    ("--stats-rebuild", "[SIZE...]", "statistics totals rebuilt (lines read as events, then typed) and re-folded after a late event",
     { try StatisticsScaleBenchmarks.runRebuild(sizes: $0.compactMap { Int($0) }) }),
    ("--stats-scale-rss", "DIR [history|rebuild|rebuild-events|totals]", "peak memory of the statistics of the data directory DIR",
     { try StatisticsScaleBenchmarks.measurePeakMemory(directory: $0.first ?? "", way: $0.dropFirst().first ?? "totals") }),
    ("--anki-import-rss", "PACKAGE", "peak memory of one import of the Anki package PACKAGE (the anki package suite runs it in a child)",
     { try AnkiPackageBenchmarks.measurePeakMemory(path: $0.first ?? "") }),
    ("--late-sync", "[SIZE...]", "stats --json after a sync brought late reviews (one; a day of 200), from checkpoints and reading every journal",
     { try LateSyncBenchmarks.run(sizes: $0.compactMap { Int($0) }) }),
    ("--history-open", "[SIZE...]", "opening History over journals of SIZE review events (100000 1000000), paged and read whole",
     { try HistoryOpenBenchmarks.run(sizes: $0.compactMap { Int($0) }) }),
    ("--history-open-rss", "DIR [paged|full]", "peak memory of opening History over the data directory DIR",
     { try HistoryOpenBenchmarks.measurePeakMemory(directory: $0.first ?? "", way: $0.dropFirst().first ?? "paged") }),
]
let suites: [(String, () throws -> Void)] = [
    ("view layer", ViewBenchmarks.run),
    ("core", CoreBenchmarks.run),
    ("scheduler", SRSBenchmarks.run),
    ("optimizer", OptimizerBenchmarks.run),
    ("study app", AppBenchmarks.run),
    ("search", SearchBenchmarks.run),
    ("paste into search", PasteBenchmarks.run),
    ("dictionary search", DictionaryBenchmarks.run),
    ("segmentation", SegmentationBenchmarks.run),
    ("statistics", StatisticsBenchmarks.run),
    ("journal", JournalBenchmarks.run),
    ("stroke order", StrokeBenchmarks.run),
    ("import and export", ImportBenchmarks.run),
    ("anki package import", AnkiPackageBenchmarks.run),
]

/// What `--help` prints: the suites, the words that pick them, and the options.
@MainActor func usage() -> String {
    var lines = [
        "Usage: MainichiBench [WORD...]     run the suites whose name contains a WORD (all without one)",
        "       MainichiBench OPTION [ARGUMENTS]",
        "       MainichiBench --help",
        "",
        "Build it in release (`swift build -c release --product MainichiBench`, as `make bench` does);",
        "each suite prints the median of repeated runs.",
        "",
        "Suites:",
    ]
    lines += suites.map { "  \($0.0)" }
    lines += ["", "Options:"]
    let width = options.map { ($0.flag + " " + $0.arguments).count }.max() ?? 0
    for option in options {
        let name = option.arguments.isEmpty ? option.flag : option.flag + " " + option.arguments
        lines.append("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + option.help)
    }
    return lines.joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage())
    exit(0)
}
if let first = arguments.first, first.hasPrefix("-") {
    guard let option = options.first(where: { $0.flag == first }) else {
        FileHandle.standardError.write(Data("MainichiBench: unknown option '\(first)'\n\n\(usage())\n".utf8))
        exit(2)
    }
    try option.run(Array(arguments.dropFirst()))
    exit(0)
}
// `MainichiBench WORD...` runs only the suites whose name contains one of the words ("optimizer", "import").
let unknown = arguments.filter { word in !suites.contains { $0.0.contains(word) } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("MainichiBench: no suite named '\(unknown.joined(separator: "', '"))'\n\n\(usage())\n".utf8))
    exit(2)
}
print("Mainichi benchmarks (release build); medians over repeated runs\n")
for (name, run) in suites where arguments.isEmpty || arguments.contains(where: { name.contains($0) }) {
    print("== \(name)")
    do { try run() } catch { print("  failed: \(error)") }
    print()
}
