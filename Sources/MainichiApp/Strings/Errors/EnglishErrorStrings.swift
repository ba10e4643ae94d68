import MainichiCore

/// The core's errors in English.
struct EnglishErrorStrings: ErrorStrings {
    func storage(_ error: StorageError) -> String {
        switch error {
        case .locked(let directory, let pid):
            let owner = pid.map { " (process \($0))" } ?? ""
            return "another mainichi is already using \(directory)\(owner); quit it first, or use --data-dir"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create \(path): \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot save \(path): \(reason); the previous version is kept"
        case .newerSchema(let path, let version):
            return "\(path) was written by a newer mainichi (schema \(version)); update mainichi to use it (the file is left untouched)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions (the file is left untouched)"
        case .damaged(let path, let reason):
            return "\(path) is damaged (\(reason)); open mainichi once to move it aside and restore the backup"
        case .directoryNotWritable(let path, let reason):
            return "the data directory \(path) is not writable (\(reason)); fix its permissions or use --data-dir"
        }
    }

    func dictionary(_ error: DictionaryError) -> String {
        switch error {
        case .missing(let path): "no dictionary at \(path) (make decks builds it)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .malformed(let path, let line, let reason): "\(path), line \(line): \(reason)"
        case .damaged(let path, let reason): "the dictionary \(path) is damaged or of another version (\(reason)); make decks rebuilds it"
        }
    }

    func userDeck(_ error: UserDeckError) -> String {
        switch error {
        case .unknownDeck(let id): return "you have no deck \(id.rawValue)"
        case .unknownItem(let id): return "the deck has no item \(id)"
        case .invalidTitle: return "a deck name must have 1 to \(UserDeckStore.maximumTitleLength) characters"
        case .invalidItemsPerDay(let count):
            return "items a day must be from 1 to \(UserDeck.maximumItemsPerDay), not \(count)"
        case .invalidItem(let field, let reason):
            switch reason {
            case .empty: return "\(field) is missing"
            case .notKana: return "\(field) must be in kana"
            case .notOneCharacter: return "\(field) must be one character"
            case .outOfRange: return "\(field) is out of range"
            }
        case .wrongKind(let deck, let kind): return "\(deck.rawValue) is a \(EnglishCommonStrings().kindName(kind)) deck"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .storage(let error): return storage(error)
        }
    }

    func deckLibrary(_ error: DeckLibraryError) -> String {
        switch error {
        case .decksNotFound(let searched):
            return "no decks found; looked in:\n" + searched.map { "  " + $0 }.joined(separator: "\n")
                + "\nset MAINICHI_DECKS to the Decks directory, or reinstall with `make install`"
        case .environmentPathHasNoDecks(let path):
            return "MAINICHI_DECKS is \(path), which holds no decks (no index.json, vocab/ or kanji/)"
        case .emptyDirectory(let path):
            return "\(path) holds no deck files"
        case .noReadableDeck(let path, let problems):
            return "no deck in \(path) could be read:\n" + problems.map { "  " + $0 }.joined(separator: "\n")
        case .unknownDeck(let id):
            if let (kind, level) = id.jlpt { return "there is no \(level.displayName) \(EnglishCommonStrings().kindName(kind)) deck" }
            return "there is no deck \(id.rawValue)"
        case .invalidDeck(let error):
            return deckLoad(error)
        }
    }

    func deckLoad(_ error: DeckLoadError) -> String {
        let first = deckProblem(error.problems[0])
        switch error.problems.count {
        case 1: return first
        case 2: return first + " (and 1 more problem)"
        default: return first + " (and \(error.problems.count - 1) more problems)"
        }
    }

    func deckProblem(_ problem: DeckProblem) -> String {
        problem.description
    }

    func importFile(_ error: ImportFileError) -> String {
        switch error {
        case .empty(let file): "\(file): the file is empty (no rows to import)"
        case .binary(let file, let line): "\(file): line \(line) holds a NUL byte: this is a binary file, not text (export notes as plain text or CSV)"
        case .utf16(let file): "\(file): the file is UTF-16; save it as UTF-8 and import it again"
        case .notUTF8(let file, let line): "\(file): not UTF-8 text from line \(line) on (Shift-JIS or another encoding?); save it as UTF-8 and import it again"
        case .tooLarge(let file, let bytes, let limit): "\(file): \(bytes) bytes is more than the \(limit) an import may hold"
        case .unreadable(let file, let reason): "\(file): cannot be read: \(reason)"
        case .missing(let file): "\(file): no such file"
        case .directory(let file): "\(file): it is a directory, not a file"
        case .notRegular(let file): "\(file): cannot be read: permission denied or not a regular file"
        }
    }

    func readingDocument(_ error: ReadingDocumentError) -> String {
        error.description
    }

    func importProblem(_ problem: ImportProblem) -> String {
        let line = problem.line
        return switch problem.reason {
        case .invalidUTF8: "line \(line): not UTF-8 text (save the file as UTF-8)"
        case .unclosedQuote: "line \(line): a quoted field opens here and never closes; read as plain text"
        case .tooLong(let bytes, let limit): "line \(line): \(bytes) bytes long, more than the \(limit) a record may hold"
        case .missingWord: "line \(line): no word (the word column is empty)"
        case .missingReading: "line \(line): no reading, and the dictionary does not know the word"
        case .missingMeaning: "line \(line): no meaning, and the dictionary does not know the word"
        case .readingNotKana: "line \(line): the reading is not in kana"
        case .notAWordDeck: "line \(line): the deck is a kanji deck; import words into a vocabulary deck"
        }
    }

    func logWarning(_ warning: LogWarning) -> String { warning.description }

    func recovery(_ notice: RecoveryNotice) -> String { notice.description }

    func leftOut(_ deck: DeckLeftOut) -> String {
        switch deck {
        case .unreadable(let error): deckLoad(error)
        case .idTaken: deck.description
        }
    }

    func other(_ error: any Error) -> String { "\(error)" }
}
