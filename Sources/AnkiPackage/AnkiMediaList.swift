/// The media list of a current Anki package (a protobuf `MediaEntries`, decompressed): each
/// file's name and, when given, the number of the zip entry holding it.
enum AnkiMediaList {
    /// The entries in order; nil when the bytes are not such a list.
    static func names(in bytes: [UInt8]) -> [(name: String, entry: Int?)]? {
        var reader = ProtobufReader(bytes: bytes[...])
        var result: [(name: String, entry: Int?)] = []
        while !reader.isAtEnd {
            guard let (field, wire) = reader.key() else { return nil }
            if field == 1, wire == 2 {
                guard let body = reader.lengthDelimited() else { return nil }
                var inner = ProtobufReader(bytes: body)
                var name: String?
                var entry: Int?
                while !inner.isAtEnd {
                    guard let (innerField, innerWire) = inner.key() else { return nil }
                    if innerField == 1, innerWire == 2 {
                        guard let text = inner.lengthDelimited() else { return nil }
                        name = String(decoding: text, as: UTF8.self)
                    } else if innerField == 255, innerWire == 0 {
                        guard let value = inner.varint() else { return nil }
                        entry = Int(value)
                    } else if !inner.skip(wire: innerWire) {
                        return nil
                    }
                }
                guard let name else { return nil }
                result.append((name, entry))
            } else if !reader.skip(wire: wire) {
                return nil
            }
        }
        return result
    }
}

/// Reads protobuf wire format: keys, varints, length-delimited fields.
struct ProtobufReader {
    var bytes: ArraySlice<UInt8>

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = bytes.first, shift < 64 {
            bytes = bytes.dropFirst()
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    mutating func key() -> (field: Int, wire: Int)? {
        guard let key = varint() else { return nil }
        return (Int(key >> 3), Int(key & 7))
    }

    mutating func lengthDelimited() -> ArraySlice<UInt8>? {
        guard let length = varint(), length <= UInt64(bytes.count) else { return nil }
        let body = bytes.prefix(Int(length))
        bytes = bytes.dropFirst(Int(length))
        return body
    }

    /// Passes over a field of wire type `wire`; false when it cannot.
    mutating func skip(wire: Int) -> Bool {
        switch wire {
        case 0: return varint() != nil
        case 1: guard bytes.count >= 8 else { return false }; bytes = bytes.dropFirst(8); return true
        case 2: return lengthDelimited() != nil
        case 5: guard bytes.count >= 4 else { return false }; bytes = bytes.dropFirst(4); return true
        default: return false
        }
    }
}
