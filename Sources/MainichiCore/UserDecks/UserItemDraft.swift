#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the learner typed for a new or edited item: everything but its id and day.
public struct UserItemDraft: Sendable, Equatable {
    public var word: String
    public var reading: String
    public var meanings: [String]
    /// Korean meanings, possibly none.
    public var koreanMeanings: [String] = []
    public var partOfSpeech: String?
    public var examples: [UserExample]
    public var notes: String?
    public var tags: [String]
    public var guid: String?
    public var needsCheck: Bool
    /// The name of the item's own recording in `media/` (`UserItem.audio`).
    public var audio: String?
    /// A kanji's readings, stroke count and radical; required in a kanji deck, nil in a word deck.
    public var kanji: UserItem.KanjiFields?
    /// The JMdict entry the word was made from (`UserItem.jmdict`), when it came from the dictionary.
    public var jmdict: Int?

    public init(word: String, reading: String, meanings: [String], partOfSpeech: String? = nil, examples: [UserExample] = [],
                notes: String? = nil, tags: [String] = [], guid: String? = nil, needsCheck: Bool = false,
                kanji: UserItem.KanjiFields? = nil) {
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.partOfSpeech = partOfSpeech
        self.examples = examples
        self.notes = notes
        self.tags = tags
        self.guid = guid
        self.needsCheck = needsCheck
        self.kanji = kanji
    }

    /// The draft of an existing item (to edit it).
    public init(_ item: UserItem) {
        self.init(word: item.word, reading: item.reading, meanings: item.meanings, partOfSpeech: item.partOfSpeech,
                  examples: item.examples, notes: item.notes, tags: item.tags, guid: item.guid, needsCheck: item.needsCheck,
                  kanji: item.kanji)
        koreanMeanings = item.koreanMeanings
        audio = item.audio
        jmdict = item.jmdict
    }

    /// A kanji draft with the readings, strokes, radical and meanings of a deck's kanji (a bundled one).
    public init(kanji item: KanjiItem) {
        self.init(word: item.kanji, reading: "", meanings: item.meanings,
                  kanji: UserItem.KanjiFields(onyomi: item.onyomi, kunyomi: item.kunyomi, strokes: item.strokes, radical: item.radical))
        koreanMeanings = item.koreanMeanings
    }

    /// The draft cleaned (control characters removed, blanks trimmed, empty meanings dropped) and
    /// checked for a deck of `kind`.
    /// - Parameter cleaning: false for text already cleaned (an import's fields, which the reader
    ///   sanitizes and trims): only empty meanings and tags are dropped.
    /// - Throws: `UserDeckError.invalidItem` naming the field that is missing or wrong.
    func validated(for kind: DeckKind, cleaning: Bool = true) throws(UserDeckError) -> UserItemDraft {
        func clean(_ text: String) -> String { cleaning ? TextSanitizer.sanitize(text).trimmingBlanks : text }
        var draft = self
        draft.word = clean(word)
        draft.reading = clean(reading)
        draft.meanings = meanings.map(clean).filter { !$0.isEmpty }
        draft.koreanMeanings = koreanMeanings.map(clean).filter { !$0.isEmpty }
        draft.partOfSpeech = partOfSpeech.map(clean).flatMap { $0.isEmpty ? nil : $0 }
        draft.examples = examples.map { UserExample(ja: clean($0.ja), en: clean($0.en), ko: $0.ko.map(clean).flatMap { $0.isEmpty ? nil : $0 }) }
            .filter { !$0.ja.isEmpty }
        draft.notes = !cleaning ? notes.flatMap { $0.isEmpty ? nil : $0 } : notes.map { note in
            note.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }.joined(separator: "\n")
        }.flatMap { $0.isEmpty ? nil : $0 }
        draft.tags = tags.map(clean).filter { !$0.isEmpty }
        draft.guid = guid.map(clean).flatMap { $0.isEmpty ? nil : $0 }
        draft.audio = audio.flatMap(AudioFileName.checked)
        guard !draft.word.isEmpty else { throw .invalidItem(field: "word", reason: .empty) }
        guard !draft.meanings.isEmpty else { throw .invalidItem(field: "meanings", reason: .empty) }
        switch kind {
        case .vocab:
            guard !draft.reading.isEmpty else { throw .invalidItem(field: "reading", reason: .empty) }
            guard draft.reading.allSatisfy(Kana.isKana) else { throw .invalidItem(field: "reading", reason: .notKana) }
            draft.kanji = nil
            if let jmdict, jmdict <= 0 { draft.jmdict = nil }
        case .kanji:
            guard draft.word.count == 1 else { throw .invalidItem(field: "kanji", reason: .notOneCharacter) }
            guard var fields = draft.kanji else { throw .invalidItem(field: "strokes", reason: .empty) }
            fields.radical = clean(fields.radical)
            fields.onyomi = fields.onyomi.map(clean).filter { !$0.isEmpty }
            fields.kunyomi = fields.kunyomi.map(clean).filter { !$0.isEmpty }
            guard fields.strokes >= 1 else { throw .invalidItem(field: "strokes", reason: .outOfRange) }
            guard !fields.radical.isEmpty else { throw .invalidItem(field: "radical", reason: .empty) }
            draft.kanji = fields
            draft.reading = ""
            draft.jmdict = nil
        }
        return draft
    }
}
