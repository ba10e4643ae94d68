import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiApp
import MainichiCore

/// `mainichi deck`: tools for deck files, and the learner's own decks.
struct DeckCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "deck",
        abstract: ArgumentLanguage.help.deckAbstract,
        subcommands: [Check.self, List.self, Create.self, Rename.self, Delete.self]
    ) }

    /// The learner's decks store and the library listing them, for `--data-dir`.
    static func open(_ options: GlobalOptions) throws -> (UserDeckStore, DeckLibrary) {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let store = UserDeckStore(dataDirectory: directories.data)
        let library = try DeckLibrary(directory: DeckLibrary.locateBundledDecks(environment: environment))
        library.loadUserDecks(from: store.directory)
        return (store, library)
    }

    /// Takes the data directory's lock for a command that changes the learner's decks: while the
    /// app is open on it, the command refuses (`StorageError.locked`, "quit it first") instead of
    /// writing decks the app holds in memory.
    static func lock(_ options: GlobalOptions) throws -> DirectoryLock {
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: ProcessInfo.processInfo.environment)
        return try DirectoryLock(directory: directories.data)
    }

    /// The learner's deck named `name`: its id, else its title (letter case aside).
    static func find(_ name: String, in store: UserDeckStore) throws -> UserDeck {
        if let id = DeckID(rawValue: name), let deck = try? store.deck(id) { return deck }
        if let deck = store.deck(titled: name) { return deck }
        throw StatsCommand.Failure("you have no deck \(TextSanitizer.sanitize(name)) (mainichi deck list shows your decks)")
    }

    /// Runs `body`, printing a failure as one line on standard error with exit status 1.
    static func failing(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
    }

    /// `mainichi deck list`: every deck, bundled and yours.
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "list",
            abstract: ArgumentLanguage.help.deckListAbstract
        ) }

        @OptionGroup var options: GlobalOptions

        func run() throws {
            try DeckCommand.failing {
                let (_, library) = try DeckCommand.open(options)
                let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
                let rows = library.summaries.map { summary in
                    [summary.deckID.rawValue, summary.kind.rawValue, String(summary.itemCount), String(summary.dayCount),
                     TextSanitizer.sanitize(summary.title) + (library.isUserDeck(summary.deckID) ? "" : strings.bundled)]
                }
                let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
                for row in rows {
                    let padded = (0..<4).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
                    print((padded + [row[4]]).joined(separator: "  "))
                }
                for deck in library.leftOut {
                    StandardStream.error.write("mainichi: \(ErrorText.text(deck, language: ArgumentLanguage.current))\n")
                }
            }
        }
    }

    /// `mainichi deck create NAME [--kanji] [--per-day N]`.
    struct Create: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "create", abstract: ArgumentLanguage.help.deckCreateAbstract) }

        @OptionGroup var options: GlobalOptions

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.deckNameHelp, valueName: "name"))
        var name: String

        @Flag(help: ArgumentHelp(ArgumentLanguage.help.deckKanjiHelp))
        var kanji = false

        @Option(help: ArgumentHelp(ArgumentLanguage.help.deckPerDayHelp, valueName: "n"))
        var perDay: Int?

        func run() throws {
            try DeckCommand.failing {
                let lock = try DeckCommand.lock(options)
                defer { lock.release() }
                let (store, _) = try DeckCommand.open(options)
                let deck = try store.createDeck(title: name, kind: kanji ? .kanji : .vocab, itemsPerDay: perDay)
                print(CommandLanguage.dataStrings(dataDirectory: options.dataDirectory).made(deck.id.rawValue, title: TextSanitizer.sanitize(deck.title), kind: deck.kind, perDay: deck.itemsPerDay))
            }
        }
    }

    /// `mainichi deck rename DECK NAME`.
    struct Rename: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "rename", abstract: ArgumentLanguage.help.deckRenameAbstract) }

        @OptionGroup var options: GlobalOptions

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.deckWhichHelp, valueName: "deck"))
        var deck: String

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.deckNewNameHelp, valueName: "name"))
        var name: String

        func run() throws {
            try DeckCommand.failing {
                let lock = try DeckCommand.lock(options)
                defer { lock.release() }
                let (store, _) = try DeckCommand.open(options)
                let found = try DeckCommand.find(deck, in: store)
                try store.renameDeck(found.id, to: name)
                print(CommandLanguage.dataStrings(dataDirectory: options.dataDirectory).renamed(found.id.rawValue, to: TextSanitizer.sanitize(try store.deck(found.id).title)))
            }
        }
    }

    /// `mainichi deck delete DECK`.
    struct Delete: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "delete",
            abstract: ArgumentLanguage.help.deckDeleteAbstract,
            discussion: ArgumentLanguage.help.deckDeleteDiscussion
        ) }

        @OptionGroup var options: GlobalOptions

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.deckWhichHelp, valueName: "deck"))
        var deck: String

        func run() throws {
            try DeckCommand.failing {
                let lock = try DeckCommand.lock(options)
                defer { lock.release() }
                let (store, _) = try DeckCommand.open(options)
                let found = try DeckCommand.find(deck, in: store)
                try store.deleteDeck(found.id)
                print(CommandLanguage.dataStrings(dataDirectory: options.dataDirectory).deleted(found.id.rawValue, keptIn: store.directory.appendingPathComponent(UserDeckStore.deletedFolderName).path))
            }
        }
    }

    /// `mainichi deck check FILE...`: validates deck files, printing every problem.
    struct Check: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "check",
            abstract: ArgumentLanguage.help.deckCheckAbstract,
            discussion: ArgumentLanguage.help.deckCheckDiscussion
        ) }

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.deckFilesHelp, valueName: "file"))
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError(ArgumentLanguage.help.nameADeckFile) }
        }

        func run() throws {
            let reports = DeckValidator.check(files: files)
            let text = ArgumentLanguage.launch
            for report in reports {
                for problem in report.problems { print(ErrorText.text(problem, language: ArgumentLanguage.current)) }
                for warning in report.layout { print(text.deckWarning(report.file, warning)) }
                if let tally = report.tally, report.isValid { print(text.deckOK(report.file, tally)) }
            }
            let invalid = reports.filter { !$0.isValid }.count
            if invalid > 0 {
                print(text.invalidFiles(invalid, of: reports.count))
                throw ExitCode(1)
            }
        }
    }
}
