import ArgumentParser
import MainichiCore

/// `mainichi deck`: tools for deck files.
struct DeckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deck",
        abstract: "Work with deck files.",
        subcommands: [Check.self]
    )

    /// `mainichi deck check FILE...`: validates deck files, printing every problem.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate deck files: print every problem, or 'ok' for a valid file.",
            discussion: "Exits with status 1 when any file has an error, 0 when all are valid. Warnings (such as a day with more items than itemsPerDay) do not fail the check."
        )

        @Argument(help: ArgumentHelp("Deck files to check.", valueName: "file"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("name at least one deck file") }
        }

        func run() throws {
            let reports = DeckValidator.check(files: files)
            for report in reports {
                for line in report.lines { print(line) }
            }
            let invalid = reports.filter { !$0.isValid }.count
            if invalid > 0 {
                print("\(invalid) of \(reports.count) file\(reports.count == 1 ? "" : "s") invalid")
                throw ExitCode(1)
            }
        }
    }
}
