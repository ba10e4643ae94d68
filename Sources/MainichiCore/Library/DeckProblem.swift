/// One thing wrong with a deck file, located by file and JSON path.
public struct DeckProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file as the user knows it: "Decks/vocab/n5.json".
    public var file: String
    /// Where in the document: "items[12].meanings", "line 3, column 7" for syntax errors, or ""
    /// for the file as a whole.
    public var location: String
    /// What was expected and what was found, in English (for logs and tests).
    public var message: String

    /// What is wrong at `location`, as data (the app words it); nil for a problem with the whole
    /// file (`reason`).
    public var fault: DeckFault?

    /// The syntax error's line and column, when `fault` is a syntax error.
    public var position: (line: Int, column: Int)? {
        guard case .syntax = fault, let line = syntaxLine, let column = syntaxColumn else { return nil }
        return (line, column)
    }
    var syntaxLine: Int?
    var syntaxColumn: Int?

    /// What is wrong with the file as a whole, as data (the app words it); nil for a problem at a
    /// place in the document, which `message` describes in English.
    public var reason: Reason?

    /// A problem with the whole file.
    public enum Reason: Sendable, Equatable {
        /// Nothing is at the path.
        case missing
        /// The path has no file name.
        case emptyName
        /// The path is a directory.
        case directory
        /// The path is a device, pipe or socket.
        case notRegular
        /// Permission denied, or the read failed.
        case unreadable
        /// The file holds nothing but blanks.
        case empty

        /// The English words of the reason.
        public var message: String {
            switch self {
            case .missing: "cannot read the file (no such file)"
            case .emptyName: "the file name is empty"
            case .directory: "cannot read the file (it is a directory)"
            case .notRegular: "cannot read the file (it is not a regular file)"
            case .unreadable: "cannot read the file (permission denied or I/O error)"
            case .empty: "the file is empty"
            }
        }
    }

    public init(file: String, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// A fault at a JSON path.
    public init(file: String, location: String, fault: DeckFault) {
        self.init(file: file, location: location, message: fault.message)
        self.fault = fault
    }

    /// A syntax error at a line and column.
    public init(file: String, line: Int, column: Int, fault: DeckFault) {
        self.init(file: file, location: "line \(line), column \(column)", fault: fault)
        syntaxLine = line
        syntaxColumn = column
    }

    /// A problem with the whole file.
    public init(file: String, reason: Reason) {
        self.init(file: file, location: "", message: reason.message)
        self.reason = reason
    }

    /// "Decks/vocab/n5.json: items[12].meanings: expected an array of strings, found a number".
    public var description: String {
        location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
    }
}
