import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Migrating progress.json and history.jsonl into a journal and a snapshot (issue 10): by
/// `JournalMigration` and by the store on its first start.
@Suite struct JournalMigrationTests {
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// A learner's data directory from before the journal (progress.json and history.jsonl),
    /// made through the stores: bookmarks, a test with mistakes, a studied day, reviews (one
    /// undone) and their history lines.
    func makeLearner(in temporary: TemporaryDirectory) throws -> TestClock {
        let clock = TestClock()
        let scratch = TemporaryDirectory()
        let store = try ProgressStore(directory: scratch.url, clock: clock.closure)
        defer {
            store.close()
            var saved = store.progress
            saved.updatedAt = clock.now
            try? ProgressCodec.encode(saved).write(to: temporary.file("progress.json"))
        }
        let history = HistoryLog(directory: temporary.url)
        let day = DayKey(kind: .vocab, level: .n5, day: 1)
        try store.toggleBookmark("v:猫:ねこ")
        try store.markStudied(day)
        try history.append(HistoryEvent(type: .study, time: clock.now, kind: .vocab, level: .n5, day: 1, source: .day))
        clock.advance(by: 60)
        let outcome = TestOutcome(day: day, mode: .multipleChoice, rightIDs: ["v:一:いち"], wrongIDs: ["v:猫:ねこ", "v:二:に"], date: clock.now)
        try store.recordTest(outcome)
        try history.append(HistoryEvent.test(outcome, duration: 42))
        try store.addToReviews(["v:猫:ねこ", "v:二:に"])
        let scheduler = FSRSScheduler(enableFuzzing: false)
        for (item, rating) in [("v:猫:ねこ", Rating.good), ("v:二:に", .again)] {
            clock.advance(by: 10)
            let card = scheduler.review(store.progress.srs[item]!, rating: rating, at: clock.now)
            try store.recordReview(of: item, card: card, wasNew: true, calendar: Self.utc)
            try history.append(HistoryEvent(type: .review, time: clock.now, itemID: item, rating: rating, duration: 5))
        }
        let before = store.progress.srs["v:二:に"]
        try store.undoReview(of: "v:二:に", restoring: SRSCard(due: before!.due), wasNew: true, calendar: Self.utc)
        try history.append(ReviewUndo(itemID: "v:二:に", reviewTime: clock.now, time: clock.now + 1))
        return clock
    }

