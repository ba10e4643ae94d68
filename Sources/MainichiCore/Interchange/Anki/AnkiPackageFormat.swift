/// The collection file inside an Anki package (the newest one present is read).
public enum AnkiPackageFormat: String, Sendable, Equatable, CaseIterable {
    /// `collection.anki2`: the oldest layout (Anki 2.0), a SQLite database, media map in JSON.
    case anki2 = "collection.anki2"
    /// `collection.anki21`: Anki 2.1's legacy export, the same schema, media map in JSON.
    case anki21 = "collection.anki21"
    /// `collection.anki21b`: the current layout (Anki 2.1.50 on), the database compressed with
    /// zstd, the media map a compressed protobuf list and each media file compressed.
    case anki21b = "collection.anki21b"
}
