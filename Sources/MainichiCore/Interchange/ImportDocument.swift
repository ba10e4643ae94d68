/// A file read for import: how it was read, its records (fields cleaned) and its bad records.
public struct ImportDocument: Sendable {
    /// What kind of file it is.
    public var format: InterchangeFormat
    /// The field separator, declared or guessed.
    public var separator: Separator
    /// The Anki header, empty for plain CSV and TSV.
    public var header: AnkiTextHeader
    /// Column labels from `#columns:` or a header row; empty when the file names none.
    public var columnLabels: [String]
    /// Whether fields were HTML (declared or guessed) and were turned into plain text.
    public var wasHTML: Bool
    /// The data records, header row excluded.
    public var records: [ParsedRecord]
    /// Records that could not be read, in file order.
    public var problems: [ImportProblem]

    /// The number of columns: the most fields of any record or label row.
    public var columnCount: Int {
        max(columnLabels.count, records.reduce(0) { max($0, $1.fields.count) })
    }

    /// The column mapping guessed from the labels, the Anki header and the first 200 records.
    public func guessedMapping() -> ColumnMapping {
        ColumnMapping.guess(columnCount: columnCount, labels: columnLabels, header: header,
                            samples: records.prefix(200).map(\.fields))
    }
}
