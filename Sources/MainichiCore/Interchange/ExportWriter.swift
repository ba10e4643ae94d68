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

/// Writes exported notes as Anki's "Notes in Plain Text" or as CSV.
///
/// The Anki file is tab-separated and declares everything Anki's Import File needs, so it imports
/// with no option changed: `#separator:tab`, `#html:false`, the GUID in column 1 (a second import
/// updates the same notes), the note type "Basic" in column 2 (Front is the word, Back the reading,
/// unless the word is its own reading, and the meanings), the deck in column 3 and the tags in the last column; the remaining columns keep
/// every field for Mainichi's own importer. Fields holding the separator, a quote, a line break or
/// starting with `#` are quoted, quotes doubled.
public enum ExportWriter {
    /// The column labels of the Anki file, in order.
    public static let ankiColumns = ["GUID", "Notetype", "Deck", "Front", "Answer", "Reading", "Meanings", "Example", "Kanji readings",
                                     "Part of speech", "Notes", "Tags"]
    /// The column labels of the CSV file, in order.
    public static let csvColumns = ["GUID", "Word", "Reading", "Meanings", "Example", "Kanji readings", "Tags", "Deck",
                                    "Part of speech", "Notes"]

    /// The whole file for `rows` in `format` (Anki's text for `.apkg`, a package `AnkiExport`
    /// makes instead). When a row has Korean meanings, a last column "Korean meanings" (CSV) or
    /// one before the tags (Anki) carries them.
    public static func write(_ rows: [ExportRow], format: ExportFormat) -> String {
        let korean = rows.contains { !$0.koreanMeanings.isEmpty }
        let ankiColumns = korean ? Array(ankiColumns.dropLast()) + ["Korean meanings", "Tags"] : ankiColumns
        let csvColumns = korean ? csvColumns + ["Korean meanings"] : csvColumns
        var output = ""
        switch format {
        case .anki, .apkg:
            output += "#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:\(ankiColumns.count)\n"
            output += "#columns:" + ankiColumns.joined(separator: "\t") + "\n"
            for row in rows {
                // A word written in kana alone is its reading: the Back does not repeat it.
                let answer = row.reading.isEmpty || row.reading == row.word ? row.plainMeanings : row.reading + "\n" + row.plainMeanings
                let fields = [row.guid, "Basic", row.deck, row.word, answer, row.reading, row.meanings, row.example,
                              row.kanjiReadings, row.partOfSpeech, row.notes] + (korean ? [row.koreanMeanings] : [])
                    + [row.tags.joined(separator: " ")]
                output += line(fields, separator: "\t")
            }
        case .csv:
            output += line(csvColumns, separator: ",")
            for row in rows {
                output += line([row.guid, row.word, row.reading, row.meanings, row.example, row.kanjiReadings,
                                row.tags.joined(separator: " "), row.deck, row.partOfSpeech, row.notes]
                                + (korean ? [row.koreanMeanings] : []), separator: ",")
            }
        }
        return output
    }

    /// One record ending in a line feed.
    static func line(_ fields: [String], separator: Character) -> String {
        fields.map { escape($0, separator: separator) }.joined(separator: String(separator)) + "\n"
    }

    /// `field` quoted when it must be: it holds the separator, a quote or a line break, or starts
    /// with `#` (which would make a record a comment) or a blank.
    public static func escape(_ field: String, separator: Character) -> String {
        let needsQuotes = field.contains(where: { $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            || field.hasPrefix("#") || field.hasPrefix(" ")
        guard needsQuotes else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
