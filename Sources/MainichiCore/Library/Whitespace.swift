/// Trimming without Foundation's `trimmingCharacters(in:)`, which bridges through NSString on
/// Linux and dominated deck decoding.
enum Whitespace {
    /// `text` without leading and trailing white space (Unicode White_Space, including U+3000).
    static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return text }
        if !isWhitespace(first), !isWhitespace(last) { return text }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// Unicode White_Space; every such scalar is at most U+3000, so kana, kanji and most Latin
    /// letters are ruled out without a property lookup.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value > 0x3000 { return false }
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }
}
