#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads Anki packages: the zip (`ZipArchive`), the collection database (SQLite, read-only, from
/// a temporary copy) and, in the current layout, zstd.
///
/// The newest collection file in the package is read (`collection.anki21b`, else
/// `collection.anki21`, else `collection.anki2`): a current package also holds an old-style
/// `collection.anki2` that only asks the learner to update Anki.
public struct AnkiPackageReader: AnkiPackageReading {
    public init() {}

    public func read(packageAt url: URL) throws(AnkiPackageError) -> AnkiCollection {
        let file = url.path
        let archive = try Self.open(url)
        guard let format = AnkiPackageFormat.allCases.reversed().first(where: { archive[$0.rawValue] != nil }),
              let entry = archive[format.rawValue] else {
            throw .noCollection(file: file)
        }
        var bytes = try Self.bytes(of: entry, in: archive, file: file)
        if format == .anki21b {
            do { bytes = try Zstd.decompress(bytes) } catch {
                throw .damagedEntry(file: file, entry: format.rawValue, reason: error.message)
            }
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mainichi-anki-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent("collection"))
        } catch {
            throw .unreadableCollection(file: file, reason: "cannot write a temporary copy: \(Self.reason(error))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var collection: AnkiCollection
        do {
            let database = try SQLiteDatabase(readingOnly: folder.appendingPathComponent("collection").path)
            collection = try AnkiCollectionQuery.read(database, format: format)
        } catch {
            throw .unreadableCollection(file: file, reason: error.message)
        }
        collection.mediaNames = try Self.mediaMap(of: archive, format: format, file: file).keys.sorted()
        return collection
    }

    public func copyMedia(_ names: Set<String>, fromPackageAt url: URL, into directory: URL) throws(AnkiPackageError) -> [String] {
        let file = url.path
        let archive = try Self.open(url)
        let format = AnkiPackageFormat.allCases.reversed().first { archive[$0.rawValue] != nil } ?? .anki2
        let map = try Self.mediaMap(of: archive, format: format, file: file)
        var copied: [String] = []
        for name in map.keys.sorted() where names.contains(name) {
            guard Self.isPlainFileName(name), let entryName = map[name], let entry = archive[entryName] else { continue }
            var bytes = try Self.bytes(of: entry, in: archive, file: file)
            if format == .anki21b, Zstd.isCompressed(bytes) {
                do { bytes = try Zstd.decompress(bytes) } catch {
                    throw .damagedEntry(file: file, entry: entryName, reason: error.message)
                }
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(bytes).write(to: directory.appendingPathComponent(name), options: .atomic)
            } catch {
                throw .cannotWriteMedia(file: directory.appendingPathComponent(name).path, reason: Self.reason(error))
            }
            copied.append(name)
        }
        return copied
    }

    /// A file error in a few words: the system's text for the error number when there is one.
    static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }

    /// Whether a media name is a plain file name (no folder, not hidden), safe to write as is.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    private static func open(_ url: URL) throws(AnkiPackageError) -> ZipArchive {
        do { return try ZipArchive(path: url.path) } catch {
            switch error {
            case .damaged(let reason): throw .damagedEntry(file: url.path, entry: "the zip directory", reason: reason)
            case .cannotOpen(let reason): throw .unreadableCollection(file: url.path, reason: reason)
            default: throw .notAZip(file: url.path)
            }
        }
    }

    private static func bytes(of entry: ZipArchive.Entry, in archive: ZipArchive, file: String) throws(AnkiPackageError) -> [UInt8] {
        do { return try archive.bytes(of: entry) } catch {
            switch error {
            case .damagedEntry(_, let reason), .damaged(let reason), .cannotOpen(let reason):
                throw .damagedEntry(file: file, entry: entry.name, reason: reason)
            case .notAZip:
                throw .notAZip(file: file)
            }
        }
    }

    /// The media map: each media file's name and the zip entry holding it. Legacy packages keep it
    /// as JSON (`{"0": "cat.mp3"}`), current ones as a zstd-compressed protobuf list whose
    /// entries are stored as "0", "1"... in order.
    static func mediaMap(of archive: ZipArchive, format: AnkiPackageFormat, file: String) throws(AnkiPackageError) -> [String: String] {
        guard let entry = archive["media"] else { return [:] }
        var bytes = try bytes(of: entry, in: archive, file: file)
        if Zstd.isCompressed(bytes) {
            do { bytes = try Zstd.decompress(bytes) } catch { throw .damagedEntry(file: file, entry: "media", reason: error.message) }
            guard let names = AnkiMediaList.names(in: bytes) else {
                throw .damagedEntry(file: file, entry: "media", reason: "not a media list")
            }
            var map: [String: String] = [:]
            for (index, item) in names.enumerated() { map[item.name] = String(item.entry ?? index) }
            return map
        }
        guard let json = try? JSONDecoder().decode([String: String].self, from: Data(bytes)) else {
            throw .damagedEntry(file: file, entry: "media", reason: "not a JSON media map")
        }
        var map: [String: String] = [:]
        for (entryName, name) in json { map[name] = entryName }
        return map
    }
}
