import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// An item's recording is named by a plain file name in `media/`: kept in the deck file, read into
/// the word, and anything that could reach outside the folder or disturb the terminal refused.
@Suite struct AudioFileNameTests {
    @Test func plainNamesPassAndFoldersHiddenFilesAndControlsDoNot() {
        #expect(AudioFileName.checked("taberu.mp3") == "taberu.mp3")
        #expect(AudioFileName.checked("食べる 1.ogg") == "食べる 1.ogg")
        for bad in ["", "../taberu.mp3", "media/taberu.mp3", "/etc/passwd", "a\\b.mp3", ".hidden.mp3", "..", ".",
                    "a\u{1B}[2Jb.mp3", "a\u{202E}3pm.exe", " taberu.mp3", "taberu.mp3\n", String(repeating: "a", count: 252) + ".mp3"] {
            #expect(AudioFileName.checked(bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test func theFormatIsTheExtensionInLowerCase() {
        #expect(AudioFileName.format(of: "/data/media/Taberu.MP3") == "mp3")
        #expect(AudioFileName.format(of: "archive.tar.ogg") == "ogg")
        #expect(AudioFileName.format(of: "noextension") == "")
        #expect(AudioFileName.format(of: ".mp3") == "")
        #expect(AudioFileName.format(of: "/dir.d/file") == "")
    }

    @Test func theDeckFileKeepsTheNameAndTheLibraryGivesItToTheWord() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.file("data"))
        let deck = try store.createDeck(title: "Imported", kind: .vocab)
        var draft = UserItemDraft(word: "食べる", reading: "たべる", meanings: ["to eat"])
        draft.audio = "taberu.mp3"
        let item = try store.addItem(draft, to: deck.id)
        #expect(item.audio == "taberu.mp3")
        // The fast writer and Codable agree, and the file reads back with it.
        let written = try store.deck(deck.id)
        #expect(try JSONDecoder().decode(UserDeck.self, from: written.encoded()).items.first?.audio == "taberu.mp3")
        #expect(try JSONDecoder().decode(UserDeck.self, from: JSONEncoder().encode(written)).items.first?.audio == "taberu.mp3")
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        library.loadUserDecks(from: store.directory)
        #expect(library.item(withID: item.id)?.vocab?.audio == "taberu.mp3")
        // An edit keeps it; a name with a folder is dropped.
        var edit = UserItemDraft(try #require(store.deck(deck.id).items.first))
        edit.meanings = ["to eat", "to live on"]
        #expect(try store.updateItem(item.id, in: deck.id, with: edit).audio == "taberu.mp3")
        edit.audio = "../taberu.mp3"
        #expect(try store.updateItem(item.id, in: deck.id, with: edit).audio == nil)
    }

    @Test func aDeckFileNamingAFolderIsReportedAndTheWordKeptWithoutIt() throws {
        let text = """
            {"format": 1, "id": "mine", "kind": "vocab", "title": "Mine", "itemsPerDay": 20, "user": true, "items": [
            {"id": "v:#0000000000000001", "word": "水", "reading": "みず", "meanings": ["water"], "day": 1, "audio": "../../x.mp3"}]}
            """
        #expect(throws: DeckLoadError.self) { try DeckLoader.decode(Array(text.utf8), file: "decks/mine.json") }
        do {
            _ = try DeckLoader.decode(Array(text.utf8), file: "decks/mine.json")
        } catch {
            #expect(error.problems.map(\.description).contains {
                $0.contains("items[0].audio") && $0.contains("a plain file name") && $0.contains("../../x.mp3")
            })
        }
    }
}
