#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Reads an Anki collection database into an `AnkiCollection`: the legacy schema (note types
/// and decks as JSON in the `col` row) and the current one (`notetypes`, `fields`, `decks`
/// tables).
enum AnkiCollectionQuery {
    static func read(_ database: SQLiteDatabase, format: AnkiPackageFormat) throws(SQLiteDatabase.Failure) -> AnkiCollection {
        var createdAt = Date(timeIntervalSince1970: 0)
        var modelsJSON = ""
        var decksJSON = ""
        try database.forEachRow("SELECT crt, models, decks FROM col") { row in
            createdAt = Date(timeIntervalSince1970: TimeInterval(row.int64(0)))
            modelsJSON = row.text(1)
            decksJSON = row.text(2)
        }
        var noteTypes: [AnkiNoteType] = []
        var decks: [Int64: String] = [:]
        if try database.hasTable("notetypes") {
            var fields: [Int64: [String]] = [:]
            try database.forEachRow("SELECT ntid, name FROM fields ORDER BY ntid, ord") { row in
                fields[row.int64(0), default: []].append(row.text(1))
            }
            try database.forEachRow("SELECT id, name FROM notetypes ORDER BY id") { row in
                noteTypes.append(AnkiNoteType(id: row.int64(0), name: row.text(1), fieldNames: fields[row.int64(0)] ?? []))
            }
            try database.forEachRow("SELECT id, name FROM decks") { row in
                decks[row.int64(0)] = row.text(1).split(separator: "\u{1F}", omittingEmptySubsequences: false).joined(separator: "::")
            }
        } else {
            struct Model: Decodable {
                struct Field: Decodable { var name: String; var ord: Int? }
                var name: String
                var flds: [Field]
            }
            struct Deck: Decodable { var name: String }
            guard let models = try? JSONDecoder().decode([String: Model].self, from: Data(modelsJSON.utf8)),
                  let deckMap = try? JSONDecoder().decode([String: Deck].self, from: Data(decksJSON.utf8)) else {
                throw SQLiteDatabase.Failure(message: "the note types or decks of the collection are not valid JSON")
            }
            for (key, model) in models {
                guard let id = Int64(key) else { continue }
                let names = model.flds.enumerated().sorted { ($0.element.ord ?? $0.offset) < ($1.element.ord ?? $1.offset) }.map(\.element.name)
                noteTypes.append(AnkiNoteType(id: id, name: model.name, fieldNames: names))
            }
            noteTypes.sort { $0.id < $1.id }
            for (key, deck) in deckMap { if let id = Int64(key) { decks[id] = deck.name } }
        }
        var notes: [AnkiNote] = []
        try database.forEachRow("SELECT id, guid, mid, flds, tags FROM notes ORDER BY id") { row in
            let fields = row.text(3).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            let tags = row.text(4).split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
            notes.append(AnkiNote(id: row.int64(0), guid: row.text(1), noteTypeID: row.int64(2), fields: fields, tags: tags))
        }
        var cards: [AnkiCard] = []
        // A card in a filtered deck ("Custom Study Session") is read as in its home deck, due as it
        // was there: `odid` and `odue` hold them while `due` is its place in the filtered deck.
        try database.forEachRow("""
            SELECT id, nid, CASE WHEN odid != 0 THEN odid ELSE did END, ord, type, queue,
                   CASE WHEN odid != 0 AND odue != 0 THEN odue ELSE due END, ivl FROM cards ORDER BY id
            """) { row in
            cards.append(AnkiCard(id: row.int64(0), noteID: row.int64(1), deckID: row.int64(2), ordinal: row.int(3),
                                  type: row.int(4), queue: row.int(5), due: row.int64(6), interval: row.int(7)))
        }
        var reviews: [AnkiReview] = []
        try database.forEachRow("SELECT id, cid, ease, type, time FROM revlog ORDER BY id") { row in
            reviews.append(AnkiReview(id: row.int64(0), cardID: row.int64(1), ease: row.int(2), type: row.int(3), duration: row.int(4)))
        }
        return AnkiCollection(format: format, createdAt: createdAt, noteTypes: noteTypes, decks: decks, notes: notes,
                              cards: cards, reviews: reviews, mediaNames: [])
    }
}
