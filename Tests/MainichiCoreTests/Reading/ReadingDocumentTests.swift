import Foundation
import TestSupport
@testable import MainichiCore
import Testing

/// `ReadingDocument`: plain text in UTF-8 and UTF-16, its lines, and the errors naming the file.
@Suite("Reading documents")
struct ReadingDocumentTests {
    @Test("UTF-8 text is read line by line, a byte-order mark and CR LF line ends tolerated")
    func utf8Lines() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("猫が好きです。\r\n犬も。\r\n\r\n終わり\n".utf8)
        let document = try ReadingDocument.load(bytes: bytes, name: "story.txt")
        #expect(document.encoding == .utf8)
        #expect(document.format == .plain)
        #expect(document.lines.map(\.text) == ["猫が好きです。", "犬も。", "", "終わり"])
        #expect(document.text == "猫が好きです。\n犬も。\n\n終わり")
        #expect(document.lines.allSatisfy { $0.ruby.isEmpty && $0.cueStart == nil })
        #expect(document.lineStarts == [0, 8, 12, 13])
        #expect(Array(document.text)[document.lineStarts[3]] == "終")
    }

    @Test("Control characters and escapes in a line are removed, so nothing reaches the terminal")
    func untrusted() throws {
        let document = try ReadingDocument.load(bytes: Array("猫\u{1B}[2Jです\u{202E}。\n".utf8), name: "x.txt")
        #expect(document.lines.map(\.text) == ["猫です。"])
    }

    @Test("UTF-16 with a byte-order mark, either way round, is read")
    func utf16() throws {
        let text = "毎日、日本語を読む。\n二行目"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let fromLittle = try ReadingDocument.load(bytes: little, name: "le.txt")
        let fromBig = try ReadingDocument.load(bytes: big, name: "be.txt")
        #expect(fromLittle.encoding == .utf16LittleEndian && fromBig.encoding == .utf16BigEndian)
        #expect(fromLittle.lines.map(\.text) == ["毎日、日本語を読む。", "二行目"])
        #expect(fromBig.lines == fromLittle.lines)
    }

    @Test("A NUL byte (binary, or UTF-16 without its mark) is an error naming the file and the line")
    func binary() {
        let bytes = Array("一行目\n二行目\n".utf8) + [0x00, 0x41]
        #expect(throws: ReadingDocumentError.binary(file: "movie.mkv", line: 3)) {
            try ReadingDocument.load(bytes: bytes, name: "movie.mkv")
        }
        let message = ReadingDocumentError.binary(file: "movie.mkv", line: 3).description
        #expect(message.hasPrefix("movie.mkv: line 3") && message.contains("UTF-16"))
    }

    @Test("Text in no known encoding is an error naming the file and its first such line")
    func unknownEncoding() {
        let bytes = Array("good line\n".utf8) + [0xFF, 0xFF, 0xFF, 0x0A]
        #expect(throws: ReadingDocumentError.unknownEncoding(file: "odd.txt", line: 2)) {
            try ReadingDocument.load(bytes: bytes, name: "odd.txt")
        }
        #expect(ReadingDocumentError.unknownEncoding(file: "odd.txt", line: 2).description
                    == "odd.txt: line 2 is not UTF-8, Shift_JIS or EUC-JP text; save the file as UTF-8 and read it again")
    }

    @Test("From a path: the file is read; a missing file and a directory are named")
    func fromPath() throws {
        let scratch = TemporaryDirectory()
        let folder = scratch.url
        let file = folder.appendingPathComponent("news.txt")
        try Data("今日は晴れ。\n".utf8).write(to: file)
        #expect(try ReadingDocument.load(path: file.path).lines.map(\.text) == ["今日は晴れ。"])
        #expect(try ReadingDocument.load(path: file.path).name == file.path)
        #expect(throws: ReadingDocumentError.missing(file: file.path + "x")) {
            try ReadingDocument.load(path: file.path + "x")
        }
        #expect(throws: ReadingDocumentError.directory(file: "books")) {
            try ReadingDocument.load(path: folder.path, name: "books")
        }
    }

    @Test("An empty text is a document with one empty line, not an error")
    func empty() throws {
        #expect(try ReadingDocument.load(bytes: [], name: "-").lines == [ReadingLine(text: "")])
    }
}
