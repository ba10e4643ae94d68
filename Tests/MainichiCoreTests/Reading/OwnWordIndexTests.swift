import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A word the learner adds to an own deck counts as theirs in the reader and in `mainichi mine`:
/// the item keeps the dictionary entry it was made from (`jmdict` in the deck file), and an item
/// without one is matched by its word and reading.
@Suite struct OwnWordIndexTests {
    static let dictionary = SegmenterTests.dictionary

    /// A word item of an own deck.
    static func item(_ id: String, word: String, reading: String, jmdict: Int? = nil) -> UserItem {
        var item = UserItem(id: id, day: 1, word: word, reading: reading, meanings: ["meaning"])
        item.jmdict = jmdict
        return item
    }

    @Test func anOwnItemMakesItsWordLearningAndAMatureCardMakesItKnown() throws {
        let dictionary = try #require(Self.dictionary)
        let tokens = Segmenter(dictionary: dictionary).tokens(in: "猫が魚を食べさせられた。")
        let cat = try #require(tokens.first { $0.text == "猫" })
        let ate = try #require(tokens.first { $0.dictionaryForm == "食べる" })
        let catPosition = try #require(cat.entryPosition)
        let atePosition = try #require(ate.entryPosition)
        let catEntry = try #require(dictionary.entry(at: catPosition))
        let ateEntry = try #require(dictionary.entry(at: atePosition))
        // Ids of their own, as mined items have: nothing ties them to the entries but `jmdict`.
        let deck = UserDeck(id: DeckID(rawValue: "reading")!, kind: .vocab, title: "Reading", itemsPerDay: 20, items: [
            Self.item("v:#00000000000000a1", word: "猫", reading: "ねこ", jmdict: catEntry.sequence),
            Self.item("v:#00000000000000a2", word: "食べる", reading: "たべる", jmdict: ateEntry.sequence),
        ])
        let own = OwnWordIndex(decks: [deck], dictionary: dictionary)
        #expect(own.itemIDs(ofSequence: catEntry.sequence) == ["v:#00000000000000a1"])

        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        let without = WordKnowledgeIndex(progress: progress, dictionary: dictionary)
        // In the deck but not in reviews: still new.
        #expect(WordKnowledgeIndex(progress: progress, dictionary: dictionary, ownWords: own).knowledge(of: cat) == .new)
        progress.srs["v:#00000000000000a1"] = SRSCard(due: Date(timeIntervalSince1970: 0))
        var mature = SRSCard(due: Date(timeIntervalSince1970: 0))
        mature.state = .review
        mature.stability = WordKnowledgeIndex.matureStability + 1
        progress.srs["v:#00000000000000a2"] = mature
        #expect(without.knowledge(of: cat) == .new)
        let index = WordKnowledgeIndex(progress: progress, dictionary: dictionary, ownWords: own)
        #expect(index.knowledge(of: cat) == .learning)
        #expect(index.knowledge(of: ate) == .known)
    }

    @Test func anItemWithoutItsEntryIsMatchedByWordAndReading() throws {
        let dictionary = try #require(Self.dictionary)
        let cat = try #require(dictionary.lookup("猫").first { $0.readings.contains("ねこ") })
        let bread = try #require(dictionary.lookup("パン").first { $0.readings.contains("パン") })
        let deck = UserDeck(id: DeckID(rawValue: "typed")!, kind: .vocab, title: "Typed", itemsPerDay: 20, items: [
            Self.item("v:#00000000000000b1", word: "猫", reading: "ねこ"),
            // Katakana as typed, the reading in hiragana.
            Self.item("v:#00000000000000b2", word: "パン", reading: "ぱん"),
            // Spelled as a word but read otherwise: no entry.
            Self.item("v:#00000000000000b3", word: "猫", reading: "いぬ"),
        ])
        let own = OwnWordIndex(decks: [deck], dictionary: dictionary)
        #expect(own.itemIDs(ofSequence: cat.sequence) == ["v:#00000000000000b1"])
        #expect(own.itemIDs(ofSequence: bread.sequence) == ["v:#00000000000000b2"])
        #expect(own.count == 2)
        // A kanji deck's items are no words.
        let kanji = UserDeck(id: DeckID(rawValue: "kanji")!, kind: .kanji, title: "Kanji", itemsPerDay: 10, items: [
            UserItem(id: "k:#00000000000000c1", day: 1, word: "猫", reading: "", meanings: ["cat"],
                     kanji: UserItem.KanjiFields(onyomi: ["ビョウ"], kunyomi: ["ねこ"], strokes: 11, radical: "犬")),
        ])
        #expect(OwnWordIndex(decks: [kanji], dictionary: dictionary).count == 0)
    }

    @Test func theEntryIsKeptInTheDeckFileAndAnOlderFileWithoutItStillReads() throws {
        var item = Self.item("v:#00000000000000d1", word: "猫", reading: "ねこ", jmdict: 1467640)
        let deck = UserDeck(id: DeckID(rawValue: "reading")!, kind: .vocab, title: "Reading", itemsPerDay: 20, items: [item])
        let written = deck.encoded()
        #expect(String(decoding: written, as: UTF8.self).contains("\"jmdict\":1467640"))
        #expect(try JSONDecoder().decode(UserDeck.self, from: written) == deck)
        // The Codable form (the sync log's) keeps it too.
        #expect(try JSONDecoder().decode(UserItem.self, from: JSONEncoder().encode(item)).jmdict == 1467640)
        // A file from before, and one with a value that is no entry number.
        let old = #"{"id":"v:#00000000000000d1","word":"猫","reading":"ねこ","meanings":["cat"],"day":1}"#
        #expect(try JSONDecoder().decode(UserItem.self, from: Data(old.utf8)).jmdict == nil)
        let bad = #"{"id":"v:#00000000000000d1","word":"猫","reading":"ねこ","meanings":["cat"],"day":1,"jmdict":"cat"}"#
        #expect(try JSONDecoder().decode(UserItem.self, from: Data(bad.utf8)).jmdict == nil)
        item.jmdict = nil
        #expect(!String(decoding: UserDeck(id: deck.id, kind: .vocab, title: "R", itemsPerDay: 20, items: [item]).encoded(),
                        as: UTF8.self).contains("jmdict"))
    }

    @Test func anEditKeepsTheEntryWhileTheWordAndReadingStay() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.file("data"), random: SeededRandom(seed: 3))
        let deck = try store.createDeck(title: "Reading", kind: .vocab)
        var draft = UserItemDraft(word: "猫", reading: "ねこ", meanings: ["cat"])
        draft.jmdict = 1467640
        let item = try store.addItem(draft, to: deck.id)
        #expect(item.jmdict == 1467640)
        // The form knows nothing of the entry: a new meaning keeps it, a new word drops it.
        let edited = try store.updateItem(item.id, in: deck.id, with: UserItemDraft(word: "猫", reading: "ねこ", meanings: ["cat", "kitty"]))
        #expect(edited.jmdict == 1467640)
        let renamed = try store.updateItem(item.id, in: deck.id, with: UserItemDraft(word: "犬", reading: "いぬ", meanings: ["dog"]))
        #expect(renamed.jmdict == nil)
    }
}
