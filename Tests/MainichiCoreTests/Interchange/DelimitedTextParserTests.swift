import MainichiCore
import Testing

@Suite("Delimited text parser")
struct DelimitedTextParserTests {
    func parse(_ text: String, _ separator: Separator = .comma, limit: Int = DelimitedTextParser.defaultMaximumRecordBytes)
        -> (records: [ParsedRecord], problems: [ImportProblem]) {
        DelimitedTextParser(separator: separator, maximumRecordBytes: limit).parse(Array(text.utf8))
    }

    @Test("quoted fields hold separators, doubled quotes and line breaks; line numbers follow the file")
    func quoting() {
        let (records, problems) = parse("a,\"b, c\",\"say \"\"hi\"\"\"\n\"two\nlines\",x\nlast,\"\"\n")
        #expect(problems.isEmpty)
        #expect(records == [
            ParsedRecord(line: 1, fields: ["a", "b, c", "say \"hi\""]),
            ParsedRecord(line: 2, fields: ["two\nlines", "x"]),
            ParsedRecord(line: 4, fields: ["last", ""]),
        ])
    }

    @Test("CRLF, LF and CR end lines alike; blank lines are skipped")
    func lineEndings() {
        let (records, _) = parse("a\tb\r\n\r\nc\td\re\tf\n", .tab)
        #expect(records.map(\.fields) == [["a", "b"], ["c", "d"], ["e", "f"]])
        #expect(records.map(\.line) == [1, 3, 4])
    }

    @Test("an unquoted # starts a comment; a quoted one is a field")
    func comments() {
        let (records, _) = parse("#comment,x\n\"#tag\",y\n")
        #expect(records == [ParsedRecord(line: 2, fields: ["#tag", "y"])])
    }

    @Test("a line that is not UTF-8 is reported with its number and the others are kept")
    func invalidUTF8() {
        var bytes = Array("one,1\n".utf8)
        bytes += [0x62, 0xFF, 0x61, 0x64, 0x2C, 0x32, 0x0A]
        bytes += Array("three,3\n".utf8)
        let (records, problems) = DelimitedTextParser(separator: .comma).parse(bytes)
        #expect(records.map(\.fields) == [["one", "1"], ["three", "3"]])
        #expect(problems == [ImportProblem(line: 2, reason: .invalidUTF8)])
        #expect(problems[0].description.contains("line 2"))
    }

    @Test("a quote never closed is reported and its line read with the quote as text")
    func unclosedQuote() {
        let (records, problems) = parse("a,1\n\"b,2\nc,3\n")
        #expect(problems == [ImportProblem(line: 2, reason: .unclosedQuote)])
        #expect(records.map(\.fields) == [["a", "1"], ["\"b", "2"], ["c", "3"]])
    }

    @Test("a stray quote closed only by a later record's quote costs its own line, not the records up to that quote")
    func strayQuote() {
        // As in a learner's Anki export where one word gained a quote: the next quote in the file
        // opens a later field, so "closing" there would swallow the notes in between.
        let (records, problems) = parse("g1\t\"不足\tふそく\ng2\t違反\tいはん\ng3\t違い\tちがい\n\"g4\"\t分\tぶん\n", .tab)
        #expect(problems == [ImportProblem(line: 1, reason: .unclosedQuote)])
        #expect(records.map(\.fields) == [["g1", "\"不足", "ふそく"], ["g2", "違反", "いはん"], ["g3", "違い", "ちがい"], ["g4", "分", "ぶん"]])
        #expect(records.map(\.line) == [1, 2, 3, 4])
    }

    @Test("a quoted field over several lines that closes before a separator or a line end is one field")
    func multilineQuoteStillRead() {
        let (records, problems) = parse("\"a\nb\",1\n\"c\nd\"\n", .comma)
        #expect(problems.isEmpty)
        #expect(records.map(\.fields) == [["a\nb", "1"], ["c\nd"]])
    }

    @Test("a record longer than the limit is reported and skipped")
    func tooLong() {
        let long = String(repeating: "x", count: 200)
        let (records, problems) = parse("a,1\n\(long),2\nb,3\n", limit: 100)
        #expect(records.map(\.fields) == [["a", "1"], ["b", "3"]])
        #expect(problems.count == 1)
        #expect(problems.first?.line == 2)
        if case .tooLong(let bytes, let limit)? = problems.first?.reason {
            #expect(bytes > limit)
        } else {
            Issue.record("expected tooLong, got \(problems)")
        }
    }
}
