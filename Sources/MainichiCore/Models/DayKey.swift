/// One study day of one deck: kind, level and day number. Its string form, "vocab:N5:3", keys day
/// results in the progress file.
public struct DayKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var kind: DeckKind
    public var level: Level
    /// The day, from 1.
    public var day: Int

    public init(kind: DeckKind, level: Level, day: Int) {
        self.kind = kind
        self.level = level
        self.day = day
    }

    /// Parses "vocab:N5:3"; nil for anything else.
    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let kind = DeckKind(rawValue: String(parts[0])),
              let level = Level(rawValue: String(parts[1])),
              let day = Int(parts[2]), day >= 1
        else { return nil }
        self.init(kind: kind, level: level, day: day)
    }

    /// "vocab:N5:3".
    public var rawValue: String { "\(kind.rawValue):\(level.rawValue):\(day)" }

    /// "N5 Day 3".
    public var displayName: String { "\(level.displayName) Day \(day)" }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let key = DayKey(rawValue: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a day key like vocab:N5:3, found \(string)")
        }
        self = key
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders by kind (vocabulary first), then level (easiest first), then day.
    public static func < (lhs: DayKey, rhs: DayKey) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind == .vocab }
        if lhs.level != rhs.level { return lhs.level < rhs.level }
        return lhs.day < rhs.day
    }
}
