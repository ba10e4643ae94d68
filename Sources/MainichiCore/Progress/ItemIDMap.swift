#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ids that items of the bundled decks had before a rebuild, mapped to their ids now.
///
/// `make decks` writes `Decks/id-map.json` when a word's id changes (a corrected spelling or
/// reading, a usually-kana word now shown in kana, a duplicate merged into the easiest level).
/// Opening a progress file moves its bookmarks, mistakes, review cards, suspensions and slips to the
/// new ids (see `StudyProgress.remappingItemIDs(_:)`), day results to today's days (`days`,
/// `StudyProgress.remappingDayResults(_:)`), and history is read through the map
/// (`remapping(_:)`: the journal's lines are never rewritten). No new id is also an old one, so applying the map twice
/// changes nothing: an already moved file is left alone.
public struct ItemIDMap: Sendable, Equatable {
    /// The file name inside the decks directory.
    public static let fileName = "id-map.json"

    /// Old id to new id.
    public var renamed: [String: String]
    /// Where today's days come from, for moving day results (nil: days did not move).
    public var days: DayLayoutMap?

    public init(renamed: [String: String], days: DayLayoutMap? = nil) {
        self.renamed = renamed
        self.days = days
    }

    /// The id an item has now: its new id when renamed, else `id` itself.
    public func currentID(_ id: String) -> String {
        renamed[id] ?? id
    }

    /// History entries with their item ids moved to the ids items have now (a review of 何方 counts
    /// for どなた in statistics, leeches and the optimizer).
    public func remapping(_ events: [HistoryEvent]) -> [HistoryEvent] {
        guard !renamed.isEmpty else { return events }
        return events.map { event in
            guard let id = event.itemID, let new = renamed[id] else { return event }
            var moved = event
            moved.itemID = new
            return moved
        }
    }

    private struct File: Decodable {
        struct Days: Decodable {
            struct Origin: Decodable {
                let size: Int
                let old: [String: Int]
            }
            let layout: Int
            let decks: [String]
            let from: [String: Origin]
        }
        let format: Int
        let vocab: [String: String]?
        let kanji: [String: String]?
        let days: Days?
    }

    /// Reads `id-map.json` of a decks directory; nil when the directory has none.
    /// - Throws: a `DecodingError` when the file is not a valid map.
    public static func load(decksDirectory: URL) throws -> ItemIDMap? {
        let url = decksDirectory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        var renamed = file.vocab ?? [:]
        renamed.merge(file.kanji ?? [:]) { first, _ in first }
        let days = file.days.map { days in
            DayLayoutMap(layout: days.layout, decks: Set(days.decks),
                         origins: days.from.mapValues { DayLayoutMap.Origin(size: $0.size, old: $0.old) })
        }
        return ItemIDMap(renamed: renamed, days: days)
    }
}
