import MainichiCore

/// The words for the errors the core throws: the core's errors are data (enum cases with the
/// file, line, path and reason), and each table words them in its language, keeping the file,
/// line or path and what was wrong.
///
/// Reasons that come from the operating system (`strerror`'s "No space left on device") are
/// shown as the system gives them, except the common ones (`SystemErrorKind`), which the Korean
/// table words in Korean.
protocol ErrorStrings: Sendable {
    func storage(_ error: StorageError) -> String
    func dictionary(_ error: DictionaryError) -> String
    func userDeck(_ error: UserDeckError) -> String
    func deckLibrary(_ error: DeckLibraryError) -> String
    /// The first problem of a deck file, and how many more there are.
    func deckLoad(_ error: DeckLoadError) -> String
    /// "Decks/vocab/n5.json: items[12].meanings: ...".
    func deckProblem(_ problem: DeckProblem) -> String
    func importFile(_ error: ImportFileError) -> String
    /// A text the reader cannot read: the file, the line, and what to do.
    func readingDocument(_ error: ReadingDocumentError) -> String
    /// "line 3: no word (the word column is empty)".
    func importProblem(_ problem: ImportProblem) -> String
    /// A skipped line of the journal or history: "history.jsonl line 3: ...".
    func logWarning(_ warning: LogWarning) -> String
    /// A deck the library left out, and why.
    func leftOut(_ deck: DeckLeftOut) -> String
    /// What the progress store repaired, restored or migrated on opening.
    func recovery(_ notice: RecoveryNotice) -> String
    /// An error of no known kind: its own description.
    func other(_ error: any Error) -> String
}

extension ErrorStrings {
    /// `error` worded in this table's language, whatever its type.
    func text(_ error: any Error) -> String {
        switch error {
        case let error as StorageError: storage(error)
        case let error as DictionaryError: dictionary(error)
        case let error as UserDeckError: userDeck(error)
        case let error as DeckLibraryError: deckLibrary(error)
        case let error as DeckLoadError: deckLoad(error)
        case let error as ImportFileError: importFile(error)
        case let error as ReadingDocumentError: readingDocument(error)
        default: other(error)
        }
    }
}

/// The core's errors worded in a language, for the commands, which have no app context.
public enum ErrorText {
    /// `error` worded in `language`.
    public static func text(_ error: any Error, language: Language) -> String {
        Strings(language).errors.text(error)
    }

    /// An operating system's reason for a failure ("No space left on device") worded in
    /// `language`, for a message that names the path itself.
    public static func systemReason(_ reason: String, language: Language) -> String {
        switch language {
        case .english: reason
        case .korean: KoreanErrorStrings.systemReason(reason)
        }
    }

    /// A deck file's problem worded in `language`.
    public static func text(_ problem: DeckProblem, language: Language) -> String {
        Strings(language).errors.deckProblem(problem)
    }

    /// A skipped line of the journal or history worded in `language`.
    public static func text(_ warning: LogWarning, language: Language) -> String {
        Strings(language).errors.logWarning(warning)
    }

    /// A deck the library left out, worded in `language`.
    public static func text(_ deck: DeckLeftOut, language: Language) -> String {
        Strings(language).errors.leftOut(deck)
    }

    /// What the progress store recovered or changed at start, worded in `language`.
    public static func text(_ notice: RecoveryNotice, language: Language) -> String {
        Strings(language).errors.recovery(notice)
    }

    /// A bad row of an imported file worded in `language`.
    public static func text(_ problem: ImportProblem, language: Language) -> String {
        Strings(language).errors.importProblem(problem)
    }
}

extension Strings {
    /// The core's errors.
    var errors: any ErrorStrings {
        switch language {
        case .english: EnglishErrorStrings()
        case .korean: KoreanErrorStrings()
        }
    }
}
