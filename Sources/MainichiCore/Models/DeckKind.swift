/// What a deck teaches: vocabulary words or kanji.
public enum DeckKind: String, Codable, Sendable, CaseIterable, Hashable {
    case vocab
    case kanji

    /// The name shown to the learner: "vocabulary" or "kanji".
    public var displayName: String {
        switch self {
        case .vocab: "vocabulary"
        case .kanji: "kanji"
        }
    }

    /// The kind an item id belongs to, from its prefix ("v:" or "k:"); nil when the id has neither.
    public init?(itemID: String) {
        if itemID.hasPrefix("v:") {
            self = .vocab
        } else if itemID.hasPrefix("k:") {
            self = .kanji
        } else {
            return nil
        }
    }
}
