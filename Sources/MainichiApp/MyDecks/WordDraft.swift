#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// A word as the learner writes it in the Add word form: what a user deck stores for a word,
/// before the store gives it an id.
public struct WordDraft: Sendable, Equatable {
    /// The word as written (kanji or kana).
    public var word: String
    /// The reading in kana; may be empty for a word written in kana.
    public var reading: String
    /// English meanings, most important first.
    public var meanings: [String]
    /// Korean meanings, kept from the word the draft was made from (a deck's `ko`); not edited by
    /// the form.
    public var koreanMeanings: [String] = []
    /// The part of speech in learner terms, or empty.
    public var partOfSpeech: String
    /// Example sentences; the form edits the first and keeps the others.
    public var examples: [ExampleSentence]
    /// Free notes (an imported file's notes columns); the form does not show them and keeps them.
    public var notes: String

    public init(word: String = "", reading: String = "", meanings: [String] = [], partOfSpeech: String = "",
                examples: [ExampleSentence] = [], notes: String = "") {
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.partOfSpeech = partOfSpeech
        self.examples = examples
        self.notes = notes
    }

    /// The draft of an existing word, to edit it.
    public init(_ item: VocabItem) {
        self.init(word: item.word, reading: item.reading, meanings: item.meanings,
                  partOfSpeech: item.partOfSpeech ?? "", examples: item.examples)
        koreanMeanings = item.koreanMeanings
    }

    /// A draft filled from a dictionary entry: its headword, first reading, the first gloss of
    /// each sense, and the first sense's part of speech; `examples` (from a deck that has the
    /// word) when given.
    public init(_ entry: DictionaryEntry, examples: [ExampleSentence] = []) {
        self.init(word: entry.headword, reading: entry.reading, meanings: entry.meanings,
                  partOfSpeech: entry.senses.first?.partOfSpeech ?? "", examples: examples)
    }

    /// The reading to store: the reading, else the word itself when it is written in kana.
    public var effectiveReading: String {
        reading.isEmpty && TextClass.of(word) == .kana ? word : reading
    }
}
