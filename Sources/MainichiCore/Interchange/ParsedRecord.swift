/// One record of a delimited text file: its fields as read, and the line it starts on.
public struct ParsedRecord: Sendable, Equatable {
    /// The line the record starts on, from 1 (a quoted field may carry it over several lines).
    public var line: Int
    /// The fields, unquoted, in file order.
    public var fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}
