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
import MainichiCore

/// `mainichi import FILE [--deck NAME] [--dry-run]`: reads an Anki text export, CSV or TSV file
/// into one of your own decks (made when missing), or with --dry-run prints what that would do.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an Anki text export, CSV or TSV file into one of your decks.",
        discussion: """
        Reads the file (format and separator detected; the column each field maps to, word, \
        reading, meaning, notes, tags or guid, guessed from the header or the content) into your \
        deck NAME (--deck; by default the deck the file names, else the file's name), which is \
        made when you have none of that name. A row updates the deck's item with the same GUID, \
        else the same word and reading; other rows become new items. A missing reading or meaning \
        is filled from the dictionary when it has exactly one entry for the word; with several \
        the first is taken and the item is marked for you to check. Valid rows are written and \
        every bad row is printed with its line number and why; the exit status is 1 when any row \
        was bad or the file could not be read at all. --dry-run prints the same without writing \
        anything (and exits 0 when the file could be read).
        """
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The file to read: Anki's Notes in Plain Text, CSV or TSV, UTF-8.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The deck to import into (its name or id); made when missing.", valueName: "name"))
    var deck: String?

    @Flag(help: "Only show what importing would do; write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("How many of the first rows to show.", valueName: "n"))
    var rows = 5

    func validate() throws {
        if rows < 0 { throw ValidationError("--rows must be 0 or more") }
        if let deck, deck.allSatisfy(\.isWhitespace) { throw ValidationError("--deck is empty; name a deck") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
        let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
        let report: String
        let plan: UserDeckImport
        let store = UserDeckStore(dataDirectory: directories.data)
        do {
            let bytes = try Self.readFile(file)
            let document = try ImportReader.read(bytes, fileName: file)
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            let mapping = document.guessedMapping()
            let title = Self.deckTitle(option: deck, document: document, file: file, store: store)
            plan = try UserDeckImport.plan(document: document, mapping: mapping, deckTitle: title, store: store,
                                           dictionary: JapaneseDictionary.shared(decksDirectory: decks))
            report = Self.report(file: file, document: document, mapping: mapping, plan: plan, rowLimit: rows, dryRun: dryRun,
                                 store: store, strings: strings)
        } catch {
            StandardStream.error.write("mainichi: \(error)\n")
            throw ExitCode(1)
        }
        if !dryRun, !plan.rows.isEmpty {
            do {
                try plan.write(to: store)
            } catch {
                StandardStream.error.write("mainichi: \(strings.nothingImported("\(error)"))\n")
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

    /// The file's bytes; a clear error for a missing, unreadable or too large file.
    static func readFile(_ path: String) throws -> [UInt8] {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { throw ImportFileError.unreadable(file: path, reason: "no such file") }
        if manager.directoryExists(atPath: path) { throw ImportFileError.unreadable(file: path, reason: "it is a directory") }
        if let size = manager.fileSize(atPath: path), size > ImportReader.maximumFileBytes {
            throw ImportFileError.tooLarge(file: path, bytes: size, limit: ImportReader.maximumFileBytes)
        }
        guard let data = manager.contents(atPath: path) else { throw ImportFileError.unreadable(file: path, reason: "permission denied or not a regular file") }
        return [UInt8](data)
    }

    /// The printed report: format, columns, first rows, counts and every bad row.
    static func report(file: String, document: ImportDocument, mapping: ColumnMapping, plan: UserDeckImport, rowLimit: Int,
                       dryRun: Bool, store: UserDeckStore,
                       strings: any DataCommandStrings = EnglishDataCommandStrings()) -> String {
        var lines: [String] = []
        lines.append("file: \(TextSanitizer.sanitize(file))")
        lines.append("format: \(document.format.rawValue), separated by \(document.separator.name), HTML \(document.wasHTML ? "turned into text" : "none")")
        lines.append("columns:")
        for (index, role) in mapping.roles.enumerated() {
            let label = index < document.columnLabels.count && !document.columnLabels[index].isEmpty ? " \"\(document.columnLabels[index])\"" : ""
            lines.append("  \(index + 1)\(label): \(role.rawValue)")
        }
        let deckName = TextSanitizer.sanitize(plan.deck.title)
        lines.append("deck: \(deckName) (\(plan.createsDeck ? "new" : plan.deck.id.rawValue))")
        lines.append("first rows:")
        for row in plan.rows.prefix(rowLimit) {
            let draft = row.draft
            var status = row.updates.map { "update \($0)" } ?? "new"
            if draft.needsCheck { status += ", filled from the dictionary: check it" }
            lines.append("  line \(row.line): \(draft.word) | \(draft.reading) | \(draft.meanings.joined(separator: "; ")) (\(status))")
        }
        if plan.rows.isEmpty { lines.append("  (none)") }
        let read = Set(plan.rows.map(\.line) + plan.problems.map(\.line)).count
        let errors = plan.problems.count
        lines.append("rows: \(read) read, \(plan.newCount) new, \(plan.updateCount) update existing items, \(errors) error\(errors == 1 ? "" : "s")")
        if plan.checkCount > 0 { lines.append("to check: \(plan.checkCount) filled from one of several dictionary entries") }
        if !plan.problems.isEmpty {
            lines.append("errors:")
            for problem in plan.problems { lines.append("  \(problem)") }
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
