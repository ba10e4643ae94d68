/// An Anki note: its GUID, note type, fields (as stored: HTML) and tags.
public struct AnkiNote: Sendable, Equatable {
    public var id: Int64
    public var guid: String
    public var noteTypeID: Int64
    public var fields: [String]
    public var tags: [String]

    public init(id: Int64, guid: String, noteTypeID: Int64, fields: [String], tags: [String]) {
        self.id = id
        self.guid = guid
        self.noteTypeID = noteTypeID
        self.fields = fields
        self.tags = tags
    }
}
