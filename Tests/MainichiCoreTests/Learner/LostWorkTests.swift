import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Changes that move many reviews (days off, `mainichi vacation`, spreading the overdue reviews)
/// and restoring a backup are typed events of their own: a machine making one while another
/// studies offline never erases the other's work once the files cross.
@Suite struct LostWorkTests {
    static let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
    /// 2026-11-18 20:26:40 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    static let person = "k:人"

    /// One machine: its data and config directories, its copy of the shared folder, its learner.
    final class Machine {
        let data: URL
        let config: URL
        let folder: URL
        let clock: TestClock
        var learner: Learner
        var store: ProgressStore { learner.progress }
        let root: TemporaryDirectory

        init(root: TemporaryDirectory, name: String, clock: TestClock) throws {
            self.root = root
            data = root.url.appendingPathComponent("\(name)-data")
            config = root.url.appendingPathComponent("\(name)-config")
            folder = root.url.appendingPathComponent("\(name)-folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            self.clock = clock
            learner = try Self.open(data: data, config: config, folder: folder, clock: clock)
        }

        static func open(data: URL, config: URL, folder: URL, clock: TestClock) throws -> Learner {
            let store = try ProgressStore(directory: data, syncFolder: folder, clock: clock.closure)
            return Learner(progress: store, settings: try SettingsStore(directory: config), clock: clock.closure, zone: utc)
        }

        /// Closes and opens the store again (start-up from the snapshot and the journals).
        func reopen() throws {
            store.close()
            learner = try Self.open(data: data, config: config, folder: folder, clock: clock)
        }

        /// A card in review, last seen now, due `days` from now.
        func review(_ item: String, dueIn days: Double) throws {
            var card = SRSCard(due: clock.now + days * 86_400)
            card.state = .review
            card.step = nil
            card.stability = days
            card.difficulty = 5
            card.lastReview = clock.now
            card.reviewCount = 1
            try store.recordReview(of: item, card: card, wasNew: store.progress.srs[item] == nil, calendar: LostWorkTests.utc)
        }

        /// Takes a test of N5 kanji day 4 answered one answer at a time, as the app records it.
        func testDay4(right: Int, wrong: Int) throws {
            let day = DayKey(kind: .kanji, level: .n5, day: 4)
            let rightIDs = (0..<right).map { "k:right\($0)" }
            let wrongIDs = (0..<wrong).map { "k:wrong\($0)" }
            var records: [AnswerRecord] = []
            for id in rightIDs + wrongIDs {
                records.append(try store.recordAnswer(itemID: id, kind: .kanji, mode: .multipleChoice,
                                                      isRight: rightIDs.contains(id), at: clock.now))
            }
            try store.recordTest(TestOutcome(day: day, mode: .multipleChoice, rightIDs: rightIDs, wrongIDs: wrongIDs, date: clock.now),
                                 recordedAnswers: records)
        }

        func synchronize() { store.synchronize() }
    }

    /// What a sync tool does: brings each machine's copy of the folder the newer (longer) version
    /// of every journal file the other has, then both machines synchronize.
    static func cross(_ a: Machine, _ b: Machine) throws {
        a.synchronize()
        b.synchronize()
        func size(_ url: URL) -> Int { (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1 }
        for (source, target) in [(a.folder, b.folder), (b.folder, a.folder)] {
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where SyncFolder.isJournalName(name) {
                let to = target.appendingPathComponent(name)
                guard size(source.appendingPathComponent(name)) > size(to) else { continue }
                try? FileManager.default.removeItem(at: to)
                try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: to)
            }
        }
        a.synchronize()
        b.synchronize()
    }

