import ArgumentParser
import Foundation
import MainichiApp
import MainichiCore

/// `mainichi stats [--json]`: the statistics screen's figures, as text or as one JSON object.
///
/// Reads progress and history through the store's loader (the snapshot and the journals' tail;
/// progress.json and history.jsonl for a directory not moved to the journal yet) without taking
/// the data directory's lock, so it works while the app is open, and writes nothing (a line being
/// appended is at most a torn last line, skipped).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print study statistics: today, streaks, the year's reviews, the due forecast, progress per level."
    )

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directories.data.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            FileHandle.standardError.write(Data("mainichi: \(directories.data.path) is not a directory\n".utf8))
            throw ExitCode(1)
        }
        let library: DeckLibrary
        let progress: StudyProgress
        do {
            library = try DeckLibrary(directory: DeckLibrary.locateBundledDecks(environment: environment))
            progress = try Self.readProgress(in: directories.data)
        } catch {
            // One line, as the other commands say it.
            FileHandle.standardError.write(Data("mainichi: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if !exists {
            // Empty statistics are right for a learner who has not started, but say why.
            FileHandle.standardError.write(Data("mainichi: no progress yet in \(directories.data.path)\n".utf8))
        }
        let history = StudyHistory.read(directory: directories.data)
        for warning in history.warnings {
            FileHandle.standardError.write(Data("mainichi: \(warning)\n".utf8))
        }
        // Days as the app counts them: the machine's zone (TZ) and the day start hour of Settings.
        let settings = SettingsStore.read(directory: directories.config)
        let calendar = StudyCalendar.current(dayStartHour: settings.dayStartHour)
        let statistics = Statistics.compute(library: library, progress: progress, events: history.events, now: Date(),
                                            calendar: calendar, leechThreshold: settings.leechThreshold)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(statistics), as: UTF8.self))
        } else {
            for line in TextReport.lines(for: statistics) { print(line) }
            for line in TextReport.leechLines(statistics.leeches, library: library) { print(line) }
        }
    }

    /// A one-line error for the user, printed as "mainichi: ..." with exit status 1.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The saved progress, read-only, with the app's checks; empty when there is none yet. A
    /// notice (repaired values, restored from the backup) goes to standard error.
    static func readProgress(in directory: URL) throws -> StudyProgress {
        let (progress, notice) = try ProgressStore.readWithoutLock(directory: directory)
        if let notice { FileHandle.standardError.write(Data("mainichi: \(notice)\n".utf8)) }
        return progress
    }
}

extension StatsCommand {
    /// The text report: figures, a compact ASCII heatmap, the 30-day forecast as bars and progress
    /// bars, in 80 columns.
    enum TextReport {
        /// Heat shades: '.' for a day without reviews, busier days darker.
        static let shades: [Character] = [".", ":", "+", "*", "#"]
        /// Rows of the forecast bars.
        static let forecastHeight = 5

