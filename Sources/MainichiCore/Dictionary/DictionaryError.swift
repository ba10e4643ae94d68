/// Why the dictionary file could not be read.
public enum DictionaryError: Error, Equatable, CustomStringConvertible {
    /// The file is not there.
    case missing(path: String)
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A line is not an entry or key line as the format says.
    case malformed(path: String, line: Int, reason: String)
    /// The binary file is of another version, cut short or damaged.
    case damaged(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path): "no dictionary at \(path) (make decks builds it)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .malformed(let path, let line, let reason): "\(path), line \(line): \(reason)"
        case .damaged(let path, let reason): "\(path): \(reason)"
        }
    }
}
