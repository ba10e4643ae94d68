/// Reads SubRip subtitles (.srt) as the lines spoken: cue numbers and timings out (each line
/// keeps its cue's start), and the markup players honour (`<i>`, `<font color=...>`, ASS-style
/// `{\an8}` overrides, `\N`) taken out of the text.
enum SubRipReader {
    /// The text lines of the cues of `text`, in file order.
    static func lines(of text: String) -> [ReadingLine] {
        let source = ReadingDocument.plainLines(of: text)
        var lines: [ReadingLine] = []
        var cueStart: Int?
        var index = 0
        while index < source.count {
            let line = source[index].trimmingWhitespace()
            index += 1
            if line.isEmpty { continue }
            if let start = startOfTiming(line) {
                cueStart = start
                continue
            }
            // A cue number, when a timing follows.
            if line.allSatisfy(\.isASCIIDigitCharacter), index < source.count, startOfTiming(source[index]) != nil {
                continue
            }
            for piece in SubStationReader.plainText(of: line, htmlTags: true) {
                lines.append(ReadingLine(text: piece, cueStart: cueStart))
            }
        }
        return lines
    }

    /// The start of a timing line ("00:01:02,345 --> 00:01:04,000"), in milliseconds.
    static func startOfTiming(_ line: String) -> Int? {
        guard let arrow = line.firstRange(of: "-->") else { return nil }
        return milliseconds(line[..<arrow.lowerBound].trimmingWhitespace())
    }

    /// "01:02:03,456" (or with a full stop) in milliseconds.
    static func milliseconds(_ time: String) -> Int? {
        let parts = time.split(whereSeparator: { $0 == ":" || $0 == "," || $0 == "." })
        guard parts.count == 4, let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Int(parts[2]),
              let fraction = Int(parts[3]), hours >= 0, (0..<60).contains(minutes), (0..<60).contains(seconds),
              (0..<1000).contains(fraction) else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + fraction
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0-9.
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
