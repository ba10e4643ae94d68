import Foundation
@testable import MainichiCore
import Testing

/// Shift_JIS and EUC-JP told apart and decoded, from files made with Python's codecs
/// (tools/reader/make_reading_fixtures.py), and UTF-8 never misread.
@Suite("Reading documents: encodings")
struct ReadingEncodingTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
        return [UInt8](try Data(contentsOf: url))
    }

    @Test("A Shift_JIS file from Windows (CR LF, ①, 髙, half-width katakana, ～) is read as Shift_JIS")
    func shiftJIS() throws {
        let document = try ReadingDocument.load(bytes: try Self.fixture("news-shift_jis.txt"), name: "news.txt")
        #expect(document.encoding == .shiftJIS)
        #expect(document.lines.map(\.text) == [
            "東京で桜が咲きました",
            "①気象庁によると、今年は去年より五日早く咲きました。",
            "髙橋さんは「毎日ｻｸﾗを見に来ます～」と話していました。",
        ])
    }

    @Test("An EUC-JP file (half-width katakana, JIS X 0212, the NEC ①) is read as EUC-JP")
    func eucJP() throws {
        let document = try ReadingDocument.load(bytes: try Self.fixture("news-euc-jp.txt"), name: "news.txt")
        #expect(document.encoding == .eucJP)
        #expect(document.lines.map(\.text) == [
            "①東京で桜が咲きました",
            "気象庁によると、今年は去年より五日早く咲きました。",
            "高橋さんは「毎日ｻｸﾗを見に来ます」と話していました。丂",
        ])
    }

    @Test("Short texts are told apart too: hiragana in EUC-JP reads as half-width katakana in Shift_JIS")
    func shortTexts() throws {
        // ねこ in EUC-JP (A4 CD A4 B3) is also valid Shift_JIS (half-width ､ﾍ､ｳ).
        let euc = try ReadingDocument.load(bytes: [0xA4, 0xCD, 0xA4, 0xB3], name: "-")
        #expect(euc.encoding == .eucJP && euc.text == "ねこ")
        let sjis = try ReadingDocument.load(bytes: [0x82, 0xCB, 0x82, 0xB1], name: "-")
        #expect(sjis.encoding == .shiftJIS && sjis.text == "ねこ")
    }

    @Test("UTF-8 is read as UTF-8 even where its bytes are also valid Shift_JIS")
    func utf8NeverMisread() throws {
        // 日本 in UTF-8 (E6 97 A5 E6 9C AC) is also Shift_JIS: 譌･譛ｬ. It must stay 日本.
        #expect(JapaneseTextDecoder.shiftJISUnits(Array("日本".utf8)[...]).map { String(decoding: $0, as: UTF16.self) } == "譌･譛ｬ")
        for text in ["日本", "日本語の本を読みます。\nカタカナとひらがな。"] {
            let document = try ReadingDocument.load(bytes: Array(text.utf8), name: "utf8.txt")
            #expect(document.encoding == .utf8 && document.text == text)
        }
    }

    @Test("Every fixture, saved again as UTF-8, reads as UTF-8 with the same lines", arguments: [
        "news-shift_jis.txt", "news-euc-jp.txt", "neko-aozora.txt", "episode.srt", "episode.ass",
    ])
    func fixturesAsUTF8(name: String) throws {
        let bytes = try Self.fixture(name)
        let original = try ReadingDocument.load(bytes: bytes, name: name)
        let source = try #require(original.encoding == .utf8 ? String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
                                      : JapaneseTextDecoder.decode(bytes[...])?.text)
        let again = try ReadingDocument.load(bytes: Array(source.utf8), name: name)
        #expect(again.encoding == .utf8 && again.format == original.format)
        #expect(again.lines == original.lines)
    }

    @Test("A UTF-8 file with one damaged line is an error naming that line, not read as Shift_JIS")
    func brokenUTF8() {
        let good = Array(String(repeating: "今日は学校へ行きました。\n", count: 5).utf8)
        let bytes = good + Array("壊れた".utf8) + [0xE6, 0x97] + Array("行\n最後の行。\n".utf8)
        #expect(throws: ReadingDocumentError.brokenUTF8(file: "diary.txt", line: 6)) {
            try ReadingDocument.load(bytes: bytes, name: "diary.txt")
        }
        #expect(ReadingDocumentError.brokenUTF8(file: "diary.txt", line: 6).description.hasPrefix("diary.txt: line 6 is not valid UTF-8"))
    }

    @Test("Bytes that are none of the encodings name the file and the first line that is not UTF-8")
    func none() {
        // 0x80 and 0xFF lead nothing in Shift_JIS, EUC-JP or UTF-8.
        #expect(throws: ReadingDocumentError.unknownEncoding(file: "data.bin", line: 1)) {
            try ReadingDocument.load(bytes: [0x80, 0xFF, 0x41, 0x0A], name: "data.bin")
        }
    }

    @Test("The tables hold what the generator counted: 9,604 Shift_JIS, 7,336 + 6,067 EUC-JP characters")
    func tables() {
        var sjis = 0
        for lead in Array(0x81...0x9F) + Array(0xE0...0xFC) {
            for trail in 0x40...0xFC where JapaneseTextDecoder.shiftJISUnits([UInt8(lead), UInt8(trail)][...]) != nil {
                sjis += 1
            }
        }
        #expect(sjis == 9604)
        var euc = 0, supplement = 0
        for row in 0xA1...0xFE {
            for cell in 0xA1...0xFE {
                if JapaneseTextDecoder.eucJPUnits([UInt8(row), UInt8(cell)][...]) != nil { euc += 1 }
                if JapaneseTextDecoder.eucJPUnits([0x8F, UInt8(row), UInt8(cell)][...]) != nil { supplement += 1 }
            }
        }
        #expect(euc == 7336 && supplement == 6067)
    }
}
