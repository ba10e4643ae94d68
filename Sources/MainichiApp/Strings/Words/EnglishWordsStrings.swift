import MainichiCore

/// The words of the learner's own decks in English.
struct EnglishWordsStrings: WordsStrings {
    func label(_ key: WordsKeyLabel) -> String {
        switch key {
        case .save: "save"
        case .next: "next"
        case .previous: "previous"
        case .entries: "entries"
        case .choose: "choose"
        case .done: "done"
        case .kinds: "words/kanji"
        case .addToDeck: "add to deck"
        case .new: "new"
        case .rename: "rename"
        case .delete: "delete"
        case .fewer: "fewer a day"
        case .more: "more a day"
        case .addWord: "add word"
        case .importFile: "import"
        case .export: "export"
        case .edit: "edit"
        case .undo: "undo"
        case .read: "read"
        case .confirmImport: "import"
        case .column: "column"
        case .write: "write"
        case .targetDeck: "new deck"
        }
    }

    let addToDeckHelp = "Add this word to one of your decks (last used first)"
    let exportDeckHelp = "Export the whole deck as a file Anki imports"

    func roleName(_ role: ColumnRole) -> String {
        switch role {
        case .partOfSpeech: "part of speech"
        case .koreanMeaning: "Korean meaning"
        default: role.rawValue
        }
    }

    // MARK: Word form

    let addWordTitle = "Add word"
    let editWordTitle = "Edit word"
    let tabHelp = "Pick the highlighted dictionary entry (on the word), or go to the next field"
    let previousHelp = "Go to the previous field"
    let moveHelp = "Move in the dictionary's entries (on the word), or between the fields"
    let saveHelp = "Save the word (a word and a meaning are needed)"
    let needsWord = "type the word first"
    let needsMeaning = "a meaning is needed (separate several with ;)"
    let discardQuestion = "Throw away what you typed?"
    let discard = "Throw away"
    let keepEditing = "Keep editing"

    // MARK: Kanji form

    let addKanjiTitle = "Add kanji"
    let editKanjiTitle = "Edit kanji"

    func kanjiLabel(_ field: KanjiFormController.Field, short: Bool) -> String {
        switch field {
        case .kanji: "Kanji"
        case .onyomi: short ? "On" : "On'yomi"
        case .kunyomi: short ? "Kun" : "Kun'yomi"
        case .meanings: short ? "Meaning" : "Meanings"
        case .strokes: "Strokes"
        case .radical: "Radical"
        }
    }

    func kanjiPlaceholder(_ field: KanjiFormController.Field) -> String {
        switch field {
        case .kanji: "one kanji"
        case .onyomi: "katakana or romaji; separate with ,"
        case .kunyomi: "kana or romaji; separate with ,"
        case .meanings: "English; separate with ;"
        case .strokes: "a number"
        case .radical: "the part it is filed under, such as 雨"
        }
    }

    let kanjiNextHelp = "Go to the next field"
    let kanjiSaveHelp = "Save the kanji (the kanji, a meaning, its strokes and radical are needed)"
    let needsOneKanji = "type one kanji first"
    let needsStrokes = "the stroke count is needed (a number from 1 to 84)"
    let needsRadical = "the radical is needed (the part the kanji is filed under, such as 雨)"
    func kanjiFilled(_ kanji: String) -> String { "filled from the decks' \(kanji)" }
    let kanjiByHand = "not in the decks: enter it by hand"
    let kanjiFromDecks = "from the decks (every field stays editable)"

    func placeholder(_ field: WordFormController.Field) -> String {
        switch field {
        case .word: "kanji, kana or romaji"
        case .reading: "kana or romaji"
        case .meanings: "English; separate with ;"
        case .korean: "Korean; separate with ;"
        case .partOfSpeech: "noun, godan verb..."
        case .example: "a sentence using it"
        case .translation: "its English"
        case .koreanTranslation: "its Korean"
        }
    }

    func label(_ field: WordFormController.Field, short: Bool) -> String {
        switch field {
        case .word: "Word"
        case .reading: "Reading"
        case .meanings: short ? "Meaning" : "Meanings"
        case .korean: short ? "Korean" : "Korean meanings"
        case .partOfSpeech: short ? "Part" : "Part of speech"
        case .example: "Example"
        case .translation: short ? "English" : "Translation"
        case .koreanTranslation: short ? "Korean" : "Korean translation"
        }
    }

