import MainichiCore

/// The text of the Add word, deck picker and My decks screens, kept together so that it moves
/// into the string tables in one piece.
enum WordsText {
    // MARK: Word form

    static let addWordTitle = "Add word"
    static let editWordTitle = "Edit word"
    static let tabHelp = "Pick the highlighted dictionary entry (on the word), or go to the next field"
    static let previousHelp = "Go to the previous field"
    static let moveHelp = "Move in the dictionary's entries (on the word), or between the fields"
    static let saveHelp = "Save the word (a word and a meaning are needed)"
    static let needsWord = "type the word first"
    static let needsMeaning = "a meaning is needed (separate several with ;)"
    static let discardQuestion = "Throw away what you typed?"
    static let discard = "Throw away"
    static let keepEditing = "Keep editing"

    static func placeholder(_ field: WordFormController.Field) -> String {
        switch field {
        case .word: "kanji, kana or romaji"
        case .reading: "kana or romaji"
        case .meanings: "English; separate with ;"
        case .partOfSpeech: "noun, godan verb..."
        case .example: "a sentence using it"
        case .translation: "its English"
        }
    }

    static func label(_ field: WordFormController.Field, short: Bool) -> String {
        switch field {
        case .word: "Word"
        case .reading: "Reading"
        case .meanings: short ? "Meaning" : "Meanings"
        case .partOfSpeech: short ? "Part" : "Part of speech"
        case .example: "Example"
        case .translation: short ? "English" : "Translation"
        }
    }

    static func matches(_ count: Int) -> String {
        count == 1 ? "1 entry (Tab fills the form)" : "\(count) entries (Tab fills the form)"
    }

    static func noMatches(hasDictionary: Bool) -> String {
        hasDictionary ? "not in the dictionary: type it in full" : "no dictionary installed: type it in full"
    }

    static func filled(_ word: String) -> String { "filled from the dictionary: \(word)" }
}

extension WordsText {
    // MARK: Deck picker and deck name

    static let chooseDeckHelp = "Add to the selected deck, or make a new one"
    static let pickDeckHeader = "Which deck? Last used first."
    static let newDeck = "New deck..."
    static let nameDoneHelp = "Use this name"
    static let kindHelp = "Switch between a deck of words and a deck of kanji"
    static let namePlaceholder = "Manga words"
    static let needsName = "type a name first"
    static let nameLabel = "Name"
    static let kindLabel = "Kind"

    static func kindName(_ kind: DeckKind) -> String { kind == .vocab ? "words" : "kanji" }

    static func itemCount(_ count: Int, kind: DeckKind) -> String {
        switch kind {
        case .vocab: count == 1 ? "1 word" : "\(count) words"
        case .kanji: "\(count) kanji"
        }
    }

    static func addTo(_ word: String) -> String { "Add \(word) to" }
    static func added(_ word: String, deck: String) -> String { "added \(word) to \(deck)" }
    static let noWordToAdd = "nothing to add here"
}

extension WordsText {
    static func notSaved(_ error: any Error) -> String { "not saved: \(error)" }
}

extension WordsText {
    // MARK: My decks

    static let myDecksTitle = "My decks"
    static let noDecks = "No decks of your own yet: n makes one, i imports a file from Anki or a spreadsheet."
    static let newDeckHelp = "Make a new deck of words or kanji"
    static let renameHelp = "Rename the selected deck"
    static let deleteDeckHelp = "Delete the selected deck (asks first)"
    static let fewerHelp = "One item fewer a study day for the selected deck"
    static let moreHelp = "One item more a study day for the selected deck"
    static let addWordHelp = "Add a word to the selected deck"
    static let importHelp = "Import a file (Anki text export, CSV, TSV) into the selected deck"
    static let exportHelp = "Export the selected deck as a file Anki imports"
    static let deckColumns = ["Deck", "Kind", "Items", "A day"]
    static let deckColumnsShort = ["Deck", "Items", "A day"]
    static let deleteButton = "Delete"
    static let keepButton = "Keep"
    static let makeDeckFirst = "make a deck first (n)"
    static let kanjiDeckNoWords = "a kanji deck takes kanji: import them (i)"

    static func perDay(_ count: Int) -> String { "\(count)" }
    static func made(_ name: String) -> String { "made \(name)" }
    static func deleted(_ name: String) -> String { "deleted \(name)" }
    static func renameTitle(_ name: String) -> String { "Rename" }

    static func deleteDeckQuestion(_ deck: UserDeckSummary) -> String {
        "Delete \(deck.name) and its \(itemCount(deck.itemCount, kind: deck.kind))? This cannot be undone."
    }
}

extension WordsText {
    // MARK: Editing in a study list

    static let editHelp = "Edit the selected word (your own decks)"
    static let deleteItemHelp = "Delete the selected item from your deck (asks first; u undoes)"
    static let undoHelp = "Undo the last edit or deletion in your deck"
    static let kanjiNotEditable = "kanji are edited by importing them again"
    static let undone = "undone"
    static let nothingToUndo = "nothing to undo"

