import ArgumentParser
import CursesBackend
import Foundation

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
        usage: """
        mainichi [--data-dir <dir>] [--theme <theme>] [--lang <lang>]
        mainichi <subcommand>
        """,
        discussion: """
        With no subcommand, mainichi opens the study app (the run command), which takes two \
        options: --data-dir <dir> keeps progress and settings in <dir> instead of the XDG \
        directories (~/.local/share/mainichi, ~/.config/mainichi), and --theme <theme> picks the \
        colours for this run: automatic (from the terminal's background), dark, light or \
        monochrome; it wins over NO_COLOR, which wins over the saved setting. --lang <lang> (english, \
        korean or automatic) picks the interface language for this run. See 'mainichi help run'.
        """,
        version: version,
        subcommands: [
            RunCommand.self,
            DemoCommand.self,
            DeckCommand.self,
            StressSaveCommand.self,
            DoctorCommand.self,
            StatsCommand.self,
            SearchCommand.self,
            LookupCommand.self,
            OptimizeCommand.self,
            VacationCommand.self,
            ExportCommand.self,
            ImportCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Runs the command, then makes sure its output reached standard output: a full disk, a
    /// closed descriptor or /dev/full is a "write error" and exit status 1, so scripts notice.
    static func main() {
        main(nil)
        if let reason = StandardOutput.flush() {
            FileHandle.standardError.write(Data("mainichi: write error: \(reason)\n".utf8))
            Foundation.exit(1)
        }
    }
}
