#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks deck files for `mainichi deck check`: every loading problem, plus warnings about day
/// layout that a loader accepts but a learner would notice.
public enum DeckValidator {
    /// The outcome for one file.
    public struct FileReport: Sendable, Equatable {
        /// The file as named on the command line.
        public var file: String
        /// Errors; the file cannot be loaded when there is any.
        public var problems: [DeckProblem]
        /// Notes that do not stop the deck from loading: days with no items, days over `itemsPerDay`.
        public var warnings: [String]
        /// For a valid file: "vocab N5, 734 items, 37 days".
        public var summary: String?

        public var isValid: Bool { problems.isEmpty }

        /// The lines to print: each problem, each warning, then "file: ok (...)" when valid.
        public var lines: [String] {
            var lines = problems.map(\.description)
            lines += warnings.map { "\(file): warning: \($0)" }
            if let summary, problems.isEmpty { lines.append("\(file): ok (\(summary))") }
            return lines
        }
    }

    /// Checks one file.
    public static func check(file path: String) -> FileReport {
        if path.isEmpty {
            return FileReport(file: path, problems: [DeckProblem(file: "\"\"", location: "", message: "the file name is empty")],
                              warnings: [], summary: nil)
        }
        do {
            let deck = try DeckLoader.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
            return FileReport(file: path, problems: [], warnings: layoutWarnings(deck),
                              summary: "\(deck.kind.rawValue) \(deck.level?.rawValue ?? deck.id.rawValue), \(deck.items.count) items, \(deck.dayCount) days")
        } catch {
            return FileReport(file: path, problems: error.problems, warnings: [], summary: nil)
        }
    }

    /// Checks every file; the reports come in the same order.
    public static func check(files: [String]) -> [FileReport] {
        files.map { check(file: $0) }
    }

    /// Days with no items (a run of them is one warning: "days 3-40 have no items") and days
    /// with more items than `itemsPerDay`.
    static func layoutWarnings(_ deck: Deck) -> [String] {
        var warnings: [String] = []
        var emptyRunStart: Int?
        func closeEmptyRun(before day: Int) {
            guard let start = emptyRunStart else { return }
            emptyRunStart = nil
            let last = day - 1
            warnings.append(start == last
                ? "day \(start) has no items (days should run from 1 without gaps)"
                : "days \(start)-\(last) have no items (days should run from 1 without gaps)")
        }
        for day in 1...max(deck.dayCount, 1) where deck.dayCount > 0 {
            let count = deck.itemCount(forDay: day)
            if count == 0 {
                if emptyRunStart == nil { emptyRunStart = day }
                continue
            }
            closeEmptyRun(before: day)
            if count > deck.itemsPerDay {
                warnings.append("day \(day) has \(count) items, more than itemsPerDay (\(deck.itemsPerDay))")
            }
        }
        closeEmptyRun(before: deck.dayCount + 1)
        return warnings
    }
}
