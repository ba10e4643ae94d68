import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Open deck identities (issue 10): day results written as "vocab:N5:3" before decks had ids
/// are read as the days of the bundled decks "jlpt-vocab-n5" and so on, from progress.json, from
/// a snapshot and from journal events, and history entries naming a kind and level find their day.
@Suite struct DeckIdentityMigrationTests {
    /// A progress.json as versions before deck ids wrote it: day 1 of N5 vocabulary completed
    /// (best 4/5, a pass), day 2 of N3 kanji opened but not tested, a bookmark.
    static let progressBeforeDeckIDs = """
    {"schemaVersion":2,"createdAt":1795000000,"updatedAt":1795000900,
     "bookmarks":{"v:猫:ねこ":1795000100},
     "dayResults":{
       "vocab:N5:1":{"testCount":1,"bestScore":4,"bestTotal":5,"bestDate":1795000500,"lastScore":4,"lastTotal":5,
                     "lastStudied":1795000500,"completedAt":1795000500},
       "kanji:N3:2":{"testCount":0,"lastStudied":1795000800}
     },
     "mistakes":{},"srs":{},"activity":{}}
    """

    /// The history.jsonl lines of the same learner: the day opened and the test taken.
    static let historyBeforeDeckIDs = """
    {"type":"study","time":1795000200,"kind":"vocab","level":"N5","day":1,"source":"day"}
    {"type":"test","time":1795000500,"kind":"vocab","level":"N5","day":1,"source":"day","mode":"multipleChoice","score":4,"total":5,"duration":40}

    """

    static let vocabN5 = DeckID.jlpt(kind: .vocab, level: .n5)
    static let kanjiN3 = DeckID.jlpt(kind: .kanji, level: .n3)

    func makeLearner(_ temporary: TemporaryDirectory) {
        temporary.write(Self.progressBeforeDeckIDs, to: ProgressStore.fileName)
        temporary.write(Self.historyBeforeDeckIDs, to: "history.jsonl")
        temporary.write("d1\n", to: DeviceIdentity.fileName)
    }

    @Test func bundledDecksKeepStableNamesAndLevelsAreMetadata() {
        #expect(Self.vocabN5.rawValue == "jlpt-vocab-n5")
        #expect(DeckID.jlpt(kind: .kanji, level: .n1).rawValue == "jlpt-kanji-n1")
        #expect(Self.kanjiN3.jlpt?.kind == .kanji && Self.kanjiN3.jlpt?.level == .n3)
        #expect(DeckID(rawValue: "manga-words")?.jlpt == nil)
        #expect(DeckID(rawValue: "Manga Words") == nil)
        #expect(DeckID(rawValue: "a:b") == nil)
        #expect(DeckID(rawValue: "") == nil)
    }

    @Test func aProgressFileOfTodaysFormatKeepsItsDayResults() throws {
        let temporary = TemporaryDirectory()
        makeLearner(temporary)
        let store = try ProgressStore(directory: temporary.url, clock: { Date(timeIntervalSince1970: 1_795_001_000) })
        defer { store.close() }
        let progress = store.progress
        let day1 = progress.result(for: DayKey(deck: Self.vocabN5, day: 1))
        #expect(day1.isCompleted)
        #expect(day1.bestScore == 4 && day1.bestTotal == 5)
        #expect(progress.result(for: DayKey(deck: Self.kanjiN3, day: 2)).lastStudied == Date(timeIntervalSince1970: 1_795_000_800))
        #expect(progress.completedDayCount(deck: Self.vocabN5, dayCount: 3) == 1)
        #expect(progress.nextDay(deck: Self.vocabN5, dayCount: 3) == 2)
        #expect(Set(progress.dayResults.keys) == ["jlpt-vocab-n5:1", "jlpt-kanji-n3:2"])
        #expect(progress.isBookmarked("v:猫:ねこ"))
        // The history names the same day.
        let history = store.history.read().events
        #expect(history.count == 2)
        #expect(history.allSatisfy { $0.dayKey == DayKey(deck: Self.vocabN5, day: 1) })
        // The old file is left as it was.
        #expect(try String(contentsOf: temporary.file(ProgressStore.fileName), encoding: .utf8) == Self.progressBeforeDeckIDs)
    }

