/// One thing wrong with a deck file, located by file and JSON path.
public struct DeckProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file as the user knows it: "Decks/vocab/n5.json".
    public var file: String
    /// Where in the document: "items[12].meanings", "line 3, column 7" for syntax errors, or ""
    /// for the file as a whole.
    public var location: String
    /// What was expected and what was found.
    public var message: String

    public init(file: String, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// "Decks/vocab/n5.json: items[12].meanings: expected an array of strings, found a number".
    public var description: String {
        location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
    }
}
