/// A word taken from a text to learn (sentence mining): its dictionary form, reading, meanings
/// and the sentence of the text it came in, ready to become an item of the learner's own deck
/// (`Learner.addMinedWords`).
public struct MinedWord: Sendable, Equatable {
    /// The dictionary form (食べる for 食べさせられた), as the text writes its stem.
    public var word: String
    /// Its reading in kana, as the word is written: hiragana, or the word itself for a word
    /// written in kana (コーヒー).
    public var reading: String
    /// English meanings.
    public var meanings: [String]
    /// Korean meanings, when a deck word of the same entry has them.
    public var koreanMeanings: [String]
    /// The part of speech of the first sense, when the dictionary gives one.
    public var partOfSpeech: String?
    /// The sentence of the text it came in (the item's example).
    public var sentence: String
    /// The JMdict entry (`ent_seq`) it was found as, which the item keeps (`UserItem.jmdict`) so
    /// the reader knows the word once added.
    public var jmdict: Int?
    /// The ids the app's deck items for its dictionary entry have (`WordKnowledgeIndex.itemIDs(of:)`),
    /// by which `Learner` tells a word already in reviews from a new one.
    public var itemIDs: [String]

    public init(word: String, reading: String, meanings: [String], koreanMeanings: [String] = [],
                partOfSpeech: String? = nil, sentence: String, jmdict: Int? = nil, itemIDs: [String] = []) {
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.koreanMeanings = koreanMeanings
        self.partOfSpeech = partOfSpeech
        self.sentence = sentence
        self.jmdict = jmdict
        self.itemIDs = itemIDs
    }

    /// The most meanings an item takes from a dictionary entry (JMdict lists every sense).
    public static let maximumMeanings = 4

    /// A dictionary entry as a word the learner adds from the dictionary (`+` on an entry or a
    /// search row), met in no text: by it `Learner.isInReviews` tells whether it has a card already.
    public init(_ entry: DictionaryEntry) {
        self.init(word: entry.headword, reading: entry.reading, meanings: Array(entry.meanings.prefix(Self.maximumMeanings)),
                  partOfSpeech: entry.senses.first.map(\.partOfSpeech).flatMap { $0.isEmpty ? nil : $0 }, sentence: "",
                  jmdict: entry.sequence, itemIDs: WordKnowledgeIndex.itemIDs(of: entry))
    }

    /// A word of a deck (the app's or the learner's own) as the learner adds it to a deck of their
    /// own (`+` on a search row or a word screen), its item's id the card it may have.
    public init(_ item: VocabItem) {
        self.init(word: item.word, reading: item.reading, meanings: item.meanings, koreanMeanings: item.koreanMeanings,
                  partOfSpeech: item.partOfSpeech, sentence: "", itemIDs: [item.id])
    }

    /// The word `form` of the dictionary entry at `entryPosition`, met in `sentence`: the meanings
    /// of the deck word of the same entry when there is one (they are chosen for learners, with
    /// Korean), else the entry's first senses; nil when there is no such entry.
    /// - Parameter reading: the reading the text gives the dictionary form (`GivenReadings`);
    ///   the entry's first when nil. It is kept as the word is written: a word written in kana is
    ///   its own reading (コーヒー, not こーひー), and a reading in katakana in the
    ///   dictionary keeps its katakana (Ｔシャツ: ティーシャツ).
    public init?(form: String, entryPosition: Int, reading given: String? = nil, sentence: String,
                 dictionary: JapaneseDictionary, library: DeckLibrary?) {
        guard let entry = dictionary.entry(at: entryPosition) else { return nil }
        var reading = given ?? entry.readings.first.map { Kana.hiragana(from: $0) } ?? ""
        let folded = Kana.hiragana(from: reading)
        if !reading.isEmpty, Kana.hiragana(from: form) == folded {
            reading = form
        } else if let written = entry.readings.first(where: { Kana.hiragana(from: $0) == folded }) {
            reading = written
        }
        var meanings = Array(entry.meanings.prefix(Self.maximumMeanings)), korean: [String] = []
        if case .vocab(let item)? = library?.items(withIDs: WordKnowledgeIndex.itemIDs(of: entry)).first {
            meanings = item.meanings
            korean = item.koreanMeanings
        }
        let partOfSpeech = entry.senses.first.map(\.partOfSpeech).flatMap { $0.isEmpty ? nil : $0 }
        self.init(word: form, reading: reading.isEmpty ? form : reading, meanings: meanings,
                  koreanMeanings: korean, partOfSpeech: partOfSpeech, sentence: sentence, jmdict: entry.sequence,
                  itemIDs: WordKnowledgeIndex.itemIDs(of: entry))
    }

    /// A word token of the segmented `text` (the Read screen's `+`), with the sentence of `text`
    /// it stands in; nil for a token that is not a dictionary word.
    public init?(_ token: TextToken, in text: String, dictionary: JapaneseDictionary, library: DeckLibrary?) {
        guard token.isWord, let position = token.entryPosition else { return nil }
        self.init(form: token.dictionaryForm ?? token.text, entryPosition: position,
                  sentence: SentenceRanges(text).sentence(containing: token.range.lowerBound),
                  dictionary: dictionary, library: library)
    }

    /// A word of a text's coverage (`mainichi mine`), with its reading there (the text's own when
    /// it gives one) and the first sentence it comes in.
    public init?(_ word: TextCoverage.Word, dictionary: JapaneseDictionary, library: DeckLibrary?) {
        self.init(form: word.dictionaryForm, entryPosition: word.entryPosition, reading: word.reading.isEmpty ? nil : word.reading,
                  sentence: word.firstSentence,
                  dictionary: dictionary, library: library)
    }
}
