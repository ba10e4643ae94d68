import AnkiPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TestSupport
import Testing

/// The packages Anki 26.9.3 wrote (tools/anki/ankipackages.py) read back as Anki holds them.
@Suite struct AnkiPackageReaderTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Vectors")

    /// What the script recorded of the collection.
    struct Expected: Decodable {
        struct NoteType: Decodable { var name: String; var fields: [String] }
        struct Note: Decodable {
            var guid: String; var noteType: String; var deck: String; var fields: [String]; var tags: [String]
            var queue: Int; var type: Int; var due: Int; var interval: Int; var reviews: Int
        }
        var noteTypes: [NoteType]
        var decks: [String]
        var notes: [Note]
        var reviews: Int
        var media: [String]
        var packages: [String: [String]]
    }

    static func expected() throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: vectors.appendingPathComponent("packages.json")))
    }

    static let packages: [(name: String, format: AnkiPackageFormat)] = [
        ("current.apkg", .anki21b), ("current.colpkg", .anki21b), ("legacy.apkg", .anki21), ("legacy.colpkg", .anki21),
        ("oldest.apkg", .anki2),
    ]

    @Test(arguments: packages.map(\.name))
    func readsEveryNoteCardAndReviewAnkiWrote(package: String) throws {
        let expected = try Self.expected()
        let collection = try AnkiPackageReader().read(packageAt: Self.vectors.appendingPathComponent(package))
        #expect(collection.format == Self.packages.first { $0.name == package }!.format)
        #expect(collection.notes.count == expected.notes.count)
        #expect(collection.reviews.count == expected.reviews)
        #expect(collection.mediaNames == expected.media)
        for type in expected.noteTypes {
            #expect(collection.noteTypes.first { $0.name == type.name }?.fieldNames == type.fields, "\(type.name)")
        }
        for note in expected.notes {
            let read = try #require(collection.notes.first { $0.guid == note.guid }, "\(note.guid)")
            #expect(read.fields == note.fields)
            #expect(read.tags.sorted() == note.tags.sorted())
            #expect(collection.noteType(read.noteTypeID)?.name == note.noteType)
            let card = try #require(collection.cards.first { $0.noteID == read.id })
            #expect(collection.decks[card.deckID] == note.deck)
            #expect(card.queue == note.queue && card.type == note.type && card.due == Int64(note.due) && card.interval == note.interval)
            #expect(collection.reviews.count { $0.cardID == card.id } == note.reviews)
        }
    }

    @Test func copiesTheMediaFilesAsAnkiStoredThem() throws {
        for package in ["current.apkg", "legacy.apkg"] {
            let scratch = TemporaryDirectory()
            let folder = scratch.file("anki-media")
            let copied = try AnkiPackageReader().copyMedia(["eki.mp3", "taberu.mp3", "missing.mp3"],
                                                           fromPackageAt: Self.vectors.appendingPathComponent(package), into: folder)
            #expect(copied == ["eki.mp3", "taberu.mp3"])
            #expect(try Data(contentsOf: folder.appendingPathComponent("eki.mp3")) == Data("ID3 eki audio".utf8))
        }
    }

    @Test func aFileThatIsNotAZipIsNamedInTheError() throws {
        let scratch = TemporaryDirectory()
        let file = scratch.file("not-a-zip.apkg")
        try Data("猫\tcat\n".utf8).write(to: file)
        #expect(throws: AnkiPackageError.notAZip(file: file.path)) { try AnkiPackageReader().read(packageAt: file) }
    }
}
