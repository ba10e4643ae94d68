#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// One of the learner's own decks as the My decks screens list it.
public struct UserDeckSummary: Sendable, Equatable, Identifiable {
    /// The deck's stable id (never its name, which can change).
    public var id: String
    /// The name the learner gave it.
    public var name: String
    /// Vocabulary or kanji.
    public var kind: DeckKind
    /// How many items make one study day.
    public var itemsPerDay: Int
    /// How many items it holds.
    public var itemCount: Int

    public init(id: String, name: String, kind: DeckKind, itemsPerDay: Int, itemCount: Int) {
        self.id = id
        self.name = name
        self.kind = kind
        self.itemsPerDay = itemsPerDay
        self.itemCount = itemCount
    }
}
