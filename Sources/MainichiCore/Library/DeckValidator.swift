#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks deck files for `mainichi deck check`: every loading problem, plus warnings about day
/// layout that a loader accepts but a learner would notice.
public enum DeckValidator {
    /// A day layout a loader accepts but a learner would notice.
    public enum LayoutWarning: Sendable, Equatable, CustomStringConvertible {
        /// Days `first` to `last` (maybe one day) have no items.
        case emptyDays(first: Int, last: Int)
        /// A day holds more items than the deck's `itemsPerDay`.
        case overfullDay(day: Int, items: Int, perDay: Int)

        public var description: String {
            switch self {
            case .emptyDays(let first, let last) where first == last:
                "day \(first) has no items (days should run from 1 without gaps)"
            case .emptyDays(let first, let last):
                "days \(first)-\(last) have no items (days should run from 1 without gaps)"
            case .overfullDay(let day, let items, let perDay):
                "day \(day) has \(items) items, more than itemsPerDay (\(perDay))"
            }
        }
    }

    /// What a valid file holds.
    public struct Tally: Sendable, Equatable {
        public var kind: DeckKind
        /// The level ("N5"), or the deck's id when it has none.
        public var name: String
        public var items: Int
        public var days: Int
        /// Items with Korean meanings (the `ko` field).
        public var korean: Int = 0
    }

    /// The outcome for one file.
    public struct FileReport: Sendable, Equatable {
        /// The file as named on the command line.
        public var file: String
        /// Errors; the file cannot be loaded when there is any.
        public var problems: [DeckProblem]
        /// Notes that do not stop the deck from loading: days with no items, days over `itemsPerDay`.
        public var layout: [LayoutWarning]
        /// For a valid file: its kind, level (or id), items and days.
        public var tally: Tally?

        /// The warnings in English, for logs and tests (the commands word `layout` themselves).
        public var warnings: [String] { layout.map(\.description) }
        /// For a valid file, in English: "vocab N5, 734 items, 37 days".
        public var summary: String? {
            tally.map {
                "\($0.kind.rawValue) \($0.name), \($0.items) items, \($0.days) days"
                    + ($0.korean > 0 ? ", \($0.korean) with Korean meanings" : "")
            }
        }

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
            return FileReport(file: path, problems: [DeckProblem(file: "\"\"", reason: .emptyName)],
                              layout: [], tally: nil)
        }
        do {
            let deck = try DeckLoader.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
            return FileReport(file: path, problems: [], layout: layoutWarnings(deck),
                              tally: Tally(kind: deck.kind, name: deck.level?.rawValue ?? deck.id.rawValue,
                                           items: deck.items.count, days: deck.dayCount,
                                           korean: deck.items.count { !$0.koreanMeanings.isEmpty }))
        } catch {
            return FileReport(file: path, problems: error.problems, layout: [], tally: nil)
        }
    }

    /// Checks every file; the reports come in the same order.
    public static func check(files: [String]) -> [FileReport] {
        files.map { check(file: $0) }
    }

    /// Days with no items (a run of them is one warning: "days 3-40 have no items") and days
    /// with more items than `itemsPerDay`.
    static func layoutWarnings(_ deck: Deck) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        var emptyRunStart: Int?
        func closeEmptyRun(before day: Int) {
            guard let start = emptyRunStart else { return }
            emptyRunStart = nil
            let last = day - 1
            warnings.append(.emptyDays(first: start, last: last))
        }
        for day in 1...max(deck.dayCount, 1) where deck.dayCount > 0 {
            let count = deck.itemCount(forDay: day)
            if count == 0 {
                if emptyRunStart == nil { emptyRunStart = day }
                continue
            }
            closeEmptyRun(before: day)
            if count > deck.itemsPerDay {
                warnings.append(.overfullDay(day: day, items: count, perDay: deck.itemsPerDay))
            }
        }
        closeEmptyRun(before: deck.dayCount + 1)
        return warnings
    }
}
