#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ids that items of the bundled decks had before a rebuild, mapped to their ids now.
///
/// `make decks` writes `Decks/id-map.json` when a word's id changes (a corrected spelling or
/// reading, a usually-kana word now shown in kana, a duplicate merged into the easiest level).
/// Opening a progress file moves its bookmarks, mistakes and review cards to the new ids (see
/// `StudyProgress.remappingItemIDs(_:)`). No new id is also an old one, so applying the map twice
/// changes nothing: an already moved file is left alone.
public struct ItemIDMap: Sendable, Equatable {
    /// The file name inside the decks directory.
    public static let fileName = "id-map.json"

    /// Old id to new id.
    public var renamed: [String: String]

    public init(renamed: [String: String]) {
        self.renamed = renamed
    }

    private struct File: Decodable {
        let format: Int
        let vocab: [String: String]?
        let kanji: [String: String]?
    }

    /// Reads `id-map.json` of a decks directory; nil when the directory has none.
    /// - Throws: a `DecodingError` when the file is not a valid map.
    public static func load(decksDirectory: URL) throws -> ItemIDMap? {
        let url = decksDirectory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        var renamed = file.vocab ?? [:]
        renamed.merge(file.kanji ?? [:]) { first, _ in first }
        return ItemIDMap(renamed: renamed)
    }
}
