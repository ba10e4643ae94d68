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
/// would bring the running text to 95%, then every new word (not studied yet), most frequent
/// first: word, reading, how often, meaning and the first sentence it comes in; `--known` lists
/// every word with how well it is known. `--json` prints one JSON object
/// a word instead; `--coverage` only the figures. `--add DECK` adds the new words listed to an own
/// deck with their sentences (`Learner.addMinedWords`) and prints what it added.
///
/// The text is read by the core's `ReadingDocument`: UTF-8, UTF-16, Shift_JIS or EUC-JP, plain,
/// subtitles (SRT, ASS) or Aozora Bunko.
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

    @Option(help: ArgumentHelp(ArgumentLanguage.mine.addHelp, valueName: "deck"))
    var add: String?

    func validate() throws {
        if limit < 0 { throw ValidationError(CommandLanguage.strings(ArgumentLanguage.current).limitMustBe) }
        if add != nil, json || coverage { throw ValidationError(ArgumentLanguage.mine.addAlone) }
    }

    func run() throws {
        let strings = ArgumentLanguage.mine
        let document = try readDocument()
        // A book's title page and colophon are not counted or mined.
        let text = document.bodyText
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
        // Adding writes the learner's decks and reviews: under the data directory's lock, which
        // the progress store takes (refused while the app is open on it).
        var learner: Learner?
        defer { learner?.progress.close() }
        do {
            if add != nil {
                let store = try ProgressStore(directory: directories.data)
                learner = Learner(progress: store, settings: try SettingsStore(directory: directories.config))
                progress = store.progress
            } else {
                let read = try ProgressStore.readWithoutLock(directory: directories.data)
                for notice in read.notices {
                    StandardStream.error.write("mainichi: \(ErrorText.text(notice, language: ArgumentLanguage.current))\n")
                }
                progress = read.progress
            }
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        // Read as the text's own readings say (Aozora ruby), as the Read screen reads it.
        let words = document.bodyWords(segmenter: Segmenter(dictionary: dictionary), dictionary: dictionary)
        // The learner's own words count as theirs: a word added with --add is no longer new.
        let ownWords = OwnWordIndex(decks: UserDeckStore(dataDirectory: directories.data).decks().decks, dictionary: dictionary)
        let index = WordKnowledgeIndex(progress: progress, dictionary: dictionary, ownWords: ownWords)
        let result = TextCoverage(text: text, tokens: words.tokens, knowledge: index.knowledge(of:), dictionary: dictionary)
            .reading(as: words.readingsByEntry)
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
        // The words to mine: the new ones (a word the learner studies is theirs already: it is
        // counted, not listed again); --known lists every word with how well it is known.
        let studying = result.words.count { $0.knowledge == .learning }
        var shown = known ? result.words : result.words.filter { $0.knowledge == .new }
        if limit > 0 { shown = Array(shown.prefix(limit)) }
        if let add, let learner {
            try addWords(shown, to: add, learner: learner, dictionary: dictionary, library: library,
                         data: directories.data, language: language, studying: studying)
            return
        }
        if json, coverage {
            print(Self.jsonFigures(result), terminator: "")
            return
        }
        if json {
            print(Self.jsonLines(shown, dictionary: dictionary, meaning: meaning), terminator: "")
            return
        }
        let width = Self.terminalWidth
        var out = Self.fitted(strings.coverage(distinct: Self.percent(result.distinctShare), running: Self.percent(result.runningShare),
                                               words: result.words.count), width: width)
        let toReach = result.wordsToReach(Self.goal)
        if !toReach.isEmpty {
            out += Self.fitted(strings.toReach(count: toReach.count, goal: Self.percent(Self.goal)) + " "
                + toReach.prefix(25).map(\.dictionaryForm).joined(separator: " ") + (toReach.count > 25 ? " ..." : ""), width: width)
        }
        if !coverage {
            let knowledgeName: ((WordKnowledge) -> String)? = known ? { strings.knowledge($0) } : nil
            out += "\n" + Self.table(shown, meaning: meaning, knowledge: knowledgeName, width: width)
            if !known, studying > 0 { out += Self.fitted(strings.studyingNotListed(studying), width: width) }
        }
        // Every line was cleaned when read (the text, the dictionary); this keeps the line breaks.
        print(out.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).removingControlCharacters }
                  .joined(separator: "\n"), terminator: "")
    }

    static func percent(_ share: Double) -> Int { Int((share * 100).rounded(.down)) }

    /// The document in the file, or on standard input, or the error naming it on standard error.
    private func readDocument() throws -> ReadingDocument {
        let path = file ?? "-"
        do {
            if path == "-" {
                // Nothing piped in: say what the wait is for, so the command does not look stuck.
                if isatty(STDIN_FILENO) == 1 { StandardStream.error.write(ArgumentLanguage.mine.typeTheText + "\n") }
                return try ReadingDocument.load(bytes: [UInt8](Self.readStandardInput()), name: ArgumentLanguage.mine.standardInput)
            }
            return try ReadingDocument.load(path: path)
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
    }

    /// Adds the new words of `words` to the learner's deck `name` and prints what was added.
    private func addWords(_ words: [TextCoverage.Word], to name: String, learner: Learner, dictionary: JapaneseDictionary,
                          library: DeckLibrary?, data: URL, language: MeaningLanguage, studying: Int) throws {
        let strings = ArgumentLanguage.mine
        let new = words.filter { $0.knowledge == .new }
        let mined = new.compactMap { MinedWord($0, dictionary: dictionary, library: library) }
        let outcome: Learner.MiningResult
        do {
            outcome = try learner.addMinedWords(mined, toDeck: name, in: UserDeckStore(dataDirectory: data))
        } catch {
            StandardStream.error.write("mainichi: \(ArgumentLanguage.describe(error))\n")
            throw ExitCode(1)
        }
        let title = TextSanitizer.sanitize(outcome.deckTitle)
        let width = Self.terminalWidth
        var out = Self.fitted(strings.added(outcome.added.count, deck: title, id: outcome.deck.rawValue, created: outcome.createdDeck),
                              width: width)
        let wordWidth = min(16, outcome.added.map(\.word.displayWidth).max() ?? 0)
        let readingWidth = min(16, outcome.added.map { Self.reading(beside: $0.word, $0.reading).displayWidth }.max() ?? 0)
        for item in outcome.added {
            let meaning = (language == .english || item.koreanMeanings.isEmpty ? item.meanings : item.koreanMeanings)
                .prefix(2).joined(separator: "; ")
            let line = "  + " + item.word.truncated(toWidth: wordWidth).padded(toWidth: wordWidth) + "  "
                + Self.reading(beside: item.word, item.reading).truncated(toWidth: readingWidth).padded(toWidth: readingWidth)
                + "  " + meaning
            out += (width.map { line.truncated(toWidth: $0) } ?? line) + "\n"
        }
        if outcome.addedToReviews > 0 { out += Self.fitted(strings.inReviews(outcome.addedToReviews), width: width) }
        if !outcome.alreadyInDeck.isEmpty {
            out += Self.fitted(strings.alreadyInDeck(outcome.alreadyInDeck.map(\.word)), width: width)
        }
        if !outcome.alreadyInReviews.isEmpty {
            out += Self.fitted(strings.alreadyInReviews(outcome.alreadyInReviews.map(\.word)), width: width)
        }
        let learning = known ? words.count - new.count : studying
        if learning > 0 { out += Self.fitted(strings.leftOutLearning(learning), width: width) }
        for refusal in outcome.refused {
            out += Self.fitted(strings.refused(refusal.word.word, reason: ArgumentLanguage.describe(refusal.reason)), width: width)
        }
        print(out.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).removingControlCharacters }
                  .joined(separator: "\n"), terminator: "")
    }

    /// The terminal's width when standard output is one, else nil (a pipe or a file takes whole lines).
    static var terminalWidth: Int? { isatty(STDOUT_FILENO) == 1 ? ParserOutputTranslation.measureTerminalWidth() : nil }

    /// `text` as lines ending in a line break: wrapped between words to `width` (a terminal), as
    /// it is when there is no width.
    static func fitted(_ text: String, width: Int?) -> String {
        guard let width else { return text + "\n" }
        return text.wrapped(toWidth: max(1, width)).map { $0 + "\n" }.joined()
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

    /// The reading printed beside `word`: none for a word written in kana (コーヒー, する), whose
    /// reading the core gives in hiragana (こーひー) and which says nothing the word does not, as
    /// the Read screen's words list shows it; else `reading`.
    static func reading(beside word: String, _ reading: String) -> String {
        Kana.hiragana(from: word) == Kana.hiragana(from: reading) ? "" : reading
    }

    /// The words as aligned lines: word, reading, count, how well it is known (when `knowledge`
    /// names it), meaning, first sentence.
    static func table(_ words: [TextCoverage.Word], meaning: (TextCoverage.Word) -> [String],
                      knowledge: ((WordKnowledge) -> String)? = nil, width: Int?) -> String {
        let wordWidth = min(16, words.map { $0.dictionaryForm.displayWidth }.max() ?? 0)
        let readingWidth = min(16, words.map { reading(beside: $0.dictionaryForm, $0.reading).displayWidth }.max() ?? 0)
        let knowledgeWidth = knowledge.map { name in words.map { name($0.knowledge).displayWidth }.max() ?? 0 } ?? 0
        return words.map { word in
            let meaning = meaning(word).prefix(2).joined(separator: "; ")
            var line = word.dictionaryForm.truncated(toWidth: wordWidth).padded(toWidth: wordWidth) + "  "
                + reading(beside: word.dictionaryForm, word.reading).truncated(toWidth: readingWidth).padded(toWidth: readingWidth) + "  "
                + String(word.count).padded(toWidth: 4)
            if let knowledge { line += knowledge(word.knowledge).padded(toWidth: knowledgeWidth) + "  " }
            line += meaning + "  " + word.firstSentence
            if let width { line = line.truncated(toWidth: width) }
            return line + "\n"
        }.joined()
    }

    /// The figures of `--coverage` as one JSON object: how many words, the shares known (whole
    /// percents, as the text gives them), the goal and the words that reach it.
    static func jsonFigures(_ result: TextCoverage) -> String {
        struct Figures: Encodable {
            var words, knownPercent, knownRunningPercent, goal: Int
            var wordsToReach: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let figures = Figures(words: result.words.count, knownPercent: percent(result.distinctShare),
                              knownRunningPercent: percent(result.runningShare), goal: percent(goal),
                              wordsToReach: result.wordsToReach(goal).map(\.dictionaryForm))
        return String(decoding: (try? encoder.encode(figures)) ?? Data(), as: UTF8.self) + "\n"
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
            // A word written in kana is its own reading, as written (コーヒー, not こーひー).
            let reading = reading(beside: word.dictionaryForm, word.reading).isEmpty ? word.dictionaryForm : word.reading
            let line = Line(word: word.dictionaryForm, reading: reading, knowledge: word.knowledge.rawValue,
                            sentence: word.firstSentence, count: word.count, jmdict: entry?.sequence ?? 0,
                            meanings: meaning(word))
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }
}
