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
        mainichi [--data-dir <dir>] [--lang <lang>] <subcommand>
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
            MineCommand.self,
            ReadCommand.self,
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
        // The plain ways of opening the app start it without the parser (`QuickRun`).
        let quick = QuickRun.options(for: Array(CommandLine.arguments.dropFirst()))
        // COLUMNS is raised only while the parser works (curses reads it too).
        let columns = getenv("COLUMNS").map { String(cString: $0) }
        func restoreColumns() {
            if let columns { setenv("COLUMNS", columns, 1) } else { unsetenv("COLUMNS") }
        }
        if quick == nil, ArgumentLanguage.current == .korean {
            ParserOutputTranslation.terminalWidth = ParserOutputTranslation.measureTerminalWidth()
            setenv("COLUMNS", "100000", 1)
        }
        let arguments = quick != nil ? [] : GlobalOptionPlacement.arranged(
            Array(CommandLine.arguments.dropFirst()), root: Self.self,
            // The commands that read no data take a --data-dir given before them as git takes -C.
            takingDataDirectory: { $0 != DeckCommand.Check.self && $0 != DemoCommand.self }
        ) {
            $0 == RunCommand.self || $0 == DemoCommand.self || $0 == ReadCommand.self
        }
        if let topic = unknownHelpTopic(in: arguments) {
            restoreColumns()
            StandardStream.error.write(ArgumentLanguage.help.unknownHelpTopic(topic, subcommands: helpTopics(of: Self.self)) + "\n")
            Self.exit(withError: ExitCode.validationFailure)
        }
        do {
            if let quick {
                try RunCommand.runSession(quick, environment: StartEnvironment.read())
            } else {
                var command = try parseAsRoot(arguments)
                restoreColumns()
                try command.run()
            }
        } catch let code as ExitCode where code != .success {
            // Said already (or the app ended by a signal): no message to make, so none of the
            // parser's help model is built on the way out.
            #if canImport(Glibc)
            Glibc.exit(code.rawValue)
            #else
            Darwin.exit(code.rawValue)
            #endif
        } catch {
            let error = unknownOption(behindMissingArgument: error, arguments: arguments) ?? error
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

    /// The topic of `mainichi help TOPIC...` that names no subcommand, or nil (the parser's help
    /// command would print the root help and exit 0 for it).
    static func unknownHelpTopic(in arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = Self.self
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            guard let found = command.configuration.subcommands.first(where: {
                $0._commandName == name || $0.configuration.aliases.contains(name)
            }) else { return name }
            command = found
        }
        return nil
    }

    /// The subcommands `mainichi help` lists (hidden ones left out).
    static func helpTopics(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
    }

    /// For "Missing expected argument" when the arguments hold an option the command does not
    /// know (`mainichi search -x`): the unknown-option error, which says what is wrong. The
    /// parser reports the missing positional first; parsing again with a placeholder positional
    /// brings out the unknown option. Nil when that is not the case.
    static func unknownOption(behindMissingArgument error: any Error, arguments: [String]) -> (any Error)? {
        guard message(for: error).hasPrefix("Missing expected argument"),
              arguments.contains(where: { $0.hasPrefix("-") && $0 != "-" && $0 != "--" }) else { return nil }
        do {
            _ = try parseAsRoot(arguments + ["_"])
        } catch let second where message(for: second).hasPrefix("Unknown option") {
            return second
        } catch {}
        return nil
    }
}
