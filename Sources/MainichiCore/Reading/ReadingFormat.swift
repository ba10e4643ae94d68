/// What kind of text a file to read holds, which decides what of it is text and what is markup.
public enum ReadingFormat: String, Sendable, Equatable, CaseIterable {
    /// Plain text: every line is text.
    case plain
    /// SubRip subtitles (.srt): numbered cues with timings; the cue text is read.
    case srt
    /// Advanced SubStation Alpha subtitles (.ass, .ssa): the text field of the Dialogue lines.
    case ass
    /// Aozora Bunko text: ruby 漢字《かんじ》 is read as readings; notes ［＃...］ and the header's
    /// list of symbols are left out; the title page and the closing bibliography (底本：...) are
    /// lines about the book, not of it (`ReadingLine.isBody`).
    case aozora
}

extension ReadingFormat {
    /// The format of a text named `name`: its extension (.srt, .ass, .ssa) when it has one of
    /// those, else what its text shows (a SubRip timing line, an ASS script header, Aozora notes
    /// or ruby), else plain.
    static func detect(name: String, text: String) -> ReadingFormat {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".srt") { return .srt }
        if lowered.hasSuffix(".ass") || lowered.hasSuffix(".ssa") { return .ass }
        let head = ReadingDocument.plainLines(of: String(text.prefix(2_000)))
        let firstLines = head.lazy.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.prefix(3)
        if firstLines.first == "[Script Info]" { return .ass }
        if let first = firstLines.first, first.allSatisfy(\.isASCIIDigitCharacter),
           let second = firstLines.dropFirst().first, SubRipReader.startOfTiming(second) != nil {
            return .srt
        }
        if isAozora(text) { return .aozora }
        return .plain
    }

    /// Whether `text` has Aozora Bunko's marks: notes ［＃...］, the closing 底本：, or ruby: a
    /// 《reading》 in kana after kanji or after ｜ (a title in 《》, as some texts write one, is not).
    private static func isAozora(_ text: String) -> Bool {
        if text.contains("［＃") { return true }
        if text.hasPrefix("底本：") || text.contains("\n底本：") { return true }
        var rubyLike = 0, brackets = 0
        var previous: Character = " "
        var reading: String?
        for character in text {
            if character == "《" {
                brackets += 1
                let scalar = previous.unicodeScalars.first?.value ?? 0
                reading = previous == "｜" || previous == "々" || (0x4E00...0x9FFF).contains(scalar) ? "" : nil
            } else if character == "》" {
                if let reading, !reading.isEmpty, reading.count <= 30 { rubyLike += 1 }
                reading = nil
            } else if reading != nil {
                let scalar = character.unicodeScalars.first?.value ?? 0
                if (0x3041...0x30FF).contains(scalar) { reading! += String(character) } else { reading = nil }
            }
            previous = character
        }
        return rubyLike > 0 && rubyLike * 2 >= brackets
    }

    /// The lines of `text` read as this format.
    func lines(of text: String) -> [ReadingLine] {
        switch self {
        case .plain: ReadingDocument.plainLines(of: text).map { ReadingLine(text: $0) }
        case .srt: SubRipReader.lines(of: text)
        case .ass: SubStationReader.lines(of: text)
        case .aozora: AozoraReader.lines(of: text)
        }
    }
}