    func matches(_ count: Int) -> String {
        count == 1 ? "1 entry (Tab fills the form)" : "\(count) entries (Tab fills the form)"
    }

    func noMatches(hasDictionary: Bool) -> String {
        hasDictionary ? "not in the dictionary: type it in full" : "no dictionary installed: type it in full"
    }

    func filled(_ word: String) -> String { "filled from the dictionary: \(word)" }

    // MARK: Deck picker and deck name

    let chooseDeckHelp = "Add to the selected deck, or make a new one"
    let pickDeckHeader = "Which deck? Last used first."
    let newDeck = "New deck..."
    let nameDoneHelp = "Use this name"
    let kindHelp = "Switch between a deck of words and a deck of kanji"
    let namePlaceholder = "Manga words"
    let needsName = "type a name first"
    let nameLabel = "Name"
    let kindLabel = "Kind"

    func kindName(_ kind: DeckKind) -> String { kind == .vocab ? "words" : "kanji" }

    func itemCount(_ count: Int, kind: DeckKind) -> String {
        switch kind {
        case .vocab: count == 1 ? "1 word" : "\(count) words"
        case .kanji: "\(count) kanji"
        }
    }

    func addTo(_ word: String) -> String { "Add \(word) to" }
    func added(_ word: String, deck: String) -> String { "added \(word) to \(deck)" }
    func inReviewsAlready(_ word: String) -> String { "\(word) is in your reviews already" }

    func notSaved(_ error: any Error) -> String { "not saved: \(EnglishErrorStrings().text(error))" }

    // MARK: My decks

    let myDecksTitle = "My decks"
    let noDecks = "No decks of your own yet: n makes one, i imports a file from Anki or a spreadsheet."
    let newDeckHelp = "Make a new deck of words or kanji"
    let renameHelp = "Rename the selected deck"
    let deleteDeckHelp = "Delete the selected deck (asks first)"
    let fewerHelp = "One item fewer a study day for the selected deck"
    let moreHelp = "One item more a study day for the selected deck"
    let addWordHelp = "Add a word to the selected deck"
    let importHelp = "Import a file (Anki text export, CSV, TSV) into the selected deck"
    let exportHelp = "Export the selected deck as a file Anki imports"
    let deckColumns: [String] = ["Deck", "Kind", "Items", "A day"]
    let deckColumnsShort: [String] = ["Deck", "Items", "A day"]
    let deleteButton = "Delete"
    let keepButton = "Keep"
    let makeDeckFirst = "make a deck first (n)"

    func made(_ name: String) -> String { "made \(name)" }
    func deleted(_ name: String) -> String { "deleted \(name)" }
    let renameTitle = "Rename"

    func deleteDeckQuestion(_ deck: UserDeckSummary) -> String {
        "Delete \(deck.name) and its \(itemCount(deck.itemCount, kind: deck.kind))? This cannot be undone."
    }

    // MARK: Editing in a study list

    let editHelp = "Edit the selected word (your own decks)"
    let deleteItemHelp = "Delete the selected item from your deck (asks first; u undoes)"
    let undoHelp = "Undo the last edit or deletion in your deck"
    let undone = "undone"
    let nothingToUndo = "nothing to undo"

    func deleteItemQuestion(_ headword: String) -> String { "Delete \(headword) from this deck?" }
    func deletedItem(_ headword: String) -> String { "deleted \(headword): u to undo" }

    // MARK: Import

    let importTitle = "Import"
    let importPathPlaceholder = "~/Downloads/deck.txt"
    let importReadHelp = "Read the file and preview what importing it would do (nothing is written yet)"
    let importConfirmHelp = "Import the rows shown (asks first)"
    let importTargetHelp = "Import into a new deck named as the file names it, or back into the selected deck"
    let importColumnHelp = "Change what the selected column holds (word, reading, meaning, notes, tags, guid, ignored)"
    let importNeedsPath = "type the file's path first"
    let importUnreadable = "cannot import that file"
    let importedDeckName = "Imported"
    let columnsHeading = "Columns (Left/Right to change)"
    let firstRowsHeading = "First rows"
    let selectColumnFirst = "select a column to change what it holds"
    let nothingToImport = "no row has a word to import"
    let importButton = "Import"
    let notYetButton = "Not yet"
    let newMark = "new"
    let updateMark = "update"
    let fileLabel = "File"

