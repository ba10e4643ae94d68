/// An Anki note type: its name and the names of its fields, in order.
public struct AnkiNoteType: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var fieldNames: [String]

    public init(id: Int64, name: String, fieldNames: [String]) {
        self.id = id
        self.name = name
        self.fieldNames = fieldNames
    }
}
