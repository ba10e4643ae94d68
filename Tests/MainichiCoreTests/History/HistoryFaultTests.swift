import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// history.jsonl under the faults of the reliability audit (Part A): extreme numbers, values from a
/// newer version, a file that cannot be read.
@Suite struct HistoryFaultTests {
    let good = #"{"type":"review","time":1795000000,"itemId":"k:日","rating":3,"duration":4}"#

    func log(with lines: [String]) -> (TemporaryDirectory, HistoryLog) {
        let temporary = TemporaryDirectory()
        temporary.write(lines.joined(separator: "\n") + "\n", to: "history.jsonl")
        return (temporary, HistoryLog(directory: temporary.url))
    }

    @Test(arguments: [
        #"{"type":"review","time":1e300,"itemId":"k:日","rating":3}"#,
        #"{"type":"review","time":-1e300,"itemId":"k:日","rating":3}"#,
        #"{"type":"test","time":1795000000,"kind":"vocab","level":"N5","day":1,"source":"day","mode":"multipleChoice","score":1,"total":2,"duration":1e308}"#,
        #"{"type":"review","time":1795000000,"itemId":"k:日","rating":3,"duration":-5}"#,
        #"{"type":"undo","time":1e300,"itemId":"k:日","reviewTime":1795000000}"#,
    ])
    func aLineWithAnExtremeNumberIsSkippedAndStatisticsStillWork(_ line: String) throws {
        let (temporary, log) = log(with: [good, line])
        defer { withExtendedLifetime(temporary) {} }
        let contents = log.read()
        #expect(contents.events.count == 1)
        #expect(contents.warnings.map(\.description) == ["history.jsonl line 2: skipped a line with a time\(line.contains("undo") ? "" : " or duration") out of range"])
        let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        // What trapped before: the statistics over the events, and the time spent today.
        let statistics = Statistics.compute(events: contents.events, cards: [:], decks: [], levelOfItem: { _ in nil },
                                            now: Date(timeIntervalSince1970: 1_795_000_100), calendar: calendar)
        _ = statistics.today.timeSpentText
    }

    @Test(arguments: [
        #"{"type":"review","time":1795000000,"itemId":"k:日","rating":9}"#,
        #"{"type":"test","time":1795000000,"mode":"speaking","score":1,"total":2}"#,
    ])
    func aValueFromANewerVersionIsNamedAsSuch(_ line: String) throws {
        let (temporary, log) = log(with: [good, line])
        defer { withExtendedLifetime(temporary) {} }
        #expect(log.read().warnings.map(\.description) == ["history.jsonl line 2: skipped a line with a value this mainichi does not know (from a newer version?)"])
    }

    @Test func anUnreadableFileIsNotAnEmptyHistory() throws {
        let temporary = TemporaryDirectory()
        try FileManager.default.createDirectory(at: temporary.file("history.jsonl"), withIntermediateDirectories: false)
        let contents = HistoryLog(directory: temporary.url).read()
        #expect(contents.events.isEmpty)
        #expect(contents.warnings.map(\.description) == ["history.jsonl cannot be read: it is not a regular file"])
    }

    @Test func aMissingFileIsAnEmptyHistoryWithoutWarnings() {
        let temporary = TemporaryDirectory()
        let contents = HistoryLog(directory: temporary.url).read()
        #expect(contents.events.isEmpty && contents.warnings.isEmpty)
    }
}
