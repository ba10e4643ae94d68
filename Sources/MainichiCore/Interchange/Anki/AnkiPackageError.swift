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
    /// An exported package cannot be written (`reason` as the system or SQLite words it).
    case cannotWritePackage(file: String, reason: String)
}

extension AnkiPackageError: CustomStringConvertible {
    /// The error in English, naming the file.
    public var description: String {
        switch self {
        case .notAZip(let file): "\(file): not a zip archive (an Anki package), or a damaged one"
        case .noCollection(let file): "\(file): holds no Anki collection (collection.anki2, collection.anki21 or collection.anki21b)"
        case .damagedEntry(let file, let entry, let reason): "\(file): \(entry) cannot be read: \(reason)"
        case .unreadableCollection(let file, let reason): "\(file): the collection cannot be read: \(reason)"
        case .cannotWriteMedia(let file, let reason): "cannot write \(file): \(reason)"
        case .cannotWritePackage(let file, let reason): "cannot write the package \(file): \(reason)"
        }
    }
}
