/// The file an export writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Anki's "Notes in Plain Text" with headers: tab-separated, imported with no option changed.
    case anki
    /// Comma-separated values with a header row.
    case csv
    /// An Anki package: Mainichi's note type with every field, and optionally the scheduling and
    /// review log (`AnkiExport`, written by an `AnkiPackageWriting`).
    case apkg

    /// The file name extension: "txt", "csv", "apkg".
    public var fileExtension: String {
        switch self {
        case .anki: "txt"
        case .csv: "csv"
        case .apkg: "apkg"
        }
    }
}
