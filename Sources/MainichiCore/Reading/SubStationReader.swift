/// Reads Advanced SubStation Alpha and SubStation Alpha subtitles (.ass, .ssa) as the lines
/// spoken: the text field of each `Dialogue:` line of the events, with its start, in the order
/// they are shown; override blocks (`{\b1}`, `{\pos(...)}`) and comments in braces out, `\N` and
/// `\n` as line breaks, `\h` as a space, vector drawings (`{\p1}...{\p0}`) left out.
enum SubStationReader {
    /// The dialogue lines of `text`, by start time (file order among equal starts).
    static func lines(of text: String) -> [ReadingLine] {
        var section = ""
        // Fields of a Dialogue line: where Start is and how many there are (Text, the last, may hold commas).
        var startField = 1, fieldCount = 10
        var cues: [(start: Int, order: Int, text: String)] = []
        for raw in ReadingDocument.plainLines(of: text) {
            let line = raw.trimmingWhitespace()
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = line.lowercased()
                continue
            }
            guard section == "[events]", let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...]
            if key == "format" {
                let names = value.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
                fieldCount = max(names.count, 1)
                startField = names.firstIndex(of: "start") ?? 1
            } else if key == "dialogue" {
                let fields = value.split(separator: ",", maxSplits: fieldCount - 1, omittingEmptySubsequences: false)
                guard fields.count == fieldCount else { continue }
                let start = startField < fields.count ? centiseconds(fields[startField].trimmingWhitespace()) : nil
                cues.append((start ?? 0, cues.count, String(fields[fieldCount - 1])))
            }
        }
        cues.sort { ($0.start, $0.order) < ($1.start, $1.order) }
        var lines: [ReadingLine] = []
        for cue in cues {
            for piece in plainText(of: cue.text, htmlTags: false) {
                let line = ReadingLine(text: piece, cueStart: cue.start)
                // Typeset signs repeat a line in layers: once is enough.
                if lines.last != line { lines.append(line) }
            }
        }
        return lines
    }

    /// "0:01:02.34" in milliseconds.
    static func centiseconds(_ time: String) -> Int? {
        let parts = time.split(whereSeparator: { $0 == ":" || $0 == "." })
        guard parts.count == 4, let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Int(parts[2]),
              let hundredths = Int(parts[3]), hours >= 0, (0..<60).contains(minutes), (0..<60).contains(seconds),
              (0..<100).contains(hundredths) else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + hundredths * 10
    }

    /// The text of a subtitle line as shown, split where it breaks: blocks in braces out (and
    /// what a drawing block draws), `\N` and `\n` as breaks, `\h` as a space, and with
    /// `htmlTags`, SubRip's `<i>`-style tags out. Empty pieces are dropped.
    static func plainText(of text: String, htmlTags: Bool) -> [String] {
        var pieces: [String] = []
        var current = ""
        var drawing = false
        let characters = Array(text)
        var index = 0
        func breakLine() {
            let piece = current.trimmingWhitespace()
            if !piece.isEmpty { pieces.append(piece) }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character == "{", let close = characters[index...].firstIndex(of: "}") {
                let block = String(characters[(index + 1)..<close])
                if let level = drawingLevel(in: block) { drawing = level > 0 }
                index = close + 1
                continue
            }
            if htmlTags, character == "<", let close = characters[index...].firstIndex(of: ">"),
               isTag(characters[(index + 1)..<close]) {
                index = close + 1
                continue
            }
            if character == "\\", index + 1 < characters.count {
                switch characters[index + 1] {
                case "N", "n":
                    breakLine()
                    index += 2
                    continue
                case "h":
                    if !drawing { current.append(" ") }
                    index += 2
                    continue
                default:
                    break
                }
            }
            if !drawing { current.append(character) }
            index += 1
        }
        breakLine()
        return pieces
    }

    /// The last `\pN` of an override block (drawing mode on above 0), if any.
    private static func drawingLevel(in block: String) -> Int? {
        var level: Int?
        var rest = block[...]
        while let found = rest.firstRange(of: "\\p") {
            let digits = rest[found.upperBound...].prefix(while: \.isASCIIDigitCharacter)
            if !digits.isEmpty, let value = Int(digits) { level = value }
            rest = rest[found.upperBound...]
        }
        return level
    }

    /// Whether `inside` (what stands between < and >) is an HTML-like tag: `i`, `/i`, `font color="red"`.
    private static func isTag(_ inside: ArraySlice<Character>) -> Bool {
        var body = inside
        if body.first == "/" { body = body.dropFirst() }
        guard let first = body.first, first.isASCII, first.isLetter else { return false }
        return body.count <= 64
    }
}
