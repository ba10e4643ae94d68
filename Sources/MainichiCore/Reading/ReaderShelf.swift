#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files the learner read last, each with the place they got to, and how the reader shows
/// readings: `reader.json` in the data directory, replaced atomically on each change.
///
/// A file that cannot be read (damaged, or from a newer version) is set aside as
/// `reader.json.unreadable` before the first change replaces it, so nothing is lost.
public final class ReaderShelf {
    /// The file's name in the data directory.
    public static let fileName = "reader.json"
    /// How many files the shelf keeps, the most recent first.
    public static let limit = 20

    /// One file read.
    public struct Entry: Codable, Sendable, Equatable {
        /// The file's absolute path.
        public var path: String
        /// The line the learner was at, from 0.
        public var line: Int
        /// The character in that line, from 0.
        public var column: Int
        /// When it was last opened.
        public var opened: Date

        public init(path: String, line: Int, column: Int, opened: Date) {
            self.path = path
            self.line = line
            self.column = column
            self.opened = opened
        }
    }

    /// Which words the reader shows readings for.
    public enum Readings: String, Codable, Sendable, CaseIterable {
        /// Every word written with kanji.
        case all
        /// New and learning words only.
        case unknown
        /// None.
        case none
    }

    private struct Contents: Codable {
        var version = 1
        var readings: Readings = .unknown
        var files: [Entry] = []
    }

    private let url: URL
    private var contents: Contents
    /// Whether the file there could not be read and still has to be set aside.
    private var setsAsideUnreadable = false

    /// Reads the shelf of `directory` (an empty one when there is none yet, or when it cannot be read).
    public init(directory: URL) {
        url = directory.appendingPathComponent(Self.fileName)
        guard let data = try? Data(contentsOf: url) else {
            contents = Contents()
            return
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if let read = try? decoder.decode(Contents.self, from: data), read.version <= 1 {
            contents = read
        } else {
            contents = Contents()
            setsAsideUnreadable = true
        }
    }

    /// The files, most recently opened first.
    public var files: [Entry] { contents.files }

    /// The readings setting.
    public var readings: Readings { contents.readings }

    /// Where the learner was in the file at `path`, if it was read before.
    public func entry(for path: String) -> Entry? {
        contents.files.first { $0.path == path }
    }

    /// Notes that the file at `path` was opened (or moved in) at `date`, at `line` and `column`,
    /// and puts it first; saves.
    public func note(_ path: String, line: Int, column: Int, at date: Date) throws(StorageError) {
        contents.files.removeAll { $0.path == path }
        contents.files.insert(Entry(path: path, line: max(0, line), column: max(0, column), opened: date), at: 0)
        if contents.files.count > Self.limit { contents.files.removeLast(contents.files.count - Self.limit) }
        try save()
    }

    /// Takes the file at `path` off the shelf; saves.
    public func remove(_ path: String) throws(StorageError) {
        contents.files.removeAll { $0.path == path }
        try save()
    }

    /// Changes the readings setting; saves.
    public func setReadings(_ readings: Readings) throws(StorageError) {
        contents.readings = readings
        try save()
    }

    private func save() throws(StorageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        let data: Data
        do {
            data = try encoder.encode(contents)
        } catch {
            throw .writeFailed(path: url.path, reason: "\(error)")
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: url.deletingLastPathComponent().path, reason: "\(error)")
        }
        if setsAsideUnreadable {
            let aside = url.appendingPathExtension("unreadable")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            setsAsideUnreadable = false
        }
        try AtomicFile.write(data, to: url)
    }
}
