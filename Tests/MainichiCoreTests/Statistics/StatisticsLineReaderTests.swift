import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The statistics' line reader (`StatisticsLineReader`) gives exactly what the general path gives
/// (the line read as a `JournalEvent`, no warning, then `StatisticsTotals.change(of:)`), or hands
/// the line over: for the lines mainichi writes (which it must read itself), for lines of other
/// shapes, and for thousands of lines damaged at random.
@Suite struct StatisticsLineReaderTests {
    /// What a path read from a line, as comparable text; nil when the general path warns or finds
    /// no event (the reader must then hand the line over).
    static func general(_ line: ArraySlice<UInt8>) -> String? {
        var bytes = Array(line)
        bytes.append(0x0A)
        let contents = JournalFile.parse(bytes, in: 0..<bytes.count, lineOffset: 0, file: "journal-x.jsonl")
        guard contents.warnings.isEmpty, contents.events.count == 1, let event = contents.events.first else { return nil }
        return described(FoldPosition(event), StatisticsTotals.change(of: event))
    }

    static func described(_ position: FoldPosition, _ change: StatisticsTotals.Change?) -> String {
        let place = "\(position.id) \(position.time.timeIntervalSinceReferenceDate.bitPattern)"
        switch change {
        case nil: return place + " none"
        case .entry(let entry): return place + " entry \(entry)"
        case .undo(let item, let undoes): return place + " undo \(item) \(undoes?.description ?? "-")"
        }
    }

