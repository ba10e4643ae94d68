import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi vacation`: days off marked in advance.
@Suite("mainichi vacation")
struct VacationCommandTests {
    private func vacation(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), ["vacation", "--data-dir", directory.path] + arguments,
                              environment: ["MAINICHI_DECKS": OptimizeCommandTests.decks, "TZ": "UTC"])
    }

    @Test("A review due during the trip moves out of it; the days are saved; --clear forgets them")
    func marksDaysOff() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.file("mainichi-vacation")
        // The binary runs with TZ=UTC and days starting at 04:00 (the default).
        let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let todayNumber = utc.day(of: Date())
        let today = utc.start(ofDay: todayNumber)
        let store = try ProgressStore(directory: directory)
        var card = SRSCard(due: today.addingTimeInterval(5 * 86_400 + 3_600))
        card.state = .review
        card.step = nil
        card.stability = 4
        card.difficulty = 5
        card.lastReview = today.addingTimeInterval(3_600)
        try store.update { $0.srs["v:a"] = card }
        store.close()

        let bad = try vacation(["--from", "2026-13-40"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("--from must be a date as YYYY-MM-DD, got '2026-13-40'"))

        let start = utc.stamp(ofDay: todayNumber + 4)
        let result = try vacation(["--from", start, "--days", "3"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Moved 1 reviews due then"))
        let reopened = try ProgressStore(directory: directory)
        let moved = try #require(reopened.progress.srs["v:a"]?.due)
        reopened.close()
        // Days 4 to 6 are off; the card was due on day 5 and reviewed today with a 4-day
        // interval, whose fuzz range starts at 3 days: it comes on day 3, just before the trip.
        #expect(utc.day(of: moved) - todayNumber == 3)
        let settings = try SettingsStore(directory: directory).settings
        #expect(settings.daysOff.count == 3 && settings.daysOff.first == start)

        let cleared = try vacation(["--clear"], in: directory)
        #expect(cleared.status == 0)
        #expect(try SettingsStore(directory: directory).settings.daysOff.isEmpty)
    }

    @Test("Days off on one machine keep the bookmark and the test the other made offline (issue 22)")
    func keepsTheOtherMachinesWork() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-vacation")
        let (a, b, folder) = (root.appendingPathComponent("a"), root.appendingPathComponent("b"), root.appendingPathComponent("folder"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let todayNumber = utc.day(of: Date())
        let today = utc.start(ofDay: todayNumber)
        // A knows a review due during the trip and three bookmarks; B receives them.
        let storeA = try ProgressStore(directory: a, syncFolder: folder)
        var card = SRSCard(due: today.addingTimeInterval(5 * 86_400 + 3_600))
        card.state = .review
        card.step = nil
        card.stability = 4
        card.difficulty = 5
        card.lastReview = today.addingTimeInterval(3_600)
        try storeA.recordReview(of: "v:a", card: card, wasNew: true, calendar: utc)
        for item in ["k:日", "k:月", "k:火"] { try storeA.toggleBookmark(item) }
        storeA.close()
        // Offline on B: bookmarks 人 and tests N5 kanji day 4, 14 of 20.
        let storeB = try ProgressStore(directory: b, syncFolder: folder)
        #expect(storeB.progress.bookmarks.count == 3)
        try storeB.toggleBookmark("k:人")
        let right = (0..<14).map { "k:r\($0)" }, wrong = (0..<6).map { "k:w\($0)" }
        var records: [AnswerRecord] = []
        for id in right + wrong {
            records.append(try storeB.recordAnswer(itemID: id, kind: .kanji, mode: .multipleChoice, isRight: right.contains(id), at: Date()))
        }
        let day = DayKey(kind: .kanji, level: .n5, day: 4)
        try storeB.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: right, wrongIDs: wrong), recordedAnswers: records)
        storeB.close()
        // Before the files cross, A takes three days off from the command line.
        let result = try vacation(["--from", utc.stamp(ofDay: todayNumber + 4), "--days", "3"], in: a)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Moved 1 reviews due then"))
        // The files cross: both machines hold B's work and A's move.
        for directory in [a, b] {
            let store = try ProgressStore(directory: directory, syncFolder: folder)
            store.synchronize()
            let progress = store.progress
            #expect(progress.isBookmarked("k:人") && progress.bookmarks.count == 4, "\(directory.lastPathComponent)")
            #expect(progress.mistakes.count == 6, "\(directory.lastPathComponent)")
            #expect(progress.result(for: day).bestScore == 14 && progress.result(for: day).bestTotal == 20)
            #expect(progress.srs["v:a"].map { utc.day(of: $0.due) - todayNumber } == 3)
            store.close()
        }
    }

    @Test("With a sync folder set, the days off reach the folder at once, not at the next sync (issue 22)")
    func writesToTheSyncFolderAtOnce() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-vacation")
        let (a, folder) = (root.appendingPathComponent("a"), root.appendingPathComponent("folder"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ProgressStore(directory: a, syncFolder: folder).close()
        try SettingsStore(directory: a).update { $0.syncFolder = folder.path }
        let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let start = utc.stamp(ofDay: utc.day(of: Date()) + 10)
        let result = try vacation(["--from", start, "--days", "2"], in: a)
        #expect(result.status == 0, "\(result.standardError)")
        // Another machine reading the folder now, before A runs anything else, sees both days off.
        let b = root.appendingPathComponent("b")
        let store = try ProgressStore(directory: b, syncFolder: folder)
        let learner = Learner(progress: store, settings: try SettingsStore(directory: b))
        #expect(learner.settings.settings.daysOff.first == start && learner.settings.settings.daysOff.count == 2)
        store.close()
    }
}
