import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct ProgressStoreTests {
    let day = DayKey(kind: .vocab, level: .n5, day: 3)

    @Test func freshDirectoryStartsEmptyAndSavesOnFirstChange() throws {
        let temporary = TemporaryDirectory()
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.progress.bookmarks.isEmpty)
        #expect(store.recoveryNotice == nil)
        #expect(!FileManager.default.fileExists(atPath: store.journalURL.path))
        #expect(try store.toggleBookmark("v:猫:ねこ"))
        #expect(FileManager.default.fileExists(atPath: store.journalURL.path))
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    @Test func everyChangeSurvivesReopening() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.toggleBookmark("v:猫:ねこ")
            try store.toggleBookmark("k:日")
            try store.toggleBookmark("k:日")
            try store.markStudied(day)
            try store.addToReviews(["v:猫:ねこ"])
            store.close()
        }
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress.bookmarkedIDs() == ["v:猫:ねこ"])
        #expect(reopened.progress.result(for: day).lastStudied == clock.now)
        #expect(reopened.progress.srs["v:猫:ねこ"] == SRSCard(due: clock.now))
    }

    @Test func bestScoreKeepsTheBestAndAPassCompletesTheDay() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let first = try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["a", "b"], wrongIDs: ["c", "d"], date: clock.now))
        #expect(first.isNewBest)
        let worse = try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["a"], wrongIDs: ["b", "c", "d"], date: clock.now + 60))
        #expect(!worse.isNewBest)
        let result = store.progress.result(for: day)
        #expect(result.bestScore == 2)
        #expect(result.bestTotal == 4)
        #expect(result.bestDate == clock.now)
        #expect(result.lastScore == 1)
        #expect(result.testCount == 2)
        // 2/4 and 1/4 are below the pass (`DayResult.passingFraction`): the day is not done yet.
        #expect(!result.isCompleted)
        #expect(store.progress.nextDay(kind: .vocab, level: .n5, dayCount: 5) == 1)
        #expect(store.progress.completedDayCount(kind: .vocab, level: .n5, dayCount: 5) == 0)
        // 4/5 passes: the day is done.
        try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["a", "b", "c", "d"], wrongIDs: ["e"],
                                         date: clock.now + 120))
        #expect(store.progress.result(for: day).isCompleted)
        #expect(store.progress.result(for: day).completedAt == clock.now + 120)
        #expect(store.progress.completedDayCount(kind: .vocab, level: .n5, dayCount: 5) == 1)
    }

    @Test func mistakesLeaveAfterThreeRightInARow() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let entered = try store.recordTest(TestOutcome(day: nil, mode: .typedReading, rightIDs: [], wrongIDs: ["v:a:a", "k:日"], date: clock.now))
        #expect(entered.enteredNotebook == ["v:a:a", "k:日"])
        try store.recordTest(TestOutcome(day: nil, mode: .multipleChoice, rightIDs: ["v:a:a"], wrongIDs: [], date: clock.now + 1))
        try store.recordTest(TestOutcome(day: nil, mode: .multipleChoice, rightIDs: [], wrongIDs: ["v:a:a"], date: clock.now + 2))
        let record = try #require(store.progress.mistakes["v:a:a"])
        #expect(record.wrongCount == 2)
        #expect(record.rightStreak == 0)
        #expect(record.modes == [.multipleChoice, .typedReading])
        #expect(store.progress.mistakeEntries().map(\.id) == ["v:a:a", "k:日"])
        #expect(store.progress.mistakeEntries(kind: .kanji).map(\.id) == ["k:日"])
        #expect(store.progress.mistakeEntries(mode: .multipleChoice).map(\.id) == ["v:a:a"])
        var left: [String] = []
        for step in 0..<3 {
            #expect(store.progress.mistakes["v:a:a"]?.rightAnswersNeeded == 3 - step)
            left = try store.recordTest(TestOutcome(day: nil, mode: .flashcard, rightIDs: ["v:a:a"], wrongIDs: [], date: clock.now + 10)).leftNotebook
        }
        #expect(left == ["v:a:a"])
        #expect(store.progress.mistakes["v:a:a"] == nil)
        #expect(store.progress.mistakes["k:日"] != nil)
    }

    @Test func reviewsCountTowardsTodayAndUndo() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        var card = SRSCard(due: clock.now + 600)
        card.step = 1
        try store.recordReview(of: "v:a:a", card: card, wasNew: true, calendar: calendar)
        try store.recordReview(of: "v:b:b", card: card, wasNew: false, calendar: calendar)
        #expect(store.progress.activity(on: clock.now, calendar: calendar) == DailyActivity(newItems: 1, reviews: 1))
        try store.undoReview(of: "v:a:a", restoring: nil, wasNew: true, calendar: calendar)
        #expect(store.progress.srs["v:a:a"] == nil)
        #expect(store.progress.activity(on: clock.now, calendar: calendar).newItems == 0)
    }

    // MARK: - Damage and recovery

    @Test func corruptFileIsMovedAsideAndTheBackupRestored() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        var backup = StudyProgress(createdAt: clock.now)
        backup.bookmarks["v:一:いち"] = clock.now
        try ProgressCodec.encode(backup).write(to: temporary.file("progress.json.bak"))
        let garbage = Data("{\"schemaVersion\": 2, \"bookm".utf8)
        try garbage.write(to: temporary.file("progress.json"))
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        // The backup is the version before the last save: one bookmark.
        #expect(store.progress.bookmarkedIDs() == ["v:一:いち"])
        let notice = try #require(store.recoveryNotice)
        #expect(notice.hasPrefix("progress.json was damaged (it is not valid progress data) and has been moved to progress.json.corrupt-"))
        #expect(notice.contains("restored from the backup saved"))
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        let aside = try #require(names.first { $0.hasPrefix("progress.json.corrupt-") })
        #expect(try Data(contentsOf: temporary.file(aside)) == garbage)
        // The restored progress is in the journal.
        store.close()
        #expect(try ProgressStore(directory: temporary.url, clock: clock.closure).progress.bookmarkedIDs() == ["v:一:いち"])
    }

    @Test func corruptFileWithoutBackupStartsEmpty() throws {
        let temporary = TemporaryDirectory()
        temporary.write("not json at all", to: "progress.json")
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.progress.bookmarks.isEmpty)
        #expect(store.recoveryNotice?.hasSuffix("no usable backup, starting with empty progress") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(names.contains { $0.hasPrefix("progress.json.corrupt-") })
    }

    @Test func emptyFileCountsAsDamaged() throws {
        let temporary = TemporaryDirectory()
        temporary.write("", to: "progress.json")
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.recoveryNotice?.hasPrefix("progress.json was damaged (it is empty)") == true)
    }

    @Test func newerSchemaIsLeftUntouched() throws {
        let temporary = TemporaryDirectory()
        let text = #"{"schemaVersion": 99, "createdAt": 0, "updatedAt": 0, "future": true}"#
        temporary.write(text, to: "progress.json")
        #expect(throws: StorageError.newerSchema(path: temporary.file("progress.json").path, version: 99)) {
            try ProgressStore(directory: temporary.url)
        }
        #expect(String(decoding: try Data(contentsOf: temporary.file("progress.json")), as: UTF8.self) == text)
    }

    @Test func migratesSchemaOneBookmarks() throws {
        let temporary = TemporaryDirectory()
        let v1 = """
        {"schemaVersion": 1, "createdAt": 1700000000, "updatedAt": 1700000500,
         "bookmarks": ["v:猫:ねこ", "k:日"],
         "dayResults": {"vocab:N5:1": {"bestScore": 18, "bestTotal": 20, "testCount": 1, "completedAt": 1700000400}},
         "mistakes": {}}
        """
        temporary.write(v1, to: "progress.json")
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.progress.schemaVersion == 2)
        #expect(store.progress.bookmarks == ["v:猫:ねこ": Date(timeIntervalSince1970: 1_700_000_500),
                                             "k:日": Date(timeIntervalSince1970: 1_700_000_500)])
        #expect(store.progress.result(for: DayKey(kind: .vocab, level: .n5, day: 1)).bestScore == 18)
        #expect(store.recoveryNotice == "progress.json was upgraded from schema 1 to 2; the old file is kept as it was")
        // Moved to the journal at once; the old file kept untouched.
        store.close()
        #expect(String(decoding: try Data(contentsOf: temporary.file("progress.json")), as: UTF8.self) == v1)
        let reopened = try ProgressStore(directory: temporary.url)
        #expect(reopened.progress.bookmarks.count == 2)
        #expect(reopened.recoveryNotice == nil)
    }

    @Test func missingMainFileFallsBackToTheBackup() throws {
        let temporary = TemporaryDirectory()
        var backup = StudyProgress(createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        backup.bookmarks["v:一:いち"] = backup.createdAt
        try ProgressCodec.encode(backup).write(to: temporary.file("progress.json.bak"))
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.progress.bookmarkedIDs() == ["v:一:いち"])
        #expect(store.recoveryNotice?.hasPrefix("progress.json was missing; restored from progress.json.bak (saved ") == true)
        #expect(store.recoveryNotice?.hasSuffix("; answers after that may be missing)") == true)
    }

    @Test func staleTemporaryFilesFromAKilledWriterAreRemoved() throws {
        let temporary = TemporaryDirectory()
        temporary.write("{\"half", to: ".progress.json.tmp-99999")
        let store = try ProgressStore(directory: temporary.url)
        try store.toggleBookmark("k:日")
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(!names.contains { $0.contains(".tmp-") })
    }
}
