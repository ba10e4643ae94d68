#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The opaque identity of a deck: "jlpt-vocab-n5" for a bundled deck, any other name for a deck
/// the learner made or imported.
///
/// An id is 1 to 64 characters of lower-case ASCII letters, digits, `-` and `_` (so it can name a
/// file and sits in a day key, "jlpt-vocab-n5:3", without escaping). The JLPT decks' ids are made
/// by `jlpt(kind:level:)` and never change; the level of a deck is metadata on the deck, not part
/// of what identifies it.
public struct DeckID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// The id `rawValue`, or nil when it is not a valid id.
    public init?(rawValue: String) {
        guard Self.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The id of the bundled JLPT deck of `kind` at `level`: "jlpt-vocab-n5", "jlpt-kanji-n1".
    public static func jlpt(kind: DeckKind, level: Level) -> DeckID {
        DeckID(unchecked: "jlpt-\(kind.rawValue)-\(level.rawValue.lowercased())")
    }

    private init(unchecked rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kind and level of a bundled JLPT deck's id ("jlpt-kanji-n3"); nil for any other id.
    public var jlpt: (kind: DeckKind, level: Level)? {
        let parts = rawValue.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "jlpt",
              let kind = DeckKind(rawValue: String(parts[1])),
              let level = Level(rawValue: parts[2].uppercased()),
              parts[2] == parts[2].lowercased()
        else { return nil }
        return (kind, level)
    }

    /// Whether `text` is a valid deck id.
    public static func isValid(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        return bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F }
    }

    public var description: String { rawValue }

    /// Bundled JLPT decks first (vocabulary, then kanji, easiest level first), then other decks by id.
    public static func < (lhs: DeckID, rhs: DeckID) -> Bool {
        switch (lhs.jlpt, rhs.jlpt) {
        case let (left?, right?):
            if left.kind != right.kind { return left.kind == .vocab }
            return left.level < right.level
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.rawValue < rhs.rawValue
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = DeckID(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a deck id like jlpt-vocab-n5, found \(text)")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
