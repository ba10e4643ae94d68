/// One entry of the offline dictionary (JMdict): its spellings, readings and senses.
public struct DictionaryEntry: Sendable, Equatable, Identifiable {
    /// The entry's position in the dictionary file (common entries first).
    public var position: Int
    /// The JMdict entry number (`ent_seq`), which deck items carry as `jmdict`.
    public var sequence: Int
    /// The written forms, most usual first; empty for a word written only in kana.
    public var spellings: [String]
    /// The readings in kana, most usual first.
    public var readings: [String]
    /// Whether JMdict marks any spelling or reading as common (a frequency tag).
    public var isCommon: Bool
    /// The JLPT level of the deck word with this entry, nil when no deck has it.
    public var level: Level?
    /// The senses, most common first.
    public var senses: [DictionarySense]
    /// Whether JMdict marks the first sense as usually written in kana (為る is する, 彼 is read
    /// かれ but あれ is written あれ).
    public var isUsuallyKana = false

    public var id: Int { sequence }

    /// The form a row shows: the first spelling, else the first reading.
    public var headword: String { spellings.first ?? readings.first ?? "" }

    /// The first reading.
    public var reading: String { readings.first ?? "" }

    /// The spellings other than the headword.
    public var otherSpellings: [String] { Array(spellings.dropFirst()) }

    /// One meaning per sense (its first gloss), for a one-line column.
    public var meanings: [String] { senses.compactMap(\.glosses.first) }

    /// Whether the entry is in one of the decks.
    public var isInDecks: Bool { level != nil }
}

/// One sense of a dictionary entry: its part of speech in learner terms and its English glosses.
public struct DictionarySense: Sendable, Equatable {
    /// "noun", "godan verb, intransitive", ...; empty when JMdict gives none.
    public var partOfSpeech: String
    /// The English glosses.
    public var glosses: [String]

    public init(partOfSpeech: String, glosses: [String]) {
        self.partOfSpeech = partOfSpeech
        self.glosses = glosses
    }
}
