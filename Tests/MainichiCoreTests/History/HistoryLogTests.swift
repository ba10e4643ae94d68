import Foundation
import TestSupport
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
        #expect(contents.warnings.map(\.description) == ["history.jsonl line 3: skipped an unreadable line (torn by a crash?)"])
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

    @Test("An undo line removes the latest review of its item before it; several undos cancel several")
    func undoLinesCancelReviews() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        func review(_ id: String, _ seconds: TimeInterval, _ rating: Rating) -> HistoryEvent {
            HistoryEvent(type: .review, time: Date(timeIntervalSince1970: seconds), itemID: id, rating: rating, duration: 1)
        }
        try log.append(review("v:a", 1, .good))
        try log.append(review("v:b", 2, .good))
        try log.append(review("v:a", 3, .again))
        try log.append(review("v:a", 4, .hard))
        try log.append(ReviewUndo(itemID: "v:a", reviewTime: Date(timeIntervalSince1970: 4), time: Date(timeIntervalSince1970: 5)))
        try log.append(ReviewUndo(itemID: "v:a", reviewTime: Date(timeIntervalSince1970: 3), time: Date(timeIntervalSince1970: 6)))
        try log.append(review("v:a", 7, .easy))
        let contents = log.read()
        #expect(contents.warnings.isEmpty)
        #expect(contents.events.map(\.time.timeIntervalSince1970) == [7, 2, 1])
        #expect(contents.events.map(\.rating) == [.easy, .good, .good])
    }

    @Test("Old files read as before; a line of an unknown type is skipped with a warning, not fatal")
    func unknownTypeIsSkipped() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        let old = #"{"duration":4.5,"itemId":"v:猫:ねこ","rating":2,"time":5,"type":"review"}"#
        let newer = #"{"time":6,"type":"vacation","days":3}"#
        try Data((old + "\n" + newer + "\n").utf8).write(to: log.fileURL)
        try log.append(event(7, day: 2))
        let contents = log.read()
        #expect(contents.events.map(\.type) == [.test, .review])
        #expect(contents.warnings.map(\.description) == [#"history.jsonl line 2: skipped an event of unknown type "vacation" (from a newer mainichi?)"#])
    }

    @Test("Every field of a test event survives the round trip; a field from a newer version is ignored")
    func roundTripAndNewerFields() throws {
        let temporary = TemporaryDirectory()
        let log = HistoryLog(directory: temporary.url)
        var retest = HistoryEvent(type: .test, time: Date(timeIntervalSince1970: 1_795_000_000.25), kind: .kanji,
                                  level: .n3, day: 12, source: .retest, mode: .multipleChoice, score: 7, total: 9,
                                  duration: 61.5)
        retest.wrongOnly = true
        try log.append(retest)
        let newer = #"{"time":8,"type":"review","itemId":"v:a","rating":3,"mood":"happy"}"#
        let handle = try FileHandle(forWritingTo: log.fileURL)
        handle.seekToEndOfFile()
        handle.write(Data((newer + "\n").utf8))
        try handle.close()
        let contents = log.read()
        #expect(contents.warnings.isEmpty)
        #expect(contents.events.last == retest)
        #expect(contents.events.first == HistoryEvent(type: .review, time: Date(timeIntervalSince1970: 8), itemID: "v:a",
                                                      rating: .good))
    }
}
