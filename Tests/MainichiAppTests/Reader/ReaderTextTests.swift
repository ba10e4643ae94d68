import Foundation
import MainichiCore
import TestSupport
import Testing
@testable import MainichiApp

/// The Read screen's text comes through the core's document reader: other encodings and
/// subtitles are read, and a file that is not text is refused in words naming it.
@Suite struct ReaderTextTests {
    @Test func shiftJISIsReadAndTheNameIsShown() throws {
        // 日本語。 in Shift_JIS, then a line break.
        let bytes: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x81, 0x42, 0x0A]
        let text = try ReaderText.decode(bytes, path: nil, strings: Strings(.english))
        #expect(text.lines == ["日本語。"])
        #expect(text.name == "standard input")
        #expect(try ReaderText.decode(bytes, path: nil, strings: Strings(.korean)).name == "표준 입력")
    }

    @Test func subtitlesAreReadAsTheirTextLines() throws {
        let srt = "1\n00:00:01,000 --> 00:00:02,000\n猫が好きです。\n\n2\n00:00:03,000 --> 00:00:04,000\n魚も。\n"
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let file = directory.appendingPathComponent("episode.srt")
        try srt.write(to: file, atomically: true, encoding: .utf8)
        let text = try ReaderText.read(path: file.path, strings: Strings(.english))
        #expect(text.lines.filter { !$0.isEmpty } == ["猫が好きです。", "魚も。"])
        #expect(text.name == "episode.srt")
        #expect(text.path == file.standardizedFileURL.path)
    }

    @Test func aBinaryOrEmptyTextIsRefusedNamingIt() {
        #expect(throws: ReaderText.Failure.self) { try ReaderText.decode([0x61, 0x00, 0x62], path: "/x/data.bin", strings: Strings(.english)) }
        do {
            _ = try ReaderText.decode([0x0A, 0x0A], path: "/x/empty.txt", strings: Strings(.english))
            Issue.record("an empty text was taken")
        } catch {
            #expect(error.message == "/x/empty.txt has no text")
        }
    }
}
