import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The store over its journal: one line a change, the device id, snapshots, start-up from the
/// snapshot and the tail, a damaged or newer snapshot, a torn last line.
@Suite struct ProgressStoreJournalTests {
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// A store with a bookmark, a test with a mistake, a slip, a suspended card and a review.
    func fill(_ store: ProgressStore, clock: TestClock) throws {
        try store.toggleBookmark("v:猫:ねこ")
        let outcome = TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 1), mode: .typedReading,
                                  rightIDs: ["v:一:いち"], wrongIDs: ["v:二:に"], date: clock.now)
        var answers: [AnswerRecord] = []
        for (id, right) in [("v:一:いち", true), ("v:二:に", false)] {
            answers.append(try store.recordAnswer(itemID: id, kind: .vocab, mode: .typedReading, isRight: right, at: clock.now))
        }
        try store.recordSlip(itemID: "v:二:に", kind: .longVowel, at: clock.now)
        try store.recordTest(outcome, recordedAnswers: answers)
        try store.setSuspended("v:一:いち", true)
        clock.advance(by: 60)
        let card = FSRSScheduler().review(store.progress.srs["v:二:に"]!, of: "v:二:に", rating: .good, at: clock.now)
        try store.recordReview(of: "v:二:に", card: card, wasNew: true, calendar: Self.utc)
    }

    @Test func everyChangeIsOneLineAndReopeningGivesTheSameProgress() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try fill(store, clock: clock)
        let lines = try String(contentsOf: store.journalURL, encoding: .utf8).split(separator: "\n")
        // bookmark, two answers, slip, test, suspension, review
        #expect(lines.count == 7)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"id\":\"\(store.device):") })
        let expected = store.progress
        #expect(expected.srs["v:二:に"]?.reviewCount == 1)
        #expect(!expected.slips.isEmpty && !expected.suspended.isEmpty)
        store.close()
        // Without a snapshot (removed): rebuilt from the journal alone.
        try FileManager.default.removeItem(at: store.snapshotURL)
        let rebuilt = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(rebuilt.device == store.device)
        #expect(rebuilt.progress.srs == expected.srs)
        #expect(rebuilt.progress.mistakes == expected.mistakes)
        #expect(rebuilt.progress.slips == expected.slips)
        #expect(rebuilt.progress.suspended == expected.suspended)
        #expect(rebuilt.progress.dayResults == expected.dayResults)
        #expect(rebuilt.progress.bookmarks == expected.bookmarks)
        #expect(rebuilt.progress.activity == expected.activity)
        // New events carry on the device's sequence.
        try rebuilt.toggleBookmark("k:日")
        let last = try #require(try String(contentsOf: rebuilt.journalURL, encoding: .utf8).split(separator: "\n").last)
        #expect(last.hasPrefix("{\"id\":\"\(store.device):8\""))
    }

    @Test func startUpReadsTheSnapshotAndFoldsOnlyTheTail() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.toggleBookmark("k:日")
            store.close()
            let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try reopened.toggleBookmark("k:月")
            // Killed: no snapshot on quit.
        }
        // The snapshot says the journal's first event gives a bookmark on 火, not 日: a store that
        // folded the whole journal again would show 日.
        guard case .loaded(var snapshot) = JournalSnapshot.read(temporary.file(ProgressStore.snapshotFileName)) else {
            Issue.record("no snapshot written on close")
            return
        }
        snapshot.progress.bookmarks = ["k:火": clock.now]
        try FileManager.default.removeItem(at: temporary.file(ProgressStore.snapshotFileName))
        try snapshot.write(to: temporary.file(ProgressStore.snapshotFileName))
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(Set(store.progress.bookmarks.keys) == ["k:火", "k:月"])
    }

    @Test func startUpReadsOnlyTheJournalBytesAfterTheSnapshot() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("k:日")
        store.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: store.journalURL.path)[.size] as? Int)
        guard case .loaded(let snapshot) = JournalSnapshot.read(store.snapshotURL) else {
            Issue.record("no snapshot written on close")
            return
        }
        #expect(snapshot.offsets == [store.journalURL.lastPathComponent: size])
        // Spoil the covered line in place: a start-up reading it again would report it.
        var bytes = try Data(contentsOf: store.journalURL)
        bytes[0] = UInt8(ascii: "x")
        try bytes.write(to: store.journalURL)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice == nil)
        #expect(reopened.progress.isBookmarked("k:日"))
    }

    @Test func aDamagedSnapshotIsRebuiltFromTheJournal() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try fill(store, clock: clock)
        let expected = store.progress
        store.close()
        try Data("{\"snapshotVersion\":1,\"sch".utf8).write(to: store.snapshotURL)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice?.hasPrefix("snapshot.bin was damaged") == true)
        #expect(reopened.progress.srs == expected.srs)
        #expect(reopened.progress.mistakes == expected.mistakes)
        reopened.close()
        // Written again whole.
        guard case .loaded = JournalSnapshot.read(store.snapshotURL) else {
            Issue.record("the snapshot was not rewritten")
            return
        }
    }

    @Test func aSnapshotFromANewerVersionIsNeverOverwritten() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("k:日")
        store.close()
        let newer = Data("{\"snapshotVersion\":99,\"schemaVersion\":9,\"future\":true}\n".utf8)
        try newer.write(to: store.snapshotURL)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice?.contains("newer mainichi (snapshot version 99)") == true)
        #expect(reopened.progress.isBookmarked("k:日"))
        for index in 0..<(ProgressStore.snapshotInterval + 1) { try reopened.toggleBookmark("k:\(index)") }
        reopened.close()
        #expect(try Data(contentsOf: store.snapshotURL) == newer)
    }

    @Test func aTornLastLineIsSkippedWithANoticeAndCutOffByTheNextChange() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("k:日")
        let journal = store.journalURL
        store.close()
        try FileManager.default.removeItem(at: store.snapshotURL)
        let handle = try FileHandle(forWritingTo: journal)
        handle.seekToEndOfFile()
        handle.write(Data("{\"id\":\"\(store.device):2\",\"time\":17950".utf8))
        try handle.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice?.contains("line 2: skipped a torn last line") == true)
        #expect(reopened.progress.isBookmarked("k:日"))
        try reopened.toggleBookmark("k:月")
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(JournalFile(url: journal).read().warnings.isEmpty)
        #expect(Set(reopened.progress.bookmarks.keys) == ["k:日", "k:月"])
    }

    @Test func theDeviceIDIsMadeOnceAndKept() throws {
        let temporary = TemporaryDirectory()
        let first = try ProgressStore(directory: temporary.url)
        let device = first.device
        #expect(DeviceIdentity.isValid(device))
        #expect(first.journalURL.lastPathComponent == "journal-\(device).jsonl")
        first.close()
        let second = try ProgressStore(directory: temporary.url)
        #expect(second.device == device)
        let other = TemporaryDirectory()
        #expect(try ProgressStore(directory: other.url).device != device)
    }

    @Test func statsReadsTheJournalWithoutWritingAnything() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try fill(store, clock: clock)
        let expected = store.progress
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted()
        let journal = try Data(contentsOf: store.journalURL)
        let read = try ProgressStore.readWithoutLock(directory: temporary.url, now: clock.now)
        #expect(read.progress.srs == expected.srs)
        #expect(read.progress.mistakes == expected.mistakes)
        #expect(read.notices.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted() == names)
        #expect(try Data(contentsOf: store.journalURL) == journal)
    }

    @Test func historyIsReadFromTheJournalWithGamesTestsAndStudiedDays() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let day = DayKey(kind: .vocab, level: .n5, day: 2)
        try store.markStudied(day, history: HistoryEvent(type: .study, time: clock.now, kind: .vocab, level: .n5, day: 2,
                                                         source: .day))
        clock.advance(by: 30)
        let game = HistoryEvent(type: .game, time: clock.now, kind: .vocab, level: .n5, day: 2, source: .day, score: 3,
                                total: 4, duration: 95)
        try store.history.append(game)
        clock.advance(by: 30)
        let outcome = TestOutcome(day: day, mode: .flashcard, rightIDs: ["v:一:いち"], wrongIDs: [], date: clock.now)
        try store.recordTest(outcome, history: .test(outcome, duration: 12))
        store.close()
        // No history.jsonl: the journal holds it all, newest first, the same after a restart.
        #expect(!FileManager.default.fileExists(atPath: temporary.file("history.jsonl").path))
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let events = reopened.history.read().events
        #expect(events.map(\.type) == [.test, .game, .study])
        #expect(events[1] == game)
        #expect(reopened.progress.result(for: day).testCount == 1)
    }
}
