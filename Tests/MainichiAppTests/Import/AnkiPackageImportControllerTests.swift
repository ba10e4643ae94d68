import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The Anki package preview opened from the Import screen: note types with their fields' roles
/// (changeable), decks, and on confirming the decks, the review history and the audio written.
@Suite("Anki package import screen")
struct AnkiPackageImportControllerTests {
    /// Gives a fixed collection for any path, and records the media asked for.
    final class FakeReader: AnkiPackageReading, @unchecked Sendable {
        var copied: Set<String> = []
        var collection = AnkiPackageImportControllerTests.collection

        func read(packageAt url: URL) throws(AnkiPackageError) -> AnkiCollection {
            guard url.lastPathComponent == "japanese.apkg" else { throw .notAZip(file: url.path) }
            return collection
        }

        func copyMedia(_ names: Set<String>, fromPackageAt url: URL, into directory: URL) throws(AnkiPackageError) -> [String] {
            copied = names
            return names.sorted()
        }
    }

    /// Two vocabulary notes in "Japanese::Core", the first reviewed twice and its reversed card
    /// (card 2) once, and their audio.
    static let collection: AnkiCollection = {
        let start = Date(timeIntervalSince1970: 1_767_571_200) // 2026-01-05 00:00 UTC
        let type = AnkiNoteType(id: 7, name: "Vocab", fieldNames: ["Expression", "Meaning", "Audio"])
        let notes = [
            AnkiNote(id: 1, guid: "guid-one", noteTypeID: 7, fields: ["猫[ねこ]", "cat", "[sound:neko.mp3]"], tags: ["animal"]),
            AnkiNote(id: 2, guid: "guid-two", noteTypeID: 7, fields: ["犬[いぬ]", "dog", ""], tags: []),
        ]
        let cards = [
            AnkiCard(id: 11, noteID: 1, deckID: 3, ordinal: 0, type: 2, queue: 2, due: 20, interval: 10),
            AnkiCard(id: 12, noteID: 2, deckID: 3, ordinal: 0, type: 0, queue: 0, due: 1, interval: 0),
            AnkiCard(id: 13, noteID: 1, deckID: 3, ordinal: 1, type: 2, queue: 2, due: 12, interval: 5),
        ]
        let reviews = [
            AnkiReview(id: 1_767_600_000_000, cardID: 11, ease: 3, type: 0, duration: 3000),
            AnkiReview(id: 1_767_600_060_000, cardID: 13, ease: 3, type: 0, duration: 4000),
            AnkiReview(id: 1_768_000_000_000, cardID: 11, ease: 3, type: 1, duration: 2000),
        ]
        return AnkiCollection(format: .anki21b, createdAt: start, noteTypes: [type], decks: [3: "Japanese::Core"],
                              notes: notes, cards: cards, reviews: reviews, mediaNames: ["neko.mp3"])
    }()

    static func open(size: Size = Size(width: 80, height: 24), korean: Bool = false,
                     collection: AnkiCollection = collection) throws -> (TestApp, FakeReader) {
        let store = FakeUserDeckStore()
        let app = try WordsScreens.app(size: size, store: store, korean: korean)
        let reader = FakeReader()
        reader.collection = collection
        app.context.ankiPackageReader = reader
        WordsScreens.push(MyDecksController(context: app.context, store: store), on: app)
        app.press("i")
        app.press("/nowhere/japanese.apkg\r")
        return (app, reader)
    }

