/// One vocabulary word of a deck.
public struct VocabItem: Sendable, Equatable, Hashable, Identifiable {
    /// A stable id derived from the content, such as "v:食べる:たべる".
    public var id: String
    /// The headword as usually written: "食べる".
    public var word: String
    /// The reading in kana; equal to `word` for kana-only words.
    public var reading: String
    /// English meanings, most important first; never empty.
    public var meanings: [String]
    /// Korean meanings (the deck's `ko`: "공부(하다)"), most important first; empty when the deck
    /// gives none. See `meanings(in:)`.
    public var koreanMeanings: [String] = []
    /// A short Korean note on how the word differs in use from its Korean equivalents (`koNote`),
    /// if the deck gives one.
    public var koreanNote: String?
    /// The study day within the level, from 1.
    public var day: Int
    /// The JLPT level of the deck the item belongs to, when that deck has one.
    public var level: Level?
    /// The deck the item belongs to.
    public var deck: DeckID
    /// Other ways to write the word.
    public var alternates: [String]
    /// Example sentences, possibly none.
    public var examples: [ExampleSentence]
    /// The part of speech in learner terms ("godan verb, intransitive", "な-adjective"), if known.
    public var partOfSpeech: String?
    /// The mora after which the pitch drops (0 for none), if the deck gives it; see `pitchAccent`.
    public var pitch: Int?
    /// The name of the word's own recording in `media/` of the data directory (a learner's deck
    /// item's `audio`, checked by `AudioFileName`); nil for the bundled decks.
    public var audio: String?
    /// The learner's own notes on the word (an own deck's `notes`: an imported note's other
    /// fields, images named, or what the learner wrote); nil for the bundled decks.
    public var notes: String?

    public init(
        id: String, word: String, reading: String, meanings: [String], day: Int, level: Level?,
        alternates: [String] = [], examples: [ExampleSentence] = [], partOfSpeech: String? = nil,
        pitch: Int? = nil, deck: DeckID? = nil
    ) {
        self.id = id
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.day = day
        self.level = level
        self.deck = deck ?? level.map { DeckID.jlpt(kind: .vocab, level: $0) } ?? DeckID(rawValue: "unnamed")!
        self.alternates = alternates
        self.examples = examples
        self.partOfSpeech = partOfSpeech
        self.pitch = pitch
    }

    /// The word's pitch accent over its reading, when the deck gives one.
    public var pitchAccent: PitchAccent? {
        pitch.flatMap { PitchAccent(reading: reading, downstep: $0) }
    }

    /// Whether the word is written in kana only (its reading is the word itself).
    public var isKanaOnly: Bool { word == reading }
}
