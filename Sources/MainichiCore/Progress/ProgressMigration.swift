#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Upgrades progress files written with older schemas to `StudyProgress.currentSchemaVersion`.
///
/// Each step reads the old shape with its own small Codable type, so old files keep loading after
/// `StudyProgress` changes.
enum ProgressMigration {
    /// The fields every version has, read first to choose the migration.
    private struct Header: Decodable {
        var schemaVersion: Int
    }

    /// Schema 1: bookmarks were a plain list of ids, without dates.
    struct Version1: Decodable {
        var createdAt: Date
        var updatedAt: Date
        var bookmarks: [String]?
        var dayResults: [String: DayResult]?
        var mistakes: [String: MistakeRecord]?
        var srs: [String: SRSCard]?
    }

    enum Outcome {
        case current(StudyProgress)
        case migrated(StudyProgress, from: Int)
        case newer(Int)
    }

    /// Decodes a progress file of any known schema.
    static func decode(_ data: Data, decoder: JSONDecoder) throws -> Outcome {
        let header = try decoder.decode(Header.self, from: data)
        switch header.schemaVersion {
        case StudyProgress.currentSchemaVersion:
            return .current(try decoder.decode(StudyProgress.self, from: data))
        case 1:
            let old = try decoder.decode(Version1.self, from: data)
            return .migrated(migrate(old), from: 1)
        case let version where version > StudyProgress.currentSchemaVersion:
            return .newer(version)
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown schema version \(header.schemaVersion)"))
        }
    }

    /// Schema 1 to 2: each bookmark gets the file's last save date as the date it was added.
    static func migrate(_ old: Version1) -> StudyProgress {
        var progress = StudyProgress(createdAt: old.createdAt)
        progress.updatedAt = old.updatedAt
        for id in old.bookmarks ?? [] { progress.bookmarks[id] = old.updatedAt }
        progress.dayResults = old.dayResults ?? [:]
        progress.mistakes = old.mistakes ?? [:]
        progress.srs = old.srs ?? [:]
        return progress
    }
}
