import MainichiCore

/// The words of `mainichi import` for an Anki package, in one language.
protocol AnkiImportStrings: Sendable {
    /// "Format: Anki package (collection.anki21b)".
    func format(_ format: AnkiPackageFormat) -> String
    var noteTypesHeading: String { get }
    /// "  Japanese Vocab (6 notes)".
    func noteType(_ name: String, notes: Int) -> String
    /// "    1 Expression: word".
    func field(_ number: Int, name: String, role: AnkiFieldRole) -> String
    var decksHeading: String { get }
    /// "  Japanese::Core (new deck deck-3): 6 notes, 6 new, 0 updates".
    func deck(_ name: String, isNew: Bool, id: String, new: Int, updates: Int, errors: Int) -> String
    /// "  note 3: 食べる [たべる] to eat; to consume".
    func row(note: Int, word: String, reading: String, meanings: String, updates: Bool) -> String
    var problemsHeading: String { get }
    /// "Came in: 10 cards, 14 reviews (14 new in the journal), 2 suspended, 1 buried, 3 media files".
    func summary(cards: Int, reviews: Int, newEvents: Int?, suspended: Int, buried: Int, media: Int) -> String
    /// "Cards by kind: 40 word first, 12 meaning first (reversed cards)".
    func cardKinds(recognition: Int, production: Int) -> String
    /// Notes that are words of Mainichi's own decks (its export, back from Anki).
    func knownNotes(_ count: Int) -> String
    /// The cards that did not come in (a note's third and further cards, second cards never
    /// studied, notes not imported) and their reviews.
    func leftOut(cards: Int, reviews: Int) -> String
    /// The error of a `--map` value that cannot be used.
    func badMap(_ value: String) -> String
    var nothingWrittenDryRun: String { get }
}

extension CommandLanguage {
    /// The Anki import's words in `language`.
    static func ankiImportStrings(_ language: Language) -> any AnkiImportStrings {
        switch language {
        case .english: EnglishAnkiImportStrings()
        case .korean: KoreanAnkiImportStrings()
        }
    }
}
