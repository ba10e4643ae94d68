#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a change to the learner's decks was refused. Carries data, not sentences, except
/// `description` for the CLI and logs (the screens make their own text from the cases).
public enum UserDeckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with a field.
    public enum Reason: Sendable, Equatable {
        case empty
        case notKana
        case notOneCharacter
        case outOfRange
    }

    /// No deck of the learner's has this id.
    case unknownDeck(DeckID)
    /// The deck holds no item with this id.
    case unknownItem(String)
    /// A deck title that is empty (after trimming) or longer than `UserDeckStore.maximumTitleLength`.
    case invalidTitle
    /// Items a day outside 1...`UserDeck.maximumItemsPerDay`.
    case invalidItemsPerDay(Int)
    /// A field of an item is missing or wrong.
    case invalidItem(field: String, reason: Reason)
    /// A deck of the other kind (a word into a kanji deck).
    case wrongKind(deck: DeckID, kind: DeckKind)
    /// A deck file that cannot be read.
    case unreadable(path: String, reason: String)
    /// Writing failed.
    case storage(StorageError)

    public var description: String {
        switch self {
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
        case .wrongKind(let deck, let kind): return "\(deck.rawValue) is a \(kind.displayName) deck"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .storage(let error): return error.description
        }
    }
}