        static func lines(for statistics: Statistics) -> [String] {
            let today = statistics.today
            let forecast = statistics.forecast
            let retention = statistics.retention
            var lines = [
                "Statistics for \(statistics.date)",
                "",
                "Today      \(today.reviewed) reviewed, \(today.newLearned) new, \(today.timeSpentText) studied, \(today.retention.percentText) passed",
                "Streak     \(statistics.currentStreak) day\(statistics.currentStreak == 1 ? "" : "s") (longest \(statistics.longestStreak))",
                retention.total == 0
                    ? "Retention  - (no reviews of learned cards in the last 30 days)"
                    : "Retention  \(retention.percentText) over the last 30 days (\(retention.passed) of \(retention.total) reviews of learned cards passed)",
                "Due        today \(forecast.first ?? 0), next 7 days \(forecast.prefix(7).reduce(0, +)), next 30 days \(forecast.reduce(0, +))",
                "In reviews \(statistics.reviewCards) cards, \(statistics.waitingNewCards) new waiting",
                "Slips      " + (SlipText.summaryLine(statistics.slips) ?? "- (no near misses in typed readings yet)"),
                "Hangman    " + (statistics.hangmanPlayed == 0 ? "- (no games yet)"
                                 : "\(statistics.hangmanWon) of \(statistics.hangmanPlayed) words solved, \(statistics.hangmanPlayed - statistics.hangmanWon) lost"),
                "",
                "Reviews, last 52 weeks: \(statistics.heatmap.total) on \(statistics.heatmap.activeDays) day\(statistics.heatmap.activeDays == 1 ? "" : "s")",
            ]
            let map = statistics.heatmap
            var months = Array(repeating: Character(" "), count: 4 + StudyHeatmap.weekCount + 3)
            var free = 0
            for label in map.monthLabels where 4 + label.column >= free {
                for (index, character) in label.name.enumerated() { months[4 + label.column + index] = character }
                free = 4 + label.column + 4
            }
            lines.append(trimmed(String(months)))
            let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            for row in 0..<7 {
                var line = names[(map.firstWeekday - 1 + row) % 7] + " "
                for column in 0..<StudyHeatmap.weekCount {
                    line.append(map.counts[column][row].map { shades[map.intensity(of: $0)] } ?? " ")
                }
                lines.append(trimmed(line))
            }
            lines.append("    less " + shades.map(String.init).joined(separator: " ") + " more")
            lines.append("")
            lines += forecastLines(forecast)
            lines.append("")
            lines.append("Progress   " + "[# mature = learning . new]".padding(toLength: 42, withPad: " ", startingAt: 0)
                         + "    new  learn mature")
            for level in statistics.levels {
                let label = "\(level.kind == .vocab ? "Vocab" : "Kanji") \(level.level.rawValue)"
                lines.append(label.padding(toLength: 11, withPad: " ", startingAt: 0) + bar(level, width: 40)
                             + number(level.new) + number(level.learning) + number(level.mature))
            }
            return lines
        }

        /// "Leeches    2: 猫 ねこ (9 lapses), 犬 いぬ (8 lapses)", after a blank line; nothing
        /// without leeches.
        static func leechLines(_ leeches: [Statistics.Leech], library: DeckLibrary) -> [String] {
            guard !leeches.isEmpty else { return [] }
            var lines = ["", "Leeches    \(leeches.count) (items forgotten again and again in reviews)"]
            for leech in leeches.prefix(20) {
                let item = library.item(withID: leech.itemID)
                let name = item.map { "\($0.headword) \($0.primaryReading)" } ?? leech.itemID
                lines.append("           \(name)  \(leech.lapses) lapses")
            }
            if leeches.count > 20 { lines.append("           and \(leeches.count - 20) more") }
            return lines
        }

        /// "Due, next 30 days": one column of '#' per day (two wide), the axis labelled with the
        /// busiest day's count (and 0), days under it.
        static func forecastLines(_ forecast: [Int]) -> [String] {
            let maximum = forecast.max() ?? 0
            let axis = max(1, String(maximum).count)
            var lines = ["Due, next \(forecast.count) days"]
            for row in stride(from: forecastHeight, through: 1, by: -1) {
                let label = row == forecastHeight && maximum > 0 ? String(maximum) : row == 1 ? "0" : ""
                var line = String(repeating: " ", count: axis - label.count) + label + "|"
                for count in forecast {
                    let height = maximum == 0 || count == 0 ? 0 : max(1, (count * forecastHeight + maximum - 1) / maximum)
                    line += height >= row ? "# " : "  "
                }
                lines.append(trimmed(line))
            }
            var days = String(repeating: " ", count: axis + 1)
            for (day, label) in [(0, "today"), (7, "+7"), (14, "+14"), (21, "+21"), (28, "+28")] where day < forecast.count {
                let column = axis + 1 + day * 2
                if days.count < column { days += String(repeating: " ", count: column - days.count) }
                if days.count == column { days += label }
            }
            lines.append(days)
            return lines
        }

        private static func bar(_ level: LevelProgress, width: Int) -> String {
            let total = max(1, level.total)
            func cells(_ value: Int) -> Int { value == 0 ? 0 : max(1, (value * width + total / 2) / total) }
            let mature = min(width, cells(level.mature))
            let learning = min(width - mature, cells(level.learning))
            return "[" + String(repeating: "#", count: mature) + String(repeating: "=", count: learning)
                + String(repeating: ".", count: width - mature - learning) + "]"
        }

        private static func number(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: max(1, 7 - text.count)) + text
        }

        private static func trimmed(_ text: String) -> String {
            var text = text
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