    @Test func aMigratedLearnerSeesTheSameProgressStatisticsAndHistory() throws {
        let temporary = TemporaryDirectory()
        let clock = try makeLearner(in: temporary)
        let progressBytes = try Data(contentsOf: temporary.file("progress.json"))
        let historyBytes = try Data(contentsOf: temporary.file("history.jsonl"))
        let original = try ProgressStore.readWithoutLock(directory: temporary.url).progress
        let originalHistory = HistoryLog(directory: temporary.url).read().events

        let journal = JournalFile(url: temporary.file("journal-d1.jsonl"))
        let snapshotURL = temporary.file("snapshot.json")
        try JournalMigration.migrate(temporary.url, device: "d1", journal: journal, snapshotURL: snapshotURL)

        // The old files are untouched.
        #expect(try Data(contentsOf: temporary.file("progress.json")) == progressBytes)
        #expect(try Data(contentsOf: temporary.file("history.jsonl")) == historyBytes)

        let contents = journal.read()
        #expect(contents.warnings.isEmpty)
        guard case .loaded(let snapshot) = JournalSnapshot.read(snapshotURL) else {
            Issue.record("the snapshot did not load")
            return
        }
        // Start-up: the snapshot plus nothing left to fold; and a rebuild from the journal alone.
        let started = snapshot.folding(contents.events).progress
        let rebuilt = JournalSnapshot.rebuild(from: contents.events, createdAt: clock.now).progress
        for progress in [started, rebuilt] {
            #expect(progress.bookmarks == original.bookmarks)
            #expect(progress.mistakes == original.mistakes)
            #expect(progress.dayResults == original.dayResults)
            #expect(progress.srs == original.srs)
            #expect(progress.activity == original.activity)
        }
        #expect(!original.mistakes.isEmpty && !original.srs.isEmpty && !original.bookmarks.isEmpty)

        let history = JournalMigration.history(of: contents.events)
        #expect(history == originalHistory)
        #expect(history.count == 3)  // study, test, one review standing (the other undone)

        func statistics(_ progress: StudyProgress, _ events: [HistoryEvent]) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(Statistics.compute(events: events, cards: progress.srs, decks: [],
                                                         levelOfItem: { _ in .n5 }, now: clock.now, calendar: Self.utc))
        }
        #expect(try statistics(started, history) == statistics(original, originalHistory))
    }

    @Test func theStoreMovesAnOldDirectoryOnFirstStartAndTheLearnerSeesTheSame() throws {
        let temporary = TemporaryDirectory()
        let clock = try makeLearner(in: temporary)
        let progressBytes = try Data(contentsOf: temporary.file("progress.json"))
        let historyBytes = try Data(contentsOf: temporary.file("history.jsonl"))
        let original = try ProgressStore.readWithoutLock(directory: temporary.url).progress
        let originalHistory = HistoryLog(directory: temporary.url).read().events
        #expect(!original.mistakes.isEmpty && !original.srs.isEmpty && !original.bookmarks.isEmpty)
        #expect(originalHistory.count == 3)

        func check(_ store: ProgressStore) {
            #expect(store.progress.bookmarks == original.bookmarks)
            #expect(store.progress.mistakes == original.mistakes)
            #expect(store.progress.dayResults == original.dayResults)
            #expect(store.progress.srs == original.srs)
            #expect(store.progress.activity == original.activity)
            #expect(store.history.read().events == originalHistory)
        }
        let first = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(first.recoveryNotice == nil)
        check(first)
        try first.toggleBookmark("k:日")
        first.close()
        // Started again from the snapshot and the journal's tail.
        let again = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(again.progress.isBookmarked("k:日"))
        try again.toggleBookmark("k:日")
        check(again)
        again.close()
        // The old files are untouched and not read again.
        #expect(try Data(contentsOf: temporary.file("progress.json")) == progressBytes)
        #expect(try Data(contentsOf: temporary.file("history.jsonl")) == historyBytes)
        #expect(StudyHistory.read(directory: temporary.url).events == originalHistory)
    }

    /// Finding A7: progress and history were two writes, and a kill between them left them
    /// disagreeing for good. Now a review and its history entry are one journal line: cut the
    /// journal after any line (a kill there) and today's counts equal the reviews in history.
    @Test func progressAndHistoryAgreeWhereverTheJournalIsCut() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.addToReviews(["v:a", "v:b", "v:c"])
        let session = ReviewSession(progress: store, history: store.history, settings: Settings(),
                                    scheduler: FSRSScheduler(enableFuzzing: false), now: clock.now, calendar: Self.utc)
        for (id, rating) in [("v:a", Rating.good), ("v:b", .again), ("v:c", .easy)] {
            clock.advance(by: 5)
            try session.grade(id, rating: rating, at: clock.now, duration: 3)
        }
        try session.undo(at: clock.now)
        let outcome = TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 1), mode: .flashcard, rightIDs: ["v:a"],
                                  wrongIDs: [], date: clock.now)
        try store.recordTest(outcome, history: .test(outcome))
        store.close()
        let lines = try Data(contentsOf: store.journalURL).split(separator: 0x0A, omittingEmptySubsequences: false)
        for cut in 1...lines.count {
            let other = TemporaryDirectory()
            try Data(lines.prefix(cut).joined(separator: [0x0A])).write(to: other.file("journal-cut.jsonl"))
            let progress = try ProgressStore.readWithoutLock(directory: other.url).progress
            let history = StudyHistory.read(directory: other.url).events
            let reviews = progress.activity.values.reduce(0) { $0 + $1.reviews + $1.newItems }
            #expect(reviews == history.count { $0.type == .review }, "cut after line \(cut)")
            let tests = progress.dayResults.values.reduce(0) { $0 + $1.testCount }
            #expect(tests == history.count { $0.type == .test }, "cut after line \(cut)")
        }
    }
}
