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

/// `mainichi vacation --from DATE --days N` marks days off in advance: reviews due then move
/// before the trip when FSRS allows it (the day before is within the card's fuzz range), after
/// it otherwise, and load balancing keeps new reviews off those days. `--clear` forgets them.
struct VacationCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "vacation",
        abstract: ArgumentLanguage.help.vacationAbstract,
        discussion: ArgumentLanguage.help.vacationDiscussion
    ) }

    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp(ArgumentLanguage.help.vacationFromHelp, valueName: "date"))
    var from: String?

    @Option(help: ArgumentHelp(ArgumentLanguage.help.vacationDaysHelp))
    var days: Int = 7

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.vacationClearHelp))
    var clear = false

    func validate() throws {
        let strings = CommandLanguage.strings(dataDirectory: options.dataDirectory)
        if !clear && from == nil { throw ValidationError(strings.giveFromOrClear) }
        if !Learner.daysOffCountRange.contains(days) { throw ValidationError(strings.daysRange) }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        do {
            let settings = try SettingsStore(directory: directories.config)
            let strings = CommandLanguage.strings(settings.settings.language.resolved(environment: environment))
            let progress = try ProgressStore(directory: directories.data)
            defer { progress.close() }
            // With a sync folder, the other machines' events come in first and the days off go out
            // at once, as the app's answers do, not at the next sync (issue 22).
            if let folder = settings.settings.syncFolder { progress.setSyncFolder(URL(fileURLWithPath: folder)) }
            // Days as the app counts them: the machine's zone (TZ) and the day start hour of Settings.
            let learner = Learner(progress: progress, settings: settings)
            if clear {
                try learner.clearDaysOff()
                print(strings.noDaysOff)
                return
            }
            guard let from, let start = learner.startOfDay(named: from) else {
                throw StatsCommand.Failure(strings.fromMustBeDate(from ?? ""))
            }
            let outcome = try learner.takeDaysOff(from: start, count: days)
            print(strings.daysOff(from: outcome.days.first!, to: outcome.days.last!, days: days))
            print(strings.moved(outcome.moved, before: outcome.earlier, after: outcome.moved - outcome.earlier))
        } catch let failure as StatsCommand.Failure {
            StandardStream.error.write("mainichi: \(failure)\n")
            throw ExitCode(1)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
    }

}
