import Foundation
import Testing
@testable import MainichiCore

@Suite struct HistoryLogTests {
    func event(_ seconds: TimeInterval, day: Int) -> HistoryEvent {
        HistoryEvent(type: .test, time: Date(timeIntervalSince1970: seconds), kind: .vocab, level: .n5, day: day,
                     source: .day, mode: .multipleChoice, score: 18, total: 20, duration: 95)
    }

    @Test func eventsComeBackNewestFirst() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        #expect(log.read().events.isEmpty)
        for day in 1...3 { try log.append(event(1_795_000_000 + Double(day), day: day)) }
        let contents = log.read()
        #expect(contents.events.map(\.day) == [3, 2, 1])
        #expect(contents.events.first == event(1_795_000_003, day: 3))
        #expect(contents.warnings.isEmpty)
        let lines = String(decoding: try Data(contentsOf: log.fileURL), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3)
    }

    @Test func tornLineIsSkippedWithAWarningAndLaterLinesSurvive() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        try log.append(event(1, day: 1))
        try log.append(event(2, day: 2))
        // A crash in the middle of writing the third line.
        let handle = try FileHandle(forWritingTo: log.fileURL)
        handle.seekToEndOfFile()
        handle.write(Data(#"{"day":3,"kind":"vocab","le"#.utf8))
        try handle.close()
        try log.append(event(4, day: 4))
        let contents = log.read()
        #expect(contents.events.map(\.day) == [4, 2, 1])
        #expect(contents.warnings == ["history.jsonl line 3: skipped an unreadable line (torn by a crash?)"])
    }

    @Test func reviewEventsKeepRatingAndItem() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        let review = HistoryEvent(type: .review, time: Date(timeIntervalSince1970: 5), itemID: "v:猫:ねこ", rating: .hard, duration: 4.5)
        try log.append(review)
        #expect(log.read().events == [review])
        let line = String(decoding: try Data(contentsOf: log.fileURL), as: UTF8.self)
        #expect(line == #"{"duration":4.5,"itemId":"v:猫:ねこ","rating":2,"time":5,"type":"review"}"# + "\n")
    }
}
