import MainichiCore

/// The Anki package preview in English.
struct EnglishAnkiImportScreenStrings: AnkiImportScreenStrings {
    var title: String { "Anki package" }
    func summary(format: AnkiPackageFormat, notes: Int, cards: Int, reviews: Int) -> String {
        "Anki package (\(format.rawValue)): \(notes) notes, \(cards) cards, \(reviews) reviews"
    }
    func cardKinds(recognition: Int, production: Int) -> String {
        "\(recognition) word first, \(production) meaning first (reversed \(production == 1 ? "card" : "cards"))"
    }
    func noteTypeHeading(_ name: String, notes: Int) -> String { "Note type \(name) (\(notes) \(notes == 1 ? "note" : "notes"))" }
    func roleName(_ role: AnkiFieldRole) -> String {
        switch role {
        case .word: "word"
        case .reading: "reading"
        case .meaning: "meaning"
        case .example: "example"
        case .exampleTranslation: "translation"
        case .audio: "audio"
        case .partOfSpeech: "part of speech"
        case .notes: "notes"
        case .ignored: "ignored"
        }
    }
    func deck(_ name: String, new: Int, updates: Int, errors: Int, isNew: Bool) -> String {
        "\(name): \(new) new, \(updates) \(updates == 1 ? "update" : "updates"), \(errors) not imported\(isNew ? " (new deck)" : "")"
    }
    func states(suspended: Int, buried: Int, audio: Int) -> String {
        "\(suspended) suspended, \(buried) buried, \(audio) audio \(audio == 1 ? "file" : "files")"
    }
    var selectFieldFirst: String { "Select a field, then Left/Right changes its role" }
    func question(notes: Int, decks: Int, reviews: Int) -> String {
        "Import \(notes) notes into \(decks) \(decks == 1 ? "deck" : "decks") with \(reviews) reviews?"
    }
    func imported(notes: Int, decks: Int, reviews: Int, media: Int) -> String {
        "Imported \(notes) notes into \(decks) \(decks == 1 ? "deck" : "decks"), \(reviews) new reviews, \(media) audio files"
    }
    var noReader: String { "Anki packages cannot be read in this build" }
}
