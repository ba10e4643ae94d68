/// A parsed JSON value, as read by `JSONParser`. Internal: the deck loader maps it to models and
/// reports problems with their JSON paths.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Fields in document order. A list, not a dictionary: deck objects have a handful of fields,
    /// and hashing every key cost more than the rest of parsing.
    case object(JSONObject)

    /// This value's type, for a deck problem.
    var valueType: DeckFault.ValueType {
        switch self {
        case .null: .null
        case .bool: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// How a problem message names this value's type: "a number", "an array".
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The fields of a JSON object in document order; when a key repeats, the last one wins.
struct JSONObject: Sendable, Sequence {
    /// One field. A struct rather than a tuple: arrays of tuples are copied and destroyed through
    /// the runtime's generic tuple code, which made freeing a parsed deck cost as much as parsing it.
    struct Field: Sendable {
        var key: String
        var value: JSONValue
    }

    var fields: [Field]

    init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// The value of `key`, or nil when absent.
    subscript(key: String) -> JSONValue? {
        // Comparing lengths first rules out most other keys without a full string comparison.
        let length = key.utf8.count
        for index in fields.indices.reversed()
        where fields[index].key.utf8.count == length && fields[index].key == key {
            return fields[index].value
        }
        return nil
    }

    var count: Int { fields.count }

    func makeIterator() -> Iterator { Iterator(fields: fields.makeIterator()) }

    /// Yields each field as a `(key, value)` pair, for `for (key, value) in object`.
    struct Iterator: IteratorProtocol {
        var fields: IndexingIterator<[Field]>

        mutating func next() -> (key: String, value: JSONValue)? {
            fields.next().map { ($0.key, $0.value) }
        }
    }
}
