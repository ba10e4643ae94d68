/// Reads Aozora Bunko text (青空文庫): ruby as readings beside the line, notes out, the
/// header's list of symbols left out, and the title page and closing bibliography kept as lines
/// about the book (`ReadingLine.isBody` false: shown, not counted or mined).
///
/// The markup, as Aozora Bunko's input rules give it: 漢字《かんじ》 writes a reading over the run
/// of kanji before it; ｜ marks where the run starts when it is not only kanji (｜東京駅《とうきょうえき》,
/// ｜ＡＢＣ《エービーシー》). ［＃...］ is an editor's note (page breaks, indents, emphasis), left
/// out; ※［＃...、U+XXXX...］ stands for a character the file could not hold, and becomes that
/// character when the note names its code point, else 〓. The block between the lines of
/// dashes after the title lists these symbols; everything from 底本： on is the bibliography.
/// The title page is what comes before that list; in a file without the list, the first lines up
/// to the first blank line when they look like one (at most four short lines, no sentence in them).
enum AozoraReader {
    /// The most lines a title page without the list of symbols is taken to have.
    static let titlePageLines = 4

    /// The lines of the book, with their readings.
    static func lines(of text: String) -> [ReadingLine] {
        var source = ReadingDocument.plainLines(of: text)
        var titlePage = 0
        // The list of symbols after the title, between two lines of dashes.
        if let open = source.prefix(40).firstIndex(where: isDashes),
           let close = source[(open + 1)...].firstIndex(where: isDashes),
           source[open...close].contains(where: { $0.contains("記号") }) {
            source.removeSubrange(open...close)
            titlePage = open
        } else {
            titlePage = titlePageLength(source)
        }
        // The bibliography at the end.
        let footer = source.lastIndex(where: { $0.hasPrefix("底本：") }) ?? source.count
        var lines: [ReadingLine] = []
        for (index, raw) in source.enumerated() {
            guard var line = line(raw) else { continue }
            line.isBody = index >= titlePage && index < footer
            lines.append(line)
        }
        while lines.last?.text.isEmpty == true { lines.removeLast() }
        return carryingReadings(lines)
    }

