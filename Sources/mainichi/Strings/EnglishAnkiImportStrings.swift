import MainichiCore

/// The Anki package import's words in English.
struct EnglishAnkiImportStrings: AnkiImportStrings {
    func format(_ format: AnkiPackageFormat) -> String { "Format: Anki package (\(format.rawValue))" }
    var noteTypesHeading: String { "Note types (change a field's role with --map 'NOTE TYPE:FIELD=ROLE'):" }
    func noteType(_ name: String, notes: Int) -> String { "  \(name) (\(notes) \(notes == 1 ? "note" : "notes"))" }
    func field(_ number: Int, name: String, role: AnkiFieldRole) -> String { "    \(number) \(name): \(role.rawValue)" }
    var decksHeading: String { "Decks:" }
    func deck(_ name: String, isNew: Bool, id: String, new: Int, updates: Int, errors: Int) -> String {
        "  \(name) (\(isNew ? "new deck" : "your deck") \(id)): \(new) new, \(updates) \(updates == 1 ? "update" : "updates"), \(errors) not imported"
    }
    func row(note: Int, word: String, reading: String, meanings: String, updates: Bool) -> String {
        "    note \(note): \(word) [\(reading)] \(meanings)\(updates ? " (updates)" : "")"
    }
    var problemsHeading: String { "Not imported:" }
    func summary(cards: Int, reviews: Int, newEvents: Int?, suspended: Int, buried: Int, media: Int) -> String {
        let journal = newEvents.map { " (\($0) new in the journal)" } ?? ""
        return "Came in: \(cards) cards, \(reviews) reviews\(journal), \(suspended) suspended, \(buried) buried, \(media) media files"
    }
    func cardKinds(recognition: Int, production: Int) -> String {
        "Cards by kind: \(recognition) word first, \(production) meaning first (reversed \(production == 1 ? "card" : "cards"))"
    }
    func knownNotes(_ count: Int) -> String {
        "  \(count) \(count == 1 ? "note is a word" : "notes are words") of Mainichi's own decks: the reviews go to \(count == 1 ? "it" : "them"), no deck is made"
    }
    func leftOut(cards: Int, reviews: Int) -> String {
        "Left out: \(cards) \(cards == 1 ? "card" : "cards") with \(reviews) \(reviews == 1 ? "review" : "reviews")"
            + " (a note's third and further cards, second cards never studied, notes not imported)"
    }
    func badMap(_ value: String) -> String {
        "--map \(value): expected NOTE TYPE:FIELD=ROLE with a note type and field of the package and a role of "
            + AnkiFieldRole.allCases.map(\.rawValue).joined(separator: ", ")
    }
    var nothingWrittenDryRun: String { "Nothing written (--dry-run)." }
}