    @Test("A package path opens the preview: note types with each field's role, decks, reviews and audio")
    func preview() throws {
        let (app, _) = try Self.open()
        let screen = try #require(WordsScreens.top(app) as? AnkiPackageImportController)
        #expect(screen.mappings.first?.roles == [.word, .meaning, .audio])
        #expect(app.screen.contains("Anki package (collection.anki21b): 2 notes, 3 cards, 3 reviews"))
        #expect(app.screen.contains("2 word first, 1 meaning first (reversed card)"))
        #expect(app.screen.contains("Note type Vocab (2 notes)"))
        #expect(app.screen.contains("< word >"))
        #expect(app.screen.contains("Japanese::Core: 2 new, 0 updates, 0 not imported (new deck)"))
        #expect(app.screen.contains("猫  ねこ  cat"))
        #expect(app.screen.contains("0 suspended, 0 buried, 1 audio file"))
        app.press(.right)
        #expect(screen.mappings.first?.roles == [.reading, .meaning, .audio])
        #expect(app.screen.contains("< reading >"))
        app.press(.left)
        #expect(screen.mappings.first?.roles == [.word, .meaning, .audio])
        app.press(.escape)
        #expect(WordsScreens.top(app) is ImportController)
        #expect(app.context.userDecks.deck(titled: "Japanese::Core") == nil)
    }

    @Test("Confirming writes the deck, the reviewed card's history with Anki's due date, and the audio")
    func confirmWrites() throws {
        let (app, reader) = try Self.open()
        app.press("\ry")
        let deck = try #require(app.context.userDecks.deck(titled: "Japanese::Core"))
        #expect(deck.items.map(\.word) == ["猫", "犬"])
        #expect(deck.items.map(\.reading) == ["ねこ", "いぬ"])
        let cat = try #require(app.context.progress.progress.srs[deck.items[0].id])
        #expect(cat.reviewCount == 2)
        #expect(cat.state == .review)
        #expect(cat.due == Self.collection.createdAt.addingTimeInterval(20 * 86_400))
        #expect(app.context.progress.progress.srs[deck.items[1].id] == nil)
        // The reversed card is the word's production card, due when Anki had it due.
        let reversed = try #require(app.context.progress.progress.srs[ReviewDirection.production.cardID(of: deck.items[0].id)])
        #expect(reversed.reviewCount == 1 && reversed.state == .review)
        #expect(reversed.due == Self.collection.createdAt.addingTimeInterval(12 * 86_400))
        #expect(reader.copied == ["neko.mp3"])
        #expect(WordsScreens.top(app) is MyDecksController)
        #expect(app.screen.contains("Imported 2 notes into 1 deck, 3 new reviews, 1 audio files"))
    }

    @Test("A package of two decks reads the library again once, after both are written, and search finds their words")
    func oneReloadForTheWholeImport() throws {
        var collection = Self.collection
        collection.decks[4] = "Extra"
        collection.cards[1].deckID = 4
        let (app, _) = try Self.open(collection: collection)
        let reload = try #require(app.context.userDecks.didChange)
        nonisolated(unsafe) var reloads = 0
        app.context.userDecks.didChange = { change in
            reloads += 1
            reload(change)
        }
        app.press("\ry")
        #expect(app.context.userDecks.deck(titled: "Japanese::Core") != nil && app.context.userDecks.deck(titled: "Extra") != nil)
        #expect(reloads == 1)
        #expect(app.context.library.isUserDeck(try #require(app.context.userDecks.deck(titled: "Extra")).id))
        #expect(app.screen.contains("Imported 2 notes into 2 decks"))
    }

    @Test("A package that cannot be read is named with why, on the path screen")
    func unreadable() throws {
        let store = FakeUserDeckStore()
        let app = try WordsScreens.app(store: store)
        app.context.ankiPackageReader = FakeReader()
        WordsScreens.push(MyDecksController(context: app.context, store: store), on: app)
        app.press("i")
        app.press("/nowhere/broken.apkg\r")
        #expect(WordsScreens.top(app) is ImportController)
        #expect(app.screen.contains("broken.apkg: not a zip archive"))
    }

    @Test("Snapshots: the package preview, in English and Korean, at 80x24 and 40x12")
    func snapshots() throws {
        for korean in [false, true] {
            try WordsScreens.check(korean ? "anki-preview-ko" : "anki-preview", store: { FakeUserDeckStore() }, korean: korean) { app in
                app.context.ankiPackageReader = FakeReader()
                WordsScreens.push(MyDecksController(context: app.context, store: app.context.deckStore!), on: app)
                app.press("i")
                app.press("/nowhere/japanese.apkg\r")
            }
        }
    }
}
