import Foundation
import MainichiCore
import Testing

/// Files written by `mainichi export --format anki`, imported by Anki 26.9.3 into an empty
/// collection with no option changed (AnkiVectors/exports and export-vectors.json, from
/// tools/anki/ankivectors.py --exports): each imports cleanly, a second import adds nothing, a
/// later export of the same deck updates its notes, and Anki's notes carry the GUIDs, fields,
/// deck and tags Mainichi wrote.
@Suite("Mainichi's exports in Anki")
struct AnkiExportVectorTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnkiVectors")
    static let vectors: AnkiVectorFile<AnkiExportVector> = AnkiVectorFile.load(directory.appendingPathComponent("export-vectors.json"))

    @Test("a bundled deck, bookmarks, mistakes and a learner's deck were checked")
    func coverage() {
        #expect(Self.vectors.anki == "26.9.3")
        let files = Set(Self.vectors.vectors.map(\.file))
        #expect(files.isSuperset(of: ["bookmarks.txt", "mistakes.txt", "manga-words.txt", "kanji-n5.txt", "vocab-n5-day1.txt"]))
    }

    @Test("each export imports into an empty collection with every note new and nothing refused", arguments: vectors.vectors.map(\.file))
    func importsCleanly(file: String) throws {
        let vector = try #require(Self.vectors.vectors.first { $0.file == file })
        #expect(vector.notes.count > 0)
        #expect(vector.firstImport["new"] == vector.notes.count)
        #expect(vector.firstImport.filter { $0.key != "new" && $0.value != 0 }.isEmpty)
        // Anki read the headers Mainichi wrote, nothing guessed.
        #expect(vector.metadata.delimiter == 0 && !vector.metadata.isHTML)
        #expect(vector.metadata.guidColumn == 1 && vector.metadata.notetypeColumn == 2 && vector.metadata.deckColumn == 3)
        #expect(vector.metadata.tagsColumn == ExportWriter.ankiColumns.count)
    }

    @Test("importing the same export again adds no note", arguments: vectors.vectors.map(\.file))
    func secondImportAddsNothing(file: String) throws {
        let vector = try #require(Self.vectors.vectors.first { $0.file == file })
        #expect(vector.secondImport["new", default: 0] == 0)
        #expect(vector.notesAfterSecond == vector.notes.count)
    }

    @Test("a later export of an edited deck updates the same notes in Anki")
    func reexportUpdates() throws {
        let reexports = Self.vectors.vectors.filter { $0.reexport != nil }
        #expect(!reexports.isEmpty)
        for vector in reexports {
            let again = try #require(vector.reexport)
            let document = try Self.read(again.file)
            let guids = Set(document.records.map { $0.fields[0] })
            let before = Set(vector.notes.map(\.guid))
            #expect(again.counts["new", default: 0] == guids.subtracting(before).count)
            #expect(again.counts["updated", default: 0] >= 1)
            #expect(again.notesAfter == before.union(guids).count)
            // Every note Anki holds afterwards has the re-export's text.
            for record in document.records {
                let note = try #require(again.notes.first { $0.guid == record.fields[0] })
                #expect(Array(note.text.prefix(2)) == [record.fields[3], record.fields[4]])
            }
        }
    }

    @Test("Anki's notes have the GUID, deck, front, back and tags Mainichi wrote, and Mainichi reads them back", arguments: vectors.vectors.map(\.file))
    func fields(file: String) throws {
        let vector = try #require(Self.vectors.vectors.first { $0.file == file })
        let document = try Self.read(file)
        #expect(document.problems.isEmpty)
        #expect(document.records.count == vector.notes.count)
        for (record, note) in zip(document.records, vector.notes) {
            #expect(note.notetype == "Basic")
            #expect(record.fields[0] == note.guid)
            #expect(record.fields[2] == note.deck)
            #expect([record.fields[3], record.fields[4]] == note.text)
            #expect(record.fields[11].split(separator: " ").map(String.init).sorted() == note.tags)
        }
        // Mainichi's own import of the file finds the GUIDs Anki keeps.
        let (entries, problems) = ImportedEntry.entries(of: document, mapping: document.guessedMapping())
        #expect(problems.isEmpty)
        #expect(entries.map(\.guid) == vector.notes.map(\.guid))
    }

    static func read(_ file: String) throws -> ImportDocument {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent("exports").appendingPathComponent(file)))
        return try ImportReader.read(bytes, fileName: file)
    }
}

struct AnkiExportVector: Decodable, Sendable {
    struct Reexport: Decodable, Sendable {
        var file: String
        var counts: [String: Int]
        var notesAfter: Int
        var notes: [AnkiVectorNote]
    }

    var file: String
    var metadata: AnkiMetadata
    var firstImport: [String: Int]
    var secondImport: [String: Int]
    var notesAfterSecond: Int
    var notes: [AnkiVectorNote]
    var reexport: Reexport?
}
