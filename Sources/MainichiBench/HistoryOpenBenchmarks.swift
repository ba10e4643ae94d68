import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// Opening History over a journal of real review lines (those `StatisticsScaleBenchmarks` writes):
/// the screen as it opens now (the newest pages, `HistoryPager`), and the full read it replaced
/// (every entry of every journal, `StudyHistory.read`), each with its peak memory in a child.
enum HistoryOpenBenchmarks {
    static func run(sizes: [Int]) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-bench-history-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let template = try StatisticsScaleBenchmarks.reviewLineTemplate(decks: decks, in: root.appendingPathComponent("template"))
        let items = try StatisticsScaleBenchmarks.itemIDs(decks: decks, count: 2_000)
        for size in sizes.isEmpty ? [100_000, 1_000_000] : sizes {
            let directory = root.appendingPathComponent("journal-\(size)")
            let bytes = try StatisticsScaleBenchmarks.writeJournal(size, template: template, items: items, in: directory)
            print("    \(size) review events: journal \(bytes / 1_000_000) MB")
            let iterations = size >= 1_000_000 ? 3 : 5
            for way in ["paged", "full"] {
                var samples: [Double] = []
                for run in 0...iterations {
                    let context = try AppContext.open(directories: DataDirectories(directory: directory), decksDirectory: decks,
                                                      pronouncer: RecordingPronouncer(isAvailable: false))
                    context.progress.waitUntilLoaded()
                    let start = DispatchTime.now().uptimeNanoseconds
                    open(way, context: context)
                    if run > 0 { samples.append(Benchmark.seconds(since: start)) }
                    context.progress.close()
                }
                Benchmark.report(Benchmark.Result(name: "History opens (\(way)), \(size) reviews", samples: samples), target: 0.2)
                try Benchmark.reportPeakMemory(childFlag: "--history-open-rss", arguments: [directory.path, way],
                                               label: "peak RSS, History opens (\(way)), \(size)", targetMB: 100)
            }
        }
    }

    /// Opens History the way `way` names: "paged" (the screen's first appear), "full" (every entry, as before).
    static func open(_ way: String, context: AppContext) {
        if way == "full" {
            _ = context.historyContents()
        } else {
            HistoryController(context: context).viewWillAppear()
        }
    }

    /// The child side of the memory figure: History opened once over `directory`, then the peak resident set in kilobytes.
    static func measurePeakMemory(directory: String, way: String) throws {
        let decks = try DeckLibrary.locateBundledDecks()
        let context = try AppContext.open(directories: DataDirectories(directory: URL(fileURLWithPath: directory)), decksDirectory: decks,
                                          pronouncer: RecordingPronouncer(isAvailable: false))
        context.progress.waitUntilLoaded()
        open(way, context: context)
        print(MemoryStatus.peakKilobytes())
        context.progress.close()
    }
}
