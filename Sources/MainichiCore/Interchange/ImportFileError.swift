/// Why a whole file cannot be imported. Every case names what the learner can fix.
///
/// The learner reads it worded by the app's `ErrorText`; `description` is English, for logs and tests.
public enum ImportFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file holds no records.
    case empty(file: String)
    /// The file holds a NUL byte: it is binary, not text (the line it was found on).
    case binary(file: String, line: Int)
    /// The file is UTF-16 (it starts with a UTF-16 byte-order mark).
    case utf16(file: String)
    /// No record is UTF-8: the file is in another encoding (the first line found so).
    case notUTF8(file: String, line: Int)
    /// The file is larger than the reader accepts.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file cannot be read.
    case unreadable(file: String, reason: String)
    /// Nothing is at the path.
    case missing(file: String)
    /// The path is a directory.
    case directory(file: String)
    /// The file cannot be opened (permissions, or not a regular file).
    case notRegular(file: String)

    public var description: String {
        switch self {
        case .empty(let file): "\(file): the file is empty (no rows to import)"
        case .binary(let file, let line): "\(file): line \(line) holds a NUL byte: this is a binary file, not text (export notes as plain text or CSV)"
        case .utf16(let file): "\(file): the file is UTF-16; save it as UTF-8 and import it again"
        case .notUTF8(let file, let line): "\(file): not UTF-8 text from line \(line) on (Shift-JIS or another encoding?); save it as UTF-8 and import it again"
        case .tooLarge(let file, let bytes, let limit): "\(file): \(bytes) bytes is more than the \(limit) an import may hold"
        case .unreadable(let file, let reason): "\(file): cannot be read: \(reason)"
        case .missing(let file): "\(file): no such file"
        case .directory(let file): "\(file): it is a directory, not a file"
        case .notRegular(let file): "\(file): cannot be read: permission denied or not a regular file"
        }
    }
}
