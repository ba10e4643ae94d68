/// What a field's text is made of, for guessing which column holds what.
public enum TextClass: Sendable, Equatable {
    /// Holds kanji (with or without kana): a written word.
    case kanji
    /// Kana only (and prolonged sound marks): a reading.
    case kana
    /// Latin letters and no Japanese: a meaning.
    case latin
    /// Empty or anything else (digits, punctuation).
    case other

    /// The class of `text`.
    public static func of(_ text: String) -> TextClass {
        var hasKana = false
        var hasLatin = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || value == 0x3005 || (0xF900...0xFAFF).contains(value) {
                return .kanji
            }
            if (0x3041...0x309F).contains(value) || (0x30A0...0x30FF).contains(value) {
                hasKana = true
            } else if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                hasLatin = true
            }
        }
        if hasKana { return .kana }
        return hasLatin ? .latin : .other
    }
}
