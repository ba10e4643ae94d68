/// Splits delimited text (CSV, TSV and Anki's text exports) into records, one bad record never
/// costing the rest of the file.
///
/// The rules are RFC 4180's with Anki's reader settings: a field may be quoted with `"`, a quote
/// inside a quoted field is doubled, a quoted field may hold separators and line breaks; lines end
/// in LF, CRLF or CR; blank lines are skipped; a record whose first byte is an unquoted `#` is a
/// comment; records may have different numbers of fields. A quote opened and never closed, or
/// closed on a later line with text right after it (a stray quote that would swallow the records
/// up to the next quote), is reported and its line read again with quotes taken literally; a record that is not UTF-8 or
/// is longer than `maximumRecordBytes` is reported and skipped.
public struct DelimitedTextParser: Sendable {
    /// The separator byte.
    public var separator: UInt8
    /// The longest record accepted, in bytes.
    public var maximumRecordBytes: Int

    /// The default record limit: 1 MiB, far beyond any note and small enough to stay responsive.
    public static let defaultMaximumRecordBytes = 1 << 20

    public init(separator: Separator, maximumRecordBytes: Int = defaultMaximumRecordBytes) {
        self.separator = separator.byte
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// The records of `bytes` from offset `start`, which lies at the start of line `line`.
    public func parse(_ bytes: [UInt8], from start: Int = 0, line: Int = 1) -> (records: [ParsedRecord], problems: [ImportProblem]) {
        var records: [ParsedRecord] = []
        var problems: [ImportProblem] = []
        var position = start
        var lineNumber = line
        var literalQuotesUntil = -1
        var field: [UInt8] = []
        let end = bytes.count
        while position < end {
            let recordStart = position
            let recordLine = lineNumber
            let first = bytes[position]
            // Blank lines and comments.
            if first == 0x0A || first == 0x0D || first == 0x23 {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                position = Self.skipLineBreak(bytes, at: position)
                lineNumber += 1
                continue
            }
            var fields: [String] = []
            var unclosed = false
            var recordDone = false
            var isValid = true
            let literal = recordStart <= literalQuotesUntil
            while !recordDone {
                field.removeAll(keepingCapacity: true)
                if !literal, position < end, bytes[position] == 0x22 {
                    // Quoted field.
                    var scan = position + 1
                    var closed = false
                    var linesInside = 0
                    while scan < end, scan - recordStart <= maximumRecordBytes {
                        let byte = bytes[scan]
                        if byte == 0x22 {
                            if scan + 1 < end, bytes[scan + 1] == 0x22 {
                                field.append(0x22)
                                scan += 2
                                continue
                            }
                            closed = true
                            scan += 1
                            break
                        }
                        if byte == 0x0A || (byte == 0x0D && (scan + 1 >= end || bytes[scan + 1] != 0x0A)) { linesInside += 1 }
                        field.append(byte)
                        scan += 1
                    }
                    if !closed {
                        if scan - recordStart > maximumRecordBytes {
                            position = scan
                            break
                        }
                        unclosed = true
                        break
                    }
                    // A quote that closes on a later line and is followed by more text (not a
                    // separator or a line end) is a stray quote that swallowed the records after
                    // it, up to some later quote: read as a quote never closed, so one broken line
                    // costs one record, not every record up to the next quote.
                    if linesInside > 0, scan < end, bytes[scan] != separator, bytes[scan] != 0x0A, bytes[scan] != 0x0D {
                        unclosed = true
                        break
                    }
                    lineNumber += linesInside
                    position = scan
                    // Text after the closing quote belongs to the field, as written.
                    while position < end, bytes[position] != separator, bytes[position] != 0x0A, bytes[position] != 0x0D {
                        field.append(bytes[position])
                        position += 1
                    }
                } else {
                    while position < end, bytes[position] != separator, bytes[position] != 0x0A, bytes[position] != 0x0D,
                          position - recordStart <= maximumRecordBytes {
                        field.append(bytes[position])
                        position += 1
                    }
                }
                if position - recordStart > maximumRecordBytes { break }
                if isValid, !UTF8Validation.isValid(field) { isValid = false }
                if isValid { fields.append(String(decoding: field, as: UTF8.self)) }
                if position < end, bytes[position] == separator {
                    position += 1
                } else {
                    recordDone = true
                }
                if position - recordStart > maximumRecordBytes { break }
            }
            if unclosed {
                problems.append(ImportProblem(line: recordLine, reason: .unclosedQuote))
                // Read the record's first line again with its quotes as plain text.
                var lineEnd = recordStart
                while lineEnd < end, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                literalQuotesUntil = lineEnd
                position = recordStart
                lineNumber = recordLine
                continue
            }
            if !recordDone || position - recordStart > maximumRecordBytes {
                // Skip the rest of the physical line; what follows is read as new records.
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                problems.append(ImportProblem(line: recordLine, reason: .tooLong(bytes: position - recordStart, limit: maximumRecordBytes)))
            } else if !isValid {
                problems.append(ImportProblem(line: recordLine, reason: .invalidUTF8))
            } else {
                records.append(ParsedRecord(line: recordLine, fields: fields))
            }
            position = Self.skipLineBreak(bytes, at: position)
            lineNumber += 1
        }
        return (records, problems)
    }

    /// The offset after the line break at `position` (LF, CRLF or CR); `position` when there is none.
    static func skipLineBreak(_ bytes: [UInt8], at position: Int) -> Int {
        guard position < bytes.count else { return position }
        if bytes[position] == 0x0D {
            return position + 1 < bytes.count && bytes[position + 1] == 0x0A ? position + 2 : position + 1
        }
        return bytes[position] == 0x0A ? position + 1 : position
    }
}
