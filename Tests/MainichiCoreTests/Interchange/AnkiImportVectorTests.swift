import Foundation
import MainichiCore
import Testing

/// Mainichi's reader against what Anki itself made of the same "Notes in Plain Text" files.
///
/// The files (AnkiVectors/cases) and what Anki 26.9.3's own importer made of them
/// (AnkiVectors/import-vectors.json) come from tools/anki/ankivectors.py; Anki never runs here.
/// Each record Mainichi reads is seen the way Anki maps it onto a note (the fields outside the
/// GUID, note type, deck and tags columns, as many as the note type has) and compared with
/// Anki's note: its fields as a learner reads them, its tags, deck, note type and GUID.
@Suite("Anki's importer as reference")
struct AnkiImportVectorTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AnkiVectors")
    static let vectors: AnkiVectorFile<AnkiImportVector> = AnkiVectorFile.load(directory.appendingPathComponent("import-vectors.json"))

    /// Where Mainichi deliberately reads a file otherwise than Anki (docs/deck-format.md,
    /// "Differences from Anki's importer"), and what is compared instead.
    static let deliberate: [String: String] = [
        // Anki makes the last column the tags when a file has more columns than its note type has
        // fields; Mainichi has no note types and keeps the column (notes, or mapped in the preview).
        "separator-char-pipe.txt": "extra column kept",
    ]

    /// Anki's stock note types: a row naming another is refused by Anki (missing note type).
    static let stockNotetypes: Set<String> = ["Basic", "Basic (and reversed card)", "Basic (optional reversed card)",
                                              "Basic (type in the answer)", "Cloze", "Image Occlusion"]

    static let delimiters: [Int: Separator] = [0: .tab, 1: .pipe, 2: .semicolon, 3: .colon, 4: .comma, 5: .space]

    @Test("the vectors were made by the pinned Anki release")
    func pinned() {
        #expect(Self.vectors.anki == "26.9.3")
        #expect(Self.vectors.vectors.count >= 30)
    }

    @Test("Mainichi reads each file's header as Anki does", arguments: vectors.vectors.map(\.file))
    func header(file: String) throws {
        let vector = try #require(Self.vectors.vectors.first { $0.file == file })
        let document = try Self.read(file)
        let meta = vector.metadata
        #expect(document.separator == Self.delimiters[meta.delimiter])
        #expect(document.wasHTML == meta.isHTML)
        #expect(document.header.tags == meta.globalTags)
        #expect((document.header.guidColumn ?? 0) == meta.guidColumn)
        #expect((document.header.deckColumn ?? 0) == meta.deckColumn)
        #expect((document.header.notetypeColumn ?? 0) == meta.notetypeColumn)
        if Self.deliberate[file] == nil {
            #expect((document.header.tagsColumn ?? 0) == meta.tagsColumn)
        } else {
            #expect(document.header.tagsColumn == nil && meta.tagsColumn == document.columnCount)
        }
        if meta.columnLabels.contains(where: { !$0.isEmpty }) {
            #expect(document.columnLabels == meta.columnLabels)
        }
    }

    @Test("Mainichi reads each file's notes as Anki does", arguments: vectors.vectors.map(\.file))
    func notes(file: String) throws {
        let vector = try #require(Self.vectors.vectors.first { $0.file == file })
        let document = try Self.read(file)
        #expect(document.problems.isEmpty)
        let header = document.header
        let meta = header.metaColumns
        // Anki reads as many columns as the first record has (or `#columns:` names).
        let columns = Self.deliberate[file] == nil ? vector.metadata.columnLabels.count : vector.metadata.columnLabels.count - 1
        var seen: [AnkiNote] = []
        var emptyFirst: [[String]] = []
        var missingNotetype = 0
        for record in document.records {
            func column(_ number: Int?) -> String? {
                guard let number, number <= record.fields.count else { return nil }
                return record.fields[number - 1]
            }
            let notetype = column(header.notetypeColumn) ?? header.notetype ?? "Basic"
            guard Self.stockNotetypes.contains(notetype) else {
                missingNotetype += 1
                continue
            }
            let fieldCount = vector.notes.first { $0.notetype == notetype }?.fieldNames.count ?? 2
            var fields = (1...max(columns, 1)).filter { !meta.contains($0) }.map { column($0) ?? "" }
            fields = Array((fields + Array(repeating: "", count: fieldCount)).prefix(fieldCount))
            if fields[0].isEmpty {
                emptyFirst.append(fields)
                continue
            }
            var tags = header.tags
            // In the deliberate case, Anki's own rule: the last column holds the tags.
            let tagsColumn = header.tagsColumn ?? (Self.deliberate[file] == nil ? nil : vector.metadata.tagsColumn)
            if let text = column(tagsColumn) { tags += text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
            seen.append(AnkiNote(guid: column(header.guidColumn), notetype: notetype,
                                 deck: column(header.deckColumn) ?? header.deck ?? "Default", text: fields,
                                 tags: Array(Set(tags)).sorted()))
        }
        #expect(missingNotetype == vector.counts["missing_notetype", default: 0])
        #expect(emptyFirst.count == vector.emptyFirstField.count)
        let expected = vector.notes.map { note in
            AnkiNote(guid: header.guidColumn == nil ? nil : note.guid, notetype: note.notetype, deck: note.deck,
                     text: note.text.map(Self.asMainichiText), tags: note.tags)
        }
        #expect(seen == expected)
    }

    /// What a learner reads in Anki, as Mainichi keeps text: outer blanks and final line breaks
    /// trimmed (Mainichi trims them; Anki keeps them in the note), and a tab inside a field a space
    /// (a terminal cannot show a tab inside a line of text; Anki keeps it).
    static func asMainichiText(_ text: String) -> String {
        var text = Substring(text.replacing("\t", with: " "))
        while let last = text.last, last == "\n" || last == " " || last == "\t" { text = text.dropLast() }
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        return String(text)
    }

    static func read(_ file: String) throws -> ImportDocument {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent("cases").appendingPathComponent(file)))
        return try ImportReader.read(bytes, fileName: file)
    }
}

/// A note as compared: what Anki made, or what Mainichi's record maps to.
struct AnkiNote: Equatable, CustomTestStringConvertible {
    var guid: String?
    var notetype: String
    var deck: String
    var text: [String]
    var tags: [String]
    var testDescription: String { "\(guid ?? "-") \(notetype) [\(deck)] \(text) tags \(tags)" }
}

/// The layout of the vector files tools/anki/ankivectors.py writes.
struct AnkiVectorFile<Vector: Decodable & Sendable>: Decodable, Sendable {
    var anki: String
    var vectors: [Vector]

    static func load(_ url: URL) -> AnkiVectorFile {
        do {
            return try JSONDecoder().decode(AnkiVectorFile.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }
}

struct AnkiImportVector: Decodable, Sendable {
    var file: String
    var metadata: AnkiMetadata
    var counts: [String: Int]
    var emptyFirstField: [[String]]
    var notes: [AnkiVectorNote]
}

struct AnkiMetadata: Decodable, Sendable {
    var delimiter: Int
    var isHTML: Bool
    var globalTags: [String]
    var columnLabels: [String]
    var guidColumn: Int
    var deckColumn: Int
    var tagsColumn: Int
    var notetypeColumn: Int
}

struct AnkiVectorNote: Decodable, Sendable {
    var guid: String
    var notetype: String
    var fieldNames: [String]
    var fields: [String]
    var text: [String]
    var deck: String
    var tags: [String]
}
