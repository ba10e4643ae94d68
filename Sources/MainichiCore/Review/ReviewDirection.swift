/// Which way a review card asks: the word for its meaning (recognition, every item's card) or
/// the meaning for its word (production, the second card of an Anki note, such as the reverse
/// card of "Basic (and reversed card)").
///
/// An item's recognition card is kept under the item's id, as always; its production card under
/// the item's id with `productionSuffix` (`v:#0123456789abcdef~production`), in the same `srs`
/// table and journal, so queues, limits, statistics and the optimizer treat it as one more card.
public enum ReviewDirection: String, Sendable, CaseIterable {
    case recognition
    case production

    /// What a production card's id adds to its item's id. No item id holds it (bundled ids are
    /// `v:word:reading` and `k:kanji`, own ones `v:#` or `k:#` and 16 hex digits).
    public static let productionSuffix = "~production"

    /// The direction of the card `cardID`.
    public init(cardID: String) {
        self = cardID.hasSuffix(Self.productionSuffix) ? .production : .recognition
    }

    /// The id of the card of `itemID` that asks this way.
    public func cardID(of itemID: String) -> String {
        switch self {
        case .recognition: itemID
        case .production: itemID + Self.productionSuffix
        }
    }

    /// The item a card belongs to: `cardID` without the production suffix.
    public static func itemID(ofCard cardID: String) -> String {
        cardID.hasSuffix(productionSuffix) ? String(cardID.dropLast(productionSuffix.count)) : cardID
    }
}
