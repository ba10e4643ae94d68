import MainichiCore

/// An example sentence as text with kana readings in brackets right after the kanji segments
/// that need them: 食[た]べます (Anki's style), so no ruby line has to line up above wide glyphs.
enum ExampleReadingText {
    /// The sentence with readings after the segments `mode` picks. `isKnown` says whether a kanji
    /// is taught at or below the word's level (used by `.aboveLevel`). Without segments, or with
    /// `.none`, the sentence as written.
    static func text(of example: ExampleSentence, mode: Settings.ExampleReadings,
                     isKnown: (Character) -> Bool) -> String {
        guard mode != .none, !example.segments.isEmpty else { return example.japanese }
        var result = ""
        for segment in example.segments {
            result += segment.text
            guard !segment.reading.isEmpty, segment.text.contains(where: \.isKanji) else { continue }
            if mode == .all || segment.text.contains(where: { $0.isKanji && !isKnown($0) }) {
                result += "[\(segment.reading)]"
            }
        }
        return result
    }
}
