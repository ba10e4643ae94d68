import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// progress.json under the faults of the reliability audit (Part A): values out of range, missing
/// collections, repeated keys, values from a newer version, symbolic links, failing saves.
@Suite struct ProgressFaultTests {
    let day = DayKey(kind: .vocab, level: .n5, day: 1)

    /// A data directory from before the journal holding a bookmark, a day result, two mistakes and
    /// two review cards (one reviewed) in progress.json, with a backup one change behind; returns
    /// the progress as saved. Opening a store on it moves it to the journal (these faults are met then).
    @discardableResult
    func makeProgress(in temporary: TemporaryDirectory, clock: TestClock) throws -> StudyProgress {
        let scratch = TemporaryDirectory()
        let store = try ProgressStore(directory: scratch.url, clock: clock.closure)
        var before = store.progress
        defer {
            store.close()
            try? ProgressCodec.encode(before).write(to: temporary.file("progress.json.bak"))
            var saved = store.progress
            saved.updatedAt = clock.now
            try? ProgressCodec.encode(saved).write(to: temporary.file("progress.json"))
        }
        try store.toggleBookmark("v:猫:ねこ")
        try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["v:一:いち"],
                                         wrongIDs: ["v:猫:ねこ", "k:日"], date: clock.now))
        try store.addToReviews(["v:猫:ねこ", "k:日"])
        let card = FSRSScheduler().review(store.progress.srs["k:日"]!, rating: .good, at: clock.now)
        before = store.progress
        before.updatedAt = clock.now
        try store.recordReview(of: "k:日", card: card, wasNew: true, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        var saved = store.progress
        saved.updatedAt = clock.now
        return saved
    }

    /// Rewrites progress.json through `change` on its JSON object.
    func edit(_ url: URL, _ change: (inout [String: Any]) -> Void) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    func names(in temporary: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
    }

    // MARK: - A1: out-of-range values

    @Test(arguments: [1e300, -1e300, 1e16])
    func datesOutOfRangeAreResetAndSavingStillWorks(_ seconds: Double) throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        try makeProgress(in: temporary, clock: clock)
        let file = temporary.file("progress.json")
        try edit(file) { object in
            object["createdAt"] = seconds
            object["bookmarks"] = ["v:猫:ねこ": seconds]
            var mistakes = object["mistakes"] as! [String: [String: Any]]
            for id in mistakes.keys { mistakes[id]!["firstWrong"] = seconds; mistakes[id]!["lastWrong"] = seconds }
            object["mistakes"] = mistakes
        }
        let original = try Data(contentsOf: file)
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.createdAt == clock.now)
        #expect(store.progress.bookmarks["v:猫:ねこ"] == clock.now)
        #expect(store.progress.mistakes.count == 2)
        let notice = try #require(store.recoveryNotice)
        #expect(notice.contains("values out of range"))
        // The original is kept whole beside the repaired file.
        let copy = try #require(try names(in: temporary).first { $0.hasPrefix("progress.json.corrupt-") })
        #expect(try Data(contentsOf: temporary.file(copy)) == original)
        // Saving (which used to trap converting the date) works.
        try store.toggleBookmark("k:日")
        #expect(store.progress.isBookmarked("k:日"))
    }

    @Test func encodingADateFarOutOfRangeNeverTraps() throws {
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 1e300))
        progress.bookmarks["k:日"] = Date(timeIntervalSince1970: -1e300)
        let root = try JSONParser.parse([UInt8](ProgressCodec.encode(progress)))
        let decoded = try ProgressCodec.decodeChecked(root, now: Date(timeIntervalSince1970: 0))
        #expect(decoded.progress.createdAt.timeIntervalSince1970 == ProgressCodec.dateRange.upperBound)
        #expect(decoded.progress.bookmarks["k:日"]?.timeIntervalSince1970 == ProgressCodec.dateRange.lowerBound)
    }

    @Test(arguments: [
        ("stability", 0.0), ("stability", -5.0), ("stability", 1e308), ("step", -1.0),
        ("lastReview", 1e300), ("lastReview", -1e300), ("due", 1e300), ("due", -1e300), ("difficulty", 1e9),
    ])
    func cardValuesOutOfRangeAreResetSoReviewsWork(_ field: String, _ value: Double) throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        try makeProgress(in: temporary, clock: clock)
        try edit(temporary.file("progress.json")) { object in
            var cards = object["srs"] as! [String: [String: Any]]
            for id in cards.keys { cards[id]![field] = value }
            object["srs"] = cards
        }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.srs.count == 2)
        #expect(store.recoveryNotice?.contains("srs.") == true)
        let scheduler = FSRSScheduler()
        for (id, card) in store.progress.srs {
            #expect(card.step.map { $0 >= 0 } ?? true)
            #expect(card.stability.map { $0 >= FSRSScheduler.minimumStability && $0.isFinite } ?? true)
            #expect(ProgressCodec.dateRange.contains(card.due.timeIntervalSince1970))
            // What trapped before: grading the card, and the queue's countdown to it.
            for rating in [Rating.again, .hard, .good, .easy] {
                _ = scheduler.review(card, rating: rating, at: clock.now)
            }
            _ = scheduler.retrievability(of: card, at: clock.now)
            try store.recordReview(of: id, card: scheduler.review(card, rating: .good, at: clock.now), wasNew: false, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        }
        // The waiting screen's countdown to the earliest card.
        for card in store.progress.srs.values {
            _ = ReviewQueue.countdown(card.due.timeIntervalSince(clock.now))
        }
        _ = ReviewQueue.status(progress: store.progress, settings: Settings(), now: clock.now, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
    }

    // MARK: - A3: missing collections and repeated keys

    @Test(arguments: ["srs", "mistakes", "bookmarks", "dayResults", "activity"])
    func aMissingCollectionCountsAsDamage(_ collection: String) throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        try makeProgress(in: temporary, clock: clock)
        let backup = try Data(contentsOf: temporary.file("progress.json.bak"))
        try edit(temporary.file("progress.json")) { $0[collection] = nil }
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        let notice = try #require(store.recoveryNotice)
        #expect(notice.hasPrefix("progress.json was damaged (it is not valid progress data: \(collection) missing)"))
        #expect(notice.contains("answers after that may be missing"))
        // Restored from the backup, which is not thrown away by the next saves.
        let restored = try ProgressStore.makeDecoder().decode(StudyProgress.self, from: backup)
        #expect(store.progress.srs == restored.srs)
        #expect(store.progress.mistakes == restored.mistakes)
        #expect(try names(in: temporary).contains { $0.hasPrefix("progress.json.corrupt-") })
    }

    @Test func aRepeatedKeyCountsAsDamage() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let saved = try makeProgress(in: temporary, clock: clock)
        let file = temporary.file("progress.json")
        var text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        text.removeLast()
        try (text + ",\"srs\":{}}").write(to: file, atomically: false, encoding: .utf8)
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.recoveryNotice?.contains("srs repeated") == true)
        // Not silently emptied: the backup's cards are back.
        #expect(!store.progress.srs.isEmpty)
        #expect(store.progress.srs.keys.sorted() == saved.srs.keys.sorted())
    }

    // MARK: - A4: values from a newer version

    @Test func aRecordWithAnUnknownValueIsKeptAsideAndWrittenBack() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let saved = try makeProgress(in: temporary, clock: clock)
        for name in ["progress.json", "progress.json.bak"] {
            try edit(temporary.file(name)) { object in
                var mistakes = object["mistakes"] as! [String: [String: Any]]
                mistakes["k:日"]!["modes"] = ["multipleChoice", "speaking"]
                object["mistakes"] = mistakes
                var cards = object["srs"] as! [String: [String: Any]]
                cards["v:猫:ねこ"]!["state"] = 7
                object["srs"] = cards
                object["futureField"] = ["a": 1]
            }
        }
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            // Everything else is there; the two records are passed over.
            #expect(store.progress.bookmarks.keys.sorted() == saved.bookmarks.keys.sorted())
            #expect(store.progress.dayResults == saved.dayResults)
            #expect(Array(store.progress.mistakes.keys) == ["v:猫:ねこ"])
            #expect(Array(store.progress.srs.keys) == ["k:日"])
            #expect(store.recoveryNotice?.contains("holds 2 records with values this mainichi does not know") == true)
            #expect(try !names(in: temporary).contains { $0.contains(".corrupt-") })
            try store.toggleBookmark("k:日")
            try store.toggleBookmark("v:一:いち")
            store.close()
        }
        // They travel in the journal's baseline event, and progress.json stays as it was.
        let journal = try String(contentsOf: try #require(ProgressStore.journalFiles(in: temporary.url).first), encoding: .utf8)
        #expect(journal.contains("\"speaking\"") && journal.contains("futureField"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: temporary.file("progress.json"))) as? [String: Any])
        let mistakes = try #require(object["mistakes"] as? [String: [String: Any]])
        #expect(mistakes["k:日"]?["modes"] as? [String] == ["multipleChoice", "speaking"])
        let cards = try #require(object["srs"] as? [String: [String: Any]])
        #expect(cards["v:猫:ねこ"]?["state"] as? Int == 7)
        #expect((object["futureField"] as? [String: Int]) == ["a": 1])
    }

    // MARK: - A5: saves that fail

    @Test func failedSavesAreCountedUntilOneSucceeds() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(!store.isSavingFailing)
        // A directory where the journal goes makes every save fail (even for root).
        let blocker = store.journalURL
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        #expect(throws: StorageError.self) { try store.toggleBookmark("k:日") }
        #expect(throws: StorageError.self) { try store.toggleBookmark("k:月") }
        #expect(store.unsavedChangeCount == 2)
        #expect(store.isSavingFailing)
        try FileManager.default.removeItem(at: blocker)
        try store.toggleBookmark("k:火")
        #expect(store.unsavedChangeCount == 0)
        #expect(!store.isSavingFailing)
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(Set(reopened.progress.bookmarks.keys) == ["k:日", "k:月", "k:火"])
    }

    @Test func aDirectoryThatCannotTakeFilesIsReportedAtStart() throws {
        let temporary = TemporaryDirectory()
        // A file where the directory should be cannot take files.
        let notADirectory = temporary.write("x", to: "plain")
        #expect(AtomicFile.writeProblem(in: notADirectory) != nil)
        #expect(AtomicFile.writeProblem(in: temporary.url) == nil)
        #expect(try names(in: temporary) == ["plain"])
    }

    // MARK: - A11: not a regular file

    @Test func aDirectoryInPlaceOfTheFileIsNamedAsSuch() throws {
        let temporary = TemporaryDirectory()
        try FileManager.default.createDirectory(at: temporary.file("progress.json"), withIntermediateDirectories: false)
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.recoveryNotice?.hasPrefix("progress.json was damaged (it is not a regular file)") == true)
    }

    // MARK: - A12: temporary files

    @Test func onlyTemporariesOfDeadProcessesAreRemoved() throws {
        let temporary = TemporaryDirectory()
        let planted = [".progress.json.tmp-foreign-notes.txt", ".progress.json.tmp-", ".progress.json.tmp-\(getppid())",
                       ".progress.json.tmp-2147483646", ".settings.json.tmp-2147483646", "progress.json.tmp-1"]
        for name in planted { temporary.write("x", to: name) }
        let store = try ProgressStore(directory: temporary.url)
        defer { store.close() }
        let left = try Set(names(in: temporary))
        #expect(!left.contains(".progress.json.tmp-2147483646"))
        for name in planted where name != ".progress.json.tmp-2147483646" {
            #expect(left.contains(name), "\(name) was removed")
        }
    }

    // MARK: - A13: a symbolic link

    @Test func aSymlinkedProgressFileIsReadThroughItsLinkAndLeftAsItIs() throws {
        let temporary = TemporaryDirectory()
        let elsewhere = TemporaryDirectory()
        let clock = TestClock()
        let saved = try makeProgress(in: elsewhere, clock: clock)
        let target = elsewhere.file("progress.json")
        let original = try Data(contentsOf: target)
        try FileManager.default.createSymbolicLink(at: temporary.file("progress.json"), withDestinationURL: target)
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(store.progress.srs == saved.srs)
        try store.toggleBookmark("k:月")
        store.close()
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: temporary.file("progress.json").path)
        #expect(destination == target.path)
        #expect(try Data(contentsOf: target) == original)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress.isBookmarked("k:月"))
    }

    // MARK: - A14: one write a change

    @Test func everySaveIsOneJournalLineAndLeavesNoTemporaryFile() throws {
        let temporary = TemporaryDirectory()
        let store = try ProgressStore(directory: temporary.url)
        try store.toggleBookmark("k:日")
        for (index, id) in ["k:月", "k:火", "k:水"].enumerated() {
            try store.toggleBookmark(id)
            let lines = try String(contentsOf: store.journalURL, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == index + 2)
            #expect(lines.last?.contains(id) == true)
        }
        #expect(try !names(in: temporary).contains { $0.contains(".tmp-") })
    }

    // MARK: - A15: reading without the lock (mainichi stats)

    @Test func readingWithoutTheLockAppliesTheSameChecksAndWritesNothing() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let saved = try makeProgress(in: temporary, clock: clock)
        #expect(try ProgressStore.readWithoutLock(directory: temporary.url).progress == saved)
        let file = temporary.file("progress.json")
        // A newer schema is refused, as the app refuses it.
        try edit(file) { $0["schemaVersion"] = 3 }
        #expect(throws: StorageError.newerSchema(path: file.path, version: 3)) {
            try ProgressStore.readWithoutLock(directory: temporary.url)
        }
        // A current-schema file lacking its cards is damaged, not empty progress.
        for version in [0, -1] {
            try edit(file) { $0["schemaVersion"] = version }
            #expect(throws: StorageError.self) { try ProgressStore.readWithoutLock(directory: temporary.url) }
        }
        try edit(file) { $0["schemaVersion"] = 2; $0["srs"] = nil }
        #expect(throws: StorageError.damaged(path: file.path, reason: "it is not valid progress data: srs missing")) {
            try ProgressStore.readWithoutLock(directory: temporary.url)
        }
        // Nothing was moved or written.
        #expect(try Set(names(in: temporary)) == ["progress.json", "progress.json.bak"])
    }
}
