/// Reads Anki's furigana syntax: `食[た]べる` is the word 食べる read たべる.
///
/// Each `base[reading]` gives its reading to the run of characters before it, back to the last
/// space or the previous bracket; a space before a base only separates (` 食[た]べる` after kana),
/// so spaces are dropped from the word and the reading alike.
public enum FuriganaText {
    /// Whether `text` holds a `[reading]` group.
    public static func hasReadings(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "[") else { return false }
        return text[open...].contains("]")
    }

    /// The word and its reading; for text without brackets both are the text itself.
    public static func parse(_ text: String) -> (word: String, reading: String) {
        var word = ""
        var reading = ""
        var pending = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "[", let close = text[index...].firstIndex(of: "]") {
                let ruby = text[text.index(after: index)..<close]
                word += pending
                reading += ruby.filter { $0 != " " }
                pending = ""
                index = text.index(after: close)
            } else if character == " " {
                word += pending
                reading += pending
                pending = ""
                index = text.index(after: index)
            } else {
                pending.append(character)
                index = text.index(after: index)
            }
        }
        word += pending
        reading += pending
        return (word, reading)
    }
}
