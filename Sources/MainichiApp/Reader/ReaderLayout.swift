import MainichiCore
import TerminalUI

/// Wraps one line of a text into rows of a width: each token is kept whole on a row when it fits
/// (a word longer than the row is cut between characters, never inside a wide glyph), spaces at
/// the start of a wrapped row are left out (a line's own indent, 　 before a paragraph, stays),
/// and readings are drawn in brackets after the kanji of a word,
/// as example sentences draw them (食[た]べさせられた), so no ruby row has to line up above wide
/// glyphs.
///
/// A reading the text itself gives (Aozora Bunko ruby, 台所《だいどころ》) wins over the
/// dictionary's for the characters it is written over: it is drawn after them the same way, once,
/// after the last token it covers when the segmenter cut the run into several words; the tokens it
/// covers get no dictionary reading. It follows the readings setting like any reading: none
/// hides it, new-and-learning shows it when a word under it is new or learning (or when no
/// word is under it).
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
    /// - Parameters:
    ///   - ruby: the readings the text gives over parts of the line.
    ///   - dimmed: draws the whole line dimmed (a book's title page or colophon, not read as text).
    func rows(line: Int, text: String, tokens: [TextToken]?, ruby: [RubyReading] = [], dimmed: Bool = false) -> [ReaderRow] {
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
            let given = rubyParts(of: tokens, ruby: ruby)
            units = tokens.enumerated().map { index, token in
                (index, given[index] ?? parts(of: token), dimmed ? .dim : role(token), token.kind == .space)
            }
        } else {
            let whole = TextToken(text: text, range: 0..<text.count, kind: .punctuation)
            units = [(nil, rubyParts(of: [whole], ruby: ruby)[0] ?? [(text, false)], dimmed ? .dim : .normal, false)]
        }
        // Where the last unit placed starts on the row (its first piece and column).
        var lastUnit: (piece: Int, x: Int)?
        for (number, unit) in units.enumerated() {
            if unit.isSpace && x == 0 && !rows.isEmpty { continue }
            let unitWidth = unit.parts.reduce(0) { $0 + $1.0.displayWidth }
            if x > 0, x + unitWidth > width, unitWidth <= width {
                let closes = unit.parts.first?.0.first.map(Self.noRowStart.contains) == true
                if number > 0, closes, let last = lastUnit, last.piece > 0, x - last.x + unitWidth <= width {
                    // 。、」 never start a row: the word before goes down with it.
                    let moved = row.pieces[last.piece...].map { piece in
                        var piece = piece
                        piece.x -= last.x
                        return piece
                    }
                    row.pieces.removeSubrange(last.piece...)
                    let movedWidth = x - last.x
                    newRow()
                    row.pieces = moved
                    x = movedWidth
                } else {
                    newRow()
                }
            }
            if unit.isSpace && x == 0 && !rows.isEmpty { continue }
            lastUnit = (row.pieces.count, x)
            for (text, isReading) in unit.parts {
                let role: StyleRole = isReading && unit.role != .dim ? .readerReading : unit.role
                var run = ""
                var runX = x
                for character in text {
                    let w = character.displayWidth
                    if x + w > width {
                        if !run.isEmpty { row.pieces.append(.init(text: run, x: runX, role: role, token: unit.index, isReading: isReading)) }
                        newRow()
                        lastUnit = nil  // cut across rows: not moved again
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

    /// Characters a row does not start with (closing punctuation, 禁則): the word before them
    /// moves to the next row with them.
    static let noRowStart = Set<Character>("。、，．・：；！？!?,.)]）」』】〕〉》ー～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")

    /// The parts of the tokens a reading the text gives is written over, by token: their text with
    /// each reading in brackets after the last character it covers (or without it, as the readings
    /// setting says). Tokens under no such reading are not in the result.
    func rubyParts(of tokens: [TextToken], ruby: [RubyReading]) -> [Int: [(String, Bool)]] {
        guard !ruby.isEmpty, !tokens.isEmpty else { return [:] }
        // For each token under a reading: where in it the readings go (offsets into its text).
        var insertions: [Int: [(offset: Int, reading: String)]] = [:]
        var index = 0
        for given in ruby where !given.range.isEmpty {
            while index < tokens.count, tokens[index].range.upperBound <= given.range.lowerBound { index += 1 }
            var covered: [Int] = []
            var next = index
            while next < tokens.count, tokens[next].range.lowerBound < given.range.upperBound {
                covered.append(next)
                next += 1
            }
            guard let last = covered.last else { continue }
            let words = covered.filter { [.word, .unknownKanji, .unknownKana].contains(tokens[$0].kind) }
            let shows = readings == .all || (readings == .unknown && (words.isEmpty || words.contains { isUnknown(tokens[$0]) }))
            for token in covered where insertions[token] == nil { insertions[token] = [] }
            if shows {
                let end = min(given.range.upperBound, tokens[last].range.upperBound) - tokens[last].range.lowerBound
                insertions[last]!.append((end, given.reading))
            }
        }
        var result: [Int: [(String, Bool)]] = [:]
        for (token, readings) in insertions {
            let characters = Array(tokens[token].text)
            var parts: [(String, Bool)] = []
            var start = 0
            for (offset, reading) in readings.sorted(by: { $0.offset < $1.offset }) {
                let end = max(start, min(offset, characters.count))
                if end > start { parts.append((String(characters[start..<end]), false)) }
                parts.append(("[\(reading)]", true))
                start = end
            }
            if start < characters.count { parts.append((String(characters[start...]), false)) }
            result[token] = parts
        }
        return result
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
