/// A line of the journal or the history log that was skipped, or a log that could not be read:
/// data (the file, the line, what was wrong) that the app words in the learner's language.
/// `description` is English, for logs and tests.
public struct LogWarning: Sendable, Equatable, CustomStringConvertible {
    /// Why a line of valid JSON cannot be used.
    public enum Fault: Sendable, Equatable {
        case noID
        case noTime
        case noType
        case timeOrDurationOutOfRange
        case timeOutOfRange
        /// A value this version does not know (from a newer one).
        case unknownValue
        /// A number outside what it can be (a rating of 9, a day layout of -1).
        case valueOutOfRange

        /// The English phrase: "a time out of range".
        public var phrase: String {
            switch self {
            case .noID: "no valid id"
            case .noTime: "no valid time"
            case .noType: "no type"
            case .timeOrDurationOutOfRange: "a time or duration out of range"
            case .timeOutOfRange: "a time out of range"
            case .unknownValue: "a value this mainichi does not know (from a newer version?)"
            case .valueOutOfRange: "a value out of range"
            }
        }
    }

    /// What was wrong.
    public enum Kind: Sendable, Equatable {
        /// The journal's last line is torn (a crash mid-write).
        case tornLastLine
        /// A journal line that is not JSON.
        case unreadableLine
        /// A history line that is not JSON (torn by a crash?).
        case tornLine
        /// A line of JSON that cannot be used.
        case invalidLine(Fault)
        /// A line whose change was kept but whose field `name` was not used (a history entry or a
        /// day layout that cannot be right).
        case invalidField(name: String, fault: Fault)
        /// An undo line with no review of the item before it.
        case undoWithoutReview(itemID: String)
        /// An event of a type this version does not know.
        case unknownType(String)
        /// The whole file cannot be read: the system's reason, if any.
        case cannotRead(reason: String?)
        /// The path is not a regular file.
        case notRegularFile
    }

    /// The file's name: "history.jsonl", "journal-laptop.jsonl".
    public var file: String
    /// The line, from 1; nil for the whole file.
    public var line: Int?
    public var kind: Kind

    public init(file: String, line: Int? = nil, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    public var description: String {
        let place = line.map { "\(file) line \($0)" } ?? file
        return switch kind {
        case .tornLastLine: "\(place): skipped a torn last line (after a crash?)"
        case .unreadableLine: "\(place): skipped an unreadable line"
        case .tornLine: "\(place): skipped an unreadable line (torn by a crash?)"
        case .invalidLine(let fault): "\(place): skipped a line with \(fault.phrase)"
        case .invalidField(let name, let fault): "\(place): kept the change but not its \(name) field, which has \(fault.phrase)"
        case .undoWithoutReview(let itemID): "\(place): an undo with no review of \(itemID) before it"
        case .unknownType(let type): "\(place): skipped an event of unknown type \"\(type)\" (from a newer mainichi?)"
        case .cannotRead(let reason): "\(place) cannot be read" + (reason.map { ": \($0)" } ?? "")
        case .notRegularFile: "\(place) cannot be read: it is not a regular file"
        }
    }
}
