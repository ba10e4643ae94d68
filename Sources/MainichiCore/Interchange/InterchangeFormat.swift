/// The kind of text file an import was read as.
public enum InterchangeFormat: String, Sendable, Equatable {
    /// Anki's "Notes in Plain Text" export: `#key:value` header lines, then delimited records.
    case ankiText = "Anki notes in plain text"
    /// Comma- (or semicolon-, pipe-, colon-, space-) separated values.
    case csv = "CSV"
    /// Tab-separated values.
    case tsv = "TSV"
}
