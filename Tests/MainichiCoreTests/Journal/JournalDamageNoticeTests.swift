import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// F11, F12 and F13 of the third reliability audit: damage that used to lose history or re-run a
/// migration without a word now gives a notice naming the file (and line), and keeps what can be kept.
@Suite struct JournalDamageNoticeTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// A data directory with ten wrong answers, each with its history entry, closed (snapshot written).
    func tenAnswers(_ temporary: TemporaryDirectory, clock: TestClock) throws -> (data: URL, journal: URL) {
        let data = temporary.file("data")
        let store = try ProgressStore(directory: data, clock: clock.closure)
        for number in 1...10 {
            clock.advance(by: 60)
            try store.recordTest(TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 1), mode: .flashcard, rightIDs: [],
                                             wrongIDs: ["v:stress:\(number)"], date: clock.now),
                                 history: HistoryEvent(type: .test, time: clock.now, kind: .vocab, level: .n5, day: 1,
                                                       mode: .flashcard, score: 0, total: 1, duration: 30))
        }
        let journal = store.journalURL
        store.close()
        return (data, journal)
    }

    @Test("A journal cut short under a valid snapshot: a notice naming it, progress kept, said once")
    func aJournalCutShortIsSaid() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let (data, journal) = try tenAnswers(temporary, clock: clock)
        let whole = try Data(contentsOf: journal)
        let lines = whole.split(separator: 0x0A, omittingEmptySubsequences: false)
        let kept = Data(lines.prefix(6).joined(separator: [0x0A])) + Data([0x0A])
        try kept.write(to: journal)
        var store = try ProgressStore(directory: data, clock: clock.closure)
        #expect(store.recoveryNotices == [.journalShorter(file: journal.lastPathComponent, size: kept.count, covered: whole.count)])
        #expect(store.recoveryNotices[0].description.hasPrefix("\(journal.lastPathComponent) is shorter than the snapshot covers"))
        #expect(store.progress.mistakes.count == 10)
        store.close()
        store = try ProgressStore(directory: data, clock: clock.closure)
        #expect(store.recoveryNotices.isEmpty)
        #expect(store.progress.mistakes.count == 10)
        store.close()

        // Deleted: the same, with nothing left of it.
        try FileManager.default.removeItem(at: journal)
        store = try ProgressStore(directory: data, clock: clock.closure)
        #expect(store.recoveryNotices == [.journalShorter(file: journal.lastPathComponent, size: 0, covered: kept.count)])
        #expect(store.progress.mistakes.count == 10)
        store.close()
    }

    /// A foreign journal (another device's) of three bookmark lines, the second carrying `history`.
    func journal(withHistory history: String, in temporary: TemporaryDirectory) throws -> URL {
        let data = temporary.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let lines = [
            #"{"id":"aaaa:1","time":1795000000,"type":"bookmark","item":"v:一:いち","on":true,"history":{"type":"review","time":1795000000,"itemId":"v:一:いち","rating":3,"duration":4}}"#,
            #"{"id":"aaaa:2","time":1795000010,"type":"bookmark","item":"v:二:に","on":true,"history":"# + history + "}",
            #"{"id":"aaaa:3","time":1795000020,"type":"bookmark","item":"v:三:さん","on":true,"history":{"type":"review","time":1795000020,"itemId":"v:三:さん","rating":3,"duration":4}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: data.appendingPathComponent("journal-aaaa.jsonl"), atomically: true, encoding: .utf8)
        return data
    }

    @Test("Out-of-range values inside an event's history entry: the change is kept, the entry dropped with a notice naming file and line",
          arguments: [
            (#"{"type":"review","time":1795000010,"itemId":"v:二:に","rating":3,"duration":-5}"#, LogWarning.Fault.timeOrDurationOutOfRange),
            (#"{"type":"review","time":1795000010,"itemId":"v:二:に","rating":3,"duration":1e308}"#, .timeOrDurationOutOfRange),
            (#"{"type":"review","time":1e300,"itemId":"v:二:に","rating":3,"duration":4}"#, .timeOrDurationOutOfRange),
            (#"{"type":"review","time":1795000010,"itemId":"v:二:に","rating":9,"duration":4}"#, .valueOutOfRange),
            (#"{"type":"review","itemId":"v:二:に","rating":3,"duration":4}"#, .timeOrDurationOutOfRange),
            (#"{"type":"test","time":1795000010,"day":1.5,"score":0,"total":1}"#, .valueOutOfRange),
          ])
    func aBadHistoryEntryIsSaid(entry: String, fault: LogWarning.Fault) throws {
        let temporary = TemporaryDirectory()
        let data = try journal(withHistory: entry, in: temporary)
        let store = try ProgressStore(directory: data, clock: { Self.start })
        let warning = LogWarning(file: "journal-aaaa.jsonl", line: 2, kind: .invalidField(name: "history", fault: fault))
        #expect(store.recoveryNotices == [.journal(warning)])
        #expect(warning.description == "journal-aaaa.jsonl line 2: kept the change but not its history field, which has \(fault.phrase)")
        #expect(store.progress.isBookmarked("v:二:に"))
        let history = StudyHistory.read(directory: data)
        #expect(history.events.count == 2)
        #expect(history.warnings == [warning])
        store.close()
    }

    @Test("A good history entry gives no notice")
    func aGoodHistoryEntryIsQuiet() throws {
        let temporary = TemporaryDirectory()
        let data = try journal(withHistory: #"{"type":"review","time":1795000010,"itemId":"v:二:に","rating":3,"duration":4}"#, in: temporary)
        let store = try ProgressStore(directory: data, clock: { Self.start })
        #expect(store.recoveryNotices.isEmpty)
        #expect(StudyHistory.read(directory: data).events.count == 3)
        store.close()
    }

    @Test("A damaged day layout on one event is ignored with a notice: the progress keeps the layout it had", arguments: ["-1", "1e15", "1e18", "2.5"])
    func aDamagedDayLayoutIsIgnored(layout: String) throws {
        let temporary = TemporaryDirectory()
        let data = temporary.file("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let lines = [
            #"{"id":"aaaa:1","time":1795000000,"type":"bookmark","item":"v:一:いち","on":true,"dayLayout":2}"#,
            #"{"id":"aaaa:2","time":1795000010,"type":"bookmark","item":"v:二:に","on":true,"dayLayout":"# + layout + "}",
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: data.appendingPathComponent("journal-aaaa.jsonl"), atomically: true, encoding: .utf8)
        let store = try ProgressStore(directory: data, clock: { Self.start })
        #expect(store.progress.dayLayout == 2)
        #expect(store.progress.isBookmarked("v:二:に"))
        #expect(store.recoveryNotices == [.journal(LogWarning(file: "journal-aaaa.jsonl", line: 2,
                                                              kind: .invalidField(name: "dayLayout", fault: .valueOutOfRange)))])
        // The id map of layout 2 finds nothing to move: no second migration.
        let map = ItemIDMap(renamed: [:], days: DayLayoutMap(layout: 2, decks: ["jlpt-vocab-n5"], origins: [:]))
        #expect(try store.applyItemIDMap(map) == 0)
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent(ProgressStore.beforeIDMapFileName).path))
        store.close()
    }
}
