import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// History kept in memory and followed (`HistoryFollower`): after any change it gives what reading
/// every journal again gives, while parsing only the lines appended since its last read.
@Suite struct HistoryFollowerTests {
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }
    let scheduler = FSRSScheduler(enableFuzzing: false)

    func journalBytes(in directory: URL) -> Int {
        ProgressStore.journalFiles(in: directory).reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
    }

    @Test("After every review, undo, test and studied day, the followed history equals a full read, and only new bytes are parsed")
    func followsEveryChange() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { store.close() }
        let follower = HistoryFollower(directory: temporary.url)
        let day = DayKey(kind: .vocab, level: .n5, day: 1)
        var parsedBefore = follower.bytesParsed
        var sizeBefore = journalBytes(in: temporary.url)
        func check(_ step: String) {
            let followed = follower.read()
            let full = StudyHistory.read(directory: temporary.url)
            #expect(followed.events == full.events, "\(step)")
            #expect(followed.warnings == full.warnings, "\(step)")
            let size = journalBytes(in: temporary.url)
            #expect(follower.bytesParsed - parsedBefore == size - sizeBefore, "\(step): parsed more than was appended")
            parsedBefore = follower.bytesParsed
            sizeBefore = size
        }
        check("empty")
        try store.addToReviews(["k:日", "k:月", "v:猫:ねこ"])
        check("added to reviews")
        for (index, item) in ["k:日", "k:月", "v:猫:ねこ", "k:日"].enumerated() {
            clock.advance(by: 3600)
            let before = store.progress.srs[item]!
            let rating: Rating = index == 1 ? .again : .good
            let card = scheduler.review(before, rating: rating, at: clock.now)
            try store.recordReview(of: item, card: card, wasNew: before.lastReview == nil, calendar: Self.utc,
                                   history: HistoryEvent(type: .review, time: clock.now, kind: DeckKind(itemID: item),
                                                         itemID: item, rating: rating, duration: 4))
            check("review \(index)")
            if index == 2 {
                try store.undoReview(of: item, restoring: before, wasNew: before.lastReview == nil, calendar: Self.utc)
                check("undo")
            }
        }
        clock.advance(by: 60)
        try store.markStudied(day, history: HistoryEvent(type: .study, time: clock.now, kind: .vocab, level: .n5, day: 1))
        check("studied")
        let outcome = TestOutcome(day: day, mode: .typedReading, rightIDs: ["v:猫:ねこ"], wrongIDs: [], date: clock.now)
        try store.recordTest(outcome, recordedAnswers: [])
        check("test")
        #expect(follower.read().events.filter { $0.type == .review }.count == 3)
    }

    @Test("Another device's older entries (a sync), a torn last line and a journal written again all read as a full read does")
    func refoldsWhatComesOutOfOrder() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { store.close() }
        let follower = HistoryFollower(directory: temporary.url)
        for index in 0..<3 {
            clock.advance(by: 600)
            try store.history.append(HistoryEvent(type: .game, time: clock.now, score: index, total: 3))
        }
        #expect(follower.read().events.count == 3)
        // Another device's journal, from before this device's entries.
        let older = (0..<4).map { HistoryEvent(type: .game, time: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 60),
                                                 score: 1, total: 2) }
        try StudyHistory.writeJournal(of: older, device: "other", in: temporary.url)
        var followed = follower.read()
        #expect(followed.events == StudyHistory.read(directory: temporary.url).events)
        #expect(followed.events.count == 7)
        #expect(followed.events.last?.time == older[0].time)

        // A line being written when the history is read: skipped with a warning, then read whole.
        let url = temporary.file("journal-other.jsonl")
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id":"other:9","time":1700001000,"type":"his"#.utf8))
        followed = follower.read()
        #expect(followed.events.count == 7)
        #expect(followed.warnings.count == 1)
        try handle.write(contentsOf: Data(#"tory","entry":{"type":"game","time":1700001000,"score":2,"total":2}}"#.utf8 + [0x0A]))
        try handle.close()
        followed = follower.read()
        #expect(followed.events == StudyHistory.read(directory: temporary.url).events)
        #expect(followed.events.count == 8)
        #expect(followed.warnings.isEmpty)

        // The other journal written again, shorter (a restore): read again from scratch.
        try FileManager.default.removeItem(at: url)
        try StudyHistory.writeJournal(of: Array(older.prefix(1)), device: "other", in: temporary.url)
        followed = follower.read()
        #expect(followed.events == StudyHistory.read(directory: temporary.url).events)
        #expect(followed.events.count == 4)
    }
}
