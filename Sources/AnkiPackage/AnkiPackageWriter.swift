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
import MainichiCore

/// Writes Anki packages (`.apkg`): the collection in Anki's legacy schema as
/// `collection.anki21` (SQLite, `AnkiCollectionWriter`), the media files as `0`, `1`... and the
/// JSON `media` map naming them, in a zip; what current Anki imports (and upgrades) as it
/// imports its own packages made "for older Anki versions".
///
/// The package is written beside `url` and moved over it once whole, so a failed export leaves
/// any file there as it was.
public struct AnkiPackageWriter: AnkiPackageWriting {
    public init() {}

    public func write(_ package: AnkiExportPackage, to url: URL) throws(AnkiPackageError) {
        let file = url.path
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mainichi-apkg-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        let collectionPath = folder.appendingPathComponent("collection.anki21").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWritePackage(file: file, reason: "cannot make a temporary folder: \(AnkiPackageReader.reason(error))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let database = try SQLiteDatabase(creating: collectionPath)
            try AnkiCollectionWriter.write(package, into: database, now: Date())
        } catch {
            throw .cannotWritePackage(file: file, reason: error.message)
        }
        var entries: [(name: String, bytes: [UInt8])] = []
        do {
            entries.append(("collection.anki21", Array(try Data(contentsOf: URL(fileURLWithPath: collectionPath)))))
        } catch {
            throw .cannotWritePackage(file: file, reason: "cannot read the collection back: \(AnkiPackageReader.reason(error))")
        }
        var map: [(String, String)] = []
        for (index, name) in package.media.keys.sorted().enumerated() {
            guard let source = package.media[name] else { continue }
            do {
                entries.append((String(index), Array(try Data(contentsOf: source))))
            } catch {
                throw .cannotWritePackage(file: file, reason: "cannot read the media file \(source.path): \(AnkiPackageReader.reason(error))")
            }
            map.append((String(index), JSONText.string(name)))
        }
        entries.append(("media", Array(JSONText.object(map).utf8)))
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: partial)
        do {
            let zip = try ZipWriter(path: partial.path)
            for entry in entries { try zip.add(entry.name, bytes: entry.bytes) }
            try zip.finish()
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .cannotWritePackage(file: file, reason: error.message)
        }
        guard rename(partial.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: partial)
            throw .cannotWritePackage(file: file, reason: reason)
        }
    }
}
