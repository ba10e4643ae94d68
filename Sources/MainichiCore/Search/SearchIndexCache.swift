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

/// Keeps a built `SearchIndex` in a file of the cache directory, so `mainichi search` answers
/// without decoding every deck: the file is mapped into memory and searched where it lies
/// (`SearchIndexFile`), a fraction of a millisecond; building the index takes tens.
///
/// The file is keyed by the decks it was built from: their directory, and the size, modification
/// time and file number of index.json and of every deck file. When any of them changes (a deck
/// rebuilt or edited, other decks pointed at), the file no longer matches and the index is built
/// afresh and written again. An index built with a broken deck is never written, so the problem
/// is reported every time. A missing, foreign or damaged file is simply rebuilt: the cache only
/// ever saves time.
///
/// ```swift
/// let cache = SearchIndexCache(directory: directories.cache)
/// let index = cache.index(for: library)   // read back, or built and written
/// ```
public struct SearchIndexCache: Sendable {
    /// The folder the index file is kept in (created when missing).
    public let directory: URL

    /// The format written; a file of another format is rebuilt.
    static let formatVersion: UInt32 = 4

    public init(directory: URL) {
        self.directory = directory
    }

    /// The index of `library`'s decks: read from the cache when it matches them, otherwise built
    /// and, when every deck could be read, written for next time (failing quietly).
    public func index(for library: DeckLibrary) -> SearchIndex {
        let (cached, fingerprint) = cachedIndex(for: library)
        if let cached { return cached }
        let index = SearchIndex.build(library: library)
        store(index, fingerprint: fingerprint)
        return index
    }

    /// The cached index of `library`'s decks when the file matches them, and the fingerprint of
    /// the decks now: an index built from them (`SearchIndexBuilder`, a deck at a time) is stored
    /// under that fingerprint, so decks changed during the build are not taken for those indexed.
    public func cachedIndex(for library: DeckLibrary) -> (index: SearchIndex?, fingerprint: String) {
        let fingerprint = Self.fingerprint(of: library)
        return (read(fingerprint: fingerprint), fingerprint)
    }

    /// Writes `index`, built from the decks `fingerprint` names, when every deck could be read
    /// (failing quietly: the cache only ever saves time). The file is replaced atomically.
    public func store(_ index: SearchIndex, fingerprint: String) {
        if index.problems.isEmpty { try? write(index, fingerprint: fingerprint) }
    }

    /// The index of `library`'s bundled decks and of the learner's decks in `userDecks`
    /// (`<data>/decks`), the same index the app keeps: when the cache matches, the learner's decks
    /// are only listed, not read; otherwise the library reads them (`loadUserDecks(from:)`) and the
    /// index is built and written. What `mainichi search` uses.
    public func index(for library: DeckLibrary, userDecks: URL) -> SearchIndex {
        let fingerprint = Self.fingerprint(of: library, userDecks: userDecks)
        if let index = read(fingerprint: fingerprint) { return index }
        library.loadUserDecks(from: userDecks)
        return index(for: library)
    }

    /// The cached index when the file matches `fingerprint`, nil otherwise: the file mapped into
    /// memory and searched where it lies (`SearchIndexFile`).
    func read(fingerprint: String) -> SearchIndex? {
        SearchIndexFile(path: fileURL(fingerprint: fingerprint).path, version: Self.formatVersion,
                        fingerprint: Array(fingerprint.utf8)).map(SearchIndex.init(file:))
    }

    /// Writes `index` for the decks `fingerprint` names, atomically.
    func write(_ index: SearchIndex, fingerprint: String) throws {
        try DataDirectories.createDirectory(directory)
        try Data(Self.encode(index, fingerprint: fingerprint)).write(to: fileURL(fingerprint: fingerprint), options: .atomic)
    }

    /// The index file for a decks directory: one per directory, named by a hash of its path.
    func fileURL(fingerprint: String) -> URL {
        let path = fingerprint.prefix { $0 != "\n" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory.appendingPathComponent("search-index-" + String(hash, radix: 16) + ".bin")
    }

    /// What the index of `library` depends on: the decks directory on the first line, then
    /// index.json and each bundled deck file, then each `*.json` of the learner's decks folder
    /// (whether or not it reads as a deck), by name; each with its size, modification time and
    /// file number. Computed from the files alone, without decoding any.
    static func fingerprint(of library: DeckLibrary) -> String {
        fingerprint(of: library, userDecks: library.userDirectory)
    }

    /// The fingerprint of `library`'s bundled decks with the learner's decks folder `userDecks`.
    static func fingerprint(of library: DeckLibrary, userDecks: URL?) -> String {
        var lines = [library.directory.standardizedFileURL.path]
        var files = [DeckIndex.fileName, "korean.txt"] + library.summaries.map(\.file).filter { !$0.hasPrefix("/") }
        if let userDecks {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: userDecks.path)) ?? []
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { userDecks.appendingPathComponent($0).path }
        }
        for file in files {
            var info = stat()
            let found = stat(library.fileURL(of: file).path, &info) == 0
            let size = found ? Int64(info.st_size) : -1
            #if canImport(Darwin)
            let modified = found ? Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9 : 0
            #else
            let modified = found ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
            #endif
            let number = found ? UInt64(info.st_ino) : 0
            lines.append("\(file) \(size) \(modified) \(number)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Format

    /// The file for `index` (layout in `SearchIndexFile`).
    static func encode(_ index: SearchIndex, fingerprint: String) -> [UInt8] {
        index.withTables { SearchIndexFile.encode($0, version: formatVersion, fingerprint: Array(fingerprint.utf8)) }
    }

    /// The index in `file` when it has this format and `fingerprint` and every offset in it is in
    /// range; nil otherwise.
    static func decode(_ file: [UInt8], fingerprint: String) -> SearchIndex? {
        SearchIndexFile(bytes: file, version: formatVersion, fingerprint: Array(fingerprint.utf8)).map(SearchIndex.init(file:))
    }
}
