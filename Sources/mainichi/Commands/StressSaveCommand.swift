import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore

/// `mainichi _stress-save`: a hidden writer for the kill-during-save test.
///
/// Saves progress over and over as the app does, one write a generation: generation `g` is a test
/// of day vocab:N5:1 (its test count becomes `g`) with one wrong answer, item `v:stress:g`, counted
/// into the mistakes notebook in the same write (two events, one line each, one write). A reader
/// can then tell a whole generation from a torn one: `g` mistakes and test count `g`. Prints `g`
/// on standard output once it is saved (acknowledged). Continues from the generation on disk.
struct StressSaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_stress-save",
        abstract: "Save progress repeatedly (for crash-safety tests).",
        shouldDisplay: false
    )

    @Option(name: .customLong("data-dir"), help: "The data directory to write.")
    var dataDirectory: String

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
            let outcome = TestOutcome(day: Self.marker, mode: .flashcard, rightIDs: [], wrongIDs: ["v:stress:\(generation)"],
                                      date: Date())
            try store.recordTest(outcome)
            StandardStream.output.write("\(generation)\n")
        }
        store.close()
        print("wrote \(written) generations, last \(generation)")
    }
}