    @Test func journalEventsAndSnapshotsWithOldDayKeysAreMapped() throws {
        let temporary = TemporaryDirectory()
        makeLearner(temporary)
        var store = try ProgressStore(directory: temporary.url, clock: { Date(timeIntervalSince1970: 1_795_001_000) })
        store.close()
        // A JSON snapshot an earlier version wrote before deck ids: today's keys put back to the old form.
        guard case .loaded(let written) = JournalSnapshot.read(temporary.file(ProgressStore.snapshotFileName)) else {
            Issue.record("no snapshot written on close")
            return
        }
        try FileManager.default.removeItem(at: temporary.file(ProgressStore.snapshotFileName))
        let snapshotURL = temporary.file(ProgressStore.legacySnapshotFileName)
        try written.writeJSON(to: snapshotURL)
        let snapshot = try String(contentsOf: snapshotURL, encoding: .utf8)
        #expect(snapshot.contains("jlpt-vocab-n5:1"))
        try snapshot.replacingOccurrences(of: "jlpt-vocab-n5:1", with: "vocab:N5:1")
            .replacingOccurrences(of: "jlpt-kanji-n3:2", with: "kanji:N3:2")
            .write(to: snapshotURL, atomically: true, encoding: .utf8)
        // Events an older version appended: a test of N5 day 2 and N3 day 2 opened again, by day key "kind:level:day".
        let journal = temporary.file("journal-d9.jsonl")
        try """
        {"id":"d9:1","time":1795002000,"type":"test","day":"vocab:N5:2","mode":"multipleChoice","score":5,"total":5}
        {"id":"d9:2","time":1795002100,"type":"studied","day":"kanji:N3:2"}

        """.write(to: journal, atomically: true, encoding: .utf8)

        store = try ProgressStore(directory: temporary.url, clock: { Date(timeIntervalSince1970: 1_795_003_000) })
        defer { store.close() }
        let progress = store.progress
        #expect(progress.result(for: DayKey(deck: Self.vocabN5, day: 1)).bestScore == 4)
        let day2 = progress.result(for: DayKey(deck: Self.vocabN5, day: 2))
        #expect(day2.isCompleted && day2.bestScore == 5)
        #expect(progress.result(for: DayKey(deck: Self.kanjiN3, day: 2)).lastStudied == Date(timeIntervalSince1970: 1_795_002_100))
        #expect(progress.dayResults.keys.allSatisfy { DayKey.canonical($0) == $0 })
        // A day tested now is written in today's form.
        try store.recordTest(TestOutcome(day: DayKey(deck: Self.vocabN5, day: 3), mode: .flashcard, rightIDs: ["v:一:いち"],
                                         wrongIDs: [], date: Date(timeIntervalSince1970: 1_795_003_000)))
        let line = try String(contentsOf: store.journalURL, encoding: .utf8)
        #expect(line.contains("\"day\":\"jlpt-vocab-n5:3\""))
    }

    @Test func aDayUnderBothKeysIsMerged() throws {
        var older = DayResult()
        older.recordTest(score: 4, total: 5, at: Date(timeIntervalSince1970: 100))
        var newer = DayResult()
        newer.recordTest(score: 4, total: 4, at: Date(timeIntervalSince1970: 200))
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
        progress.dayResults = ["vocab:N5:1": older, "jlpt-vocab-n5:1": newer, "mystery:thing": DayResult()]
        progress.canonicalizeDayKeys()
        #expect(Set(progress.dayResults.keys) == ["jlpt-vocab-n5:1", "mystery:thing"])
        let merged = progress.result(for: DayKey(deck: Self.vocabN5, day: 1))
        #expect(merged.testCount == 2)
        #expect(merged.bestScore == 4)
        #expect(merged.completedAt == Date(timeIntervalSince1970: 100))
        #expect(merged.lastStudied == Date(timeIntervalSince1970: 200))
    }

    @Test func historyOfAnotherDeckNamesItsDeck() throws {
        let deck = try #require(DeckID(rawValue: "manga-words"))
        var event = HistoryEvent.test(TestOutcome(day: DayKey(deck: deck, day: 2), mode: .flashcard, rightIDs: ["v:u:1"],
                                                  wrongIDs: [], date: Date(timeIntervalSince1970: 10)))
        #expect(event.deck == deck && event.level == nil && event.kind == .vocab)
        #expect(event.dayKey == DayKey(deck: deck, day: 2))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let data = try encoder.encode(event)
        guard case .event(let decoded)? = HistoryLineDecoder.decode([UInt8](data)[...], fallback: JSONDecoder()) else {
            Issue.record("the line did not decode")
            return
        }
        #expect(decoded.dayKey == DayKey(deck: deck, day: 2))
        // A bundled deck's entry still carries its kind and level, which older versions read.
        event = HistoryEvent.test(TestOutcome(day: DayKey(deck: Self.vocabN5, day: 2), mode: .flashcard, rightIDs: ["v:一:いち"],
                                              wrongIDs: []))
        #expect(event.kind == .vocab && event.level == .n5 && event.day == 2)
    }
}
