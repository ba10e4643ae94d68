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

/// `mainichi import FILE --dry-run`: reads an Anki text export, CSV or TSV file and prints what
/// importing it would do. Writes nothing: importing into your own decks comes with user decks.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Preview importing an Anki text export, CSV or TSV file (--dry-run).",
        discussion: """
        Prints the detected format and separator, the column each field maps to (word, reading, \
        meaning, notes, tags, guid; guessed from the header or the content), the first rows, and \
        how many rows are new, how many update an existing item (matched by GUID, else by word \
        and reading) and which lines are bad and why. Nothing is written: importing into your own \
        decks comes with user decks, so --dry-run is required for now. Exits 1 when the file \
        cannot be read at all, 0 otherwise (bad lines are listed, not fatal).
        """
    )

    @Argument(help: ArgumentHelp("The file to read: Anki's Notes in Plain Text, CSV or TSV, UTF-8.", valueName: "file"))
    var file: String

    @Flag(help: "Only show what importing would do (required until user decks exist).")
    var dryRun = false

    @Option(help: ArgumentHelp("How many of the first rows to show.", valueName: "n"))
    var rows = 5

    func validate() throws {
        if !dryRun {
            throw ValidationError("importing into your own decks comes with user decks; add --dry-run to preview the file now")
        }
        if rows < 0 { throw ValidationError("--rows must be 0 or more") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let report: String
        do {
            let bytes = try Self.readFile(file)
            let document = try ImportReader.read(bytes, fileName: file)
            let library = try DeckLibrary(directory: DeckLibrary.locateBundledDecks(environment: environment))
            var items: [StudyItem] = []
            for summary in library.summaries {
                items += try library.deck(kind: summary.kind, level: summary.level).items
            }
            let mapping = document.guessedMapping()
            let preview = ImportPreview.make(document: document, mapping: mapping, items: items)
            report = Self.report(file: file, document: document, mapping: mapping, preview: preview, rowLimit: rows)
        } catch {
            StandardStream.error.write("mainichi: \(error)\n")
            throw ExitCode(1)
        }
        do {
            try StandardStream.output.writeChecked(report)
        } catch {
            StandardStream.error.write("mainichi: cannot write standard output: \(ExportCommand.reason(error))\n")
            throw ExitCode(1)
        }
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

    /// The printed preview.
    static func report(file: String, document: ImportDocument, mapping: ColumnMapping, preview: ImportPreview, rowLimit: Int) -> String {
        var lines: [String] = []
        lines.append("file: \(TextSanitizer.sanitize(file))")
        lines.append("format: \(document.format.rawValue), separated by \(document.separator.name), HTML \(document.wasHTML ? "turned into text" : "none")")
        lines.append("columns:")
        for (index, role) in mapping.roles.enumerated() {
            let label = index < document.columnLabels.count && !document.columnLabels[index].isEmpty ? " \"\(document.columnLabels[index])\"" : ""
            lines.append("  \(index + 1)\(label): \(role.rawValue)")
        }
        lines.append("first rows:")
        for row in preview.rows.prefix(rowLimit) {
            let entry = row.entry
            let status = row.matchedItemID == nil ? "new" : "update \(row.matchedItemID!)"
            lines.append("  line \(entry.line): \(entry.word) | \(entry.reading) | \(entry.meanings.joined(separator: "; ")) (\(status))")
        }
        if preview.rows.isEmpty { lines.append("  (none)") }
        lines.append("rows: \(preview.recordCount) read, \(preview.newCount) new, \(preview.updateCount) update existing items, \(preview.problems.count) error\(preview.problems.count == 1 ? "" : "s")")
        if !preview.problems.isEmpty {
            lines.append("errors:")
            for problem in preview.problems { lines.append("  \(problem)") }
        }
        lines.append("Nothing was written (dry run). Importing into your own decks comes with user decks.")
        return lines.map { $0.replacing("\n", with: " / ") }.joined(separator: "\n") + "\n"
    }
}
