import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The journal modules of issue 10 (not wired into the app yet): events, the pure fold, the file.
@Suite struct JournalTests {
    let day = DayKey(kind: .vocab, level: .n5, day: 2)
    let scheduler = FSRSScheduler(enableFuzzing: false)

    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    /// One session done through `ProgressStore`, recorded at the same time as journal events.
    func session(in temporary: TemporaryDirectory, device: String = "a") throws -> (store: ProgressStore, events: [JournalEvent]) {
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        var events: [JournalEvent] = []
        func log(_ change: ProgressEvent) {
            events.append(change.journalEvent(id: .init(device: device, sequence: events.count + 1), time: clock.now))
            clock.advance(by: 7)
        }
        let stamp = { StudyProgress.dayStamp(clock.now, calendar: Self.utc) }

        try store.toggleBookmark("v:猫:ねこ"); log(.bookmark(item: "v:猫:ねこ", on: true))
        try store.toggleBookmark("k:日"); log(.bookmark(item: "k:日", on: true))
        try store.toggleBookmark("k:日"); log(.bookmark(item: "k:日", on: false))
        try store.markStudied(day); log(.studied(day: day.rawValue))
        for (item, right) in [("v:猫:ねこ", false), ("k:日", false), ("v:一:いち", true), ("k:日", true)] {
            try store.recordAnswer(itemID: item, kind: DeckKind(itemID: item)!, mode: .typedReading, isRight: right, at: clock.now)
            log(.answer(item: item, kind: DeckKind(itemID: item)!, mode: .typedReading, isRight: right))
        }
        let outcome = TestOutcome(day: day, mode: .typedReading, rightIDs: ["v:一:いち"], wrongIDs: ["v:猫:ねこ"], date: clock.now)
        try store.recordTest(outcome, recordedAnswers: [])
        log(.test(day: day.rawValue, mode: .typedReading, score: 1, total: 2))
        try store.addToReviews(["k:月", "k:日"]); log(.reviewsAdded(items: ["k:月", "k:日"]))
        for (item, rating) in [("k:月", Rating.good), ("k:日", .again), ("k:月", .easy)] {
            let before = store.progress.srs[item]!
            let card = scheduler.review(before, rating: rating, at: clock.now)
            let wasNew = before.lastReview == nil
            let today = stamp()
            try store.recordReview(of: item, card: card, wasNew: wasNew, calendar: Self.utc)
            log(.review(item: item, card: card, wasNew: wasNew, dayStamp: today))
            if rating == .easy {
                try store.undoReview(of: item, restoring: before, wasNew: wasNew, calendar: Self.utc)
                log(.reviewUndo(item: item, card: before, wasNew: wasNew, dayStamp: today))
            }
        }
        try store.removeMistake("k:日"); log(.mistakeRemoved(item: "k:日"))
        try store.removeFromReviews(["v:一:いち"]); log(.reviewsRemoved(items: ["v:一:いち"]))
        return (store, events)
    }

    func expectSame(_ folded: StudyProgress, _ stored: StudyProgress) {
        #expect(folded.bookmarks == stored.bookmarks)
        #expect(folded.mistakes == stored.mistakes)
        #expect(folded.dayResults == stored.dayResults)
        #expect(folded.srs == stored.srs)
        #expect(folded.activity == stored.activity)
    }

    @Test func foldingTheEventsGivesWhatTheStoreSaved() throws {
        let temporary = TemporaryDirectory()
        let (store, events) = try session(in: temporary)
        let (folded, passedOver) = ProgressReducer.fold(events, onto: StudyProgress(createdAt: store.progress.createdAt))
        #expect(passedOver == 0)
        expectSame(folded, store.progress)
        #expect(!folded.srs.isEmpty && !folded.mistakes.isEmpty && !folded.activity.isEmpty)
    }

    @Test func eventsSurviveTheFileAndFoldTheSame() throws {
        let temporary = TemporaryDirectory()
        let (store, events) = try session(in: temporary)
        let journal = JournalFile(url: temporary.file("journal-a.jsonl"))
        try journal.append(Array(events.prefix(5)))
        for event in events.dropFirst(5) { try journal.append([event]) }
        let contents = journal.read()
        #expect(contents.warnings.isEmpty)
        #expect(contents.events.map(\.id) == events.map(\.id))
        expectSame(ProgressReducer.fold(contents.events, onto: StudyProgress()).progress, store.progress)
    }

