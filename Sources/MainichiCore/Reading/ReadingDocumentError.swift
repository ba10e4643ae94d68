/// Why a text cannot be read. Every case names the file, and where it can, the line and what
/// the learner can do about it.
///
/// The learner reads it worded by the app's `ErrorText`; `description` is English, for logs and tests.
public enum ReadingDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing(file: String)
    /// The path is a directory.
    case directory(file: String)
    /// The file cannot be read (permissions, not a regular file, an I/O error).
    case unreadable(file: String, reason: String)
    /// The file is larger than the reader accepts.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file holds a NUL byte on `line`: binary, or UTF-16 without a byte-order mark.
    case binary(file: String, line: Int)
    /// The text is UTF-8 but for `line`, which is damaged.
    case brokenUTF8(file: String, line: Int)
    /// The text is neither UTF-8, Shift_JIS nor EUC-JP (nor UTF-16 with a byte-order mark): the
    /// first line that is not UTF-8.
    case unknownEncoding(file: String, line: Int)

    public var description: String {
        switch self {
        case .missing(let file): "\(file): no such file"
        case .directory(let file): "\(file): it is a directory, not a file"
        case .unreadable(let file, let reason): "\(file): cannot be read: \(reason)"
        case .tooLarge(let file, let bytes, let limit): "\(file): \(bytes) bytes is more than the \(limit) a text to read may hold"
        case .binary(let file, let line): "\(file): line \(line) holds a NUL byte: a binary file, or UTF-16 without a byte-order mark (save it as UTF-8)"
        case .brokenUTF8(let file, let line): "\(file): line \(line) is not valid UTF-8, though the rest of the file is; mend that line or save the file as UTF-8 again"
        case .unknownEncoding(let file, let line): "\(file): line \(line) is not UTF-8, Shift_JIS or EUC-JP text; save the file as UTF-8 and read it again"
        }
    }

    /// The file the error is about.
    public var file: String {
        switch self {
        case .missing(let file), .directory(let file), .unreadable(let file, _), .tooLarge(let file, _, _),
             .binary(let file, _), .brokenUTF8(let file, _), .unknownEncoding(let file, _):
            file
        }
    }
}
