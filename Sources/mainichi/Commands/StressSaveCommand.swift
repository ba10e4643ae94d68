import ArgumentParser
import Foundation
import MainichiCore

/// `mainichi _stress-save`: a hidden writer for the kill-during-save test.
///
/// Saves progress over and over, each generation `g` holding `count + g` review cards all due at
/// second `g`, and `g` itself as the test count of day vocab:N5:1. A reader can then tell a whole
/// generation from a torn file. Continues from the generation already on disk.
struct StressSaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_stress-save",
        abstract: "Save progress repeatedly (for crash-safety tests).",
        shouldDisplay: false
    )

    @Option(name: .customLong("data-dir"), help: "The data directory to write.")
    var dataDirectory: String

    @Option(help: "Items in the first generation.")
    var count: Int = 1000

    @Option(help: "Generations to write; 0 writes until killed.")
    var generations: Int = 0

    /// The day whose test count holds the generation number.
    static let marker = DayKey(kind: .vocab, level: .n5, day: 1)

    func run() throws {
        let store = try ProgressStore(directory: URL(fileURLWithPath: dataDirectory))
        var generation = store.progress.result(for: Self.marker).testCount
        var written = 0
        while generations == 0 || written < generations {
            generation += 1
            written += 1
            let due = Date(timeIntervalSince1970: TimeInterval(generation))
            try store.update { progress in
                for index in 0..<(count + generation) {
                    progress.srs["v:stress:\(index)"] = SRSCard(due: due)
                }
                var result = DayResult()
                result.testCount = generation
                progress.dayResults[Self.marker.rawValue] = result
            }
        }
        print("wrote \(written) generations, last \(generation)")
    }
}