    func into(_ deck: String) -> String { "into \(deck)" }

    func importHint(deck: String, isNew: Bool) -> String {
        "Type the path of an Anki package (.apkg, .colpkg) or text export, a CSV or TSV file, then Enter. "
            + "A preview comes first; nothing is written until you confirm. "
            + (isNew ? "The words go into a new deck." : "The words go into \(deck).")
    }

    func format(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String {
        "\(format.rawValue), separated by \(separator.name)" + (wasHTML ? ", HTML as text" : "")
    }


    func counts(rows: Int, new: Int, updates: Int, errors: Int) -> String {
        let updateWord = updates == 1 ? "update" : "updates"
        let errorWord = errors == 1 ? "error" : "errors"
        return "\(rows) \(rows == 1 ? "row" : "rows"): \(new) new, \(updates) \(updateWord), \(errors) \(errorWord)"
    }

    func problemsHeading(_ count: Int, readAsText: Int) -> String {
        let rows = count == 1 ? "1 bad row" : "\(count) bad rows"
        if readAsText == 0 { return rows + ", not imported" }
        if readAsText == count { return rows + ", read as plain text" }
        return rows + ": \(count - readAsText) not imported, \(readAsText) read as plain text"
    }

    func importQuestion(new: Int, updates: Int, deck: String, isNew: Bool) -> String {
        let words = new == 1 ? "1 new word" : "\(new) new words"
        let updated = updates == 0 ? "" : " and update \(updates)"
        return "Import \(words)\(updated) into \(isNew ? "a new deck, " : "")\(deck)?"
    }

    func imported(new: Int, updated: Int, toCheck: Int, deck: String) -> String {
        var text = "imported \(new) new, \(updated) updated into \(deck)"
        if toCheck > 0 { text += "; \(toCheck) to check (filled from one of several dictionary entries)" }
        return text
    }

    // MARK: Export

    let exportTitle = "Export"
    let exportWriteHelp = "Write the file at this path (asks before replacing one)"
    let exportFormatHelp = "Switch between Anki's text format, CSV and an Anki package"
    let exportNeedsPath = "type where to write the file"
    let saveAsLabel = "Save as"
    let replaceButton = "Replace"
    let notWritten = "not written"

    func exportIntro(_ title: String, count: Int, kind: DeckKind, format: ExportFormat) -> String {
        let what = itemCount(count, kind: kind)
        switch format {
        case .anki: return "\(title): \(what) as a file Anki imports as it is (File > Import), each with a GUID, so a second export updates the same notes."
        case .csv: return "\(title): \(what) as CSV for a spreadsheet."
        case .apkg: return "\(title): \(what) as an Anki package with every field, your scheduling and review history, to carry on in Anki (File > Import)."
        }
    }

    func exportIsDirectory(_ path: String) -> String { "\(path) is a directory: add a file name" }
    func replaceQuestion(_ path: String) -> String { "\(path) exists. Replace it?" }
    func wrote(_ path: String) -> String { "wrote \(path)" }
    func wroteLong(_ path: String, count: Int) -> String { "Wrote \(count) notes to \(path)" }
    func couldNotWrite(_ path: String, _ error: any Error, previousExists: Bool) -> String {
        guard case .writeFailed(_, let reason)? = error as? StorageError else {
            return "could not write \(path): \(EnglishErrorStrings().text(error))"
        }
        return "could not write \(path): \(reason)" + (previousExists ? "; the previous version is kept" : "")
    }
    func noSuchFolder(_ folder: String) -> String { "there is no folder \(folder): create it first, or give another path" }

    // MARK: Main menu

    let addWordStatus = "look up or type a word"

    func menuStatus(_ decks: [UserDeckSummary]) -> String {
        switch decks.count {
        case 0: "your words and imports"
        case 1: "1 deck, " + itemCount(decks[0].itemCount, kind: decks[0].kind)
        default: "\(decks.count) decks"
        }
    }

    let onlyWordsCanBeAdded = "only words can be added to your decks"
}
