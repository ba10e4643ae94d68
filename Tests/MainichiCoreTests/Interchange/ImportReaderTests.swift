@testable import MainichiCore
import Testing

@Suite("Import reader")
struct ImportReaderTests {
    func read(_ text: String) throws -> ImportDocument {
        try ImportReader.read(Array(text.utf8), fileName: "words.txt")
    }

    @Test("an Anki export: header read, HTML turned into text, entities decoded, <br> a line break")
    func ankiExport() throws {
        let document = try read("#separator:tab\n#html:true\n#tags:imported\n#columns:Front\tBack\n<b>猫</b>\tcat&nbsp;&amp; kitten<br>feline\n")
        #expect(document.format == .ankiText)
        #expect(document.separator == .tab)
        #expect(document.wasHTML)
        #expect(document.columnLabels == ["Front", "Back"])
        #expect(document.records == [ParsedRecord(line: 5, fields: ["猫", "cat\u{00A0}& kitten\nfeline"])])
    }

    @Test("with html:false tags stay as written")
    func htmlFalse() throws {
        let document = try read("#html:false\n#separator:comma\n<b>猫</b>,cat\n")
        #expect(document.records.first?.fields == ["<b>猫</b>", "cat"])
    }

    @Test("a UTF-8 byte-order mark is skipped")
    func byteOrderMark() throws {
        let document = try ImportReader.read([0xEF, 0xBB, 0xBF] + Array("#separator:comma\n猫,cat\n".utf8), fileName: "bom.txt")
        #expect(document.format == .ankiText)
        #expect(document.records.first?.fields == ["猫", "cat"])
    }

    @Test("the separator is guessed from the content", arguments: [
        ("猫\tねこ\tcat\n犬\tいぬ\tdog\n", Separator.tab),
        ("猫,ねこ,\"cat; kitty\"\n犬,いぬ,dog\n", .comma),
        ("猫;ねこ;cat, kitty\n犬;いぬ;dog, hound\n", .semicolon),
        ("猫|ねこ|cat\n犬|いぬ|dog\n", .pipe),
    ])
    func guessedSeparator(text: String, expected: Separator) throws {
        let document = try read(text)
        #expect(document.separator == expected)
        #expect(document.records.map { $0.fields.count } == [3, 3])
    }

    @Test("a header row naming columns is taken as labels, not data")
    func headerRow() throws {
        let document = try read("Word,Reading,Meaning\n猫,ねこ,cat\n")
        #expect(document.format == .csv)
        #expect(document.columnLabels == ["Word", "Reading", "Meaning"])
        #expect(document.records.map(\.line) == [2])
    }

    @Test("a field's line breaks (CRLF, LF, a lone CR) each become one line break, empty lines kept")
    func lineBreaksInAField() throws {
        #expect(ImportReader.lines(of: "a\r\nb\rc\n\nd\r\r\ne") == ["a", "b", "c", "", "d", "", "e"])
        #expect(ImportReader.lines(of: "猫\r\n") == ["猫", ""])
        #expect(ImportReader.lines(of: "\r") == ["", ""])
        let document = try read("#separator:tab\n#html:false\n猫\t\"cat\r\nfeline\rkitty\n\nneko\"\n")
        #expect(document.records.first?.fields == ["猫", "cat\nfeline\nkitty\n\nneko"])
    }

    @Test("control characters and escape sequences are removed from fields")
    func controlCharacters() throws {
        let document = try read("猫\u{1B}[2J,cat\u{07}\n")
        #expect(document.records.first?.fields == ["猫", "cat"])
    }

    @Test("an empty file, a UTF-16 file and a binary file are refused with the file named")
    func refusedFiles() {
        #expect(throws: ImportFileError.empty(file: "words.txt")) { try read("") }
        #expect(throws: ImportFileError.empty(file: "words.txt")) { try read("#separator:tab\n\n") }
        #expect(throws: ImportFileError.utf16(file: "u.txt")) { try ImportReader.read([0xFF, 0xFE, 0x2B, 0x73], fileName: "u.txt") }
        #expect(throws: ImportFileError.binary(file: "b.bin", line: 2)) {
            try ImportReader.read(Array("a,b\nc".utf8) + [0, 1, 2], fileName: "b.bin")
        }
        #expect(ImportFileError.binary(file: "b.bin", line: 2).description.contains("b.bin: line 2"))
    }

    @Test("a file with no UTF-8 record (Shift-JIS) is refused as a whole, naming the first line")
    func shiftJIS() {
        // 猫,cat and 犬,dog in Shift-JIS.
        let bytes: [UInt8] = [0x94, 0x4C, 0x2C, 0x63, 0x61, 0x74, 0x0A, 0x8C, 0xA2, 0x2C, 0x64, 0x6F, 0x67, 0x0A]
        #expect(throws: ImportFileError.notUTF8(file: "sjis.csv", line: 1)) { try ImportReader.read(bytes, fileName: "sjis.csv") }
    }

    @Test("one huge line is reported, not read")
    func hugeLine() throws {
        let document = try ImportReader.read(Array(String(repeating: "猫", count: 5000).utf8), fileName: "huge.txt", maximumRecordBytes: 1000)
        #expect(document.records.isEmpty)
        #expect(document.problems.map(\.line) == [1])
    }

    @Test("invalid UTF-8 on one line costs only that line")
    func invalidLine() throws {
        let document = try ImportReader.read(Array("猫,cat\n".utf8) + [0xE7, 0x8C, 0x2C, 0x78, 0x0A] + Array("犬,dog\n".utf8), fileName: "x.csv")
        #expect(document.records.map(\.line) == [1, 3])
        #expect(document.problems == [ImportProblem(line: 2, reason: .invalidUTF8)])
    }
}
