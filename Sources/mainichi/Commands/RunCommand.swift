import ArgumentParser
import Foundation
import MainichiApp

/// Opens the full-screen study app. This is what `mainichi` does with no subcommand.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the study app (the default)."
    )

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let theme = ThemeName.resolve(options.theme, environment: ProcessInfo.processInfo.environment)
        // Until the study screens are wired in, the app is the view-layer demo.
        try TerminalSession.run(theme: theme.theme, makeRoot: { DemoApp.makeRoot() })
    }
}
