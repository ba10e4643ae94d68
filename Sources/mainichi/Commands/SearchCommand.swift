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
import TerminalUI

/// `mainichi search QUERY`: the app's search, printed.
///
/// The table has one aligned row per result: kind (V word, K kanji), word, reading, level, day
/// and meaning, with the meaning last so it is never cut. `--json` prints JSON lines instead.
/// Dictionary entries that no deck has follow the deck results, as D rows whose meaning is marked
/// "(not in your decks)" (JSON: kind "dictionary" with the JMdict entry number). Exits 0 whether or not anything was found; with nothing found, stdout stays empty and
/// "no results" goes to stderr.
struct SearchCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "search",
        abstract: ArgumentLanguage.help.searchAbstract,
        discussion: ArgumentLanguage.help.searchDiscussion
    ) }

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(ArgumentLanguage.help.searchQueryHelp, valueName: "query"))
    var query: [String]

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.searchJSONHelp))
    var json = false

    /// Taken whatever it looks like, so "--limit -1" gets the validation message rather than
    /// "Missing value for '--limit'".
    @Option(parsing: .unconditional, help: ArgumentHelp(ArgumentLanguage.help.searchLimitHelp))
    var limit = 20

    /// The words of this run: the language `ArgumentLanguage` found from the same arguments
    /// (`--data-dir`'s saved setting, the locale), read once for the process rather than again
    /// for each use (settings file and environment read each time).
    private var strings: any CommandStrings { CommandLanguage.strings(ArgumentLanguage.current) }

    func validate() throws {
        if query.joined(separator: " ").allSatisfy(\.isWhitespace) { throw ValidationError(strings.giveSomethingToSearch) }
        if limit < 0 { throw ValidationError(strings.limitMustBe) }
    }

    func run() throws {
        let strings = self.strings
        let library: DeckLibrary
        do {
            library = try DeckLibrary(directory: try DeckLibrary.locateBundledDecks())
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory)
        // The learner's decks are read only when the cached index does not match them.
        let index = SearchIndexCache(directory: directories.cache)
            .index(for: library, userDecks: directories.data.appendingPathComponent(UserDeckStore.folderName))
        for problem in index.problems { StandardStream.error.write("mainichi: \(problem)\n") }
        let results = index.search(query.joined(separator: " "), limit: limit == 0 ? nil : limit)
        let room = limit == 0 ? Self.dictionaryLimit : limit - results.count
        var entries: [DictionaryMatch] = []
        if room > 0, let dictionary = try? JapaneseDictionary(decksDirectory: library.directory) {
            entries = dictionary.search(SearchQuery(query.joined(separator: " ")), limit: room, excludingDeckEntries: true)
        }
        if results.isEmpty && entries.isEmpty {
            StandardStream.error.write("\(strings.noResults)\n")
            return
        }
        print(json ? Self.jsonLines(results) + Self.jsonLines(entries)
                   : Self.table(results, entries: entries, capsColumns: isatty(STDOUT_FILENO) == 1,
                                notInDecks: strings.notInDecks, meanings: ArgumentLanguage.meanings),
              terminator: "")
    }

    /// The most dictionary entries listed with --limit 0.
    static let dictionaryLimit = 500


    /// Dictionary entries as JSON lines: kind "dictionary", word, reading, readings, meanings (one
    /// per sense), jmdict (the entry number) and common.
    static func jsonLines(_ entries: [DictionaryMatch]) -> String {
        struct Line: Encodable {
            var kind, word, reading: String
            var readings, meanings: [String]
            var jmdict: Int
            var common: Bool
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return entries.map { found in
            let entry = found.entry
            let line = Line(kind: "dictionary", word: entry.headword, reading: entry.reading, readings: entry.readings,
                            meanings: entry.meanings, jmdict: entry.sequence, common: entry.isCommon)
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }

    /// One JSON object a line. `reading` is the text the table shows; `readings` lists each
    /// reading on its own (a kanji's on'yomi, then kun'yomi).
    static func jsonLines(_ results: [SearchResult]) -> String {
        struct Line: Encodable {
            var id, kind, word, reading: String
            var readings: [String]
            var meanings: [String]
            var ko: [String]?
            var level: String
            var day: Int
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return results.map { result in
            let line = Line(id: result.id, kind: result.kind.rawValue, word: result.word, reading: result.reading,
                            readings: result.readings.isEmpty ? [result.reading] : result.readings, meanings: result.meanings,
                            ko: result.koreanMeanings.isEmpty ? nil : result.koreanMeanings,
                            level: result.level?.rawValue ?? "", day: result.day)
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }

    /// Aligned rows by display width, control characters removed. On a terminal the word and
    /// reading columns are capped (a cut ends in the truncation mark); into a pipe or a file
    /// nothing is cut.
    /// - Parameter notInDecks: the mark on a dictionary row's meaning, in the output's language.
    static func table(_ results: [SearchResult], entries: [DictionaryMatch] = [], capsColumns: Bool = true,
                      notInDecks: String = EnglishCommandStrings().notInDecks,
                      meanings: MeaningLanguage = .english) -> String {
        let rows = results.map { result in
            [result.kind == .vocab ? "V" : "K", result.word, result.reading, result.level?.rawValue ?? result.deck.rawValue, String(result.day),
             result.meaning(in: meanings)].map { $0.removingControlCharacters }
        } + entries.map { found in
            ["D", found.entry.headword, found.entry.reading, "-", "-",
             notInDecks + " " + found.entry.meanings.joined(separator: "; ")].map { $0.removingControlCharacters }
        }
        let widths = (0..<5).map { column in
            min(rows.map { $0[column].displayWidth }.max() ?? 0, capsColumns ? (column == 2 ? 30 : 20) : Int.max)
        }
        return rows.map { row in
            var line = ""
            for column in 0..<5 {
                let alignment: TextAlignment = column == 4 ? .trailing : .leading
                let field = row[column].truncatedList(toWidth: widths[column])
                line += field.padded(toWidth: widths[column], alignment: alignment) + "  "
            }
            return line + row[5] + "\n"
        }.joined()
    }
}
