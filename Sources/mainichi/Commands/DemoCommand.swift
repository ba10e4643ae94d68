import ArgumentParser
import Foundation
import MainichiApp

/// Opens the view-layer demo: a 10,000-row list, expandable rows of Japanese words in aligned
/// columns, and a text field. The end-to-end test and the bytes benchmark drive this.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the view-layer demo screens (long list, Japanese columns, text field)."
    )

    @Option(help: "Colour theme: dark, light or monochrome (NO_COLOR selects monochrome).")
    var theme: ThemeName?

    func run() throws {
        let theme = ThemeName.resolve(theme, environment: ProcessInfo.processInfo.environment)
        try TerminalSession.run(theme: theme.theme, makeRoot: { DemoApp.makeRoot() })
    }
}
