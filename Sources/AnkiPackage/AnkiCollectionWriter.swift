#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Writes an `AnkiExportPackage` as a collection database in Anki's legacy schema (version 11:
/// note types, decks and options as JSON in the `col` row), the `collection.anki21` of a
/// package that current Anki imports and upgrades.
enum AnkiCollectionWriter {
    /// Fills the new database `database` with `package`; `now` dates the changes.
    static func write(_ package: AnkiExportPackage, into database: SQLiteDatabase, now: Date) throws(SQLiteDatabase.Failure) {
        try database.execute(schema)
        let nowSeconds = Int64(now.timeIntervalSince1970)
        let nowMilliseconds = Int64(now.timeIntervalSince1970 * 1000)
        let created = Int64(package.createdAt.timeIntervalSince1970)
        try database.execute("BEGIN")
        try database.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", rows: [[
            .integer(created), .integer(nowMilliseconds), .integer(nowMilliseconds),
            .text(configuration(package)),
            .text(noteTypes(modified: nowSeconds, withProduction: package.notes.contains { $0.productionCard != nil })),
            .text(decks(package, modified: nowSeconds)),
            .text(deckOptions),
        ]])
        try database.run("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", rows: package.notes.map { note in
            let sortField = AnkiFieldText.plain(note.fields.first ?? "")
            let tags = note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " "
            let type = note.productionCard == nil ? AnkiMainichiNoteType.id : AnkiMainichiNoteType.productionID
            return [.integer(note.id), .text(note.guid), .integer(type), .integer(nowSeconds), .text(tags),
                    .text(note.fields.joined(separator: "\u{1F}")), .text(sortField), .integer(checksum(sortField))]
        })
        let cards = package.notes.flatMap { note in
            [(note.id, 0, note.card)] + (note.productionCard.map { [(note.id, 1, $0)] } ?? [])
        }
        try database.run("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)", rows: cards.map { noteID, ordinal, card in
            [.integer(card.id), .integer(noteID), .integer(card.deckID), .integer(Int64(ordinal)), .integer(nowSeconds),
             .integer(Int64(card.type)), .integer(Int64(card.queue)), .integer(card.due), .integer(Int64(card.interval)),
             .integer(Int64(card.factor)), .integer(Int64(card.reps)), .integer(Int64(card.lapses)), .integer(Int64(card.left)),
             .text(data(of: card))]
        })
        try database.run("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)", rows: package.reviews.map { review in
            [.integer(review.id), .integer(review.cardID), .integer(Int64(review.ease)), .integer(Int64(review.interval)),
             .integer(Int64(review.lastInterval)), .integer(Int64(review.factor)), .integer(Int64(review.duration)),
             .integer(Int64(review.type))]
        })
        try database.execute("COMMIT")
    }

    /// Anki's note checksum: the first 32 bits of the SHA-1 of the sort field's text.
    static func checksum(_ text: String) -> Int64 {
        let digest = SHA1.digest(Array(text.utf8))
        return Int64(digest[0]) << 24 | Int64(digest[1]) << 16 | Int64(digest[2]) << 8 | Int64(digest[3])
    }

    /// The card's `data`: its FSRS memory state as Anki keeps it (`s`, `d`, `dr`, `lrt`).
    static func data(of card: AnkiExportPackage.Card) -> String {
        var members: [(String, String)] = []
        if let stability = card.stability, let difficulty = card.difficulty {
            members.append(("s", number(stability)))
            members.append(("d", number(difficulty)))
            if let retention = card.desiredRetention { members.append(("dr", number(retention))) }
        }
        if let last = card.lastReview { members.append(("lrt", String(last))) }
        return JSONText.object(members)
    }

    /// `value` with at most four decimals, as Anki rounds memory states.
    static func number(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let whole = Int64(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        var fraction = String(magnitude % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 10_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
          odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """

    /// The collection's settings (`col.conf`): the v3 scheduler, Mainichi's note type current.
    static func configuration(_ package: AnkiExportPackage) -> String {
        JSONText.object([
            ("schedVer", "2"), ("sched2021", "true"), ("rollover", String(package.dayStartHour)),
            ("curModel", String(AnkiMainichiNoteType.id)), ("curDeck", String(package.decks.first?.id ?? 1)),
            ("activeDecks", "[1]"), ("sortType", "\"noteFld\""), ("sortBackwards", "false"), ("newSpread", "0"),
            ("nextPos", String(package.notes.count + 1)), ("dayLearnFirst", "false"), ("estTimes", "true"),
            ("addToCur", "true"), ("dueCounts", "true"), ("collapseTime", "1200"), ("timeLim", "0"),
        ])
    }

    /// The `models` JSON: Mainichi's note type, and with `withProduction` the one with the
    /// production card (the same fields, a second template).
    static func noteTypes(modified: Int64, withProduction: Bool = false) -> String {
        func fields(of modelID: Int64) -> [String] {
            AnkiMainichiNoteType.Field.allCases.map { field in
                JSONText.object([
                    ("name", JSONText.string(field.name)), ("ord", String(field.rawValue)), ("sticky", "false"), ("rtl", "false"),
                    ("font", "\"Arial\""), ("size", "20"), ("description", "\"\""), ("plainText", "false"), ("collapsed", "false"),
                    ("excludeFromSearch", "false"), ("id", String(modelID + 1 + Int64(field.rawValue))),
                    ("tag", "null"), ("preventDeletion", "false"),
                ])
            }
        }
        func template(_ name: String, ordinal: Int, question: String, answer: String, id: Int64) -> String {
            JSONText.object([
                ("name", JSONText.string(name)), ("ord", String(ordinal)),
                ("qfmt", JSONText.string(question)), ("afmt", JSONText.string(answer)),
                ("bqfmt", "\"\""), ("bafmt", "\"\""), ("did", "null"), ("bfont", "\"\""), ("bsize", "0"),
                ("id", String(id)),
            ])
        }
        func model(id: Int64, name: String, templates: [String], required: String) -> String {
            JSONText.object([
                ("id", String(id)), ("name", JSONText.string(name)), ("type", "0"),
                ("mod", String(modified)), ("usn", "-1"), ("sortf", "0"), ("did", "null"), ("tmpls", "[" + templates.joined(separator: ",") + "]"),
                ("flds", "[" + fields(of: id).joined(separator: ",") + "]"), ("css", JSONText.string(AnkiMainichiNoteType.css)),
                ("latexPre", JSONText.string(latexPre)), ("latexPost", "\"\\\\end{document}\""), ("latexsvg", "false"),
                ("req", required),
            ])
        }
        let recognition = template(AnkiMainichiNoteType.templateName, ordinal: 0, question: AnkiMainichiNoteType.question,
                                   answer: AnkiMainichiNoteType.answer, id: AnkiMainichiNoteType.id + 100)
        var models = [(String(AnkiMainichiNoteType.id),
                       model(id: AnkiMainichiNoteType.id, name: AnkiMainichiNoteType.name, templates: [recognition],
                             required: "[[0,\"any\",[0]]]"))]
        if withProduction {
            let id = AnkiMainichiNoteType.productionID
            let production = template(AnkiMainichiNoteType.productionTemplateName, ordinal: 1,
                                      question: AnkiMainichiNoteType.productionQuestion,
                                      answer: AnkiMainichiNoteType.productionAnswer, id: id + 101)
            let first = template(AnkiMainichiNoteType.templateName, ordinal: 0, question: AnkiMainichiNoteType.question,
                                 answer: AnkiMainichiNoteType.answer, id: id + 100)
            // Card 2 needs the meaning (field 3), as card 1 needs the word.
            models.append((String(id), model(id: id, name: AnkiMainichiNoteType.productionName, templates: [first, production],
                                             required: "[[0,\"any\",[0]],[1,\"any\",[2]]]")))
        }
        return JSONText.object(models)
    }

    static let latexPre = "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n"
        + "\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"

    /// The `decks` JSON: Default and the package's decks (a parent of a subdeck is made by Anki).
    static func decks(_ package: AnkiExportPackage, modified: Int64) -> String {
        func deck(id: Int64, name: String, modified: Int64) -> (String, String) {
            (String(id), JSONText.object([
                ("id", String(id)), ("mod", String(modified)), ("name", JSONText.string(name)), ("usn", "-1"),
                ("lrnToday", "[0,0]"), ("revToday", "[0,0]"), ("newToday", "[0,0]"), ("timeToday", "[0,0]"),
                ("collapsed", "false"), ("browserCollapsed", "false"), ("desc", "\"\""), ("dyn", "0"), ("conf", "1"),
                ("extendNew", "0"), ("extendRev", "0"),
            ]))
        }
        return JSONText.object([deck(id: 1, name: "Default", modified: 0)] + package.decks.map { deck(id: $0.id, name: $0.name, modified: modified) })
    }

    /// The `dconf` JSON: Anki's default options.
    static let deckOptions = """
        {"1":{"id":1,"mod":0,"name":"Default","usn":0,"maxTaken":60,"autoplay":true,"timer":0,"replayq":true,\
        "new":{"bury":false,"delays":[1.0,10.0],"initialFactor":2500,"ints":[1,4,0],"order":1,"perDay":20},\
        "rev":{"bury":false,"ease4":1.3,"ivlFct":1.0,"maxIvl":36500,"perDay":200,"hardFactor":1.2},\
        "lapse":{"delays":[10.0],"leechAction":1,"leechFails":8,"minInt":1,"mult":0.0},"dyn":false}}
        """
}
