#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Learner {
    /// What `addMinedWords` did.
    public struct MiningResult: Sendable, Equatable {
        /// The deck the words went to.
        public var deck: DeckID
        /// Its title.
        public var deckTitle: String
        /// Whether the deck was made for them.
        public var createdDeck: Bool
        /// The items added, in the order of the words.
        public var added: [UserItem]
        /// The words the deck already had (same word and reading), or that came twice.
        public var alreadyInDeck: [MinedWord]
        /// The words left out because they are in the learner's reviews already, from a deck of
        /// the app or another of the learner's decks (`isInReviews`): a second item would be a
        /// second card for the same word.
        public var alreadyInReviews: [MinedWord] = []
        /// The words that make no item (no meaning, a reading not in kana), with the reason.
        public var refused: [Refusal]
        /// How many of the added items went into reviews (those not already there).
        public var addedToReviews: Int
    }

    /// A mined word that makes no item, and why.
    public struct Refusal: Sendable, Equatable {
        public var word: MinedWord
        public var reason: UserDeckError
    }

    /// Adds words taken from a text to the learner's own word deck `name`, each with the sentence
    /// it came in as its example, and puts the new items into reviews (a `reviewsAdded` journal
    /// event), so they come up in the next review.
    ///
    /// The one intent behind `mainichi mine --add DECK` and the Read screen's `+`. The deck is
    /// found by id, else by title (letter case aside), else made (a word deck named `name`).
    /// Words it already holds, with the same word and reading, are not added again, nor words in
    /// the learner's reviews already (`isInReviews`: the one rule every caller relies on). The deck is
    /// written once, atomically, with every new item; then the reviews are saved. The caller holds
    /// the data directory's lock (the app does while it runs; a command takes it).
    /// - Throws: `UserDeckError` (a kanji deck, a bad name, a failed write: nothing was added),
    ///   `StorageError` (the items are in the deck, but the reviews could not be saved).
    public func addMinedWords(_ words: [MinedWord], toDeck name: String, in decks: UserDeckStore) throws -> MiningResult {
        var deck: UserDeck
        var created = false
        if let id = DeckID(rawValue: name), let found = try? decks.deck(id) {
            deck = found
        } else if let found = decks.deck(titled: name) {
            deck = found
        } else {
            deck = try decks.newDeck(title: name, kind: .vocab)
            created = true
        }
        guard deck.kind == .vocab else { throw UserDeckError.wrongKind(deck: deck.id, kind: deck.kind) }
        var known = Set(deck.items.map { Self.miningKey(word: $0.word, reading: $0.reading) })
        var result = MiningResult(deck: deck.id, deckTitle: deck.title, createdDeck: created, added: [],
                                  alreadyInDeck: [], refused: [], addedToReviews: 0)
        let reviewed = ReviewedWords(learner: self, decks: decks)
        for word in words {
            var draft = UserItemDraft(word: word.word, reading: word.reading, meanings: word.meanings,
                                      partOfSpeech: word.partOfSpeech, examples: [UserExample(ja: word.sentence, en: "")])
            draft.koreanMeanings = word.koreanMeanings
            draft.jmdict = word.jmdict
            let clean: UserItemDraft
            do {
                clean = try draft.validated(for: .vocab)
            } catch {
                result.refused.append(Refusal(word: word, reason: error))
                continue
            }
            guard known.insert(Self.miningKey(word: clean.word, reading: clean.reading)).inserted else {
                result.alreadyInDeck.append(word)
                continue
            }
            guard !reviewed.contains(word) else {
                result.alreadyInReviews.append(word)
                continue
            }
            let item = decks.makeItem(clean, kind: .vocab, day: deck.dayForNewItem)
            deck.items.append(item)
            result.added.append(item)
        }
        guard created || !result.added.isEmpty else { return result }
        try decks.save(deck)
        result.addedToReviews = try progress.addToReviews(result.added.map(\.id))
        return result
    }

    /// Whether `word` has a card in the learner's reviews already: the app's deck item of its
    /// dictionary entry (`MinedWord.itemIDs`, or the id a deck item of the same word and reading
    /// has), or an item of one of the learner's own word decks made from that entry or of the
    /// same word and reading. Such a word is not mined again (`addMinedWords` leaves it out), so
    /// it never gets a second card; screens ask this before offering a deck.
    public func isInReviews(_ word: MinedWord, ownDecks decks: UserDeckStore) -> Bool {
        ReviewedWords(learner: self, decks: decks).contains(word)
    }

    /// The learner's cards as mined words are looked up in them: the reviews, and the learner's
    /// own word items by dictionary entry and by word and reading.
    private struct ReviewedWords {
        let srs: [String: SRSCard]
        var ownBySequence: [Int: [String]] = [:]
        var ownByKey: [String: [String]] = [:]

        init(learner: Learner, decks: UserDeckStore) {
            srs = learner.progress.progress.srs
            for deck in decks.decks().decks where deck.kind == .vocab {
                for item in deck.items where srs[item.id] != nil {
                    if let sequence = item.jmdict { ownBySequence[sequence, default: []].append(item.id) }
                    ownByKey[Learner.miningKey(word: item.word, reading: item.reading), default: []].append(item.id)
                }
            }
        }

        func contains(_ word: MinedWord) -> Bool {
            var ids = word.itemIDs + ["v:\(word.word):\(word.reading)"]
            ids += ownByKey[Learner.miningKey(word: word.word, reading: word.reading)] ?? []
            if let sequence = word.jmdict { ids += ownBySequence[sequence] ?? [] }
            return ids.contains { srs[$0] != nil }
        }
    }

    /// What makes two items the same word: the word and its reading in hiragana.
    private static func miningKey(word: String, reading: String) -> String {
        word + "\t" + Kana.hiragana(from: reading)
    }
}
