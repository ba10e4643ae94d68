/// Why an Anki package cannot be read: each case names the file and what was wrong.
public enum AnkiPackageError: Error, Sendable, Equatable {
    /// Not a zip archive (or a damaged one).
    case notAZip(file: String)
    /// A zip without a `collection.anki2`, `collection.anki21` or `collection.anki21b`.
    case noCollection(file: String)
    /// A zip entry that cannot be extracted or decompressed.
    case damagedEntry(file: String, entry: String, reason: String)
    /// The collection database cannot be read (`reason` as SQLite words it).
    case unreadableCollection(file: String, reason: String)
    /// A media file cannot be written into the data directory.
    case cannotWriteMedia(file: String, reason: String)
}