    /// Checks one line: the reader hands it over or agrees with the general path. Returns whether it read it.
    @discardableResult
    static func expectAgreement(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let read = StatisticsLineReader.read(line[...]) else { return false }
        let reference = general(line[...])
        #expect(reference == described(read.position, read.change), "\(String(decoding: line, as: UTF8.self))",
                sourceLocation: sourceLocation)
        return true
    }

    /// Lines as the store and the statistics' random journals write them: every one read here.
    static func writtenLines() throws -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var random = SeededRandom(seed: 77)
        var device = StatisticsTotalsTests.Device(name: "d3f1a2b4c5e6", time: StatisticsTotalsTests.start)
        for _ in 0..<400 { device.next(using: &random) }
        lines += device.events.map { $0.encodedLine() }
        // A review, a test and a day studied recorded through the store.
        let directory = TemporaryDirectory()
        let time = Date(timeIntervalSince1970: 1_795_000_000.25)
        let store = try ProgressStore(directory: directory.url, clock: { time })
        let card = FSRSScheduler(enableFuzzing: false).review(SRSCard(due: time), rating: .good, at: time)
        try store.recordReview(of: "v:猫:ねこ", card: card, wasNew: true, calendar: .current(dayStartHour: 4),
                               history: HistoryEvent(type: .review, time: time, kind: .vocab, itemID: "v:猫:ねこ", rating: .good,
                                                     duration: 6.5))
        store.close()
        for file in ProgressStore.journalFiles(in: directory.url) {
            let bytes = try [UInt8](Data(contentsOf: file))
            lines += bytes.split(separator: 0x0A).map(Array.init)
        }
        return lines
    }

    @Test func theLinesMainichiWritesAreReadHere() throws {
        let lines = try Self.writtenLines()
        #expect(lines.count > 400)
        for line in lines {
            #expect(Self.expectAgreement(line), "handed over: \(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test func otherShapesAreReadTheSameOrHandedOver() {
        let review = #"{"id":"a:1","time":1795000000,"type":"review","item":"k:日","history":{"type":"review","time":1795000000,"itemId":"k:日","rating":3,"duration":4.5}}"#
        // One field of a review line changed.
        let edits: [(String, String)] = [
            (#""rating":3"#, #""rating":9"#),
            (#""rating":3"#, #""rating":3.5"#),
            (#""rating":3"#, #""rating":null"#),
            (#""duration":4.5"#, #""duration":700000"#),
            (#""duration":4.5"#, #""duration":-1"#),
            (#""duration":4.5"#, #""duration":"4""#),
            (#""duration":4.5"#, #""duration":4.5,"duration":5"#),
            (#""itemId":"k:日""#, #""itemId":"k:\u65e5""#),
            (#""itemId":"k:日""#, #""itemId":7"#),
            (#"{"type":"review","time":1795000000,"#, #"{"time":1795000000,"#),
            (#"{"type":"review","time":1795000000,"#, #"{"type":"review","#),
            (#""time":1795000000,"itemId""#, #""time":null,"itemId""#),
            (#""time":1795000000,"itemId""#, #""time":1e9,"itemId""#),
            (#""time":1795000000,"itemId""#, #""time":99999999999999,"itemId""#),
            (#"{"type":"review","time""#, #"{"type":"juggling","time""#),
            (#"{"type":"review","time""#, #"{"type":"reviewUndo","time""#),
            (#"{"type":"review","time""#, #"{"type":null,"time""#),
            (#""rating":3,"#, #""rating":3,"extra":1,"#),
            (#""history""#, #""entry""#),
            (#""item":"k:日","#, #""item":"k:日","dayLayout":3,"#),
            (#""item":"k:日","#, #""item":"k:日","dayLayout":0,"#),
            (#""item":"k:日","#, #""item":"k:日","dayLayout":"x","#),
            (#""item":"k:日","#, #""item":"k:日","card":{"a":[1,2,{"b":null}],"c":true},"#),
            (#""item":"k:日","#, #""item":"k:日","card":{"a":[1,2,{"b":null}],"c":tru},"#),
            (#""item":"k:日","#, #""item":"k:日","card":{"a":"\n"},"#),
        ]
        var lines: [String] = [review]
        for (old, new) in edits { lines.append(review.replacingOccurrences(of: old, with: new)) }
        lines.append(review.replacingOccurrences(of: #""history":{"#, with: #""history":[{"#).replacingOccurrences(of: "}}", with: "}]}"))
        lines.append(review.replacingOccurrences(of: #""history":{"type":"review","time":1795000000,"itemId":"k:日","rating":3,"duration":4.5}"#,
                                                 with: #""history":{}"#))
        // A history event carries its entry in `entry`.
        lines.append(review.replacingOccurrences(of: #""type":"review","item""#, with: #""type":"history","item""#)
            .replacingOccurrences(of: #""history""#, with: #""entry""#))
        lines.append(review + " ")
        lines.append(review + "x")
        let others: [String] = [
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"k:日","undoes":"a:1"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"k:日"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"k:日","undoes":"nonsense"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"k:日","undoes":7}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":7,"undoes":"a:1"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"","undoes":"a:1"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","undoes":"a:1"}"#,
            #"{"id":"a:2","time":1795000100,"type":"reviewUndo","item":"k:日","item":"k:月"}"#,
            #"{"id":"a:3","time":1795000200,"type":"bookmark","item":"k:日","on":true}"#,
            #"{"id":"a:3","time":1795000200,"type":"bookmark","item":"k:日","on":true,"history":"x"}"#,
            #"{"id":"a:3","time":1795000200,"type":"bookmark","item":"k:日","on":true,"history":{"type":"game","time":1795000200,"score":3,"total":5,"source":"level","level":"n5"}}"#,
            #"{"id":"a:3","time":1795000200,"type":"bookmark","item":"k:日","on":true,"history":{"type":"test","time":1795000200,"score":3,"total":5,"deck":"jlpt-vocab-n5","day":2,"mode":"flashcard","kind":"vocab","wrongOnly":false}}"#,
            #"{"id":"a:4","time":1795000300,"type":"x"}"#,
            #"{"id":"a:4","type":"x"}"#,
            #"{"time":1795000300,"type":"x"}"#,
            #"{"id":"a:4","time":1795000300}"#,
            "",
            "   ",
            "{}",
        ]
        lines += others
        for line in lines { Self.expectAgreement(Array(line.utf8)) }
        #expect(Self.expectAgreement(Array(lines[0].utf8)))
    }

    /// Lines mainichi writes with one byte changed, removed or doubled, thousands of ways.
    @Test func damagedLinesAreReadTheSameOrHandedOver() throws {
        let lines = try Self.writtenLines()
        var random = SeededRandom(seed: 4_242)
        // (Never a line break: the journal is cut into lines at those.)
        let replacements = Array(#"{}[]":,0123456789.-e\ ntfx"#.utf8) + [0x09, 0xFF, 0xE6]
        var read = 0
        for _ in 0..<6_000 {
            var line = lines.randomElement(using: &random)!
            let index = Int.random(in: 0..<line.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: line[index] = replacements.randomElement(using: &random)!
            case 1: line.remove(at: index)
            default: line.insert(line[index], at: index)
            }
            if Self.expectAgreement(line) { read += 1 }
        }
        // Most damage falls in values the reader reads or checks: many lines are still read here.
        #expect(read > 1_000)
    }
}
