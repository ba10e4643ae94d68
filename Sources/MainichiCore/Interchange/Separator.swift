/// A field separator of a delimited text file, with the names Anki's `#separator:` header accepts.
public enum Separator: String, Sendable, CaseIterable, Equatable {
    case tab, comma, semicolon, space, pipe, colon

    /// The separator's byte.
    public var byte: UInt8 {
        switch self {
        case .tab: 0x09
        case .comma: 0x2C
        case .semicolon: 0x3B
        case .space: 0x20
        case .pipe: 0x7C
        case .colon: 0x3A
        }
    }

    /// The name in a `#separator:` header: "tab", "comma"...
    public var name: String { rawValue }

    /// A `#separator:` value: a name in any case with surrounding blanks, or the character itself.
    /// Nil for anything else.
    public init?(headerValue: String) {
        let lowered = headerValue.lowercased()
        let trimmed = lowered.trimmingBlanks
        if let named = Separator(rawValue: trimmed) {
            self = named
            return
        }
        let bytes = Array(lowered.utf8)
        guard bytes.count == 1, let match = Separator.allCases.first(where: { $0.byte == bytes[0] }) else { return nil }
        self = match
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        guard let first = utf8.first, let last = utf8.last,
              first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 else { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
