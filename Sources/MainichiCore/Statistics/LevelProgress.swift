/// How far the learner has got with the items of one deck (a bundled level's deck or another).
///
/// - new: never reviewed (not in reviews, or added but not yet graded).
/// - learning: reviewed, but not mature: in the learning or relearning state, or in review with an
///   interval under 21 days.
/// - mature: in review with an interval (due date minus last review) of 21 days or more, as in Anki.
public struct LevelProgress: Sendable, Equatable, Codable {
    /// The interval, in days, from which a card counts as mature.
    public static let matureInterval = 21.0

    /// The deck.
    public var deck: DeckID
    public var kind: DeckKind
    /// The deck's JLPT level, when it has one.
    public var level: Level?
    /// The deck's title ("JLPT N5 Vocabulary").
    public var title: String
    /// Items in the deck.
    public var total: Int
    public var learning: Int
    public var mature: Int

    public init(deck: DeckID, kind: DeckKind, level: Level?, title: String, total: Int, learning: Int, mature: Int) {
        self.deck = deck
        self.kind = kind
        self.level = level
        self.title = title
        self.total = total
        self.learning = learning
        self.mature = mature
    }

    /// Items never reviewed.
    public var new: Int { max(0, total - learning - mature) }

    private enum CodingKeys: String, CodingKey {
        case deck, kind, level, title, total, new, learning, mature
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deck, forKey: .deck)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(level, forKey: .level)
        try container.encode(title, forKey: .title)
        try container.encode(total, forKey: .total)
        try container.encode(new, forKey: .new)
        try container.encode(learning, forKey: .learning)
        try container.encode(mature, forKey: .mature)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(DeckKind.self, forKey: .kind)
        let level = try container.decodeIfPresent(Level.self, forKey: .level)
        self.kind = kind
        self.level = level
        deck = try container.decodeIfPresent(DeckID.self, forKey: .deck)
            ?? level.map { DeckID.jlpt(kind: kind, level: $0) } ?? DeckID(rawValue: "unnamed")!
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        total = try container.decode(Int.self, forKey: .total)
        learning = try container.decode(Int.self, forKey: .learning)
        mature = try container.decode(Int.self, forKey: .mature)
    }
}
