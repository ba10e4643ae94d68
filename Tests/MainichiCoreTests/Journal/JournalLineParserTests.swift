import Foundation
import Testing
@testable import MainichiCore

/// The typed journal line reader gives exactly what the general JSON path gives, for the lines
/// mainichi writes and for lines it must hand over (escapes, exponents, long numbers, damage).
@Suite struct JournalLineParserTests {
    /// The event a path read, as comparable text (nil: not an event).
    static func described(_ event: JournalEvent?) -> String? {
        event.map { "\($0.id) \($0.time.timeIntervalSince1970.bitPattern) \($0.type) " + String(decoding: $0.encodedLine(), as: UTF8.self) }
    }

    static func expectSameAsGeneral(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(line.utf8)[...]
        let general = Result { () throws(JournalEvent.LineError) in try JournalEvent.decodeGenerally(line: bytes) }
        let decoded = Result { () throws(JournalEvent.LineError) in try JournalEvent.decode(line: bytes) }
        switch (general, decoded) {
        case (.success(let lhs), .success(let rhs)):
            #expect(described(lhs) == described(rhs), "\(line)", sourceLocation: sourceLocation)
        case (.failure(let lhs), .failure(let rhs)):
            #expect(lhs == rhs, "\(line)", sourceLocation: sourceLocation)
        default:
            Issue.record("the two paths disagree on \(line): \(general) against \(decoded)", sourceLocation: sourceLocation)
        }
    }

    @Test func theLinesMainichiWritesAreReadTheSameByBothPaths() {
        let time = Date(timeIntervalSince1970: 1_795_000_000.5)
        var card = SRSCard(due: time + 86_400)
        card.state = .review; card.step = nil; card.stability = 3.14159; card.difficulty = 6.5; card.lastReview = time
        let changes: [ProgressEvent] = [
            .bookmark(item: "k:日", on: true),
            .answer(item: "v:今日:きょう", kind: .vocab, mode: .typedReading, isRight: false),
            .counted(item: "v:水:みず", kind: .vocab, mode: .flashcard, isRight: true),
            .test(day: "jlpt-vocab-n5:3", mode: .multipleChoice, score: 9, total: 10),
            .studied(day: "jlpt-kanji-n3:2"),
            .review(item: "k:月", card: card, wasNew: true, dayStamp: "2026-11-24"),
            .reviewUndo(item: "k:月", card: nil, wasNew: true, dayStamp: "2026-11-24"),
            .reviewsAdded(items: ["k:火", "k:水"]),
            .slip(item: "v:今日:きょう", kind: .longVowel),
            .suspension(item: "k:木", on: false),
            .wordMark(word: "jmdict:1358280", mark: .known),
            .wordMark(word: "jmdict:1358280", mark: nil),
        ]
        for (index, change) in changes.enumerated() {
            for seconds in [0.0, 0.001, 0.5, 0.123, 0.999, 1234.5] {
                let event = change.journalEvent(id: .init(device: "d3f1a2b4c5e6", sequence: index + 1), time: time + seconds)
                let line = String(decoding: event.encodedLine(), as: UTF8.self)
                Self.expectSameAsGeneral(line)
                guard let fast = JournalLineParser.event(in: Array(line.utf8)[...]) else {
                    Issue.record("the typed reader handed over a line mainichi writes: \(line)")
                    continue
                }
                #expect(ProgressEvent(fast) == change)
                #expect(fast.time == Date(timeIntervalSince1970: Double(String(line.split(separator: ",")[1].dropFirst(7)))!))
            }
        }
    }

