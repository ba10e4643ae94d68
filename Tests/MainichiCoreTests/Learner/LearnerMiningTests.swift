import Foundation
import TestSupport
@testable import MainichiCore
import Testing

/// `Learner.addMinedWords`: words from a text into the learner's own deck with their sentence,
/// and into reviews; the one intent behind `mainichi mine --add` and the Read screen's `+`.
@Suite("Learner: mined words")
struct LearnerMiningTests {
    let temporary = TemporaryDirectory()
    let clock = TestClock()

    func learner() throws -> (Learner, UserDeckStore) {
        let data = temporary.file("data")
        let progress = try ProgressStore(directory: data, clock: clock.closure)
        let learner = Learner(progress: progress, settings: try SettingsStore(directory: temporary.file("config")),
                              clock: clock.closure, zone: LostWorkTests.utc)
        return (learner, UserDeckStore(dataDirectory: data, random: SeededRandom(seed: 25)))
    }

    static let eat = MinedWord(word: "食べる", reading: "たべる", meanings: ["to eat"], koreanMeanings: ["먹다"],
                               partOfSpeech: "ichidan verb", sentence: "猫は魚を食べる。")
    static let movie = MinedWord(word: "映画", reading: "えいが", meanings: ["movie"], sentence: "映画を見に行きましょう。")

    @Test("A missing deck is made; each word becomes an item with its sentence as the example, and a new card in reviews")
    func addsToNewDeck() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        let result = try learner.addMinedWords([Self.eat, Self.movie], toDeck: "Anime", in: decks)
        #expect(result.createdDeck && result.deckTitle == "Anime" && result.deck.rawValue == "anime")
        #expect(result.added.map(\.word) == ["食べる", "映画"] && result.addedToReviews == 2)
        let deck = try decks.deck(result.deck)
        #expect(deck.kind == .vocab && deck.items.map(\.word) == ["食べる", "映画"])
        #expect(deck.items[0].examples == [UserExample(ja: "猫は魚を食べる。", en: "")])
        #expect(deck.items[0].koreanMeanings == ["먹다"] && deck.items[0].partOfSpeech == "ichidan verb")
        for item in deck.items { #expect(learner.progress.progress.srs[item.id] != nil, "\(item.word) is in reviews") }
    }

    @Test("Words the deck has (by id or title, any letter case) are not added twice, nor a word that comes twice")
    func noDuplicates() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        let first = try learner.addMinedWords([Self.eat], toDeck: "Anime", in: decks)
        let again = try learner.addMinedWords([Self.eat, Self.movie, Self.movie], toDeck: "anime", in: decks)
        #expect(!again.createdDeck && again.deck == first.deck)
        #expect(again.added.map(\.word) == ["映画"])
        #expect(again.alreadyInDeck.map(\.word) == ["食べる", "映画"])
        #expect(try decks.deck(first.deck).items.map(\.word) == ["食べる", "映画"])
        let byTitle = try learner.addMinedWords([Self.eat], toDeck: "ANIME", in: decks)
        #expect(byTitle.deck == first.deck && byTitle.added.isEmpty && decks.deckIDs().count == 1)
    }

    @Test("The deck file keeps the sentence without a translation, and reads back the same")
    func roundTrip() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        let result = try learner.addMinedWords([Self.movie], toDeck: "Reading", in: decks)
        let text = String(decoding: try Data(contentsOf: decks.fileURL(of: result.deck)), as: UTF8.self)
        #expect(text.contains(#""examples":[{"ja":"映画を見に行きましょう。"}]"#), "\(text)")
        let fresh = UserDeckStore(dataDirectory: temporary.file("data"))
        #expect(try fresh.deck(result.deck).items.first?.examples.first == UserExample(ja: "映画を見に行きましょう。", en: ""))
    }

    @Test("A word with no meaning is refused and named; a kanji deck refuses words and nothing is written")
    func refusals() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        let bare = MinedWord(word: "謎", reading: "なぞ", meanings: [], sentence: "謎だ。")
        let result = try learner.addMinedWords([bare, Self.movie], toDeck: "Words", in: decks)
        #expect(result.refused == [Learner.Refusal(word: bare, reason: .invalidItem(field: "meanings", reason: .empty))])
        #expect(result.added.map(\.word) == ["映画"])
        let kanji = try decks.createDeck(title: "Kanji", kind: .kanji)
        #expect(throws: UserDeckError.wrongKind(deck: kanji.id, kind: .kanji)) {
            try learner.addMinedWords([Self.eat], toDeck: "Kanji", in: decks)
        }
        #expect(try decks.deck(kanji.id).items.isEmpty)
        #expect(learner.progress.progress.srs.count == 1)
    }

    @Test("A word in reviews from a deck of the app gets no second card in the learner's deck, and is named")
    func wordInReviewsFromAppDeck() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        // The N5 deck's パン has the id of its entry's katakana reading, as the reader finds it.
        let bread = MinedWord(word: "パン", reading: "ぱん", meanings: ["bread"], sentence: "パンを食べる。",
                              itemIDs: ["v:パン:パン"])
        try learner.progress.addToReviews(["v:パン:パン", "v:食べる:たべる"])
        #expect(learner.isInReviews(bread, ownDecks: decks) && learner.isInReviews(Self.eat, ownDecks: decks))
        #expect(!learner.isInReviews(Self.movie, ownDecks: decks))
        let result = try learner.addMinedWords([bread, Self.eat, Self.movie], toDeck: "Anime", in: decks)
        #expect(result.added.map(\.word) == ["映画"] && result.addedToReviews == 1)
        #expect(result.alreadyInReviews.map(\.word) == ["パン", "食べる"])
        #expect(try decks.deck(result.deck).items.map(\.word) == ["映画"])
        #expect(learner.progress.progress.srs.count == 3)
    }

    @Test("A word one of the learner's decks put in reviews is not added to another deck (by entry, or by word and reading)")
    func wordInReviewsFromOwnDeck() throws {
        let (learner, decks) = try learner()
        defer { learner.progress.close() }
        var movie = Self.movie
        movie.jmdict = 1_171_270
        _ = try learner.addMinedWords([movie], toDeck: "Anime", in: decks)
        // The same entry spelled another way, and the same word and reading without an entry.
        var sameEntry = movie
        sameEntry.word = "えいが"
        let other = try learner.addMinedWords([sameEntry, Self.movie], toDeck: "News", in: decks)
        #expect(other.added.isEmpty && other.addedToReviews == 0)
        #expect(other.alreadyInReviews.map(\.word) == ["えいが", "映画"])
        #expect(try decks.deck(other.deck).items.isEmpty)
        #expect(learner.progress.progress.srs.count == 1)
    }
}
