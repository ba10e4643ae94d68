#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The contents of Decks/index.json: one entry per deck file with its counts and size, so the app
/// can list levels and days at startup without decoding any deck.
public struct DeckIndex: Sendable, Equatable {
    /// One deck file in the index.
    public struct Entry: Sendable, Equatable {
        /// Relative to the decks directory: "vocab/n5.json".
        public var file: String
        /// The deck's id; absent for a JLPT deck named by its kind and level.
        public var id: DeckID?
        public var kind: DeckKind
        public var level: Level?
        public var title: String
        public var itemCount: Int
        public var dayCount: Int
        /// The file size when the index was written; a different size means the entry is stale.
        public var bytes: Int

        public init(file: String, id: DeckID? = nil, kind: DeckKind, level: Level?, title: String, itemCount: Int, dayCount: Int, bytes: Int) {
            self.file = file
            self.id = id
            self.kind = kind
            self.level = level
            self.title = title
            self.itemCount = itemCount
            self.dayCount = dayCount
            self.bytes = bytes
        }
    }

    public var format: Int
    public var decks: [Entry]

    public init(format: Int = 1, decks: [Entry]) {
        self.format = format
        self.decks = decks
    }

    /// The file name inside a decks directory.
    public static let fileName = "index.json"

    /// Reads the index of `directory`; nil when it is missing, unreadable, of another format, or
    /// any entry is not as written (the library then looks at the deck files themselves).
    ///
    /// Read with the project's `JSONParser`: every start reads it, and `JSONDecoder` took a
    /// million instructions for its 1.5 KB.
    public static func read(from directory: URL) -> DeckIndex? {
        guard let bytes = try? JournalSnapshot.readChecked(directory.appendingPathComponent(fileName)).get(),
              let index = try? parse(bytes), index.format == 1
        else { return nil }
        return index
    }

    /// The index in `bytes`: `format`, and `decks` of objects with `file`, `id` (optional),
    /// `kind`, `level` (optional), `title`, `itemCount`, `dayCount` and `bytes`. Nil when a field
    /// is missing or of the wrong kind.
    static func parse(_ bytes: [UInt8]) throws -> DeckIndex? {
        guard case .object(let file) = try JSONParser.parse(bytes), let format = integer(file["format"]),
              case .array(let values)? = file["decks"] else { return nil }
        var decks: [Entry] = []
        decks.reserveCapacity(values.count)
        for value in values {
            guard case .object(let fields) = value, case .string(let path)? = fields["file"],
                  case .string(let kindName)? = fields["kind"], let kind = DeckKind(rawValue: kindName),
                  case .string(let title)? = fields["title"], let itemCount = integer(fields["itemCount"]),
                  let dayCount = integer(fields["dayCount"]), let size = integer(fields["bytes"]) else { return nil }
            var id: DeckID?
            switch fields["id"] {
            case nil, .null?: id = nil
            case .string(let text)?: guard let valid = DeckID(rawValue: text) else { return nil }; id = valid
            default: return nil
            }
            var level: Level?
            switch fields["level"] {
            case nil, .null?: level = nil
            case .string(let text)?: guard let valid = Level(rawValue: text) else { return nil }; level = valid
            default: return nil
            }
            decks.append(Entry(file: path, id: id, kind: kind, level: level, title: title, itemCount: itemCount,
                               dayCount: dayCount, bytes: size))
        }
        return DeckIndex(format: format, decks: decks)
    }

    /// A whole number, or nil.
    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let number)? = value else { return nil }
        return Int(exactly: number)
    }
}

/// File sizes through `stat`, cheaper than FileManager attribute dictionaries.
enum FileSize {
    static func of(_ url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
