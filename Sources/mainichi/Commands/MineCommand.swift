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

/// `mainichi mine [FILE]`: the words of a Japanese text the learner does not know yet.
///
/// The text is cut by the core's `Segmenter`; each word is judged against the learner's progress
/// (`WordKnowledgeIndex`) and counted (`TextCoverage`). Prints the coverage line, the words that
/// would bring the running text to 95%, then every unknown word, most frequent first: word,
/// reading, how often, meaning and the first sentence it comes in. `--json` prints one JSON object
/// a word instead; `--coverage` only the figures.
struct MineCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "mine",
        abstract: ArgumentLanguage.mine.abstract,
        discussion: ArgumentLanguage.mine.discussion
    ) }

    /// The running share the header's word list aims for.
    static let goal = 0.95

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(ArgumentLanguage.mine.fileHelp, valueName: "file"))
    var file: String?

    @Flag(help: ArgumentHelp(ArgumentLanguage.mine.jsonHelp))
    var json = false

    @Flag(help: ArgumentHelp(ArgumentLanguage.mine.knownHelp))
    var known = false

    @Flag(help: ArgumentHelp(ArgumentLanguage.mine.coverageHelp))
    var coverage = false

    @Option(parsing: .unconditional, help: ArgumentHelp(ArgumentLanguage.mine.limitHelp))
    var limit = 0

    func validate() throws {
        if limit < 0 { throw ValidationError(CommandLanguage.strings(ArgumentLanguage.current).limitMustBe) }
    }

    func run() throws {
        let strings = ArgumentLanguage.mine
        let text = try readText(strings: strings)
        let decks: URL, dictionary: JapaneseDictionary
        do {
            decks = try DeckLibrary.locateBundledDecks()
            dictionary = try JapaneseDictionary(decksDirectory: decks)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory)
        let progress: StudyProgress
        do {
            let read = try ProgressStore.readWithoutLock(directory: directories.data)
            if let notice = read.notice { StandardStream.error.write("mainichi: \(notice)\n") }
            progress = read.progress
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        let tokens = Segmenter(dictionary: dictionary).tokens(in: text)
        let index = WordKnowledgeIndex(progress: progress, dictionary: dictionary)
        let result = TextCoverage(text: text, tokens: tokens, knowledge: index.knowledge(of:), dictionary: dictionary)
        if result.words.isEmpty {
            StandardStream.error.write(strings.noWords + "\n")
            return
        }
        // Meanings in the learner's language: a deck word's own (Korean in Korean), else the dictionary's.
        let language = MeaningLanguage.default(for: ArgumentLanguage.current)
        let library = try? DeckLibrary(directory: decks)
        let meaning: (TextCoverage.Word) -> [String] = { word in
            guard let entry = dictionary.entry(at: word.entryPosition) else { return [] }
            if language != .english, let item = library?.items(withIDs: WordKnowledgeIndex.itemIDs(of: entry)).first {
                return item.meanings(in: language)
            }
            return entry.meanings
        }
        var shown = known ? result.words : result.unknownWords
        if limit > 0 { shown = Array(shown.prefix(limit)) }
        if json {
            print(Self.jsonLines(shown, dictionary: dictionary, meaning: meaning), terminator: "")
            return
        }
        var out = strings.coverage(distinct: Self.percent(result.distinctShare), running: Self.percent(result.runningShare),
                                   words: result.words.count) + "\n"
        let toReach = result.wordsToReach(Self.goal)
        if !toReach.isEmpty {
            out += strings.toReach(count: toReach.count, goal: Self.percent(Self.goal)) + " "
                + toReach.prefix(25).map(\.dictionaryForm).joined(separator: " ") + (toReach.count > 25 ? " ..." : "") + "\n"
        }
        if !coverage {
            out += "\n" + Self.table(shown, meaning: meaning,
                                     width: isatty(STDOUT_FILENO) == 1 ? ParserOutputTranslation.terminalWidth : nil)
        }
        // Every line was cleaned when read (the text, the dictionary); this keeps the line breaks.
        print(out.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).removingControlCharacters }
                  .joined(separator: "\n"), terminator: "")
    }

    static func percent(_ share: Double) -> Int { Int((share * 100).rounded(.down)) }

    /// The text of the file, or of standard input.
    private func readText(strings: any MineStrings) throws -> String {
        let path = file ?? "-"
        let data: Data
        if path == "-" {
            data = Self.readStandardInput()
        } else {
            var info = stat()
            guard stat(path, &info) == 0 else {
                StandardStream.error.write("mainichi: " + strings.cannotRead(path, reason: String(cString: strerror(errno))) + "\n")
                throw ExitCode(1)
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                StandardStream.error.write("mainichi: " + strings.cannotRead(path, reason: "not a regular file") + "\n")
                throw ExitCode(1)
            }
            guard let read = FileManager.default.contents(atPath: path) else {
                StandardStream.error.write("mainichi: " + strings.cannotRead(path, reason: String(cString: strerror(errno))) + "\n")
                throw ExitCode(1)
            }
            data = read
        }
        guard var text = String(validating: data, as: UTF8.self) else {
            StandardStream.error.write("mainichi: " + strings.notText(path == "-" ? "standard input" : path) + "\n")
            throw ExitCode(1)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // Untrusted text: controls and escapes out, line by line (lines end sentences).
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)) }.joined(separator: "\n")
    }


    /// Everything on standard input.
    static func readStandardInput() -> Data {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = read(STDIN_FILENO, &buffer, buffer.count)
            if got > 0 { bytes += buffer[0..<got] } else if got < 0 && errno == EINTR { continue } else { break }
        }
        return Data(bytes)
    }

    /// The words as aligned lines: word, reading, count, meaning, first sentence.
    static func table(_ words: [TextCoverage.Word], meaning: (TextCoverage.Word) -> [String], width: Int?) -> String {
        let wordWidth = min(16, words.map { $0.dictionaryForm.displayWidth }.max() ?? 0)
        let readingWidth = min(16, words.map { $0.reading.displayWidth }.max() ?? 0)
        return words.map { word in
            let meaning = meaning(word).prefix(2).joined(separator: "; ")
            var line = word.dictionaryForm.truncated(toWidth: wordWidth).padded(toWidth: wordWidth) + "  "
                + word.reading.truncated(toWidth: readingWidth).padded(toWidth: readingWidth) + "  "
                + String(word.count).padded(toWidth: 4) + meaning + "  " + word.firstSentence
            if let width { line = line.truncated(toWidth: width) }
            return line + "\n"
        }.joined()
    }

    /// One JSON object a word.
    static func jsonLines(_ words: [TextCoverage.Word], dictionary: JapaneseDictionary,
                          meaning: (TextCoverage.Word) -> [String]) -> String {
        struct Line: Encodable {
            var word, reading, knowledge, sentence: String
            var count, jmdict: Int
            var meanings: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return words.map { word in
            let entry = dictionary.entry(at: word.entryPosition)
            let line = Line(word: word.dictionaryForm, reading: word.reading, knowledge: word.knowledge.rawValue,
                            sentence: word.firstSentence, count: word.count, jmdict: entry?.sequence ?? 0,
                            meanings: meaning(word))
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }
}
