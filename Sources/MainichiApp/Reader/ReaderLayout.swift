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
/// covers get no dictionary reading, and wrap as one (the run goes whole to the next row with its
/// reading, as a word does; only a run wider than the row is cut, between characters). Which
/// tokens a reading covers is the core's rule (`GivenReadings.placements`), the one `mainichi
/// mine` reads words by. It follows the readings setting like any reading: none
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
        let units = self.units(text: text, tokens: tokens, ruby: ruby, dimmed: dimmed)
        // Where the last unit placed starts on the row (its first piece and column).
        var lastUnit: (piece: Int, x: Int)?
        for (number, unit) in units.enumerated() {
            if unit.isSpace && x == 0 && !rows.isEmpty { continue }
            let unitWidth = unit.parts.reduce(0) { $0 + $1.text.displayWidth }
            if x > 0, x + unitWidth > width, unitWidth <= width {
                let closes = unit.parts.first?.text.first.map(Self.noRowStart.contains) == true
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
            for part in unit.parts {
                var run = ""
                var runX = x
                for character in part.text {
                    let w = character.displayWidth
                    if x + w > width {
                        if !run.isEmpty {
                            row.pieces.append(.init(text: run, x: runX, role: part.role, token: part.token, isReading: part.isReading))
                        }
                        newRow()
                        lastUnit = nil  // cut across rows: not moved again
                        run = ""
                        runX = 0
                    }
                    run.append(character)
                    x += w
                }
                if !run.isEmpty { row.pieces.append(.init(text: run, x: runX, role: part.role, token: part.token, isReading: part.isReading)) }
            }
        }
        rows.append(row)
        return rows
    }

    /// One run of a unit: text or a reading, of a token (nil: a line not cut yet), in a role.
    struct Part {
        var text: String
        var isReading: Bool
        var token: Int?
        var role: StyleRole
    }

    /// What wraps as one: a token, or the tokens under one reading the text gives with the
    /// reading (｜古い写真《ふるいしゃしん》 does not wrap between 古い and 写真, away from its reading),
    /// or a number and its counter (10杯).
    struct Unit {
        var parts: [Part]
        var isSpace: Bool
    }

    /// The units of a line: its tokens with their readings, those under one reading the text
    /// gives joined; the line's text as one unit while it is not cut.
    func units(text: String, tokens: [TextToken]?, ruby: [RubyReading], dimmed: Bool) -> [Unit] {
        func parts(_ pieces: [(String, Bool)], token: Int?, role: StyleRole) -> [Part] {
            pieces.map { Part(text: $0.0, isReading: $0.1, token: token, role: $0.1 && role != .dim ? .readerReading : role) }
        }
        guard let tokens else {
            let whole = TextToken(text: text, range: 0..<text.count, kind: .punctuation)
            let pieces = rubyParts(of: [whole], ruby: ruby)[0] ?? [(text, false)]
            return [Unit(parts: parts(pieces, token: nil, role: dimmed ? .dim : .normal), isSpace: false)]
        }
        let given = rubyParts(of: tokens, ruby: ruby)
        var units = tokens.enumerated().map { index, token in
            Unit(parts: parts(given[index] ?? self.parts(of: token), token: index, role: dimmed ? .dim : role(token)),
                 isSpace: token.kind == .space)
        }
        // The tokens under one reading wrap as one, and so do a number and the counter in kanji
        // right after it when the two fit on a row (10杯, ２８日: a counter does not start a row
        // away from its number); last ones first so the indices hold.
        var spans = GivenReadings.placements(of: ruby, on: tokens).map(\.tokens).filter { $0.count > 1 }
        func width(_ unit: Unit) -> Int { unit.parts.reduce(0) { $0 + $1.text.displayWidth } }
        for index in tokens.indices.dropLast() where tokens[index].kind == .number && tokens[index + 1].kind == .word
            && tokens[index + 1].range.lowerBound == tokens[index].range.upperBound
            && tokens[index + 1].text.first.map(Kana.isKanji) == true
            && width(units[index]) + width(units[index + 1]) <= self.width {
            spans.append(index...(index + 1))
        }
        var groups: [ClosedRange<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = groups.last, last.upperBound >= span.lowerBound {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                groups.append(span)
            }
        }
        for group in groups.reversed() {
            let joined = Unit(parts: units[group].flatMap(\.parts), isSpace: false)
            units.replaceSubrange(group, with: [joined])
        }
        return units
    }

    /// Characters a row does not start with (closing punctuation, 禁則): the word before them
    /// moves to the next row with them.
    static let noRowStart = Set<Character>("。、，．・：；！？!?,.)]）」』】〕〉》ー～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")

    /// The parts of the tokens a reading the text gives is written over, by token: their text with
    /// each reading in brackets after the last character it covers (or without it, as the readings
    /// setting says). Tokens under no such reading are not in the result.
    func rubyParts(of tokens: [TextToken], ruby: [RubyReading]) -> [Int: [(String, Bool)]] {
        // For each token under a reading: where in it the readings go (offsets into its text).
        var insertions: [Int: [(offset: Int, reading: String)]] = [:]
        for placement in GivenReadings.placements(of: ruby, on: tokens) {
            let covered = Array(placement.tokens)
            let words = covered.filter { [.word, .unknownKanji, .unknownKana].contains(tokens[$0].kind) }
            let shows = readings == .all || (readings == .unknown && (words.isEmpty || words.contains { isUnknown(tokens[$0]) }))
            for token in covered where insertions[token] == nil { insertions[token] = [] }
            if shows { insertions[placement.tokens.upperBound]!.append((placement.endInLastToken, placement.reading)) }
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
    /// of the part that differs in brackets, then the kana after (お茶[ちゃ], 食[た]べた). A word
    /// written with digits has its reading too (２人[ふたり], 2[ふた]つ).
    func parts(of token: TextToken) -> [(String, Bool)] {
        guard token.isWord, readings != .none, token.text.contains(where: { Kana.isKanji($0) || $0.isNumber }),
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
