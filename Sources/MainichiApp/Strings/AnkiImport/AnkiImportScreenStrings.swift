import MainichiCore

/// The words of the Anki package preview screen in one language.
protocol AnkiImportScreenStrings: Sendable {
    /// The screen's title.
    var title: String { get }
    /// "Anki package (collection.anki21b): 10 notes, 10 cards, 19 reviews".
    func summary(format: AnkiPackageFormat, notes: Int, cards: Int, reviews: Int) -> String
    /// "40 word first, 12 meaning first (reversed cards)".
    func cardKinds(recognition: Int, production: Int) -> String
    /// "Note type Japanese Vocab (6 notes)".
    func noteTypeHeading(_ name: String, notes: Int) -> String
    func roleName(_ role: AnkiFieldRole) -> String
    /// "Japanese::Core: 6 new, 0 updates, 0 not imported (new deck)".
    func deck(_ name: String, new: Int, updates: Int, errors: Int, isNew: Bool) -> String
    /// "2 suspended, 1 buried, 2 audio files".
    func states(suspended: Int, buried: Int, audio: Int) -> String
    var selectFieldFirst: String { get }
    func question(notes: Int, decks: Int, reviews: Int) -> String
    /// The status after importing.
    func imported(notes: Int, decks: Int, reviews: Int, media: Int) -> String
    var noReader: String { get }
}

extension Language {
    /// The Anki package preview's words in this language.
    var ankiImportScreen: any AnkiImportScreenStrings {
        switch self {
        case .english: EnglishAnkiImportScreenStrings()
        case .korean: KoreanAnkiImportScreenStrings()
        }
    }
}
