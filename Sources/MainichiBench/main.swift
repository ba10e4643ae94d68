// `make bench`: release-built benchmarks. Each suite lives in its own file and prints its
// figures; docs/performance.md records them with the command that produced them.
import Foundation

if CommandLine.arguments.dropFirst().first == "--rss-n1" {
    try AppBenchmarks.measurePeakMemory()
    exit(0)
}
print("Mainichi benchmarks (release build); medians over repeated runs\n")
let suites: [(String, () throws -> Void)] = [
    ("view layer", ViewBenchmarks.run),
    ("core", CoreBenchmarks.run),
    ("scheduler", SRSBenchmarks.run),
    ("study app", AppBenchmarks.run),
    ("search", SearchBenchmarks.run),
    ("statistics", StatisticsBenchmarks.run),
    ("import and export", ImportBenchmarks.run),
]
// `MainichiBench WORD` runs only the suites whose name contains WORD ("import").
let only = CommandLine.arguments.dropFirst().first
for (name, run) in suites where only.map({ name.contains($0) }) ?? true {
    print("== \(name)")
    do { try run() } catch { print("  failed: \(error)") }
    print()
}
