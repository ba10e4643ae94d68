import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The learner's own decks (issue 11): files in the data directory, written atomically in the deck
/// format, read by the deck library next to the bundled decks, with ids that survive edits.
@Suite struct UserDeckStoreTests {
    static let cat = UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"], partOfSpeech: "noun",
                                   examples: [UserExample(ja: "猫耳をつける。", en: "I put on cat ears.")], notes: "from a manga",
                                   tags: ["manga"])
    static let magic = UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic"])

    /// A store over a fresh data directory and a library over the fixture decks that lists its decks.
    func make(_ temporary: TemporaryDirectory) throws -> (UserDeckStore, DeckLibrary) {
        let store = UserDeckStore(dataDirectory: temporary.file("data"), random: SeededRandom(seed: 7))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        library.loadUserDecks(from: store.directory)
        store.didChange = { _ in library.reloadUserDecks() }
        return (store, library)
    }

    @Test func aCreatedDeckIsAFileInTheDeckFormatThatTheLibraryLists() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "  Manga words ", kind: .vocab, itemsPerDay: 2)
        #expect(deck.id.rawValue == "manga-words")
        #expect(deck.title == "Manga words")
        let file = temporary.file("data/decks/manga-words.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let summary = try #require(library.summary(id: deck.id))
        #expect(summary.title == "Manga words" && summary.kind == .vocab && summary.level == nil && summary.itemCount == 0)
        #expect(library.isUserDeck(deck.id))
        #expect(library.userSummaries.map(\.deckID) == [deck.id])
        // The level list keeps to the bundled levels.
        #expect(!library.summaries(of: .vocab).contains { $0.deckID == deck.id })

        try store.addItem(Self.cat, to: deck.id)
        try store.addItem(Self.magic, to: deck.id)
        try store.addItem(Self.cat.with(word: "勇者", reading: "ゆうしゃ"), to: deck.id)
        // `mainichi deck check` finds nothing wrong with the file.
        let report = try #require(DeckValidator.check(files: [file.path]).first)
        #expect(report.isValid, "\(report.lines)")
        let loaded = try library.deck(id: deck.id)
        #expect(loaded.items.map(\.headword) == ["猫耳", "魔法", "勇者"])
        #expect(loaded.items.map(\.day) == [1, 1, 2])
        let word = try #require(loaded.items.first?.vocab)
        #expect(word.reading == "ねこみみ" && word.meanings == ["cat ears"] && word.partOfSpeech == "noun")
        #expect(word.examples.map(\.english) == ["I put on cat ears."])
        #expect(word.deck == deck.id && word.level == nil)
        // A second deck of the same title gets its own id.
        #expect(try store.createDeck(title: "Manga words", kind: .vocab).id.rawValue == "manga-words-2")
        #expect(try store.createDeck(title: "日本語", kind: .kanji).id.rawValue == "deck")
        #expect(try store.createDeck(title: "JLPT extra", kind: .vocab).id.rawValue == "my-jlpt-extra")
    }

    @Test func aWordKeepsItsKoreanMeaningsAndItsExamplesKoreanTranslation() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "Cats", kind: .vocab)
        var draft = UserItemDraft(word: "猫", reading: "ねこ", meanings: ["cat"],
                                  examples: [UserExample(ja: "私の猫です。", en: "That's my cat.", ko: " 제 고양이예요.\u{1B}[2J "),
                                             UserExample(ja: "猫だ。", en: "A cat.", ko: "")])
        draft.koreanMeanings = ["고양이"]
        try store.addItem(draft, to: deck.id)
        let text = try String(contentsOf: temporary.file("data/decks/cats.json"), encoding: .utf8)
        #expect(text.contains(#""ko":"제 고양이예요.""#), "\(text)")
        let report = try #require(DeckValidator.check(files: [temporary.file("data/decks/cats.json").path]).first)
        #expect(report.isValid, "\(report.lines)")
        let word = try #require(try library.deck(id: deck.id).items.first?.vocab)
        #expect(word.koreanMeanings == ["고양이"])
        #expect(word.examples.map(\.korean) == ["제 고양이예요.", nil])
    }

    @Test func editingKeepsTheIdAndSoTheProgress() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        let item = try store.addItem(Self.cat, to: deck.id)
        #expect(item.id.hasPrefix("v:#") && item.id.count == 19)
        #expect(DeckKind(itemID: item.id) == .vocab)
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        progress.bookmarks[item.id] = Date(timeIntervalSince1970: 1)

        var draft = UserItemDraft(item)
        draft.word = "ネコミミ"
        draft.reading = "ねこみみ"
        draft.meanings = ["cat ears (costume)"]
        let edited = try store.updateItem(item.id, in: deck.id, with: draft)
        #expect(edited.id == item.id && edited.day == item.day)
        let found = try #require(library.item(withID: item.id))
        #expect(found.headword == "ネコミミ" && found.meanings == ["cat ears (costume)"])
        #expect(progress.isBookmarked(found.id))

        try store.renameDeck(deck.id, to: "Otaku words")
        #expect(library.summary(id: deck.id)?.title == "Otaku words")
        #expect(library.item(withID: item.id)?.deck == deck.id)
    }

    @Test func aRemovedItemComesBackWithUndo() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        let first = try store.addItem(Self.cat, to: deck.id)
        let second = try store.addItem(Self.magic, to: deck.id)
        let removed = try store.removeItem(first.id, from: deck.id)
        #expect(library.item(withID: first.id) == nil)
        #expect(try library.deck(id: deck.id).items.map(\.id) == [second.id])
        try store.restore(removed)
        #expect(try library.deck(id: deck.id).items.map(\.id) == [first.id, second.id])
        #expect(library.item(withID: first.id)?.headword == "猫耳")
        #expect(throws: UserDeckError.unknownItem("v:#nothing")) { try store.removeItem("v:#nothing", from: deck.id) }
    }

    @Test func aDeletedDeckLeavesTheLibraryAndComesBack() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        var changes: [UserDeckStore.Change] = []
        store.didChange = { change in
            changes.append(change)
            library.reloadUserDecks()
        }
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        let item = try store.addItem(Self.cat, to: deck.id)
        try store.deleteDeck(deck.id)
        #expect(library.summary(id: deck.id) == nil)
        #expect(library.item(withID: item.id) == nil)
        #expect(store.deckIDs().isEmpty)
        try store.restoreDeck(deck.id)
        #expect(library.item(withID: item.id)?.headword == "猫耳")
        #expect(changes == [.created(deck.id), .items(deck.id), .deleted(deck.id), .created(deck.id)])
        #expect(throws: UserDeckError.unknownDeck(DeckID(rawValue: "nothing")!)) { try store.deleteDeck(DeckID(rawValue: "nothing")!) }
    }

    @Test func itemsPerDayLaysTheDaysOutAgain() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "Manga words", kind: .vocab, itemsPerDay: 1)
        for word in ["一", "二", "三", "四"] { try store.addItem(Self.magic.with(word: word, reading: "いち"), to: deck.id) }
        #expect(try library.deck(id: deck.id).dayCount == 4)
        try store.setItemsPerDay(deck.id, 3)
        let laid = try library.deck(id: deck.id)
        #expect(laid.dayCount == 2 && laid.itemsPerDay == 3)
        #expect(laid.items.map(\.day) == [1, 1, 1, 2])
        #expect(throws: UserDeckError.invalidItemsPerDay(0)) { try store.setItemsPerDay(deck.id, 0) }
    }

    @Test func badItemsAreRefusedNamingTheField() throws {
        let temporary = TemporaryDirectory()
        let (store, _) = try make(temporary)
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        #expect(throws: UserDeckError.invalidItem(field: "meanings", reason: .empty)) {
            try store.addItem(UserItemDraft(word: "猫", reading: "ねこ", meanings: [" ", ""]), to: deck.id)
        }
        #expect(throws: UserDeckError.invalidItem(field: "reading", reason: .notKana)) {
            try store.addItem(UserItemDraft(word: "猫", reading: "neko", meanings: ["cat"]), to: deck.id)
        }
        #expect(throws: UserDeckError.invalidTitle) { try store.createDeck(title: "   ", kind: .vocab) }
        // Control characters from pasted text never reach the file.
        let item = try store.addItem(UserItemDraft(word: "猫\u{1B}[2J", reading: "ねこ", meanings: ["cat\u{7}"]), to: deck.id)
        #expect(item.word == "猫" && item.meanings == ["cat"])
        #expect(try store.deck(deck.id).items.count == 1)
    }

    @Test func aBrokenDeckFileIsLeftOutAndNamedOnce() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let good = try store.createDeck(title: "Manga words", kind: .vocab)
        temporary.write("{\"format\": 1, \"id\": \"broken\", \"kind\": \"vocab\"", to: "data/decks/broken.json")
        library.reloadUserDecks()
        library.reloadUserDecks()
        #expect(library.userSummaries.map(\.deckID) == [good.id])
        #expect(library.warnings.count { $0.contains("broken.json") } == 1)
        #expect(store.decks().problems.count == 1)
        #expect(store.decks().decks.map(\.id) == [good.id])
    }

    @Test func aKanjiDeckTakesKanjiWithTheirReadings() throws {
        let temporary = TemporaryDirectory()
        let (store, library) = try make(temporary)
        let deck = try store.createDeck(title: "Hard kanji", kind: .kanji)
        #expect(deck.itemsPerDay == 10)
        let source = try #require(library.item(withID: "k:日")?.kanji)
        let item = try store.addItem(UserItemDraft(kanji: source), to: deck.id)
        #expect(item.id.hasPrefix("k:#"))
        let loaded = try #require(library.item(withID: item.id)?.kanji)
        #expect(loaded.kanji == "日" && loaded.onyomi == source.onyomi && loaded.kunyomi == source.kunyomi)
        #expect(loaded.strokes == source.strokes && loaded.meanings == source.meanings)
        #expect(throws: UserDeckError.invalidItem(field: "strokes", reason: .empty)) {
            try store.addItem(UserItemDraft(word: "猫", reading: "", meanings: ["cat"]), to: deck.id)
        }
    }

    /// F2 of the third reliability audit: the app holds a deck in memory, `mainichi import`
    /// (another store on the same directory) adds items to it, then the app renames the deck.
    @Test("A change to a deck another store changed on disk meanwhile keeps what the other wrote")
    func aChangeKeepsWhatAnotherStoreWrote() throws {
        let temporary = TemporaryDirectory()
        let (app, _) = try make(temporary)
        let deck = try app.createDeck(title: "X", kind: .vocab)
        try app.addItem(Self.cat, to: deck.id)
        #expect(try app.deck(deck.id).items.count == 1)
        let command = UserDeckStore(dataDirectory: temporary.file("data"), random: SeededRandom(seed: 8))
        try command.addItem(Self.magic, to: deck.id)
        try command.addItem(Self.magic.with(word: "魔女", reading: "まじょ"), to: deck.id)
        try app.renameDeck(deck.id, to: "Renamed")
        let saved = try UserDeckStore(dataDirectory: temporary.file("data")).deck(deck.id)
        #expect(saved.title == "Renamed")
        #expect(saved.items.map(\.word) == ["猫耳", "魔法", "魔女"])
        // And the other way round: the command's store sees the app's rename before its next change.
        try command.addItem(Self.magic.with(word: "魔王", reading: "まおう"), to: deck.id)
        #expect(try app.deck(deck.id).title == "Renamed")
        #expect(try app.deck(deck.id).items.count == 4)
        // A deck deleted by the other store is gone, not brought back from memory.
        try command.deleteDeck(deck.id)
        #expect(throws: UserDeckError.unknownDeck(deck.id)) { try app.deck(deck.id) }
    }
}

extension UserItemDraft {
    /// The draft with another word and reading.
    func with(word: String, reading: String) -> UserItemDraft {
        var draft = self
        draft.word = word
        draft.reading = reading
        return draft
    }
}
