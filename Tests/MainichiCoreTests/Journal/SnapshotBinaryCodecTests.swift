import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The binary snapshot (`snapshot.bin`, version 2): a round trip keeps every value exactly, a torn
/// or damaged file is called damaged (and the store rebuilds from the journals with a notice), a
/// JSON snapshot of an earlier version still opens, and one from a newer version is never overwritten.
@Suite struct SnapshotBinaryCodecTests {
    static let base = Date(timeIntervalSince1970: 1_795_000_000.123_456)

    /// A snapshot with every collection and every optional value filled, negative counts, text
    /// outside ASCII and dates finer than a millisecond.
    static func fullSnapshot() -> JournalSnapshot {
        var progress = StudyProgress(createdAt: base)
        progress.updatedAt = base + 86_400.000_7
        progress.bookmarks = ["v:本:ほん": base + 1, "k:日": base + 2.5]
        var done = DayResult()
        done.bestScore = 9; done.bestTotal = 10; done.bestDate = base + 3; done.lastScore = 7; done.lastTotal = 10
        done.lastStudied = base + 4; done.testCount = 3; done.completedAt = base + 5
        progress.dayResults = ["jlpt-vocab-n5:1": done, "jlpt-kanji-n3:2": DayResult()]
        var mistake = MistakeRecord(kind: .vocab, wrongAt: base + 6, mode: .typedReading)
        mistake.recordWrong(at: base + 7, mode: .multipleChoice)
        mistake.rightStreak = 2
        progress.mistakes = ["v:水:みず": mistake, "k:火": MistakeRecord(kind: .kanji, wrongAt: base + 8, mode: .flashcard)]
        var reviewed = SRSCard(due: base + 9)
        reviewed.state = .review; reviewed.step = nil; reviewed.stability = 12.345_678_9; reviewed.difficulty = 5.25
        reviewed.lastReview = base + 10; reviewed.reviewCount = 4
        progress.srs = ["v:猫:ねこ": reviewed, "k:月": SRSCard(due: base + 11)]
        progress.activity = ["2026-11-24": DailyActivity(newItems: 3, reviews: 12), "2026-11-25": DailyActivity(newItems: -1, reviews: 0)]
        progress.slips = [SlipRecord(itemID: "v:今日:きょう", kind: .longVowel, date: base + 12)]
        progress.suspended = ["v:犬:いぬ": base + 13]
        progress.dayLayout = 2
        progress.wordMarks = ["jmdict:1358280": .known, "jmdict:1000000": .ignored]
        return JournalSnapshot(progress: progress, positions: ["a1": 42, "b2": 7],
                               offsets: ["journal-a1.jsonl": 12_345, "journal-b2.jsonl": 678],
                               through: FoldPosition(time: base + 14, id: .init(device: "b2", sequence: 7)))
    }

