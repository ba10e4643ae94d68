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
        let query = resolver.needsBackground(setting: .automatic) ? BackgroundQuery.start(environment: environment) : nil
        resolver.background = query?.collect()
        try TerminalSession.run(theme: resolver.resolve(setting: .automatic).theme, backgroundQuery: query,
                                environment: environment,
                                makeRoot: { DemoApp.makeRoot(language: ArgumentLanguage.current) },
                                configure: { application in
                                    (application.terminal as? CursesTerminal)?.backgroundAnswered = { background in
                                        resolver.background = background
                                        application.theme = resolver.resolve(setting: .automatic).theme
                                    }
                                })
    }
}
