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
import MainichiApp
import MainichiCore

/// `mainichi stats [--json]`: the statistics screen's figures, as text or as one JSON object.
///
/// The text is the statistics screen itself (`StatisticsText`: its layout drawn in monochrome,
/// 80 columns), with the leeches listed after it.
///
/// Reads progress and history through the store's loader (the snapshot and the journals' tail;
/// progress.json and history.jsonl for a directory not moved to the journal yet) without taking
/// the data directory's lock, so it works while the app is open, and changes nothing the learner did (a line being
/// appended is at most a torn last line, skipped). The one file it may write is `statistics.bin`, the
/// statistics' running totals (`StatisticsLedger`: a cache of what the journals hold, replaced
/// atomically), so the next run parses only the journal lines written since. Progress and history are read through the decks'
/// id map (`ItemIDMap`, read only when they may hold an old id), so a directory the app has not opened since the decks changed counts
/// its renamed items and moved days as the app will.
struct StatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "stats",
        abstract: ArgumentLanguage.help.statsAbstract
    ) }

    @OptionGroup var options: GlobalOptions

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.statsJSONHelp))
    var json = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let exists = FileManager.default.fileExists(atPath: directories.data.path)
        if exists && !FileManager.default.directoryExists(atPath: directories.data.path) {
            let strings = CommandLanguage.strings(dataDirectory: options.dataDirectory)
            StandardStream.error.write("mainichi: \(strings.notADirectory(directories.data.path))\n")
            throw ExitCode(1)
        }
        let library: DeckLibrary
        var progress: StudyProgress
        let map: ItemIDMap?
        // The store's notices (data), said after the history is read: a journal line both skipped
        // is then said once, in the learner's language.
        var notices: [RecoveryNotice] = []
        do {
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            library = try DeckLibrary(directory: decks)
            library.loadUserDecks(from: directories.data.appendingPathComponent(UserDeckStore.folderName))
            // Read through the decks' id map as the app would move it on opening (nothing written);
            // the map is read only when the progress or history may hold an old id.
            let read = try ProgressStore.readWithoutLock(directory: directories.data, decksDirectory: decks)
            notices = read.notices
            progress = read.progress
            map = read.historyIDMap
        } catch {
            // One line, as the other commands say it.
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        // The settings that travel as the journal holds them (the day start, the leech threshold).
        let settings = Learner.settings(configDirectory: directories.config, dataDirectory: directories.data, progress: progress)
        // --lang, given anywhere on the command line, wins over the setting.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let language = ArgumentLanguage.value(of: "--lang", in: arguments) != nil
            ? ArgumentLanguage.current : settings.language.resolved(environment: environment)
        let strings = CommandLanguage.strings(language)
        if !exists {
            // Empty statistics are right for a learner who has not started, but say why.
            StandardStream.error.write("mainichi: \(strings.noProgressYet(directories.data.path))\n")
        }
        // Days as the app counts them: the machine's zone (TZ) and the day start hour of Settings.
        let calendar = StudyCalendar.current(dayStartHour: settings.dayStartHour)
        let now = Date()
        var statistics: Statistics
        // The running totals saved beside the journals, and the journals' tail, when they can be
        // kept; else every history entry (which also words a skipped line).
        if let totals = StatisticsLedger(directory: directories.data).totals(itemIDMap: map),
           let figures = Statistics.compute(library: library, progress: progress, totals: totals, now: now,
                                            calendar: calendar, leechThreshold: settings.leechThreshold) {
            statistics = figures
            for notice in notices { StandardStream.error.write("mainichi: \(ErrorText.text(notice, language: language))\n") }
        } else {
            let history = StudyHistory.read(directory: directories.data)
            for notice in notices {
                if case .journal(let warning) = notice, history.warnings.contains(warning) { continue }
                StandardStream.error.write("mainichi: \(ErrorText.text(notice, language: language))\n")
            }
            for warning in history.warnings {
                StandardStream.error.write("mainichi: \(ErrorText.text(warning, language: ArgumentLanguage.current))\n")
            }
            let events = map.map { $0.remapping(history.events) } ?? history.events
            statistics = Statistics.compute(library: library, progress: progress, events: events, now: now,
                                            calendar: calendar, leechThreshold: settings.leechThreshold)
        }
        // The reviews waiting now, by the rule the menu and the review screen use.
        let reviewStatus = Learner.reviewStatus(progress: progress, settings: settings, now: now, calendar: calendar)
        statistics.reviewCounts = reviewStatus.counts
        statistics.newItemsHeldBack = reviewStatus.newItemsHeldBack
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(statistics), as: UTF8.self))
        } else {
            let date = TextFormat.dateParts(ofStamp: statistics.date)
                .map { Strings(language).common.date(year: $0.year, month: $0.month, day: $0.day) } ?? statistics.date
            print(strings.statisticsFor(date))
            print("")
            // Only a terminal needs lines cut to its width; a pipe or a file gets them whole.
            let cutting = isatty(STDOUT_FILENO) == 1
            for line in StatisticsText.lines(for: statistics, language: language, cutting: cutting) { print(line) }
            for line in TextReport.leechLines(statistics.leeches, library: library, strings: strings) { print(line) }
        }
    }

    /// A one-line error for the user, printed as "mainichi: ..." with exit status 1.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The saved progress, read-only, with the app's checks; empty when there is none yet. Its
    /// notices (values out of range, figures from the backup) go to standard error, in this run's
    /// language.
    static func readProgress(in directory: URL) throws -> StudyProgress {
        let (progress, notices) = try ProgressStore.readWithoutLock(directory: directory)
        for notice in notices {
            StandardStream.error.write("mainichi: \(ErrorText.text(notice, language: ArgumentLanguage.current))\n")
        }
        return progress
    }
}

extension StatsCommand {
    /// The leeches, listed under the statistics.
    enum TextReport {
        /// "Leeches    2: 猫 ねこ (9 lapses), 犬 いぬ (8 lapses)", after a blank line; nothing
        /// without leeches.
        static func leechLines(_ leeches: [Statistics.Leech], library: DeckLibrary, strings: any CommandStrings) -> [String] {
            guard !leeches.isEmpty else { return [] }
            var lines = ["", strings.leechesHeader(leeches.count)]
            for leech in leeches.prefix(20) {
                let item = library.item(withID: leech.itemID)
                let name = item.map { "\($0.headword) \($0.primaryReading)" } ?? leech.itemID
                lines.append("           \(name)  \(strings.lapses(leech.lapses))")
            }
            if leeches.count > 20 { lines.append("           " + strings.andMore(leeches.count - 20)) }
            return lines
        }
    }
}
