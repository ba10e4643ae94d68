import ArgumentParser
import CursesBackend
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiApp
import MainichiCore

/// Opens the view-layer demo: a 10,000-row list, expandable rows of Japanese words in aligned
/// columns, and a text field. The end-to-end test and the bytes benchmark drive this.
struct DemoCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "demo",
        abstract: ArgumentLanguage.help.demoAbstract
    ) }

    @OptionGroup var themeOption: ThemeOption
    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var resolver = ThemeResolver(flag: themeOption.theme, environment: environment)
        if resolver.needsBackground(setting: .automatic) {
            resolver.background = BackgroundQuery.detect(environment: environment)
        }
        try TerminalSession.run(theme: resolver.resolve(setting: .automatic).theme, makeRoot: { DemoApp.makeRoot(language: ArgumentLanguage.current) })
    }
}
