import ArgumentParser
import CursesBackend
import Foundation
import TerminalUI

/// Opens the full-screen study app. This is what `mainichi` does with no subcommand.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the study app (the default)."
    )

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        try InteractiveTerminal.check(environment: environment)
        let themeName = ThemeName.resolve(options.theme, environment: environment)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            InteractiveTerminal.fail("\(error)")
        }
        defer { terminal.close() }
        var shell = TemporaryShell(terminal: terminal, theme: TemporaryShell.theme(named: themeName))
        try shell.run()
        terminal.close()
        if let signal = terminal.receivedSignal {
            throw ExitCode(128 + signal)
        }
    }
}