    /// Two machines that know the same progress: three bookmarks, 35 notebook entries, reviews
    /// due over the next two weeks.
    static func twoMachines(clock: TestClock) throws -> (a: Machine, b: Machine) {
        let root = TemporaryDirectory()
        let a = try Machine(root: root, name: "a", clock: clock)
        clock.advance(by: 30)
        let b = try Machine(root: root, name: "b", clock: clock)
        for item in ["k:日", "k:月", "k:火"] { try a.store.toggleBookmark(item) }
        for index in 0..<35 {
            try a.store.recordAnswer(itemID: "v:old\(index)", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        }
        for index in 0..<14 { try a.review("v:due\(index)", dueIn: Double(index + 1)) }
        try cross(a, b)
        #expect(b.store.progress == a.store.progress)
        return (a, b)
    }

    @Test func vacationOnOneMachineKeepsTheBookmarkMistakesAndTestTheOtherMadeOffline() throws {
        let clock = TestClock(Self.start)
        let (a, b) = try Self.twoMachines(clock: clock)
        #expect(a.store.progress.bookmarks.count == 3 && a.store.progress.mistakes.count == 35)

        // Offline: B bookmarks 人 and tests N5 kanji day 4 (14 of 20) ...
        clock.advance(by: 3_600)
        try b.store.toggleBookmark(Self.person)
        try b.testDay4(right: 14, wrong: 6)
        // ... while A takes three days off (2026-11-21 to 2026-11-23), moving the reviews due then.
        clock.advance(by: 600)
        let first = try #require(a.learner.startOfDay(named: "2026-11-21"))
        let outcome = try a.learner.takeDaysOff(from: first, count: 3)
        #expect(outcome.days == ["2026-11-21", "2026-11-22", "2026-11-23"])
        #expect(outcome.moved == 3)
        let movedDue = try #require(a.store.progress.srs["v:due2"]?.due)

        try Self.cross(a, b)
        for machine in [a, b] {
            let progress = machine.store.progress
            #expect(progress.isBookmarked(Self.person))
            #expect(progress.bookmarks.count == 4)
            #expect(progress.mistakes.count == 41)
            let day4 = progress.result(for: DayKey(kind: .kanji, level: .n5, day: 4))
            #expect(day4.bestScore == 14 && day4.bestTotal == 20)
            // A's days off moved the review due on the first of them on both machines.
            #expect(progress.srs["v:due2"]?.due == movedDue)
            let days = Set(outcome.days)
            #expect(!progress.srs.values.contains { days.contains(Self.utc.stamp(ofDay: Self.utc.day(of: $0.due))) })
        }
        #expect(a.store.progress == b.store.progress)
        // And again after both start up from their snapshots and journals.
        try a.reopen()
        try b.reopen()
        #expect(a.store.progress == b.store.progress)
        #expect(a.store.progress.isBookmarked(Self.person))
    }

    @Test func spreadingTheOverdueReviewsKeepsAReviewTheOtherMachineMadeOffline() throws {
        let clock = TestClock(Self.start)
        let (a, b) = try Self.twoMachines(clock: clock)
        // Two weeks away: every review is overdue.
        clock.advance(by: 20 * 86_400)
        // B reviews one of them offline; A spreads the overdue ones over three days a minute later.
        try b.review("v:due5", dueIn: 30)
        let reviewed = try #require(b.store.progress.srs["v:due5"])
        clock.advance(by: 60)
        let spread = try a.learner.spreadOverdueReviews(over: 3)
        #expect(spread.perDay.reduce(0, +) == 14)
        try Self.cross(a, b)
        #expect(a.store.progress == b.store.progress)
        // B's review stands: the move planned on A's copy of the card is passed over.
        #expect(a.store.progress.srs["v:due5"] == reviewed)
        // The others moved: none is due more than three days from now.
        let latest = clock.now + 3 * 86_400
        #expect(a.store.progress.srs.filter { $0.key != "v:due5" }.values.allSatisfy { $0.due <= latest })
    }

    @Test func restoringABackupSetsBackThisMachinesChangesAndKeepsTheOthers() throws {
        let clock = TestClock(Self.start)
        let (a, b) = try Self.twoMachines(clock: clock)
        // Day 1's backup on A.
        try a.reopen()
        let backup = try #require(DailyBackup.list(in: a.data).first { $0.date == DailyBackup.localDate(clock.now) })
        clock.advance(by: 86_400)
        try a.reopen()
        // After the backup: A removes a bookmark, clears a notebook entry and answers a word wrong
        // (what the restore is for) ...
        try a.store.toggleBookmark("k:日")
        try a.store.removeMistake("v:old0")
        try a.store.recordAnswer(itemID: "v:slip", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        // ... B bookmarks 人 and tests day 4, and A receives it before restoring ...
        clock.advance(by: 60)
        try b.store.toggleBookmark(Self.person)
        try b.testDay4(right: 14, wrong: 6)
        try Self.cross(a, b)
        // ... and, offline, B answers v:old1 right and bookmarks 月 off, not yet synced.
        clock.advance(by: 60)
        try b.store.recordAnswer(itemID: "v:old1", kind: .vocab, mode: .flashcard, isRight: true, at: clock.now)
        try b.store.toggleBookmark("k:月")
        let bOld1 = try #require(b.store.progress.mistakes["v:old1"])

        clock.advance(by: 60)
        try a.learner.restore(backup)
        // A's own changes since the backup are set back.
        #expect(a.store.progress.isBookmarked("k:日"))
        #expect(a.store.progress.mistakes["v:old0"] != nil)
        #expect(a.store.progress.mistakes["v:slip"] == nil && a.store.progress.srs["v:slip"] == nil)
        // What B did after the backup, synced before the restore, stays.
        #expect(a.store.progress.isBookmarked(Self.person))
        #expect(a.store.progress.result(for: DayKey(kind: .kanji, level: .n5, day: 4)).bestScore == 14)
        #expect(a.store.progress.mistakes["k:wrong0"] != nil)

        try Self.cross(a, b)
        for machine in [a, b] {
            let progress = machine.store.progress
            #expect(progress.isBookmarked("k:日") && progress.isBookmarked(Self.person))
            #expect(!progress.isBookmarked("k:月")) // B's offline change, made before the restore, stands
            #expect(progress.mistakes["v:old1"] == bOld1)
            #expect(progress.mistakes["v:slip"] == nil)
            #expect(progress.result(for: DayKey(kind: .kanji, level: .n5, day: 4)).bestScore == 14)
        }
        #expect(a.store.progress == b.store.progress)
        // A rebuild from the journals alone gives the same.
        a.store.close()
        try FileManager.default.removeItem(at: a.data.appendingPathComponent(ProgressStore.snapshotFileName))
        let rebuilt = try ProgressStore(directory: a.data, clock: clock.closure)
        #expect(rebuilt.progress == b.store.progress)
        rebuilt.close()
    }

    @Test func noChangeOfTheLearnerWritesAWholeProgress() throws {
        let clock = TestClock(Self.start)
        let (a, _) = try Self.twoMachines(clock: clock)
        clock.advance(by: 86_400)
        try a.learner.takeDaysOff(from: a.learner.startOfDay(inDays: 1), count: 5)
        clock.advance(by: 30 * 86_400)
        try a.learner.spreadOverdueReviews(over: 3)
        try a.learner.clearDaysOff()
        a.store.close()
        let events = ProgressStore.readJournals(in: a.data).events
        #expect(events.contains { $0.type == "duesMoved" })
        #expect(!events.contains { $0.type == JournalMigration.baselineType })
    }

    @Test func movesAndRestoresRoundTripThroughTheirJournalLines() throws {
        let moves = [DueMove(item: "v:a", from: Self.start, to: Self.start + 86_400.5),
                     DueMove(item: "k:日", from: Self.start + 0.25, to: Self.start)]
        var from = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        from.bookmarks["v:a"] = Self.start
        var to = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        to.srs["v:a"] = SRSCard(due: Self.start)
        to.dayResults["jlpt-kanji-n5:4"] = DayResult()
        let restored = RestoredParts(items: ["v:a"], days: ["jlpt-kanji-n5:4"], from: from, to: to)
        for change in [ProgressEvent.duesMoved(moves), .restored(restored)] {
            let line = change.journalEvent(id: .init(device: "d", sequence: 1), time: Self.start).encodedLine()
            let read = try JournalEvent.decode(line: line[...])
            #expect(ProgressEvent(read) == change)
        }
    }
}
