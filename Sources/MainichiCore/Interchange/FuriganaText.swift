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
        let scalars = Array(text.unicodeScalars)
        var word = String.UnicodeScalarView()
        var reading = String.UnicodeScalarView()
        var pendingStart = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "[", let close = scalars[index...].firstIndex(of: "]") {
                word.append(contentsOf: scalars[pendingStart..<index])
                reading.append(contentsOf: scalars[(index + 1)..<close].filter { $0 != " " })
                index = close + 1
                pendingStart = index
            } else if scalar == " " {
                word.append(contentsOf: scalars[pendingStart..<index])
                reading.append(contentsOf: scalars[pendingStart..<index])
                index += 1
                pendingStart = index
            } else {
                index += 1
            }
        }
        word.append(contentsOf: scalars[pendingStart...])
        reading.append(contentsOf: scalars[pendingStart...])
        return (String(word), String(reading))
    }
}

extension FuriganaText {
    /// `segments` in Anki's furigana syntax: each segment with a reading as `base[reading]`, a
    /// space before it where text without a reading comes first (`ご飯[はん]` would give the
    /// reading to ご too: `ご 飯[はん]`).
    public static func write(_ segments: [ReadingSegment]) -> String {
        var text = ""
        var lastHadReading = true
        for segment in segments {
            if segment.reading.isEmpty || segment.reading == segment.text {
                text += segment.text
                lastHadReading = false
            } else {
                if !lastHadReading { text += " " }
                text += segment.text + "[" + segment.reading + "]"
                lastHadReading = true
            }
        }
        return text
    }
}