    @Test func aTornLastLineIsSkippedWithANoticeAndCutOffByTheNextAppend() throws {
        let temporary = TemporaryDirectory()
        let journal = JournalFile(url: temporary.file("journal-a.jsonl"))
        let time = Date(timeIntervalSince1970: 1_795_000_000)
        func bookmark(_ sequence: Int) -> JournalEvent {
            ProgressEvent.bookmark(item: "k:\(sequence)", on: true).journalEvent(id: .init(device: "a", sequence: sequence), time: time)
        }
        try journal.append([bookmark(1), bookmark(2)])
        let handle = try FileHandle(forWritingTo: journal.url)
        handle.seekToEndOfFile()
        handle.write(Data(#"{"id":"a:3","time":1795000000,"type":"book"#.utf8))
        try handle.close()
        let torn = journal.read()
        #expect(torn.events.count == 2)
        #expect(torn.warnings.map(\.description) == ["journal-a.jsonl line 3: skipped a torn last line (after a crash?)"])
        try journal.append([bookmark(3)])
        let repaired = journal.read()
        #expect(repaired.warnings.isEmpty)
        #expect(repaired.events.map(\.id.sequence) == [1, 2, 3])
        let text = try String(contentsOf: journal.url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 3)
    }

    @Test func aWholeLastLineWithoutABreakIsKept() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.write(#"{"id":"a:1","time":1795000000,"type":"bookmark","item":"k:日","on":true}"#, to: "journal-a.jsonl")
        let journal = JournalFile(url: url)
        try journal.append([ProgressEvent.bookmark(item: "k:月", on: true)
            .journalEvent(id: .init(device: "a", sequence: 2), time: Date(timeIntervalSince1970: 1_795_000_001))])
        let contents = journal.read()
        #expect(contents.warnings.isEmpty)
        #expect(ProgressReducer.fold(contents.events, onto: StudyProgress()).progress.bookmarks.count == 2)
    }

    @Test func unknownTypesFieldsAndValuesAreKeptAndPassedOver() throws {
        let temporary = TemporaryDirectory()
        let lines = [
            #"{"id":"b:1","time":1795000000,"type":"bookmark","item":"k:日","on":true,"colour":"red"}"#,
            #"{"id":"b:2","time":1795000001,"type":"suspend","item":"k:日"}"#,
            #"{"id":"b:3","time":1795000002,"type":"answer","item":"k:月","kind":"kanji","mode":"speaking","right":false}"#,
        ]
        let url = temporary.write(lines.joined(separator: "\n") + "\n", to: "journal-b.jsonl")
        let contents = JournalFile(url: url).read()
        #expect(contents.warnings.isEmpty)
        #expect(contents.events.count == 3)
        let (progress, passedOver) = ProgressReducer.fold(contents.events, onto: StudyProgress())
        #expect(passedOver == 2)
        #expect(Array(progress.bookmarks.keys) == ["k:日"])
        #expect(progress.mistakes.isEmpty)
        // Written again (a copy, a merge), every event keeps every field.
        for (event, line) in zip(contents.events, lines) {
            let again = try JSONSerialization.jsonObject(with: Data(event.encodedLine())) as? NSDictionary
            let original = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
            #expect(again == original)
        }
    }

    @Test func devicesConvergeWhateverOrderTheirEventsArriveIn() throws {
        // Two devices, overlapping work: the same card reviewed on both, a bookmark set on one and
        // removed on the other, an undo.
        let base = Date(timeIntervalSince1970: 1_795_000_000)
        var card = SRSCard(due: base)
        card = scheduler.review(card, rating: .good, at: base)
        let a: [(ProgressEvent, TimeInterval)] = [
            (.bookmark(item: "k:日", on: true), 0), (.reviewsAdded(items: ["k:月"]), 1),
            (.review(item: "k:月", card: card, wasNew: true, dayStamp: "2026-11-18"), 2),
            (.answer(item: "v:猫:ねこ", kind: .vocab, mode: .multipleChoice, isRight: false), 3),
        ]
        let b: [(ProgressEvent, TimeInterval)] = [
            (.bookmark(item: "k:日", on: false), 5), (.review(item: "k:月", card: scheduler.review(card, rating: .again, at: base + 4), wasNew: false, dayStamp: "2026-11-18"), 4),
            (.reviewUndo(item: "k:月", card: card, wasNew: false, dayStamp: "2026-11-18"), 6),
            (.answer(item: "v:猫:ねこ", kind: .vocab, mode: .multipleChoice, isRight: true), 7),
            (.test(day: day.rawValue, mode: .flashcard, score: 3, total: 4), 3),
        ]
        func events(_ list: [(ProgressEvent, TimeInterval)], device: String) -> [JournalEvent] {
            list.enumerated().map { index, entry in
                entry.0.journalEvent(id: .init(device: device, sequence: index + 1), time: base + entry.1)
            }
        }
        let all = events(a, device: "a") + events(b, device: "b")
        let expected = ProgressReducer.fold(all, onto: StudyProgress(createdAt: base)).progress
        #expect(expected.bookmarks.isEmpty)
        #expect(expected.srs["k:月"] == card)
        for seed in 0..<1000 {
            var random = SeededRandom(seed: UInt64(seed))
            // Files copied in any order, some events twice (a conflict copy).
            var arrived = all.shuffled(using: &random)
            arrived += arrived.prefix(Int.random(in: 0...all.count, using: &random))
            arrived.shuffle(using: &random)
            let folded = ProgressReducer.fold(arrived, onto: StudyProgress(createdAt: base)).progress
            #expect(folded == expected, "seed \(seed)")
            if folded != expected { break }
        }
    }
}