    @Test func otherLinesAreReadTheSameOrHandedOver() {
        let lines = [
            #"{"id":"a:1","time":1795000000,"type":"bookmark","item":"k:\u65e5","on":true}"#,
            #"{"id":"a:1","time":1.795e9,"type":"bookmark","item":"k:日","on":true}"#,
            #"{"id":"a:1","time":1795000000.1234567890123,"type":"x"}"#,
            #"{"id":"a:1","time":-0.5,"type":"x"}"#,
            #"{"id":"a:1","time":0,"type":"x","n":-0}"#,
            #"{"id":"a:1","time":01,"type":"x"}"#,
            #"{"id":"a:1","time":1795000000.,"type":"x"}"#,
            #"{"id":"a:+1","time":1795000000,"type":"x"}"#,
            #"{"id":":1","time":1795000000,"type":"x"}"#,
            #"{"id":"a:","time":1795000000,"type":"x"}"#,
            #"{"id":"a","time":1795000000,"type":"x"}"#,
            #"{"id":"a:1234567890123456789","time":1795000000,"type":"x"}"#,
            #"{"id":"é:́:5","time":1795000000,"type":"x"}"#,
            #"{"id":"日本:5","time":1795000000,"type":"x","id":7}"#,
            #"{"id":7,"time":1795000000,"type":"x","id":"b:8"}"#,
            #"{"id":"a\u003a9","time":1795000000,"type":"x"}"#,
            #"{"id":"a:b:12","time":1795000000,"type":"x","extra":{"nested":[1,2,{"k":"}"}]},"more":[]}"#,
            #" { "id" : "a:1" , "time" : 1795000000 , "type" : "x" } "#,
            #"{"id":"a:1","time":1795000000,"type":"x","id":"a:2"}"#,
            #"{"id":"a:1","time":"1795000000","type":"x"}"#,
            #"{"id":"a:1","time":1795000000,"type":""}"#,
            #"{"id":"a:1","time":999999999999999,"type":"x"}"#,
            #"{"id":"a:1","time":1795000000,"type":"x","n":1234567890123456}"#,
            #"{"id":"a:1","time":1795000000,"type":"x","a":true,"b":false,"c":null}"#,
            #"{"id":"a:1","time":1795000000,"type":"x"} trailing"#,
            #"{"id":"a:1","time":1795000000,"type":"x""#,
            #"{"id":"a:1","time":17950"#,
            #"{}"#,
            "{\"id\":\"a:1\",\"time\":1795000000,\"type\":\"x\",\"bad\":\"\u{1}\"}",
            // Keys and values that begin like the ones read as literals, and ones that are them
            // with an escape or at the line's end.
            #"{"id":"a:1","time":1795000000,"type":"answers","items2":"vocab2","ide":"kanj","kind":"vocab","mode":"multipleChoiceX"}"#,
            #"{"id":"a:1","time":1795000000,"type":"answer","item":"v:a","kind":"vocab","mode":"flashcard","on":"o","d":"dayStamp"}"#,
            #"{"id":"a:1","time":1795000000,"type":"review","day":"t","total":"test","wasNew":"reviewUndo","slip":"s","h":"history"}"#,
            #"{"id":"a:1","time":1795000000,"type":"counted","item":"v:a","kind":"kanji","mode":"onyomi","right":true,"card":"c"}"#,
            #"{"id":"a:1","time":1795000000,"type":"x","item":"#,
            #"{"id":"a:1","time":1795000000,"type":"x","kind":"vocab"#,
            #"{"id":"a:1","time":1795000000,"type":"x","mo"#,
            "",
            "garbage",
        ]
        for line in lines { Self.expectSameAsGeneral(line) }
        // Invalid UTF-8 inside a string.
        var bytes = Array(#"{"id":"a:1","time":1795000000,"type":"x","s":"ab"}"#.utf8)
        bytes[bytes.count - 3] = 0xFF
        let general = Result { () throws(JournalEvent.LineError) in try JournalEvent.decodeGenerally(line: bytes[...]) }
        let decoded = Result { () throws(JournalEvent.LineError) in try JournalEvent.decode(line: bytes[...]) }
        if case .failure(let lhs) = general, case .failure(let rhs) = decoded {
            #expect(lhs == rhs)
        } else {
            Issue.record("invalid UTF-8 was read as an event")
        }
    }

    /// A journal read in parts on several threads gives the same events, in the same order, and
    /// the same warnings (line numbers included) as reading its lines in turn, wherever the parts
    /// are cut: lines of every kind, unknown and damaged ones, blank lines and a torn last line.
    @Test func aJournalReadInPartsIsReadAsInOnePart() {
        let time = Date(timeIntervalSince1970: 1_795_000_000.25)
        var card = SRSCard(due: time + 86_400)
        card.state = .review; card.step = nil; card.stability = 2.5; card.difficulty = 7.25; card.lastReview = time
        let changes: [ProgressEvent] = [
            .bookmark(item: "k:日", on: true),
            .answer(item: "v:今日:きょう", kind: .vocab, mode: .typedReading, isRight: false),
            .test(day: "jlpt-vocab-n5:3", mode: .multipleChoice, score: 9, total: 10),
            .review(item: "k:月", card: card, wasNew: true, dayStamp: "2026-11-24"),
            .reviewsAdded(items: ["k:火", "k:水"]),
        ]
        var text = ""
        for index in 0..<300 {
            let event = changes[index % changes.count].journalEvent(id: .init(device: "a", sequence: index + 1), time: time + Double(index))
            text += String(decoding: event.encodedLine(), as: UTF8.self) + "\n"
            switch index % 37 {
            case 5: text += #"{"id":"b:\#(index)","time":1.795e9,"type":"somethingNew","x":[1,{"y":"\u65e5"}]}"# + "\n"
            case 11: text += "{\"id\":\"a:\(index)\",\"time\":17950\n"
            case 23: text += "  \n"
            default: break
            }
        }
        text += #"{"id":"a:999","time":1795000000,"type":"bookm"#
        let bytes = Array(text.utf8)
        let file = JournalFile(url: URL(fileURLWithPath: "/nonexistent/journal-a.jsonl"))
        let whole = file.parse(bytes, in: 0..<bytes.count, lineOffset: 0)
        #expect(whole.events.count > 300)
        #expect(whole.warnings.contains { $0.kind == .tornLastLine })
        #expect(whole.warnings.contains { $0.kind == .unreadableLine })
        for parts in [1, 2, 3, 7, 64, 5_000] {
            let read = file.parse(bytes, parts: parts)
            #expect(read.events.map(Self.described) == whole.events.map(Self.described), "\(parts) parts")
            #expect(read.warnings == whole.warnings, "\(parts) parts")
        }
        let cuts = JournalFile.parts(of: bytes, count: 7)
        #expect(cuts.count == 7)
        #expect(cuts.first?.lowerBound == 0 && cuts.last?.upperBound == bytes.count)
        for (left, right) in zip(cuts, cuts.dropFirst()) {
            #expect(left.upperBound == right.lowerBound && bytes[left.upperBound - 1] == 0x0A)
        }
    }
}
