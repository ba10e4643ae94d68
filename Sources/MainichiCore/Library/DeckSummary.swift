#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the level and day lists need to know about a deck without decoding it.
public struct DeckSummary: Sendable, Equatable, Identifiable {
    /// The file relative to the decks directory: "vocab/n5.json". Unique within a library.
    public var file: String
    /// The deck's identity.
    public var deckID: DeckID
    public var kind: DeckKind
    /// The JLPT level, when the deck has one.
    public var level: Level?
    public var title: String
    /// The number of items.
    public var itemCount: Int
    /// The number of study days.
    public var dayCount: Int

    public var id: String { file }

    public init(file: String, deckID: DeckID? = nil, kind: DeckKind, level: Level?, title: String, itemCount: Int, dayCount: Int) {
        self.file = file
        self.deckID = deckID ?? level.map { DeckID.jlpt(kind: kind, level: $0) } ?? DeckID(rawValue: "unnamed")!
        self.kind = kind
        self.level = level
        self.title = title
        self.itemCount = itemCount
        self.dayCount = dayCount
    }
}
