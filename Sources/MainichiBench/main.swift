// `make bench`: release-built benchmarks. Each suite lives in its own file and prints its
// figures; docs/performance.md records them with the command that produced them.
import Foundation

if CommandLine.arguments.dropFirst().first == "--rss-n1" {
    try AppBenchmarks.measurePeakMemory()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--rss-dictionary" {
    try AppBenchmarks.measurePeakMemoryWithDictionary(dataDirectory: CommandLine.arguments.dropFirst(2).first)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--journal-rebuild" {
    try JournalBenchmarks.rebuildOnly()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--journal-decode" {
    try JournalBenchmarks.decodeOnly()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--journal-merge" {
    try JournalBenchmarks.mergeOnly()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--stats-scale-rss" {
    try StatisticsScaleBenchmarks.measurePeakMemory(directory: CommandLine.arguments.dropFirst(2).first ?? "")
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--stats-scale-make" {
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    try StatisticsScaleBenchmarks.make(count: Int(arguments.first ?? "") ?? 100_000, path: arguments.dropFirst().first ?? "stats-scale")
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--stats-scale" {
    try StatisticsScaleBenchmarks.run()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--anki-import-rss" {
    try AnkiPackageBenchmarks.measurePeakMemory(path: CommandLine.arguments.dropFirst(2).first ?? "")
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--journal" {
    try JournalBenchmarks.run()
    exit(0)
}
print("Mainichi benchmarks (release build); medians over repeated runs\n")
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
// `MainichiBench WORD...` runs only the suites whose name contains one of the words ("optimizer", "import").
let chosen = CommandLine.arguments.dropFirst()
for (name, run) in suites where chosen.isEmpty || chosen.contains(where: { name.contains($0) }) {
    print("== \(name)")
    do { try run() } catch { print("  failed: \(error)") }
    print()
}