    @Test func aRoundTripKeepsEveryValueExactly() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        let snapshot = Self.fullSnapshot()
        try snapshot.write(to: url)
        #expect(SnapshotBinaryCodec.isBinary(try [UInt8](Data(contentsOf: url))))
        guard case .loaded(let loaded) = JournalSnapshot.read(url) else {
            Issue.record("the binary snapshot did not load")
            return
        }
        #expect(loaded == snapshot)
        // An empty progress too.
        let empty = JournalSnapshot(progress: StudyProgress(createdAt: Self.base))
        try empty.write(to: url)
        guard case .loaded(let reloaded) = JournalSnapshot.read(url) else {
            Issue.record("the empty snapshot did not load")
            return
        }
        #expect(reloaded == empty)
    }

    @Test func aTornOrDamagedFileIsCalledDamaged() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        try Self.fullSnapshot().write(to: url)
        let whole = try [UInt8](Data(contentsOf: url))
        for length in [0, 5, 8, 27, 28, whole.count / 2, whole.count - 1] {
            try Data(whole.prefix(length)).write(to: url)
            guard case .damaged = JournalSnapshot.read(url) else {
                Issue.record("a snapshot cut at \(length) of \(whole.count) bytes was not called damaged")
                continue
            }
        }
        for position in [SnapshotBinaryCodec.headerSize, whole.count / 2, whole.count - 1] {
            var flipped = whole
            flipped[position] ^= 0x5A
            try Data(flipped).write(to: url)
            guard case .damaged(let reason) = JournalSnapshot.read(url) else {
                Issue.record("a snapshot with byte \(position) changed was not called damaged")
                continue
            }
            #expect(reason.contains("checksum"))
        }
    }

    @Test func aNewerBinarySnapshotIsNeverOverwritten() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        // A layout this version cannot read, behind the header every version keeps.
        let written = SnapshotBinaryCodec.encode(Self.fullSnapshot(), version: JournalSnapshot.currentVersion + 1)
        let bytes = Self.file(version: JournalSnapshot.currentVersion + 1,
                              payload: Array(written[SnapshotBinaryCodec.headerSize...]) + [1, 2, 3])
        try Data(bytes).write(to: url)
        guard case .newer(let version) = JournalSnapshot.read(url) else {
            Issue.record("a newer binary snapshot was not recognised")
            return
        }
        #expect(version == JournalSnapshot.currentVersion + 1)
        #expect(throws: StorageError.newerSchema(path: url.path, version: version)) {
            try JournalSnapshot(progress: StudyProgress(createdAt: Self.base)).write(to: url)
        }
        #expect(try [UInt8](Data(contentsOf: url)) == bytes)
    }

    /// A binary snapshot file: `payload` behind a header of `version` with its length and checksum.
    static func file(version: Int, payload: [UInt8]) -> [UInt8] {
        var bytes = SnapshotBinaryCodec.magic
        func fixed(_ value: UInt64, size: Int) {
            for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
        }
        fixed(UInt64(version), size: 4)
        fixed(UInt64(payload.count), size: 8)
        fixed(SnapshotBinaryCodec.checksum(payload[...]), size: 8)
        return bytes + payload
    }

    // MARK: - Through the store

    /// A store with answers, a bookmark, a review and a slip, closed (so a snapshot is written).
    static func studiedDirectory(_ temporary: TemporaryDirectory, clock: TestClock) throws -> StudyProgress {
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        for index in 0..<40 {
            clock.advance(by: 1.5)
            try store.recordAnswer(itemID: "v:word\(index % 9):よみ", kind: .vocab, mode: .multipleChoice,
                                   isRight: index % 3 == 0, at: clock.now)
        }
        try store.toggleBookmark("k:日")
        var card = SRSCard(due: clock.now + 86_400)
        card.state = .review
        try store.recordReview(of: "k:日", card: card, wasNew: true, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        try store.recordSlip(itemID: "v:今日:きょう", kind: .longVowel, at: clock.now)
        let progress = store.progress
        store.close()
        return progress
    }

    @Test func aStoreStartsFromTheBinarySnapshot() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let expected = try Self.studiedDirectory(temporary, clock: clock)
        guard case .loaded(let snapshot) = JournalSnapshot.read(temporary.file(ProgressStore.snapshotFileName)) else {
            Issue.record("no binary snapshot written on close")
            return
        }
        #expect(snapshot.progress == expected)
        #expect(!FileManager.default.fileExists(atPath: temporary.file(ProgressStore.legacySnapshotFileName).path))
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { reopened.close() }
        #expect(reopened.recoveryNotice == nil)
        #expect(reopened.progress == expected)
    }

    @Test func aTornBinarySnapshotFallsBackToARebuildWithANotice() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let expected = try Self.studiedDirectory(temporary, clock: clock)
        let url = temporary.file(ProgressStore.snapshotFileName)
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count * 2 / 3).write(to: url)
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice?.hasPrefix("\(ProgressStore.snapshotFileName) was damaged") == true)
        #expect(reopened.progress == expected)
        reopened.close()
        // Written again whole.
        guard case .loaded(let rewritten) = JournalSnapshot.read(url) else {
            Issue.record("the snapshot was not rewritten")
            return
        }
        #expect(rewritten.progress == expected)
    }

    @Test func anEarlierVersionsJSONSnapshotStillOpens() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let expected = try Self.studiedDirectory(temporary, clock: clock)
        guard case .loaded(let snapshot) = JournalSnapshot.read(temporary.file(ProgressStore.snapshotFileName)) else {
            Issue.record("no binary snapshot written on close")
            return
        }
        // What an earlier version leaves: snapshot.json only. Its bookmark date says it was used,
        // not the journal folded from the start.
        var legacy = snapshot
        legacy.progress.bookmarks["k:日"] = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.removeItem(at: temporary.file(ProgressStore.snapshotFileName))
        let jsonURL = temporary.file(ProgressStore.legacySnapshotFileName)
        try legacy.writeJSON(to: jsonURL)
        let json = try Data(contentsOf: jsonURL)
        #expect(json.first == UInt8(ascii: "{"))
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.recoveryNotice == nil)
        #expect(reopened.progress.bookmarks["k:日"] == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(reopened.progress.srs == expected.srs)
        #expect(reopened.progress.mistakes == expected.mistakes)
        clock.advance(by: 10)
        try reopened.toggleBookmark("k:月")
        reopened.close()
        // The binary snapshot is written beside it; the earlier version's file is left as it was.
        guard case .loaded(let binary) = JournalSnapshot.read(temporary.file(ProgressStore.snapshotFileName)) else {
            Issue.record("no binary snapshot written after opening a JSON one")
            return
        }
        #expect(binary.progress.isBookmarked("k:月"))
        #expect(try Data(contentsOf: jsonURL) == json)
    }
}
