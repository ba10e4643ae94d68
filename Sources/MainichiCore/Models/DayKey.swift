#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One study day of one deck. Its string form, "jlpt-vocab-n5:3" (deck id, day), keys day results
/// in the progress and the journal.
///
/// Versions before open deck identities wrote "vocab:N5:3" (kind, level, day); `init(rawValue:)`
/// still reads that form, as the day of the bundled deck of that kind and level, and
/// `canonical(_:)` turns it into today's form, so old progress files, snapshots and journal events
/// keep their day results.
public struct DayKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The deck.
    public var deck: DeckID
    /// The day, from 1.
    public var day: Int

    public init(deck: DeckID, day: Int) {
        self.deck = deck
        self.day = day
    }

    /// The day of the bundled JLPT deck of `kind` at `level`.
    public init(kind: DeckKind, level: Level, day: Int) {
        self.init(deck: .jlpt(kind: kind, level: level), day: day)
    }

    /// Parses "jlpt-vocab-n5:3", or the older "vocab:N5:3"; nil for anything else.
    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 2:
            guard let deck = DeckID(rawValue: String(parts[0])), let day = Int(parts[1]), day >= 1 else { return nil }
            self.init(deck: deck, day: day)
        case 3:
            guard let kind = DeckKind(rawValue: String(parts[0])),
                  let level = Level(rawValue: String(parts[1])),
                  let day = Int(parts[2]), day >= 1
            else { return nil }
            self.init(kind: kind, level: level, day: day)
        default:
            return nil
        }
    }

    /// "jlpt-vocab-n5:3".
    public var rawValue: String { "\(deck.rawValue):\(day)" }

    /// `raw` in today's form: an old "vocab:N5:3" becomes "jlpt-vocab-n5:3"; a string that is no
    /// day key this version knows is returned as it is (kept, never dropped).
    public static func canonical(_ raw: String) -> String {
        DayKey(rawValue: raw)?.rawValue ?? raw
    }

    /// The kind of a bundled JLPT deck's day; nil for another deck (ask the deck).
    public var kind: DeckKind? { deck.jlpt?.kind }

    /// The level of a bundled JLPT deck's day; nil for another deck (ask the deck).
    public var level: Level? { deck.jlpt?.level }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let key = DayKey(rawValue: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a day key like jlpt-vocab-n5:3, found \(string)")
        }
        self = key
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders by deck (the bundled decks first: vocabulary, then kanji, easiest level first), then day.
    public static func < (lhs: DayKey, rhs: DayKey) -> Bool {
        if lhs.deck != rhs.deck { return lhs.deck < rhs.deck }
        return lhs.day < rhs.day
    }
}
