import ArgumentParser

/// The `mainichi` command: opens the study app, or runs one of the subcommands.
///
/// Running `mainichi` with no subcommand runs `RunCommand` (the full-screen app). To add a
/// subcommand, write a `ParsableCommand` in `Commands/` and add it to `subcommands` below.
@main
struct Mainichi: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "mainichi",
        abstract: "Study Japanese vocabulary and kanji by JLPT level, one day's lesson at a time.",
        version: version,
        subcommands: [
            RunCommand.self,
            DemoCommand.self,
            DeckCommand.self,
            StressSaveCommand.self,
            DoctorCommand.self,
            StatsCommand.self,
            SearchCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}
