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
public struct DeckIndex: Codable, Sendable, Equatable {
    /// One deck file in the index.
    public struct Entry: Codable, Sendable, Equatable {
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

    /// Reads the index of `directory`; nil when it is missing, unreadable or of another format.
    public static func read(from directory: URL) -> DeckIndex? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)),
              let index = try? JSONDecoder().decode(DeckIndex.self, from: data),
              index.format == 1
        else { return nil }
        return index
    }

    /// Builds the index of the given decks; `bytes` from each file's size on disk.
    public static func make(for decks: [(file: String, deck: Deck)], in directory: URL) -> DeckIndex {
        DeckIndex(decks: decks.map { file, deck in
            Entry(file: file, id: deck.level.map { DeckID.jlpt(kind: deck.kind, level: $0) } == deck.id ? nil : deck.id,
                  kind: deck.kind, level: deck.level, title: deck.title, itemCount: deck.items.count,
                  dayCount: deck.dayCount, bytes: FileSize.of(directory.appendingPathComponent(file)) ?? 0)
        })
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
