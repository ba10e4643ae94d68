/// What share of a text the learner knows, and which new words would raise it most.
///
/// Counted over words to learn (not particles, punctuation or names): `distinctShare` is the share
/// of different words known, `runningShare` the share of the running text (each occurrence
/// counted), and `wordsToReach(_:)` the most frequent words not known yet that would bring the
/// running share to a goal.
public struct TextCoverage: Sendable {
    /// One word of the text with how often it comes and where it first does.
    public struct Word: Sendable, Equatable {
        /// The dictionary form.
        public var dictionaryForm: String
        /// Its reading in hiragana (of the dictionary form when known, else of the text).
        public var reading: String
        /// The dictionary entry.
        public var entryPosition: Int
        public var knowledge: WordKnowledge
        /// How often the word comes in the text.
        public var count: Int
        /// The first sentence it comes in.
        public var firstSentence: String
    }

    /// Every word to learn, most frequent first (then in the order they first come).
    public let words: [Word]

    /// Counts the words of `tokens` (of `text`), judged by `knowledge`.
    public init(text: String, tokens: [TextToken], knowledge: (TextToken) -> WordKnowledge, dictionary: JapaneseDictionary) {
        let sentences = SentenceRanges(text)
        var byEntry: [Int: Int] = [:]
        var words: [Word] = []
        for token in tokens {
            guard token.isWord, let position = token.entryPosition else { continue }
            if let index = byEntry[position] {
                words[index].count += 1
                continue
            }
            let judged = knowledge(token)
            guard judged != .ignored else { continue }
            let reading = dictionary.entry(at: position)?.readings.first.map { Kana.hiragana(from: $0) } ?? token.reading ?? ""
            byEntry[position] = words.count
            words.append(Word(dictionaryForm: token.dictionaryForm ?? token.text, reading: reading, entryPosition: position,
                              knowledge: judged, count: 1, firstSentence: sentences.sentence(containing: token.range.lowerBound)))
        }
        let order = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1.entryPosition, $0) })
        self.words = words.sorted { ($0.count, order[$1.entryPosition]!) > ($1.count, order[$0.entryPosition]!) }
    }

    /// Occurrences of words to learn in the text.
    public var runningCount: Int { words.reduce(0) { $0 + $1.count } }

    /// The share (0...1) of different words known.
    public var distinctShare: Double {
        words.isEmpty ? 1 : Double(words.filter { $0.knowledge == .known }.count) / Double(words.count)
    }

    /// The share (0...1) of the running text known.
    public var runningShare: Double {
        runningCount == 0 ? 1 : Double(words.filter { $0.knowledge == .known }.reduce(0) { $0 + $1.count }) / Double(runningCount)
    }

    /// The words not known yet, most frequent first.
    public var unknownWords: [Word] { words.filter { $0.knowledge != .known } }

    /// The fewest unknown words (most frequent first) that bring the running share to `goal`.
    public func wordsToReach(_ goal: Double) -> [Word] {
        var known = words.filter { $0.knowledge == .known }.reduce(0) { $0 + $1.count }
        let running = runningCount  // counted once: it sums every word
        var result: [Word] = []
        for word in unknownWords {
            if running == 0 || Double(known) / Double(running) >= goal { break }
            result.append(word)
            known += word.count
        }
        return result
    }
}

/// The sentences of a text, by character offset: cut after 。！？!? and at line breaks.
struct SentenceRanges {
    private let characters: [Character]
    private let ends: [Int]

    init(_ text: String) {
        characters = Array(text)
        var ends: [Int] = []
        for (index, character) in characters.enumerated() where "。！？!?\n".contains(character) { ends.append(index + 1) }
        if ends.last != characters.count { ends.append(characters.count) }
        self.ends = ends
    }

    /// The sentence holding the character at `offset`, trimmed of spaces.
    func sentence(containing offset: Int) -> String {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let start = low == 0 ? 0 : ends[low - 1]
        let end = ends.isEmpty ? characters.count : ends[low]
        return Whitespace.trim(String(characters[start..<end]))
    }
}
