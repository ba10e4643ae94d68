import MainichiCore
import TerminalUI

/// Wraps one line of a text into rows of a width: each token is kept whole on a row when it fits
/// (a word longer than the row is cut between characters, never inside a wide glyph), spaces at
/// the start of a row are left out, and readings are drawn in brackets after the kanji of a word,
/// as example sentences draw them (食[た]べさせられた), so no ruby row has to line up above wide
/// glyphs.
struct ReaderLayout {
    /// The content width, in columns (at least 2: one wide glyph).
    var width: Int
    /// Which words get a reading.
    var readings: ReaderShelf.Readings
    /// The role of a token (its knowledge), and whether it is one the reader reads out.
    var role: (TextToken) -> StyleRole
    /// Whether a word's reading is shown under `readings: .unknown`.
    var isUnknown: (TextToken) -> Bool

    /// The rows of line `line`: its tokens, or the line's plain text while it is not cut into words yet.
    func rows(line: Int, text: String, tokens: [TextToken]?) -> [ReaderRow] {
        var rows: [ReaderRow] = []
        var row = ReaderRow(line: line)
        var x = 0
        func newRow() {
            rows.append(row)
            row = ReaderRow(line: line)
            x = 0
        }
        let units: [(index: Int?, parts: [(String, Bool)], role: StyleRole, isSpace: Bool)]
        if let tokens {
            units = tokens.enumerated().map { index, token in
                (index, parts(of: token), role(token), token.kind == .space)
            }
        } else {
            units = [(nil, [(text, false)], .normal, false)]
        }
        for unit in units {
            if unit.isSpace && x == 0 { continue }
            let unitWidth = unit.parts.reduce(0) { $0 + $1.0.displayWidth }
            if x > 0, x + unitWidth > width, unitWidth <= width { newRow() }
            if unit.isSpace && x == 0 { continue }
            for (text, isReading) in unit.parts {
                let role: StyleRole = isReading ? .readerReading : unit.role
                var run = ""
                var runX = x
                for character in text {
                    let w = character.displayWidth
                    if x + w > width {
                        if !run.isEmpty { row.pieces.append(.init(text: run, x: runX, role: role, token: unit.index, isReading: isReading)) }
                        newRow()
                        run = ""
                        runX = 0
                    }
                    run.append(character)
                    x += w
                }
                if !run.isEmpty { row.pieces.append(.init(text: run, x: runX, role: role, token: unit.index, isReading: isReading)) }
            }
        }
        rows.append(row)
        return rows
    }

    /// A token as runs of text and readings: the kana before the kanji, the kanji with the reading
    /// of the part that differs in brackets, then the kana after (お茶[ちゃ], 食[た]べた).
    func parts(of token: TextToken) -> [(String, Bool)] {
        guard token.isWord, readings != .none, token.text.contains(where: Kana.isKanji),
              let reading = token.reading, !reading.isEmpty,
              readings == .all || isUnknown(token) else { return [(token.text, false)] }
        let written = Array(token.text)
        let folded = Array(Kana.hiragana(from: token.text))
        let read = Array(reading)
        guard folded.count == written.count else { return [(token.text, false), ("[\(reading)]", true)] }
        var prefix = 0
        while prefix < written.count, prefix < read.count, Kana.isKana(written[prefix]), folded[prefix] == read[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < written.count - prefix, suffix < read.count - prefix,
              Kana.isKana(written[written.count - 1 - suffix]),
              folded[folded.count - 1 - suffix] == read[read.count - 1 - suffix] { suffix += 1 }
        let middle = String(written[prefix..<(written.count - suffix)])
        let middleReading = String(read[prefix..<(read.count - suffix)])
        guard !middle.isEmpty, !middleReading.isEmpty else { return [(token.text, false)] }
        var result: [(String, Bool)] = []
        if prefix > 0 { result.append((String(written[..<prefix]), false)) }
        result.append((middle, false))
        result.append(("[\(middleReading)]", true))
        if suffix > 0 { result.append((String(written[(written.count - suffix)...]), false)) }
        return result
    }
}