    static func deleteItemQuestion(_ headword: String) -> String { "Delete \(headword) from this deck?" }
    static func deletedItem(_ headword: String) -> String { "deleted \(headword): u to undo" }
}

extension WordsText {
    // MARK: Import

    static let importTitle = "Import"
    static let importPathPlaceholder = "~/Downloads/deck.txt"
    static let importReadHelp = "Read the file and preview what importing it would do (nothing is written yet)"
    static let importConfirmHelp = "Import the rows shown (asks first)"
    static let importColumnHelp = "Change what the selected column holds (word, reading, meaning, notes, tags, guid, ignored)"
    static let importNeedsPath = "type the file's path first"
    static let importUnreadable = "cannot import that file"
    static let importedDeckName = "Imported"
    static let columnsHeading = "Columns (Left/Right to change)"
    static let firstRowsHeading = "First rows"
    static let selectColumnFirst = "select a column to change what it holds"
    static let nothingToImport = "no row has a word to import"
    static let importButton = "Import"
    static let notYetButton = "Not yet"
    static let newMark = "new"
    static let updateMark = "update"
    static let fileLabel = "File"

    static func into(_ deck: String) -> String { "into \(deck)" }

    static func importHint(deck: String, isNew: Bool) -> String {
        "Type the path of an Anki text export (File > Export > Notes in Plain Text), a CSV or a TSV file in UTF-8, then Enter. "
            + "You will see a preview first; nothing is written until you confirm. "
            + (isNew ? "The words go into a new deck." : "The words go into \(deck).")
    }

    static func format(_ document: ImportDocument) -> String {
        let html = document.wasHTML ? ", HTML as text" : ""
        return "\(document.format.rawValue), separated by \(document.separator.name)\(html)"
    }

    static func roleName(_ role: ColumnRole) -> String { role.rawValue }

    static func counts(_ preview: ImportPreview) -> String {
        let errors = preview.problems.count
        let updates = preview.updateCount == 1 ? "update" : "updates"
        let problems = errors == 1 ? "error" : "errors"
        return "\(preview.recordCount) rows: \(preview.newCount) new, \(preview.updateCount) \(updates), \(errors) \(problems)"
    }

    static func problemsHeading(_ count: Int) -> String { count == 1 ? "1 bad row, not imported" : "\(count) bad rows, not imported" }

    static func importQuestion(_ preview: ImportPreview, deck: String, isNew: Bool) -> String {
        let words = preview.newCount == 1 ? "1 new word" : "\(preview.newCount) new words"
        let updates = preview.updateCount == 0 ? "" : " and update \(preview.updateCount)"
        return "Import \(words)\(updates) into \(isNew ? "a new deck, " : "")\(deck)?"
    }

    static func imported(_ plan: ImportPlan, deck: String) -> String {
        var text = "imported \(plan.newWords.count) new, \(plan.updates.count) updated into \(deck)"
        if plan.filledCount > 0 { text += "; \(plan.filledCount) filled from the dictionary" }
        if !plan.ambiguousLines.isEmpty { text += "; \(plan.ambiguousLines.count) to review (several dictionary entries)" }
        return text
    }

    // MARK: Export

    static let exportTitle = "Export"
    static let exportWriteHelp = "Write the file at this path (asks before replacing one)"
    static let exportFormatHelp = "Switch between Anki's text format and CSV"
    static let exportNeedsPath = "type where to write the file"
    static let saveAsLabel = "Save as"
    static let replaceButton = "Replace"
    static let notWritten = "not written"

    static func exportIntro(_ title: String, count: Int, kind: DeckKind, format: ExportFormat) -> String {
        let what = itemCount(count, kind: kind)
        return format == .anki
            ? "\(title): \(what) as a file Anki imports as it is (File > Import), each with a GUID, so a second export updates the same notes."
            : "\(title): \(what) as CSV for a spreadsheet."
    }

    static func exportIsDirectory(_ path: String) -> String { "\(path) is a directory: add a file name" }
    static func replaceQuestion(_ path: String) -> String { "\(path) exists. Replace it?" }
    static func wrote(_ path: String) -> String { "wrote \(path)" }
    static func wroteLong(_ path: String, count: Int) -> String { "Wrote \(count) notes to \(path)" }
    static func couldNotWrite(_ path: String, _ error: any Error) -> String { "could not write \(path): \(error)" }
}

extension WordsText {
    // MARK: Main menu

    static let addWordStatus = "a word of your own, from the dictionary or typed"

    static func menuStatus(_ decks: [UserDeckSummary]) -> String {
        switch decks.count {
        case 0: "your own words and imports"
        case 1: "1 deck, " + itemCount(decks[0].itemCount, kind: decks[0].kind)
        default: "\(decks.count) decks"
        }
    }
}

extension WordsText {
    static let onlyWordsCanBeAdded = "only words can be added to your decks"
}
