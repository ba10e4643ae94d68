/// A JLPT level, ordered from the easiest (N5) to the hardest (N1). (The optional deck of kanji
/// used in names only, 彦 浩 翔, has no level: it is the deck `kanji-names`, listed after N1.)
public enum Level: String, Codable, Sendable, CaseIterable, Comparable, Hashable {
    case n5 = "N5"
    case n4 = "N4"
    case n3 = "N3"
    case n2 = "N2"
    case n1 = "N1"

    /// The name shown to the learner: "N5".
    public var displayName: String { rawValue }

    /// The position in study order: 0 for N5, 4 for N1.
    public var order: Int {
        switch self {
        case .n5: 0
        case .n4: 1
        case .n3: 2
        case .n2: 3
        case .n1: 4
        }
    }

    /// Parses "N5" or "n5"; nil for anything else.
    public init?(name: String) {
        guard let level = Level.allCases.first(where: { $0.rawValue.uppercased() == name.uppercased() }) else { return nil }
        self = level
    }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.order < rhs.order }
}
