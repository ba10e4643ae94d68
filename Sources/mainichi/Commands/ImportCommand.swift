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
import MainichiApp
import MainichiCore

/// `mainichi import FILE [--deck NAME] [--dry-run]`: reads an Anki text export, CSV or TSV file
/// into one of your own decks (made when missing), or with --dry-run prints what that would do.
struct ImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "import",
        abstract: ArgumentLanguage.help.importAbstract,
        discussion: ArgumentLanguage.help.importDiscussion
    ) }

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(ArgumentLanguage.help.importFileHelp, valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp(ArgumentLanguage.help.importDeckHelp, valueName: "name"))
    var deck: String?

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.importDryRunHelp))
    var dryRun = false

    @Option(help: ArgumentHelp(ArgumentLanguage.help.importRowsHelp, valueName: "n"))
    var rows = 5

    @Option(help: ArgumentHelp(ArgumentLanguage.help.importMapHelp, valueName: ArgumentLanguage.help.importMapValue))
    var map: [String] = []

    func validate() throws {
        if rows < 0 { throw ValidationError(ArgumentLanguage.help.rowsNotNegative) }
        if let deck, deck.allSatisfy(\.isWhitespace) { throw ValidationError(ArgumentLanguage.help.deckOptionEmpty) }
    }

    func run() throws {
        if AnkiPackageImport.isPackage(file) {
            try AnkiPackageImport(file: file, maps: map, rowLimit: rows, dryRun: dryRun, dataDirectory: options.dataDirectory).run()
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let language = ArgumentLanguage.current
        let strings = CommandLanguage.dataStrings(language)
        let report: String
        var plan: UserDeckImport
        let store = UserDeckStore(dataDirectory: directories.data)
        let bytes: [UInt8]
        do {
            bytes = try ImportFile.read(file)
        } catch {
            StandardStream.error.write("mainichi: \(ErrorText.text(error, language: language))\n")
            throw ExitCode(1)
        }
        // A zip under another name is an Anki package too.
        if AnkiPackageImport.isZip(bytes) {
            try AnkiPackageImport(file: file, maps: map, rowLimit: rows, dryRun: dryRun, dataDirectory: options.dataDirectory).run()
            return
        }
        // An import writes the learner's decks: never while the app (or another command) holds them.
        var lock: DirectoryLock?
        defer { lock?.release() }
        do {
            if !dryRun { lock = try DirectoryLock(directory: directories.data) }
            let document = try ImportReader.read(bytes, fileName: file)
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            let mapping = document.guessedMapping()
            let title = Self.deckTitle(option: deck, document: document, file: file, store: store)
            plan = try UserDeckImport.plan(document: document, mapping: mapping, deckTitle: title, store: store,
                                           dictionary: JapaneseDictionary.shared(decksDirectory: decks))
            // `[sound:NAME]`: the file beside the import file (or in Anki's collection.media
            // there), else one already in media/, becomes the word's recording.
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            plan.attachRecordings(from: [folder, folder.appendingPathComponent("collection.media"), directories.media])
            report = Self.report(file: file, document: document, mapping: mapping, plan: plan, rowLimit: rows, dryRun: dryRun,
                                 store: store, language: language)
        } catch {
            StandardStream.error.write("mainichi: \(ErrorText.text(error, language: language))\n")
            throw ExitCode(1)
        }
        if !dryRun, !plan.rows.isEmpty {
            do {
                try plan.write(to: store, media: directories.media)
            } catch {
                StandardStream.error.write("mainichi: \(strings.nothingImported(ErrorText.text(error, language: language)))\n")
                throw ExitCode(1)
            }
        }
        do {
            try StandardStream.output.writeChecked(report)
        } catch {
            StandardStream.error.write("mainichi: \(strings.cannotWrite(nil, ExportCommand.reason(error)))\n")
            throw ExitCode(1)
        }
        if !dryRun, !plan.problems.isEmpty {
            let count = plan.problems.count
            StandardStream.error.write("mainichi: \(strings.rowsNotImported(count))\n")
            throw ExitCode(1)
        }
    }

    /// The deck to import into: --deck (an id of yours, else a title), else the deck the file
    /// names, else the file's name without its extension.
    static func deckTitle(option: String?, document: ImportDocument, file: String, store: UserDeckStore) -> String {
        if let option {
            if let id = DeckID(rawValue: option), let deck = try? store.deck(id) { return deck.title }
            return option
        }
        if let named = UserDeckImport.deckName(of: document) { return named }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return name.isEmpty ? "Imported" : name
    }

    /// Checks that a package file is there: a clear error for a missing file or a directory.
    static func checkFileExists(_ path: String) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { throw ImportFileError.missing(file: path) }
        if manager.directoryExists(atPath: path) { throw ImportFileError.directory(file: path) }
    }

    /// The printed report: format, columns, first rows, counts and every bad row.
    static func report(file: String, document: ImportDocument, mapping: ColumnMapping, plan: UserDeckImport, rowLimit: Int,
                       dryRun: Bool, store: UserDeckStore,
                       language: Language = .english) -> String {
        let strings = CommandLanguage.dataStrings(language)
        var lines: [String] = []
        lines.append(strings.reportFile(TextSanitizer.sanitize(file)))
        lines.append(strings.reportFormat(document.format, separator: document.separator, wasHTML: document.wasHTML))
        lines.append(strings.reportColumns)
        for (index, role) in mapping.roles.enumerated() {
            let label = index < document.columnLabels.count && !document.columnLabels[index].isEmpty ? document.columnLabels[index] : nil
            lines.append(strings.reportColumn(index + 1, label: label, role: role))
        }
        let deckName = TextSanitizer.sanitize(plan.deck.title)
        lines.append(strings.reportDeck(deckName, isNew: plan.createsDeck, id: plan.deck.id.rawValue))
        lines.append(strings.reportFirstRows)
        for row in plan.rows.prefix(rowLimit) {
            let draft = row.draft
            lines.append(strings.reportRow(line: row.line, word: draft.word, reading: draft.reading,
                                           meanings: draft.meanings.joined(separator: "; "),
                                           updates: row.updates, needsCheck: draft.needsCheck))
        }
        if plan.rows.isEmpty { lines.append(strings.reportNoRows) }
        let read = Set(plan.rows.map(\.line) + plan.problems.map(\.line)).count
        lines.append(strings.reportCounts(read: read, new: plan.newCount, updates: plan.updateCount, errors: plan.problems.count))
        if plan.checkCount > 0 { lines.append(strings.reportToCheck(plan.checkCount)) }
        if !plan.problems.isEmpty {
            lines.append(strings.reportErrors)
            for problem in plan.problems { lines.append("  " + ErrorText.text(problem, language: language)) }
        }
        if dryRun {
            lines.append(strings.nothingWrittenDryRun)
        } else if plan.rows.isEmpty {
            lines.append(strings.nothingWrittenNoValidRow)
        } else {
            lines.append(strings.wrote(new: plan.newCount, updated: plan.updateCount, deck: deckName,
                                       path: store.fileURL(of: plan.deck.id).path))
        }
        return lines.map { $0.replacing("\n", with: " / ") }.joined(separator: "\n") + "\n"
    }
}
