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

/// `mainichi lookup WORD`: the full dictionary entries for a word, from the offline JMdict.
///
/// Prints every entry whose spelling, reading or English gloss is the word (kanji, kana, romaji
/// or English): its spellings and readings, the common-word mark, the JLPT level when a deck has
/// it, and every sense with its part of speech. `--json` prints one JSON object an entry.
/// Exits 1 with a message on stderr when no entry matches.
struct LookupCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lookup",
        abstract: ArgumentLanguage.help.lookupAbstract,
        discussion: ArgumentLanguage.help.lookupDiscussion
    ) }

    @Argument(help: ArgumentHelp(ArgumentLanguage.help.lookupWordHelp, valueName: "word"))
    var word: [String]

    @Flag(help: ArgumentHelp(ArgumentLanguage.help.lookupJSONHelp))
    var json = false

    /// The data directory whose settings (the language) and cache (the search index a Korean
    /// word goes through) are used.
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if word.joined(separator: " ").allSatisfy(\.isWhitespace) {
            throw ValidationError(CommandLanguage.strings(dataDirectory: options.dataDirectory).giveAWord)
        }
    }

    func run() throws {
        let dictionary: JapaneseDictionary
        do {
            dictionary = try JapaneseDictionary(decksDirectory: try DeckLibrary.locateBundledDecks())
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        let text = word.joined(separator: " ")
        let strings = CommandLanguage.strings(dataDirectory: options.dataDirectory)
        var entries = dictionary.lookup(text)
        // Hangul: the deck words with that Korean meaning or cognate (전화: 電話), each with its entry.
        var korean: [Int: [String]] = [:]
        if entries.isEmpty, SearchQuery(text).searchesKorean,
           let library = try? DeckLibrary(directory: DeckLibrary.locateBundledDecks()) {
            let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory)
            let index = SearchIndexCache(directory: directories.cache).index(for: library)
            for result in index.search(text, limit: 5) where result.kind == .vocab {
                guard let entry = dictionary.lookup(result.word).first(where: { $0.readings.contains(result.reading) })
                        ?? dictionary.lookup(result.word).first,
                      !entries.contains(where: { $0.sequence == entry.sequence }) else { continue }
                entries.append(entry)
                korean[entry.sequence] = result.koreanMeanings
            }
        }
        if entries.isEmpty {
            StandardStream.error.write("\(strings.noDictionaryEntry(text.removingControlCharacters))\n")
            throw ExitCode(1)
        }
        print(json ? Self.jsonLines(entries) : entries.map { entry in
            var text = Self.text(of: entry, strings: strings)
            if let meanings = korean[entry.sequence], !meanings.isEmpty {
                text += "  " + (strings.koreanMeanings + meanings.joined(separator: "; ")).removingControlCharacters + "\n"
            }
            return text
        }.joined(separator: "\n"), terminator: "")
    }

    /// An entry as the learner reads it: headword with readings, marks, other spellings, then numbered senses.
    static func text(of entry: DictionaryEntry, strings: any CommandStrings = EnglishCommandStrings()) -> String {
        var head = entry.headword
        if !entry.spellings.isEmpty { head += " 【" + entry.readings.joined(separator: ", ") + "】" }
        var marks: [String] = []
        if entry.isCommon { marks.append(strings.common) }
        if let level = entry.level { marks.append("JLPT \(level.displayName)") }
        marks.append("JMdict \(entry.sequence)")
        var lines = [head + "  (" + marks.joined(separator: ", ") + ")"]
        if entry.spellings.isEmpty, entry.readings.count > 1 {
            lines.append(strings.alsoRead + entry.readings.dropFirst().joined(separator: ", "))
        }
        if !entry.otherSpellings.isEmpty { lines.append(strings.otherSpellings + entry.otherSpellings.joined(separator: ", ")) }
        for (number, sense) in entry.senses.enumerated() {
            let kind = sense.partOfSpeech.isEmpty ? "" : "(\(strings.partOfSpeech(sense.partOfSpeech))) "
            lines.append("  \(number + 1). " + kind + sense.glosses.joined(separator: "; "))
        }
        return lines.map(\.removingControlCharacters).joined(separator: "\n") + "\n"
    }

    /// One JSON object a line.
    static func jsonLines(_ entries: [DictionaryEntry]) -> String {
        struct Sense: Encodable { var partOfSpeech: String; var glosses: [String] }
        struct Line: Encodable {
            var sequence: Int
            var spellings, readings: [String]
            var common: Bool
            var level: String?
            var senses: [Sense]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return entries.map { entry in
            let line = Line(sequence: entry.sequence, spellings: entry.spellings, readings: entry.readings,
                            common: entry.isCommon, level: entry.level?.rawValue,
                            senses: entry.senses.map { Sense(partOfSpeech: $0.partOfSpeech, glosses: $0.glosses) })
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }
}
