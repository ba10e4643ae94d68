import MainichiCore
import TerminalUI

/// An example sentence as text with kana readings in brackets right after the kanji segments
/// that need them: 食[た]べます (Anki's style), so no ruby line has to line up above wide glyphs.
enum ExampleReadingText {
    /// The sentence with readings after the segments `mode` picks. `isKnown` says whether a kanji
    /// is taught at or below the word's level (used by `.aboveLevel`). Without segments, or with
    /// `.none`, the sentence as written.
    static func text(of example: ExampleSentence, mode: Settings.ExampleReadings,
                     isKnown: (Character) -> Bool) -> String {
        units(of: example, mode: mode, isKnown: isKnown).joined()
    }

    /// `text(of:mode:isKnown:)` in lines of at most `width` columns, broken between the sentence's
    /// segments, so that a kanji and its bracketed reading stay on one line (食[た]べ, never 食[ and
    /// た]べ); a segment wider than a line breaks between characters. A wide glyph is never split.
    static func lines(of example: ExampleSentence, mode: Settings.ExampleReadings, width: Int,
                      isKnown: (Character) -> Bool) -> [String] {
        let width = max(2, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for unit in units(of: example, mode: mode, isKnown: isKnown) {
            let unitWidth = unit.displayWidth
            if lineWidth + unitWidth <= width {
                line += unit
                lineWidth += unitWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            // A unit too wide for a line of its own goes over several.
            var pieces = unitWidth > width ? unit.wrapped(toWidth: width) : [unit]
            line = pieces.removeLast()
            lineWidth = line.displayWidth
            lines += pieces
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The sentence's segments, each with the reading `mode` asks for after it; the sentence
    /// whole when it has no segments or no readings are wanted.
    private static func units(of example: ExampleSentence, mode: Settings.ExampleReadings,
                              isKnown: (Character) -> Bool) -> [String] {
        guard mode != .none, !example.segments.isEmpty else { return [example.japanese] }
        return example.segments.map { segment in
            guard !segment.reading.isEmpty, segment.text.contains(where: \.isKanji) else { return segment.text }
            if mode == .all || segment.text.contains(where: { $0.isKanji && !isKnown($0) }) {
                return segment.text + "[\(segment.reading)]"
            }
            return segment.text
        }
    }
}
