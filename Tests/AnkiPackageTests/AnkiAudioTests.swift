import AnkiPackage
import Foundation
import MainichiCore
import TestSupport
import Testing

/// Items' own recordings: the note's audio field kept as the item's `audio` by the import (the
/// file copied into `media/`), read by the library into the word, and written back by the package
/// export as `[sound:NAME]` with the file in the package.
@Suite struct AnkiAudioTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// `collection` imported into the data directory `folder` as `mainichi import` does it, its
    /// audio copied into `media/`.
    static func importing(_ collection: AnkiCollection, package: String = "current.apkg",
                          into folder: URL) throws -> [UserDeck] {
        let store = UserDeckStore(dataDirectory: folder)
        let progress = try ProgressStore(directory: folder)
        defer { progress.close() }
        let plan = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection), store: store, dictionary: nil)
        let outcome = try plan.write(to: store, progress: progress, scheduler: AnkiExportTests.scheduler, calendar: AnkiExportTests.calendar,
                                     now: Date())
        _ = try AnkiPackageReader().copyMedia(plan.audioFiles, fromPackageAt: AnkiPackageReaderTests.vectors.appendingPathComponent(package),
                                              into: DataDirectories(directory: folder).media)
        return outcome.decks
    }

    static func item(_ word: String, in decks: [UserDeck]) throws -> UserItem {
        try #require(decks.flatMap(\.items).first { $0.word == word })
    }

    @Test func theImportKeepsTheRecordingEachNoteNamesAndTheLibraryGivesItToTheWord() throws {
        let folder = scratch.freshDirectory("folder")
        let decks = try Self.importing(try AnkiImportTests.collection(), into: folder)
        #expect(try Self.item("食べる", in: decks).audio == "taberu.mp3")
        #expect(try Self.item("駅", in: decks).audio == "eki.mp3")
        // No audio field filled: no recording.
        #expect(try Self.item("乗り換え", in: decks).audio == nil)
        // A Basic back "みず<br>water [sound:mizu.mp3]" (no audio field): the recording, not a meaning.
        let mizu = try Self.item("水", in: decks)
        #expect(mizu.audio == "mizu.mp3" && mizu.meanings == ["water"])
        #expect(FileManager.default.fileExists(atPath: DataDirectories(directory: folder).media.appendingPathComponent("mizu.mp3").path))
        // Kept in the deck file, and read into the word the screens use.
        let stored = UserDeckStore(dataDirectory: folder).decks().decks
        #expect(try Self.item("食べる", in: stored).audio == "taberu.mp3")
        let library = try DeckLibrary(directory: AnkiExportTests.decksDirectory)
        library.loadUserDecks(from: UserDeckStore(dataDirectory: folder).directory)
        let id = try Self.item("食べる", in: stored).id
        #expect(library.item(withID: id)?.vocab?.audio == "taberu.mp3")
        #expect(FileManager.default.fileExists(atPath: DataDirectories(directory: folder).media.appendingPathComponent("taberu.mp3").path))
        // Importing again keeps it.
        let again = try Self.importing(try AnkiImportTests.collection(), into: folder)
        #expect(try Self.item("食べる", in: again).audio == "taberu.mp3")
    }

    @Test func aNameWithAFolderOrAFileThePackageLacksIsNotKept() throws {
        var collection = try AnkiImportTests.collection()
        let taberu = try #require(collection.notes.firstIndex { $0.fields.first == "食[た]べる" })
        let eki = try #require(collection.notes.firstIndex { $0.fields.first == "駅[えき]" })
        collection.notes[taberu].fields[5] = "[sound:../../escape.mp3]"
        collection.mediaNames.append("../../escape.mp3")
        collection.notes[eki].fields[5] = "[sound:missing.mp3]"
        let folder = scratch.freshDirectory("folder")
        let decks = try Self.importing(collection, into: folder)
        #expect(try Self.item("食べる", in: decks).audio == nil)
        #expect(try Self.item("駅", in: decks).audio == nil)
    }

    @Test func thePackageExportWritesTheSoundTagAndTheFileAndTheyComeBack() throws {
        let folder = scratch.freshDirectory("folder")
        _ = try Self.importing(try AnkiImportTests.collection(), into: folder)
        let library = try DeckLibrary(directory: AnkiExportTests.decksDirectory)
        let store = UserDeckStore(dataDirectory: folder)
        library.loadUserDecks(from: store.directory)
        let userDeck = try #require(store.decks().decks.first { $0.title == "Japanese::Core" })
        let rows = try library.deck(id: userDeck.id).items.map {
            ExportRow(item: $0, deckTitle: userDeck.title, isBookmarked: false, isMissed: false)
        }
        let media = AnkiExport.media(of: rows, in: DataDirectories(directory: folder).media)
        #expect(media.keys.sorted() == ["eki.mp3", "taberu.mp3"])
        let package = AnkiExport.package(of: rows, history: nil, now: Date(), calendar: AnkiExportTests.calendar, media: media)
        let audio = AnkiMainichiNoteType.Field.audio.rawValue
        let taberu = try #require(package.notes.first { $0.fields[0] == "食べる" })
        #expect(taberu.fields[audio] == "[sound:taberu.mp3]")
        #expect(try #require(package.notes.first { $0.fields[0] == "乗り換え" }).fields[audio] == "")
        let url = folder.appendingPathComponent("out.apkg")
        try AnkiPackageWriter().write(package, to: url)
        let read = try AnkiPackageReader().read(packageAt: url)
        #expect(read.mediaNames == ["eki.mp3", "taberu.mp3"])
        // Into a new data directory: the recording and its file come back.
        let fresh = scratch.freshDirectory("fresh")
        let store2 = UserDeckStore(dataDirectory: fresh)
        let progress = try ProgressStore(directory: fresh)
        defer { progress.close() }
        let plan = try AnkiImport.plan(read, mappings: AnkiImport.guessedMappings(for: read), store: store2, dictionary: nil)
        let decks = try plan.write(to: store2, progress: progress, scheduler: AnkiExportTests.scheduler, calendar: AnkiExportTests.calendar,
                                     now: Date()).decks
        #expect(try Self.item("食べる", in: decks).audio == "taberu.mp3")
        let copied = try AnkiPackageReader().copyMedia(plan.audioFiles, fromPackageAt: url, into: DataDirectories(directory: fresh).media)
        #expect(copied.sorted() == ["eki.mp3", "taberu.mp3"])
        let bytes = try Data(contentsOf: DataDirectories(directory: fresh).media.appendingPathComponent("eki.mp3"))
        #expect(bytes == (try Data(contentsOf: DataDirectories(directory: folder).media.appendingPathComponent("eki.mp3"))))
    }

    @Test func aRecordingWhoseFileIsMissingIsLeftOutOfThePackage() throws {
        let folder = scratch.freshDirectory("folder")
        var word = VocabItem(id: "v:#0123456789abcdef", word: "水", reading: "みず", meanings: ["water"], day: 1, level: nil)
        word.audio = "mizu.mp3"
        let row = ExportRow(item: .vocab(word), deckTitle: "Mine", isBookmarked: false, isMissed: false)
        #expect(row.audio == "mizu.mp3")
        let media = AnkiExport.media(of: [row], in: folder)
        #expect(media.isEmpty)
        let package = AnkiExport.package(of: [row], history: nil, now: Date(), calendar: AnkiExportTests.calendar, media: media)
        #expect(package.notes.first?.fields[AnkiMainichiNoteType.Field.audio.rawValue] == "")
    }
}
