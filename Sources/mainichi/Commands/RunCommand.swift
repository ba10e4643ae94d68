import AnkiPackage
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
import MainichiApp
import MainichiCore
import MainichiSpeech
import TerminalUI

/// Opens the full-screen study app. This is what `mainichi` does with no subcommand.
struct RunCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "run",
        abstract: ArgumentLanguage.help.runAbstract
    ) }

    @OptionGroup var options: GlobalOptions
    @OptionGroup var themeOption: ThemeOption
    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        try Self.runSession(options: options, themeOption: themeOption, languageOption: languageOption,
                            environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the app's context and runs it in the terminal until the learner quits: the main menu,
    /// or the screen `screen` makes from the context pushed over it (`mainichi read`). One place
    /// for what every full-screen start does: the theme, the late background answer, idle and
    /// periodic work, the reader's places saved on quit, the progress closed.
    static func runSession(options: GlobalOptions, themeOption: ThemeOption, languageOption: LanguageOption,
                           environment: [String: String],
                           screen: ((AppContext) -> ScreenController)? = nil) throws {
        try runSession(SessionOptions(dataDirectory: options.dataDirectory, theme: themeOption.theme,
                                      language: languageOption.language),
                       environment: environment, screen: screen)
    }

    /// `runSession` with the options as plain values (`QuickRun` passes them without the parser).
    static func runSession(_ options: SessionOptions, environment: [String: String],
                           screen: ((AppContext) -> ScreenController)? = nil) throws {
        var context: AppContext?
        // The terminal's background is asked for first, while the decks open, whenever the
        // setting could want it (the flag and NO_COLOR are known now, the setting only later);
        // start-up never waits for the answer (see BackgroundQuery).
        var resolver = ThemeResolver(flag: options.theme, environment: environment)
        let query = resolver.needsBackground(setting: .automatic) ? BackgroundQuery.start(environment: environment) : nil
        try TerminalSession.run(
            theme: .dark,
            backgroundQuery: query,
            environment: environment,
            makeRoot: {
                // Everything that can fail for a reason the user must read (no decks, another
                // mainichi on the same data, an unwritable directory) fails here, before curses
                // starts, so the message prints as a plain line.
                let opened = try openContext(dataDirectory: options.dataDirectory, environment: environment)
                // The theme: --theme > NO_COLOR > the setting > the terminal's background.
                resolver.background = query?.collect()
                opened.themeResolver = resolver
                opened.languageOverride = options.language
                opened.localeEnvironment = environment
                context = opened
                if let screen { return MainichiRoot.make(context: opened, root: screen(opened)) }
                return MainichiRoot.make(context: opened)
            },
            configure: { application in
                guard let context else { return }
                application.theme = context.theme.theme
                // A background answer that comes after the first frame still picks the theme.
                (application.terminal as? CursesTerminal)?.backgroundAnswered = { background in
                    context.themeResolver.background = background
                    application.theme = context.theme.theme
                }
                application.idleWork.append { (context.pronouncer as? DeferredPronouncer)?.prepare() }
                // The search index a deck a step, each step its own idle job: a key (quitting
                // among them) waits for one deck at most, never for the whole build.
                context.prepareSearchIndexWhileIdle(in: application)
                application.periodicWork = { context.synchronize() }
                application.willQuit = { [unowned application] in
                    ReaderController.savePositions(in: application.navigationController)
                }
            }
        )
        context?.progress.close()
    }

    /// Opens decks, progress, settings and speech, or exits with a one-line error.
    static func openContext(dataDirectory: String?, environment: [String: String]) throws -> AppContext {
        let directories = DataDirectories.resolve(dataDirectory: dataDirectory, environment: environment)
        do {
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            // Looked for on first use or while idle after the first frame (the menu needs no speech).
            let pronouncer = DeferredPronouncer {
                SpeechEngine.detect(environment: environment, cacheDirectory: directories.cache, decksDirectory: decks)
            }
            let context = try AppContext.open(directories: directories, decksDirectory: decks, pronouncer: pronouncer)
            context.ankiPackageReader = AnkiPackageReader()
            context.ankiPackageWriter = AnkiPackageWriter()
            // Said once at start: a relative XDG path is ignored, as the specification says.
            context.startupNotices += DataDirectories.ignoredVariables(dataDirectory: dataDirectory, environment: environment)
                .map { .relativePathIgnored(variable: $0.name, value: $0.value) }
            return context
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
    }
}
