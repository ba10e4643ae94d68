import MainichiCore

/// The words of the learner's own decks: the Add word form, the deck picker of `+`, My decks,
/// the editing keys of a user deck's study list, Import and Export.
public protocol WordsStrings: Sendable {
    // MARK: Key labels

    /// A key's footer label ("save", "next").
    func label(_ key: WordsKeyLabel) -> String

    // MARK: Word form

    var addWordTitle: String { get }
    var editWordTitle: String { get }
    var tabHelp: String { get }
    var previousHelp: String { get }
    var moveHelp: String { get }
    var saveHelp: String { get }
    var needsWord: String { get }
    var needsMeaning: String { get }
    var discardQuestion: String { get }
    var discard: String { get }
    var keepEditing: String { get }

    // Kanji form (a kanji deck of the learner's)
    var addKanjiTitle: String { get }
    var editKanjiTitle: String { get }
    func kanjiLabel(_ field: KanjiFormController.Field, short: Bool) -> String
    func kanjiPlaceholder(_ field: KanjiFormController.Field) -> String
    var kanjiNextHelp: String { get }
    var kanjiSaveHelp: String { get }
    var needsOneKanji: String { get }
    var needsStrokes: String { get }
    var needsRadical: String { get }
    /// The status after the form was filled from the decks' kanji.
    func kanjiFilled(_ kanji: String) -> String
    /// Under the form while the kanji typed is not in the decks.
    var kanjiByHand: String { get }
    /// Under the form while the kanji typed is in the decks.
    var kanjiFromDecks: String { get }
    /// The dim hint in an empty field.
    func placeholder(_ field: WordFormController.Field) -> String
    /// A field's label; `short` at 40 columns.
    func label(_ field: WordFormController.Field, short: Bool) -> String
    /// "9 entries (Tab fills the form)".
    func matches(_ count: Int) -> String
    func noMatches(hasDictionary: Bool) -> String
    func filled(_ word: String) -> String

    // MARK: Deck picker and deck name

    var chooseDeckHelp: String { get }
    var pickDeckHeader: String { get }
    var newDeck: String { get }
    var nameDoneHelp: String { get }
    var kindHelp: String { get }
    var namePlaceholder: String { get }
    var needsName: String { get }
    var nameLabel: String { get }
    var kindLabel: String { get }
    var addToDeckHelp: String { get }
    var onlyWordsCanBeAdded: String { get }
    /// "words", "kanji": what a deck holds.
    func kindName(_ kind: DeckKind) -> String
    /// "1 word", "12 words", "3 kanji".
    func itemCount(_ count: Int, kind: DeckKind) -> String
    /// The picker's title: "Add 猫 to".
    func addTo(_ word: String) -> String
    func added(_ word: String, deck: String) -> String
    /// `+` on a word that is in the learner's reviews already (`Learner.isInReviews`), on any
    /// screen (a text, a search result, a word or dictionary entry): not added again.
    func inReviewsAlready(_ word: String) -> String
    func notSaved(_ error: any Error) -> String

    // MARK: My decks

    var myDecksTitle: String { get }
    var noDecks: String { get }
    var newDeckHelp: String { get }
    var renameHelp: String { get }
    var renameTitle: String { get }
    var deleteDeckHelp: String { get }
    var fewerHelp: String { get }
    var moreHelp: String { get }
    var addWordHelp: String { get }
    var importHelp: String { get }
    var exportHelp: String { get }
    var exportDeckHelp: String { get }
    var deckColumns: [String] { get }
    var deckColumnsShort: [String] { get }
    var deleteButton: String { get }
    var keepButton: String { get }
    var makeDeckFirst: String { get }
    var addWordStatus: String { get }
    func menuStatus(_ decks: [UserDeckSummary]) -> String
    func made(_ name: String) -> String
    func deleted(_ name: String) -> String
    func deleteDeckQuestion(_ deck: UserDeckSummary) -> String

    // MARK: Editing in a study list

    var editHelp: String { get }
    var deleteItemHelp: String { get }
    var undoHelp: String { get }
    var undone: String { get }
    var nothingToUndo: String { get }
    func deleteItemQuestion(_ headword: String) -> String
    func deletedItem(_ headword: String) -> String

    // MARK: Import

    var importTitle: String { get }
    var importPathPlaceholder: String { get }
    var importReadHelp: String { get }
    var importConfirmHelp: String { get }
    var importColumnHelp: String { get }
    /// Help for `d` in the preview: a new deck instead of the selected one, and back.
    var importTargetHelp: String { get }
    var importNeedsPath: String { get }
    var importUnreadable: String { get }
    var importedDeckName: String { get }
    var columnsHeading: String { get }
    var firstRowsHeading: String { get }
    var selectColumnFirst: String { get }
    var nothingToImport: String { get }
    var importButton: String { get }
    var notYetButton: String { get }
    var newMark: String { get }
    var updateMark: String { get }
    var fileLabel: String { get }
    func into(_ deck: String) -> String
    func importHint(deck: String, isNew: Bool) -> String
    /// "Anki notes in plain text, separated by tab".
    func format(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String
    /// The name of what a column holds.
    func roleName(_ role: ColumnRole) -> String
    /// "5 rows: 3 new, 1 update, 1 error".
    func counts(rows: Int, new: Int, updates: Int, errors: Int) -> String
    /// "3 bad rows: 2 not imported, 1 read as plain text"; `readAsText` of them (a quote never
    /// closed) are imported with the quote as text.
    func problemsHeading(_ count: Int, readAsText: Int) -> String
    func importQuestion(new: Int, updates: Int, deck: String, isNew: Bool) -> String
    func imported(new: Int, updated: Int, toCheck: Int, deck: String) -> String

    // MARK: Export

    var exportTitle: String { get }
    var exportWriteHelp: String { get }
    var exportFormatHelp: String { get }
    var exportNeedsPath: String { get }
    var saveAsLabel: String { get }
    var replaceButton: String { get }
    var notWritten: String { get }
    func exportIntro(_ title: String, count: Int, kind: DeckKind, format: ExportFormat) -> String
    func exportIsDirectory(_ path: String) -> String
    func replaceQuestion(_ path: String) -> String
    func wrote(_ path: String) -> String
    func wroteLong(_ path: String, count: Int) -> String
    /// An export that failed: the path once, why, and "the previous version is kept" only when
    /// there was a previous version.
    func couldNotWrite(_ path: String, _ error: any Error, previousExists: Bool) -> String
    /// An export into a folder that does not exist.
    func noSuchFolder(_ folder: String) -> String
}

/// The keys of the words screens that have a footer label.
public enum WordsKeyLabel: Sendable {
    case save, next, previous, entries, choose, done, kinds, addToDeck
    case new, rename, delete, fewer, more, addWord, importFile, export
    case edit, undo, read, confirmImport, column, write, targetDeck
}

extension Strings {
    /// The words of the learner's own decks.
    public var words: any WordsStrings {
        switch language {
        case .english: EnglishWordsStrings()
        case .korean: KoreanWordsStrings()
        }
    }
}
