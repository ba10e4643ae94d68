/// A deck the library left out, and why: data the app words. `description` is English.
public enum DeckLeftOut: Sendable, Equatable, CustomStringConvertible {
    /// The file could not be loaded.
    case unreadable(DeckLoadError)
    /// Another deck already has the file's deck id.
    case idTaken(file: String, id: DeckID)

    public var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .idTaken(let file, let id): "\(file): the deck id \(id.rawValue) is taken by another deck; left out"
        }
    }
}
