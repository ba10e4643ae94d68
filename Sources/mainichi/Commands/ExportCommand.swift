import ArgumentParser
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
import AnkiPackage
import MainichiCore

/// `mainichi export DECK|bookmarks|mistakes`: a deck, a day, the bookmarks or the mistakes as a
/// file Anki imports (or as CSV).
struct ExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "export",
        abstract: ArgumentLanguage.help.exportAbstract,
        discussion: ArgumentLanguage.help.exportDiscussion
    ) }

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(ArgumentLanguage.help.exportWhatHelp, valueName: "what"))
    var target: String

    @Option(help: ArgumentHelp(ArgumentLanguage.help.exportDayHelp, valueName: "n"))
    var day: Int?

    @Option(help: ArgumentHelp(ArgumentLanguage.help.exportFormatHelp, valueName: "format"))
    var format: String = ExportFormat.anki.rawValue

    @Flag(name: .customLong("with-history"), help: ArgumentHelp(ArgumentLanguage.help.exportWithHistoryHelp))
    var withHistory = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(ArgumentLanguage.help.exportOutputHelp, valueName: "file"))
    var output: String?

    /// What to export.
    enum Target: Equatable {
        /// A bundled deck, or one of the learner's by id.
        case deck(DeckID)
        /// One of the learner's decks by its name (looked up when run).
        case named(String)
        case bookmarks
        case mistakes
    }

    /// `target` parsed: "vocab-n5", "kanji-N1", "jlpt-vocab-n5", "bookmarks", "mistakes"; a deck
    /// id ("manga-words") or any other name for the learner's decks; nil for an empty one.
    static func parseTarget(_ text: String) -> Target? {
        let lowered = text.lowercased()
        if lowered == "bookmarks" { return .bookmarks }
        if lowered == "mistakes" { return .mistakes }
        let parts = lowered.split(separator: "-")
        if parts.count == 2, let kind = DeckKind(rawValue: String(parts[0])), let level = Level(name: String(parts[1])) {
            return .deck(.jlpt(kind: kind, level: level))
        }
        // "vocab-n9" and the like: meant as a bundled deck that does not exist.
        if parts.count == 2, DeckKind(rawValue: String(parts[0])) != nil, parts[1].count == 2, parts[1].hasPrefix("n") { return nil }
        if let id = DeckID(rawValue: text) { return .deck(id) }
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        return .named(text)
    }

    func validate() throws {
        guard let parsed = Self.parseTarget(target) else {
            throw ValidationError(ArgumentLanguage.help.notExportable(target))
        }
        guard let chosen = ExportFormat(rawValue: format.lowercased()) else {
            throw ValidationError(ArgumentLanguage.help.unknownFormat(format))
        }
        if chosen == .apkg, output == nil { throw ValidationError(ArgumentLanguage.help.packageNeedsOutput) }
        if withHistory, chosen != .apkg { throw ValidationError(ArgumentLanguage.help.historyNeedsPackage) }
        if let day {
            if parsed == .bookmarks || parsed == .mistakes { throw ValidationError(ArgumentLanguage.help.dayNeedsDeck(target)) }
            if day < 1 { throw ValidationError(ArgumentLanguage.help.dayFromOne) }
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
        // A missing folder is said before any work, once, with nothing about a previous version.
        if let output {
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: folder) else {
                StandardStream.error.write("mainichi: \(strings.noSuchFolder(folder))\n")
                throw ExitCode(1)
            }
        }
        let text: String
        do {
            let library = try DeckLibrary(directory: DeckLibrary.locateBundledDecks(environment: environment))
            let store = UserDeckStore(dataDirectory: directories.data)
            library.loadUserDecks(from: store.directory)
            let progress = try StatsCommand.readProgress(in: directories.data)
            let rows = try Self.rows(target: Self.parseTarget(target)!, day: day, library: library, progress: progress, store: store,
                                     meaningLanguage: ArgumentLanguage.meanings)
            let chosen = ExportFormat(rawValue: format.lowercased()) ?? .anki
            if rows.isEmpty { StandardStream.error.write("mainichi: \(strings.nothingToExport(target))\n") }
            if chosen == .apkg, let output {
                let settings = SettingsStore.read(directory: directories.config)
                let calendar = StudyCalendar.current(dayStartHour: settings.dayStartHour)
                let history = withHistory
                    ? AnkiExport.History(progress: progress, entries: StudyHistory.read(directory: directories.data).events,
                                         desiredRetention: settings.desiredRetention)
                    : nil
                let package = AnkiExport.package(of: rows, history: history, now: Date(), calendar: calendar,
                                                 media: AnkiExport.media(of: rows, in: directories.media))
                try AnkiPackageWriter().write(package, to: URL(fileURLWithPath: output))
                return
            }
            text = ExportWriter.write(rows, format: chosen)
        } catch let failure as AnkiPackageError {
            let language = ArgumentLanguage.resolve(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
            StandardStream.error.write("mainichi: \(AnkiPackageImport.describe(failure, language: language))\n")
            throw ExitCode(1)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        do {
            if let output {
                let url = URL(fileURLWithPath: output)
                if Self.isRegularOrMissing(url) {
                    try AtomicFile.write(Data(text.utf8), to: url)
                } else {
                    try StandardStream.write(text, toPath: output)
                }
            } else {
                try StandardStream.output.writeChecked(text)
            }
        } catch {
            StandardStream.error.write("mainichi: \(strings.cannotWrite(output, Self.reason(error)))\n")
            throw ExitCode(1)
        }
    }

    /// The system's words for a write failure ("No space left on device"), else the error itself.
    /// The path is in the message already, and the file is replaced only once written whole.
    static func reason(_ error: any Error) -> String {
        if let failure = error as? StandardStream.WriteFailure { return failure.reason }
        if case .writeFailed(_, let reason)? = error as? StorageError {
            return ArgumentLanguage.systemReason(reason)
        }
        return ArgumentLanguage.describe(error)
    }

    /// Whether `url` is a regular file or does not exist yet (so it can be replaced atomically);
    /// false for devices and pipes such as /dev/stdout.
    static func isRegularOrMissing(_ url: URL) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return true }
        return attributes[.type] as? FileAttributeType == .typeRegular
    }

    /// The rows of `target`, in deck and day order; bookmarks and mistakes in the order of the
    /// decks they belong to. The Answer column and the example's translation are in `meaningLanguage`.
    static func rows(target: Target, day: Int?, library: DeckLibrary, progress: StudyProgress,
                     store: UserDeckStore? = nil, meaningLanguage: MeaningLanguage = .english) throws -> [ExportRow] {
        let missed = Set(progress.mistakes.keys)
        // The learner's own tags of their items, exported after Mainichi's.
        var userTags: [String: [String]] = [:]
        // And their notes, exported in the Notes column.
        var userNotes: [String: String] = [:]
        // And the GUIDs of the notes they were imported from, which the export keeps.
        var userGUIDs: [String: String] = [:]
        if let store {
            for deck in store.decks().decks {
                for item in deck.items {
                    if !item.tags.isEmpty { userTags[item.id] = item.tags }
                    if let notes = item.notes, !notes.isEmpty { userNotes[item.id] = notes }
                    if let guid = item.guid, !guid.isEmpty { userGUIDs[item.id] = guid }
                }
            }
        }
        func row(_ item: StudyItem) -> ExportRow {
            let title = library.summary(id: item.deck)?.title ?? item.deck.rawValue
            return ExportRow(item: item, deckTitle: title, isBookmarked: progress.isBookmarked(item.id), isMissed: missed.contains(item.id),
                             extraTags: userTags[item.id] ?? [], notes: userNotes[item.id] ?? "", guid: userGUIDs[item.id],
                             meaningLanguage: meaningLanguage)
        }
        var resolved = target
        if case .deck(let id) = target, id.jlpt == nil, library.summary(id: id) == nil {
            resolved = .named(id.rawValue)  // a title that looks like an id
        }
        if case .named(let name) = resolved {
            let wanted = name.lowercased()
            guard let summary = library.userSummaries.first(where: { $0.title.lowercased() == wanted }) else {
                throw StatsCommand.Failure(ArgumentLanguage.launch.noDeckNamed(TextSanitizer.sanitize(name)))
            }
            resolved = .deck(summary.deckID)
        }
        switch resolved {
        case .deck(let id):
            let name = id.jlpt.map { "\($0.kind.rawValue)-\($0.level.rawValue.lowercased())" } ?? id.rawValue
            guard library.summary(id: id) != nil else {
                throw StatsCommand.Failure(id.jlpt != nil ? "no \(name) deck is installed" : "you have no deck \(name) (mainichi deck list shows your decks)")
            }
            let deck = try library.deck(id: id)
            if let day {
                guard day <= deck.dayCount else { throw StatsCommand.Failure("\(name) has \(deck.dayCount) days; there is no day \(day)") }
                return deck.items(forDay: day).map(row)
            }
            return deck.items.map(row)
        case .named:
            return []
        case .bookmarks:
            return sorted(library.items(withIDs: Array(progress.bookmarks.keys))).map(row)
        case .mistakes:
            return sorted(library.items(withIDs: Array(progress.mistakes.keys))).map(row)
        }
    }

    /// Items in study order: vocabulary before kanji, easier levels first, then by day and id.
    static func sorted(_ items: [StudyItem]) -> [StudyItem] {
        items.sorted {
            ($0.deck, $0.day, $0.id) < ($1.deck, $1.day, $1.id)
        }
    }
}
