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
        if days < 1 || days > 366 { throw ValidationError(strings.daysRange) }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        do {
            let settings = try SettingsStore(directory: directories.config)
            let strings = CommandLanguage.strings(settings.settings.language.resolved(environment: environment))
            // Days as the app counts them: the machine's zone (TZ) and the day start hour of Settings.
            let calendar = StudyCalendar.current(dayStartHour: settings.settings.dayStartHour)
            if clear {
                try settings.update { $0.daysOff = [] }
                print(strings.noDaysOff)
                return
            }
            guard let from, let start = Self.date(from, calendar: calendar) else {
                throw StatsCommand.Failure(strings.fromMustBeDate(from ?? ""))
            }
            let stamps = VacationPlan.days(from: start, count: days, calendar: calendar)
            try settings.update { $0.daysOff = Array(Set($0.daysOff).union(stamps)).sorted() }
            let progress = try ProgressStore(directory: directories.data)
            defer { progress.close() }
            let moves = VacationPlan.moves(progress.progress.srs, daysOff: Set(settings.settings.daysOff),
                                           now: Date(), scheduler: settings.settings.scheduler, calendar: calendar)
            try progress.update { progress in
                for (id, due) in moves { progress.srs[id]?.due = due }
            }
            let earlier = moves.values.filter { $0 < start }.count
            print(strings.daysOff(from: stamps.first!, to: stamps.last!, days: days))
            print(strings.moved(moves.count, before: earlier, after: moves.count - earlier))
        } catch let failure as StatsCommand.Failure {
            StandardStream.error.write("mainichi: \(failure)\n")
            throw ExitCode(1)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
    }

    /// The start of the study day `text` (YYYY-MM-DD) names in `calendar`, or nil.
    static func date(_ text: String, calendar: StudyCalendar) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10 else { return nil }
        let day = calendar.day(year: parts[0], month: parts[1], day: parts[2])
        guard calendar.stamp(ofDay: day) == text else { return nil }
        return calendar.start(ofDay: day)
    }
}
