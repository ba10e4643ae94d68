import ArgumentParser
import CursesBackend
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

/// The `mainichi` command: opens the study app, or runs one of the subcommands.
///
/// Running `mainichi` with no subcommand runs `RunCommand` (the full-screen app). To add a
/// subcommand, write a `ParsableCommand` in `Commands/` and add it to `subcommands` below.
@main
struct Mainichi: ParsableCommand {
    static let version = "0.1.0"

    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "mainichi",
        abstract: ArgumentLanguage.help.mainAbstract,
        usage: """
        mainichi [--data-dir <dir>] [--theme <theme>] [--lang <lang>]
        mainichi <subcommand>
        """,
        discussion: ArgumentLanguage.help.mainDiscussion,
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
            SyncCommand.self,
            BackupCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    ) }

    /// Runs the command, then makes sure its output reached standard output: a full disk, a
    /// closed descriptor or /dev/full is a "write error" and exit status 1, so scripts notice.
    ///
    /// Parses and runs as `ParsableCommand.main` does, but words the parser's own output (help
    /// headings, its errors) in the run's language (`ArgumentLanguage`); for Korean the parser is
    /// asked for unwrapped text, wrapped again by display width.
    static func main() {
        // COLUMNS is raised only while the parser works (curses reads it too).
        let columns = getenv("COLUMNS").map { String(cString: $0) }
        func restoreColumns() {
            if let columns { setenv("COLUMNS", columns, 1) } else { unsetenv("COLUMNS") }
        }
        if ArgumentLanguage.current == .korean {
            ParserOutputTranslation.terminalWidth = ParserOutputTranslation.measureTerminalWidth()
            setenv("COLUMNS", "100000", 1)
        }
        do {
            var command = try parseAsRoot(Array(CommandLine.arguments.dropFirst()))
            restoreColumns()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // Korean asks for unwrapped text outright (COLUMNS alone did not reach every path).
            let columns = ArgumentLanguage.current == .korean ? 100_000 : nil
            let text = ArgumentLanguage.help.parserOutput(fullMessage(for: error, columns: columns))
            restoreColumns()
            if !text.isEmpty {
                if code == .success { print(text) } else { StandardStream.error.write(text + "\n") }
            }
            if code == .success, let reason = StandardOutput.flush() {
                StandardStream.error.write("mainichi: \(ArgumentLanguage.launch.writeError(reason))\n")
                Self.exit(withError: ExitCode(1))
            }
            Self.exit(withError: code == .success ? nil : ExitCode(code.rawValue))
        }
        if let reason = StandardOutput.flush() {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.launch.writeError(reason))\n")
            Self.exit(withError: ExitCode(1))
        }
    }
}
