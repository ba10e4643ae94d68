/// Why user data could not be opened or saved. Every case reads as a sentence the app can show.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process holds the data directory's lock.
    case locked(directory: String, pid: Int32?)
    /// The directory could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// Writing a file failed (disk full, permissions); the previous file is intact.
    case writeFailed(path: String, reason: String)
    /// The file was written by a newer mainichi with a schema this one does not know; it is left alone.
    case newerSchema(path: String, version: Int)
    /// The file exists but this user may not read it (permissions); it is left alone.
    case unreadable(path: String, reason: String)
    /// The file is damaged (not valid JSON, not valid progress); the app moves it aside on start.
    case damaged(path: String, reason: String)
    /// The data directory does not let this user create files in it.
    case directoryNotWritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .locked(let directory, let pid):
            let owner = pid.map { " (process \($0))" } ?? ""
            return "another mainichi is already using \(directory)\(owner); quit it first, or use --data-dir"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create \(path): \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot save \(path): \(reason); the previous version is kept"
        case .newerSchema(let path, let version):
            return "\(path) was written by a newer mainichi (schema \(version)); update mainichi to use it (the file is left untouched)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason); check its permissions (the file is left untouched)"
        case .damaged(let path, let reason):
            return "\(path) is damaged (\(reason)); open mainichi once to move it aside and restore the backup"
        case .directoryNotWritable(let path, let reason):
            return "the data directory \(path) is not writable (\(reason)); fix its permissions or use --data-dir"
        }
    }
}
