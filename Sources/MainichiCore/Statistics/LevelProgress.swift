/// How far the learner has got with the items of one deck (a kind at a level).
///
/// - new: never reviewed (not in reviews, or added but not yet graded).
/// - learning: reviewed, but not mature: in the learning or relearning state, or in review with an
///   interval under 21 days.
/// - mature: in review with an interval (due date minus last review) of 21 days or more, as in Anki.
public struct LevelProgress: Sendable, Equatable, Codable {
    /// The interval, in days, from which a card counts as mature.
    public static let matureInterval = 21.0

    public var kind: DeckKind
    public var level: Level
    /// Items in the deck.
    public var total: Int
    public var learning: Int
    public var mature: Int

    public init(kind: DeckKind, level: Level, total: Int, learning: Int, mature: Int) {
        self.kind = kind
        self.level = level
        self.total = total
        self.learning = learning
        self.mature = mature
    }

    /// Items never reviewed.
    public var new: Int { max(0, total - learning - mature) }

    private enum CodingKeys: String, CodingKey {
        case kind, level, total, new, learning, mature
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(level, forKey: .level)
        try container.encode(total, forKey: .total)
        try container.encode(new, forKey: .new)
        try container.encode(learning, forKey: .learning)
        try container.encode(mature, forKey: .mature)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(DeckKind.self, forKey: .kind)
        level = try container.decode(Level.self, forKey: .level)
        total = try container.decode(Int.self, forKey: .total)
        learning = try container.decode(Int.self, forKey: .learning)
        mature = try container.decode(Int.self, forKey: .mature)
    }
}
