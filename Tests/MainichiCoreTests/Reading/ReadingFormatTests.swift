import Foundation
@testable import MainichiCore
import Testing

/// SubRip and SubStation subtitles read as their spoken lines, Aozora Bunko text with its ruby
/// as readings, and the format told from the name or the text.
@Suite("Reading documents: formats")
struct ReadingFormatTests {
    @Test("SubRip: cue numbers and timings out, tags out, each line with its cue's start")
    func subRip() throws {
        let document = try ReadingDocument.load(bytes: try ReadingEncodingTests.fixture("episode.srt"), name: "episode.srt")
        #expect(document.format == .srt && document.encoding == .utf8)
        #expect(document.lines == [
            ReadingLine(text: "今日は何をしますか？", cueStart: 1_000),
            ReadingLine(text: "映画を見に行きましょう。", cueStart: 4_000),
            ReadingLine(text: "いいですね！", cueStart: 4_000),
            ReadingLine(text: "明日も来ます。", cueStart: 62_003),
        ])
    }

    @Test("SubStation: the Dialogue lines by start time; styles, overrides, comments and drawings out; \\N breaks")
    func subStation() throws {
        let document = try ReadingDocument.load(bytes: try ReadingEncodingTests.fixture("episode.ass"), name: "Episode 1.ASS")
        #expect(document.format == .ass)
        #expect(document.lines == [
            ReadingLine(text: "おはよう、花子。", cueStart: 1_500),
            ReadingLine(text: "今日は寒いね。", cueStart: 1_500),
            ReadingLine(text: "明日、学校で会おう。", cueStart: 5_000),
            ReadingLine(text: "駅前", cueStart: 8_000),
            ReadingLine(text: "本当に、 ありがとう。", cueStart: 8_000),
        ])
    }

    @Test("Subtitles on standard input are told by their text: an SRT timing, an ASS header")
    func sniffed() throws {
        let srt = try ReadingDocument.load(bytes: try ReadingEncodingTests.fixture("episode.srt"), name: "-")
        #expect(srt.format == .srt && srt.lines.count == 4)
        let ass = try ReadingDocument.load(bytes: try ReadingEncodingTests.fixture("episode.ass"), name: "-")
        #expect(ass.format == .ass && ass.lines.count == 5)
    }

    @Test("Aozora Bunko in Shift_JIS: ruby as readings, ｜ marks the start, notes and the header list out, title page and bibliography aside")
    func aozora() throws {
        let document = try ReadingDocument.load(bytes: try ReadingEncodingTests.fixture("neko-aozora.txt"), name: "neko.txt")
        #expect(document.format == .aozora && document.encoding == .shiftJIS)
        #expect(document.lines.map(\.text) == [
            "吾輩は猫である", "夏目漱石", "", "", "一",
            "",
            "　吾輩は猫である。名前はまだ無い。",
            "　どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。",
            "　しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。",
            "　呭と鳴いた。",
            "", "", "",
            "底本：「夏目漱石全集1」ちくま文庫、筑摩書房",
            "入力：テスト",
        ])
        // The title page (before the list of symbols) and the colophon are lines about the book.
        #expect(document.lines.map(\.isBody) == [false, false, false] + Array(repeating: true, count: 10) + [false, false])
        #expect(!document.bodyText.contains("夏目漱石") && !document.bodyText.contains("底本") && !document.bodyText.contains("入力"))
        #expect(document.bodyText.contains("吾輩は猫である。名前はまだ無い。"))
        #expect(document.lines[6].ruby == [RubyReading(range: 1..<3, reading: "わがはい")])
        #expect(document.lines[7].ruby == [RubyReading(range: 11..<13, reading: "けんとう")])
        // ｜ marks where 獰悪 starts: not the whole kanji run 人間中で一番 before it.
        let line = document.lines[8]
        let ruby = try #require(line.ruby.first)
        #expect(String(Array(line.text)[ruby.range]) == "獰悪" && ruby.reading == "どうあく")
        #expect(!document.text.contains("記号") && !document.text.contains("［＃"))
    }

    @Test("An Aozora text without the list of symbols: a short title and author before the first blank line are its title page")
    func aozoraTitlePage() {
        let book = AozoraReader.lines(of: "桜の森\n山田花子\n\n　昔、桜《さくら》の森がありました。\n底本：「桜の森」架空出版\n")
        #expect(book.map(\.text) == ["桜の森", "山田花子", "", "　昔、桜の森がありました。", "底本：「桜の森」架空出版"])
        #expect(book.map(\.isBody) == [false, false, true, true, false])
        // A first paragraph of sentences is the text, not a title page.
        let story = AozoraReader.lines(of: "猫《ねこ》が鳴いた。\n犬も鳴いた。\n\n次の日。\n")
        #expect(story.map(\.isBody) == [true, true, true, true])
        // Nor is a text of one paragraph.
        #expect(AozoraReader.lines(of: "桜《さくら》\n\n").map(\.isBody) == [true])
    }

    @Test("Aozora ruby over kana and Latin runs, and a reading with no run before it kept as text")
    func aozoraRuns() {
        let line = AozoraReader.line("ニャーニャー《にゃあにゃあ》と、「《ふしぎ》」")
        #expect(line?.text == "ニャーニャーと、「《ふしぎ》」")
        #expect(line?.ruby == [RubyReading(range: 0..<6, reading: "にゃあにゃあ")])
        #expect(AozoraReader.line("［＃改ページ］") == nil, "a line of notes only goes")
    }

    @Test("An Aozora reading over two kanji or more reads the same run further on; not a single kanji, a longer run, the title page, or what came before")
    func aozoraReadingCarried() {
        let book = AozoraReader.lines(of: """
            羅生門
            芥川龍之介

            　羅生門の話。羅生門《らしょうもん》の下《もと》で待つ。羅生門が見える。
            　下で、羅生門前と羅生門。朱雀大路《すざくおおじ》と朱雀大路《すざくだいろ》と朱雀大路。
            底本：「羅生門」
            """)
        func readings(_ line: ReadingLine) -> [String] {
            line.ruby.map { String(Array(line.text)[$0.range]) + ":" + $0.reading }
        }
        #expect(book[0].ruby.isEmpty, "the title page takes none")
        // Before the reading is given: none; after it, in the same line and the next ones.
        #expect(readings(book[3]) == ["羅生門:らしょうもん", "下:もと", "羅生門:らしょうもん"], "\(book[3])")
        // 下 alone keeps the dictionary's; 羅生門前 is another run; the latest reading given wins.
        #expect(readings(book[4]) == ["羅生門:らしょうもん", "朱雀大路:すざくおおじ", "朱雀大路:すざくだいろ", "朱雀大路:すざくだいろ"],
                "\(book[4])")
        #expect(book[5].ruby.isEmpty)
    }

    @Test("A plain text with a title in 《》 is not taken for Aozora")
    func plainWithBrackets() throws {
        let document = try ReadingDocument.load(bytes: Array("ニュースは《朝日新聞》から。\n".utf8), name: "-")
        #expect(document.format == .plain && document.text == "ニュースは《朝日新聞》から。")
    }
}
