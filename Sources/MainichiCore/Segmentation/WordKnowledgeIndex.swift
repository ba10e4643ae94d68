/// Tells how well the learner knows each word of a text, from their progress: the marks they set
/// in the reader (`WordMark`: known or ignored, whatever the reviews say), else the deck items a
/// dictionary entry stands for (by spelling and reading, as item ids are made, and the learner's
/// own items made from the entry, `OwnWordIndex`), and their cards.
public struct WordKnowledgeIndex: Sendable {
    /// Stability, in days, from which a card counts as known (Anki's "mature": 21 days).
    public static let matureStability = 21.0

    /// Parts of speech that are grammar, not words to learn.
    static let grammarPartsOfSpeech: Set<String> = [
        "particle", "auxiliary verb", "auxiliary", "auxiliary adjective", "copula", "conjunction",
    ]

    /// Words of grammar that JMdict files as expressions (the copula and its forms).
    static let grammarWords: Set<String> = ["です", "だ", "でしょう", "である", "ます"]

    private let progress: StudyProgress
    private let dictionary: JapaneseDictionary
    private let ownWords: OwnWordIndex

    /// - Parameter ownWords: the learner's own word items by dictionary entry.
    public init(progress: StudyProgress, dictionary: JapaneseDictionary, ownWords: OwnWordIndex = .empty) {
        self.progress = progress
        self.dictionary = dictionary
        self.ownWords = ownWords
    }

    /// The ids deck items would have for the entry: `v:` + spelling + `:` + reading for its first
    /// spellings and readings, and `v:` + reading twice for a word written in kana (no spelling,
    /// or usually written in kana). A word written in kanji does not take the kana id: 杯 はい
    /// "cupful" is not the deck's はい "yes", and knowing one says nothing of the other.
    public static func itemIDs(of entry: DictionaryEntry) -> [String] {
        let readings = entry.readings.prefix(3)
        var ids = entry.spellings.prefix(3).flatMap { spelling in readings.map { "v:\(spelling):\($0)" } }
        if entry.spellings.isEmpty || entry.isUsuallyKana { ids += readings.map { "v:\($0):\($0)" } }
        return ids
    }

    /// How well the learner knows `token`.
    public func knowledge(of token: TextToken) -> WordKnowledge {
        guard token.isWord, let position = token.entryPosition, let entry = dictionary.entry(at: position) else {
            return token.kind == .unknownKanji || token.kind == .unknownKana ? .new : .ignored
        }
        if let first = entry.senses.first, Self.grammarPartsOfSpeech.contains(first.partOfSpeech) { return .ignored }
        if entry.spellings.isEmpty, let reading = entry.readings.first, Self.grammarWords.contains(reading) { return .ignored }
        switch progress.wordMarks[WordMark.key(ofSequence: entry.sequence)] {
        case .known?: return .known
        case .ignored?: return .ignored
        case nil: break
        }
        var best = WordKnowledge.new
        for id in Self.itemIDs(of: entry) + ownWords.itemIDs(ofSequence: entry.sequence) {
            if let card = progress.srs[id] {
                if card.state == .review, let stability = card.stability, stability >= Self.matureStability { return .known }
                best = .learning
            } else if progress.bookmarks[id] != nil || progress.mistakes[id] != nil {
                best = .learning
            }
        }
        return best
    }
}
