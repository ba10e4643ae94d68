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

/// `mainichi optimize [--yes | --dry-run]`: fits the FSRS weights to the review history and, once
/// the learner accepts, records them in the journal (they travel to the other devices; settings.json
/// keeps a copy), where the scheduler takes them from.
///
/// Prints the log loss and RMSE of the current and the fitted weights first; without `--yes` it
/// asks on standard input (anything but y or yes keeps the current weights).
struct OptimizeCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "optimize",
        abstract: ArgumentLanguage.help.optimizeAbstract,
        discussion: ArgumentLanguage.help.optimizeDiscussion(minimumReviews: FSRSOptimizer.minimumItems)
    ) }

    @OptionGroup var options: GlobalOptions

    @Flag(name: .shortAndLong, help: ArgumentHelp(ArgumentLanguage.help.optimizeYesHelp))
    var yes = false

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.optimizeDryRunHelp))
    var dryRun = false

    func validate() throws {
        if yes && dryRun { throw ValidationError(ArgumentLanguage.help.yesWithDryRun) }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let language = ArgumentLanguage.current
        let strings = CommandLanguage.dataStrings(language)
        // The journal's reviews (this version's), or history.jsonl's for a directory not moved yet.
        let history = Learner.reviewHistory(in: directories.data)
        for warning in history.warnings {
            StandardStream.error.write("mainichi: \(ErrorText.text(warning, language: ArgumentLanguage.current))\n")
        }
        let store: SettingsStore
        do {
            store = try SettingsStore(directory: directories.config)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        if let notice = store.recovery {
            StandardStream.error.write("mainichi: \(StartupNoticeText.text(notice, language: language))\n")
        }
        // Days as the app counts them: the machine's zone (TZ) and the day start hour of Settings.
        let calendar = StudyCalendar.current(dayStartHour: store.settings.dayStartHour)
        let comparison: WeightsComparison
        do {
            comparison = try Learner.fitWeights(to: history.events, settings: store.settings, calendar: calendar)
        } catch {
            switch error {
            case .notEnoughReviews(let have, let need):
                StandardStream.error.write("mainichi: \(OptimizeText.notEnoughReviews(have: have, need: need, language: language))\n")
            }
            throw ExitCode(1)
        }
        print(strings.currentWeights(fitted: store.settings.fsrsWeights != nil))
        for line in OptimizeText.comparison(comparison, language: language) { print(line) }
        print(strings.fittedWeights + comparison.fitted.map { DecimalText.fixed($0, digits: 4) }.joined(separator: ", "))
        if dryRun { return }
        if !yes {
            print(strings.saveFittedQuestion, terminator: "")
            let answer = readLine()?.trimmingWhitespace().lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                print(strings.keptCurrent)
                return
            }
        }
        do {
            // Weights travel: recorded in the journal (so under the data directory's lock, as
            // `vacation` does), settings.json keeping a copy.
            let progress = try ProgressStore(directory: directories.data)
            defer { progress.close() }
            try Learner(progress: progress, settings: store).useWeights(comparison.fitted)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        print(strings.savedWeights(store.fileURL.path))
    }
}
