/// The file an export writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Anki's "Notes in Plain Text" with headers: tab-separated, imported with no option changed.
    case anki
    /// Comma-separated values with a header row.
    case csv
}