    /// `lines` with a reading the book gives once over a run of two kanji or more (羅生門《らしょう
    /// もん》) written again over the same run further on, where the book gives it none: books give
    /// a reading the first time a word comes, and a name the dictionary lacks (羅生門) would
    /// otherwise be cut into its kanji and read as them (羅 うすもの, 生 なま, 門 もん). Only a whole
    /// run of kanji takes it (not 羅生門 inside 羅生門前), only in the text itself, and the latest
    /// reading given before it; a single kanji (下《もと》) is read as the dictionary reads it.
    static func carryingReadings(_ lines: [ReadingLine]) -> [ReadingLine] {
        var given: [String: String] = [:]
        var result = lines
        for (number, line) in lines.enumerated() where line.isBody {
            let characters = Array(line.text)
            var ruby = line.ruby
            var next = 0  // the next reading of the line's own, in order
            var start = 0
            while start < characters.count {
                // Take in the readings the line gives before this point.
                while next < line.ruby.count, line.ruby[next].range.lowerBound < start {
                    note(line.ruby[next], in: characters, into: &given)
                    next += 1
                }
                guard script(of: characters[start]) == .kanji else {
                    start += 1
                    continue
                }
                var end = start
                while end < characters.count, script(of: characters[end]) == .kanji { end += 1 }
                let run = start..<end
                if run.count >= 2, let reading = given[String(characters[run])],
                   !line.ruby.contains(where: { $0.range.overlaps(run) }) {
                    ruby.append(RubyReading(range: run, reading: reading))
                }
                start = end
            }
            while next < line.ruby.count {
                note(line.ruby[next], in: characters, into: &given)
                next += 1
            }
            result[number].ruby = ruby.sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        return result
    }

    /// Notes `reading` for the run it is written over when that is two kanji or more.
    private static func note(_ reading: RubyReading, in characters: [Character], into given: inout [String: String]) {
        guard reading.range.count >= 2, reading.range.upperBound <= characters.count,
              characters[reading.range].allSatisfy({ script(of: $0) == .kanji }) else { return }
        given[String(characters[reading.range])] = reading.reading
    }

    /// How many lines at the start are a title page (title, author, translator): the lines before
    /// the first blank line, when there are at most `titlePageLines` of them, each short and none a
    /// sentence, and the text goes on after them; else 0.
    static func titlePageLength(_ source: [String]) -> Int {
        guard let blank = source.prefix(titlePageLines + 1).firstIndex(where: { $0.allSatisfy(\.isWhitespace) }),
              blank > 0, source[(blank + 1)...].contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { return 0 }
        let sentenceMarks = Set<Character>("。、！？「」")
        let isTitleLike = source[..<blank].allSatisfy { line in
            line.count <= 30 && !line.contains(where: sentenceMarks.contains)
        }
        return isTitleLike ? blank : 0
    }

    /// Whether `line` is one of the lines of dashes around the list of symbols.
    private static func isDashes(_ line: String) -> Bool {
        line.count >= 10 && line.allSatisfy { $0 == "-" || $0 == "－" }
    }

    /// One line of the book read; nil when it held only notes (［＃改ページ］).
    static func line(_ raw: String) -> ReadingLine? {
        let characters = Array(raw)
        var text: [Character] = []
        var ruby: [RubyReading] = []
        var baseStart: Int?
        var heldNote = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "｜":
                baseStart = text.count
                index += 1
            // U+203B, Aozora's note marker in the input (※［＃…］); parsed away, never drawn.
            case "\u{203B}" where index + 1 < characters.count && characters[index + 1] == "［":
                if let (note, end) = note(in: characters, at: index + 1) {
                    text.append(codePoint(in: note).map(Character.init) ?? "〓")
                    index = end
                } else {
                    text.append(character)
                    index += 1
                }
            case "［":
                if let (_, end) = note(in: characters, at: index) {
                    heldNote = true
                    index = end
                } else {
                    text.append(character)
                    index += 1
                }
            case "《":
                guard let close = characters[index...].firstIndex(of: "》") else {
                    text.append(character)
                    index += 1
                    continue
                }
                let reading = String(characters[(index + 1)..<close]).trimmingWhitespace()
                let lowerBound = ruby.last?.range.upperBound ?? 0
                let start = baseStart ?? runStart(in: text, after: lowerBound)
                if let start, start < text.count, !reading.isEmpty {
                    ruby.append(RubyReading(range: start..<text.count, reading: reading))
                } else {
                    text += characters[index...close]
                }
                baseStart = nil
                index = close + 1
            default:
                text.append(character)
                index += 1
            }
        }
        if text.isEmpty && heldNote { return nil }
        return ReadingLine(text: String(text), ruby: ruby)
    }

    /// The note ［＃...］ opening at `start`: its text, and where the text goes on after it.
    private static func note(in characters: [Character], at start: Int) -> (String, Int)? {
        guard start + 1 < characters.count, characters[start] == "［", characters[start + 1] == "＃" else { return nil }
        var depth = 0
        for index in start..<characters.count {
            if characters[index] == "［" { depth += 1 }
            if characters[index] == "］" {
                depth -= 1
                if depth == 0 { return (String(characters[(start + 2)..<index]), index + 1) }
            }
        }
        return nil
    }

    /// The character a gaiji note names by code point ("「口＋世」、U+546D、ページ数-行数").
    private static func codePoint(in note: String) -> Unicode.Scalar? {
        guard let found = note.firstRange(of: "U+") ?? note.firstRange(of: "u+") else { return nil }
        let hex = note[found.upperBound...].prefix(while: \.isHexDigit)
        guard (4...6).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    /// Where the run before a reading starts when no ｜ marks it: the kanji before it (with 々,
    /// 〆, ヶ and the like), else the run of the same script (katakana, Latin letters).
    private static func runStart(in text: [Character], after lowerBound: Int) -> Int? {
        guard let last = text.last, text.count > lowerBound else { return nil }
        let kind = script(of: last)
        guard kind != .other else { return nil }
        var start = text.count - 1
        while start > lowerBound, script(of: text[start - 1]) == kind { start -= 1 }
        return start
    }

    private enum Script { case kanji, hiragana, katakana, latin, other }

    private static func script(of character: Character) -> Script {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x3FFFF, 0xF900...0xFAFF, 0x3005, 0x3006, 0x3007, 0x30F6, 0x30F5, 0x4EDD:
            return .kanji
        case 0x3041...0x309F: return .hiragana
        case 0x30A1...0x30FA, 0x30FC, 0xFF66...0xFF9F: return .katakana
        case 0x41...0x5A, 0x61...0x7A, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0x30...0x39, 0xFF10...0xFF19: return .latin
        default: return .other
        }
    }
}
