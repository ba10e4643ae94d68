/// Why the deck library could not find or open a deck.
public enum DeckLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No decks directory was found; `searched` lists every place looked at, in order.
    case decksNotFound(searched: [String])
    /// MAINICHI_DECKS points somewhere that holds no decks.
    case environmentPathHasNoDecks(path: String)
    /// The directory holds no deck files.
    case emptyDirectory(path: String)
    /// The directory holds deck files, but none could be read; `problems` says why for each.
    case noReadableDeck(path: String, problems: [String])
    /// No deck with this id is in the library.
    case unknownDeck(id: DeckID)
    /// The deck file exists but is broken.
    case invalidDeck(DeckLoadError)

    public var description: String {
        switch self {
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
            if let (kind, level) = id.jlpt { return "there is no \(level.displayName) \(kind.displayName) deck" }
            return "there is no deck \(id.rawValue)"
        case .invalidDeck(let error):
            return error.description
        }
    }
}
