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
                            environment: StartEnvironment.read())
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
    ///
    /// The main menu's start draws its first frame from the settings alone (`StartScreen`) as soon
    /// as curses starts, then opens the decks and the progress and runs the real screens, which fill
    /// in the statuses; keys typed meanwhile wait in the terminal. `mainichi read` (a `screen`)
    /// opens everything first, as before.
    static func runSession(_ options: SessionOptions, environment: [String: String],
                           screen: ((AppContext) -> ScreenController)? = nil) throws {
        var context: AppContext?
        // The terminal's background is asked for first, while the rest opens, whenever the
        // setting could want it (the flag and NO_COLOR are known now, the setting only later);
        // start-up never waits for the answer (see BackgroundQuery).
        var resolver = ThemeResolver(flag: options.theme, environment: environment)
        let query = resolver.needsBackground(setting: .automatic) ? BackgroundQuery.start(environment: environment) : nil
        // What the first frame needs, opened before curses starts (its errors print as plain lines).
        var start: StartParts?
        func collectBackground() {
            if let query, resolver.background == nil { resolver.background = query.collect() }
        }
        do {
            try TerminalSession.run(
                theme: .dark,
                backgroundQuery: query,
                environment: environment,
                makeFirstFrame: screen != nil ? nil : {
                    let parts = try openStart(dataDirectory: options.dataDirectory, environment: environment)
                    start = parts
                    collectBackground()
                    let settings = parts.settings
                    let theme = resolver.resolve(setting: settings.theme)
                    let root = StartScreen.make(settings: settings, languageOverride: options.language,
                                                localeEnvironment: environment, theme: theme.name,
                                                now: Date(), zone: parts.zone)
                    return (root, theme.theme)
                },
                makeRoot: {
                    // Everything that can fail for a reason the user must read (no decks, another
                    // mainichi on the same data, an unwritable directory) fails before curses
                    // starts or, after the first frame, once the terminal is given back: the
                    // message prints as a plain line (below).
                    let opened = try openContext(dataDirectory: options.dataDirectory, environment: environment,
                                                 start: start ?? openStart(dataDirectory: options.dataDirectory,
                                                                           environment: environment))
                    // The theme: --theme > NO_COLOR > the setting > the terminal's background.
                    collectBackground()
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
        } catch let failure as StartFailure {
            StandardStream.error.write("mainichi: \(failure.message)\n")
            throw ExitCode(1)
        }
        context?.progress.close()
    }

    /// What opening failed with, said by `runSession` once the terminal is given back.
    struct StartFailure: Error {
        let message: String
    }

    /// What the first frame needs, found before the decks and the progress are opened: the
    /// directories, the decks' place (a missing one is an error now), the settings as saved and
    /// the time zone.
    struct StartParts {
        let directories: DataDirectories
        let decks: URL
        /// Read only (no directory made, nothing moved aside): the settings store itself is opened
        /// with the rest, under the data directory's lock, and reads the same file.
        let settings: Settings
        let zone: StudyCalendar
    }

    /// Opens what the first frame needs, or throws `StartFailure` with the message to print.
    static func openStart(dataDirectory: String?, environment: [String: String]) throws -> StartParts {
        // By paths until the URLs are made: a URL's `path` costs the first frame 0.3 million
        // instructions on its first use (see `LexicalPath`).
        let paths = DataDirectories.resolvePaths(dataDirectory: dataDirectory, environment: environment)
        let directories = DataDirectories(data: URL(fileURLWithPath: paths.data), config: URL(fileURLWithPath: paths.config),
                                          cache: URL(fileURLWithPath: paths.cache))
        do {
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            let settings = SettingsStore.read(directoryPath: paths.config)
            return StartParts(directories: directories, decks: decks, settings: settings, zone: .current())
        } catch {
            throw StartFailure(message: ArgumentLanguage.describe(error))
        }
    }

    /// Opens decks, progress and speech over `start`, or throws `StartFailure` with the message to print.
    static func openContext(dataDirectory: String?, environment: [String: String], start: StartParts) throws -> AppContext {
        let directories = start.directories
        do {
            let decks = start.decks
            // Looked for on first use or while idle after the first frame (the menu needs no
            // speech), with the whole environment (PATH and the audio variables), read then.
            let pronouncer = DeferredPronouncer {
                SpeechEngine.detect(environment: ProcessInfo.processInfo.environment,
                                    cacheDirectory: directories.cache, decksDirectory: decks)
            }
            let context = try AppContext.open(directories: directories, decksDirectory: decks, pronouncer: pronouncer,
                                              zone: start.zone)
            context.ankiPackageReader = AnkiPackageReader()
            context.ankiPackageWriter = AnkiPackageWriter()
            // Said once at start: a relative XDG path is ignored, as the specification says.
            context.startupNotices += DataDirectories.ignoredVariables(dataDirectory: dataDirectory, environment: environment)
                .map { .relativePathIgnored(variable: $0.name, value: $0.value) }
            return context
        } catch {
            throw StartFailure(message: ArgumentLanguage.describe(error))
        }
    }
}
