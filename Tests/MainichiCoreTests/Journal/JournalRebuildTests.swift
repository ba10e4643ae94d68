import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A rebuild that folds the journals while other threads decode them (`JournalRebuild`) must give
/// exactly what reading every journal and then folding the events gives
/// (`ProgressStore.readJournals` + `ProgressStore.rebuild`): the progress, the positions, the fold
/// position, the warnings with their line numbers, the bytes covered. Chunks are cut small here so
/// that every journal is many chunks, and lines run across chunk boundaries.
@Suite struct JournalRebuildTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    /// What the sorted path gives for `directory`.
    static func expected(in directory: URL) -> (fold: JournalFold, warnings: [LogWarning], offsets: [String: Int], count: Int) {
        let read = ProgressStore.readJournals(in: directory)
        return (ProgressStore.rebuild(read.events, now: now), read.warnings, read.offsets, read.events.count)
    }

    /// Rebuilds `directory` with chunks of `chunkBytes`, always through the threads, and checks it
    /// against the sorted path. Returns how it folded.
    @discardableResult
    static func expectSameRebuild(in directory: URL, chunkBytes: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> JournalRebuild.Fold {
        let expected = expected(in: directory)
        let rebuilt = JournalRebuild.rebuild(ProgressStore.journalFiles(in: directory), now: now, chunkBytes: chunkBytes, threshold: 0)
        #expect(rebuilt.fold.progress == expected.fold.progress, sourceLocation: sourceLocation)
        #expect(rebuilt.fold.positions == expected.fold.positions, sourceLocation: sourceLocation)
        #expect(rebuilt.fold.through == expected.fold.through, sourceLocation: sourceLocation)
        #expect(rebuilt.fold.tail.isEmpty && rebuilt.fold.baseThrough == expected.fold.baseThrough, sourceLocation: sourceLocation)
        #expect(rebuilt.warnings == expected.warnings, sourceLocation: sourceLocation)
        #expect(rebuilt.offsets == expected.offsets, sourceLocation: sourceLocation)
        #expect(rebuilt.eventCount == expected.count, sourceLocation: sourceLocation)
        return rebuilt.folded
    }

    static func write(_ events: [JournalEvent], to url: URL, extra: (inout [UInt8]) -> Void = { _ in }) {
        var bytes: [UInt8] = []
        for event in events { bytes += event.encodedLine() + [0x0A] }
        extra(&bytes)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(bytes)), "\(url.path) could not be written")
    }

    /// Every kind of event (`FoldTablesTests.events`) in fold order, each device numbering its
    /// own in turn, shared among `devices`.
    static func inOrder(count: Int, devices: [String], using random: inout SeededRandom) -> [String: [JournalEvent]] {
        let events = FoldTablesTests.events(count: count, using: &random).sorted(by: JournalEvent.foldOrder)
        var byDevice: [String: [JournalEvent]] = [:]
        for var event in events {
            let device = devices.randomElement(using: &random)!
            event.id = .init(device: device, sequence: (byDevice[device]?.count ?? 0) + 1)
            byDevice[device, default: []].append(event)
        }
        return byDevice
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func journalsInOrderAreFoldedWhileReadAndGiveTheSame(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let temporary = TemporaryDirectory()
        for (device, events) in Self.inOrder(count: 2_000, devices: ["a", "b", "c"], using: &random) {
            Self.write(events, to: temporary.file("journal-\(device).jsonl"))
        }
        for chunkBytes in [64, 700, 5_000, 1 << 20] {
            #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: chunkBytes) == .whileReading)
        }
    }

    @Test func aSyncConflictCopyIsFoldedOnceWhileRead() {
        var random = SeededRandom(seed: 7)
        let temporary = TemporaryDirectory()
        let journals = Self.inOrder(count: 1_500, devices: ["a", "b"], using: &random)
        Self.write(journals["a"]!, to: temporary.file("journal-a.jsonl"))
        Self.write(journals["b"]!, to: temporary.file("journal-b.jsonl"))
        // Syncthing's copy of b's journal from before its last 100 events.
        Self.write(Array(journals["b"]!.dropLast(100)), to: temporary.file("journal-b.sync-conflict-20261128-120000-ABC.jsonl"))
        #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: 900) == .whileReading)
    }

    @Test func badLinesAreWarnedOfWithTheirLinesWhateverChunkTheyAreIn() {
        var random = SeededRandom(seed: 11)
        let temporary = TemporaryDirectory()
        let events = Self.inOrder(count: 600, devices: ["a"], using: &random)["a"]!
        var lines = events.map { String(decoding: $0.encodedLine(), as: UTF8.self) }
        lines.insert("not json at all", at: 100)
        lines.insert("{\"id\":\"a:9999\",\"type\":\"answer\"}", at: 301) // no time
        lines.insert("", at: 400)
        let torn = String(decoding: events[0].encodedLine().prefix(30), as: UTF8.self)
        temporary.write(lines.joined(separator: "\n") + "\n" + torn, to: "journal-a.jsonl")
        let expected = Self.expected(in: temporary.url)
        #expect(expected.warnings.count == 3)
        #expect(expected.warnings.last?.kind == .tornLastLine)
        for chunkBytes in [50, 333, 4_096] {
            #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: chunkBytes) == .whileReading)
        }
    }

    @Test(arguments: [UInt64(4), 5])
    func eventsOutOfOrderAreSortedAndFoldedAsBefore(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let temporary = TemporaryDirectory()
        // As they come: an unknown type and a baseline inserted out of time order.
        Self.write(FoldTablesTests.events(count: 1_500, using: &random), to: temporary.file("journal-d.jsonl"))
        for chunkBytes in [100, 10_000] {
            #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: chunkBytes) == .sorted)
        }
    }

    @Test func anIDSeenAgainAtAnotherTimeOrASequenceOfZeroIsLeftToTheSortedFold() {
        var random = SeededRandom(seed: 9)
        let events = Self.inOrder(count: 800, devices: ["a"], using: &random)["a"]!
        for variant in 0..<2 {
            let temporary = TemporaryDirectory()
            var changed = events
            if variant == 0 {
                // The same id later in time, with another change.
                changed.append(ProgressEvent.bookmark(item: "v:a", on: true).journalEvent(id: events[10].id, time: events.last!.time + 60))
            } else {
                changed.insert(ProgressEvent.bookmark(item: "v:b", on: true).journalEvent(id: .init(device: "a", sequence: 0), time: events[5].time),
                               at: 6)
            }
            Self.write(changed, to: temporary.file("journal-a.jsonl"))
            #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: 2_000) == .sorted)
        }
    }

    /// A directory moved over from progress.json: its baseline, then its history lines (older),
    /// then what the learner did after. Nothing before a baseline counts in fold order, so these
    /// are folded as they are read; an event out of order after the baseline is not.
    @Test func aMovedOverJournalIsFoldedWhileReadAndAnEventOutOfOrderAfterItIsNot() {
        var random = SeededRandom(seed: 17)
        let later = Self.inOrder(count: 1_200, devices: ["a"], using: &random)["a"]!
            .filter { $0.type != JournalMigration.baselineType }
        var moved = StudyProgress(createdAt: Self.now - 90 * 86_400)
        moved.srs["v:a"] = SRSCard(due: Self.now)
        moved.bookmarks["k:日"] = Self.now - 86_400
        let start = later[0].time - 3_600
        var events = [JournalMigration.baseline(moved, id: .init(device: "a", sequence: 1), time: start)]
        for index in 0..<400 {
            events.append(JournalEvent(id: .init(device: "a", sequence: events.count + 1), time: start - Double((400 - index) * 600),
                                       type: JournalMigration.historyType, fields: []))
        }
        for event in later {
            var renumbered = event
            renumbered.id = .init(device: "a", sequence: events.count + 1)
            events.append(renumbered)
        }
        let temporary = TemporaryDirectory()
        Self.write(events, to: temporary.file("journal-a.jsonl"))
        for chunkBytes in [80, 2_048, 1 << 20] {
            #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: chunkBytes) == .whileReading)
        }
        // An event older than the one before it, after the baseline: sorted.
        var late = events
        late.swapAt(700, 701)
        late[700].id = .init(device: "a", sequence: 701)
        late[701].id = .init(device: "a", sequence: 702)
        Self.write(late, to: temporary.file("journal-a.jsonl"))
        #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: 2_048) == .sorted)
    }

    @Test func aLineLongerThanManyChunksIsReadWholeOnce() {
        var random = SeededRandom(seed: 13)
        let temporary = TemporaryDirectory()
        var events = Self.inOrder(count: 300, devices: ["a"], using: &random)["a"]!
        // A baseline holding a progress of 2,000 cards: one line of about 200 KB, in fold order.
        var baseline = StudyProgress(createdAt: Self.now)
        for index in 0..<2_000 { baseline.srs["v:word\(index):reading"] = SRSCard(due: Self.now) }
        let middle = events[150]
        let long = JournalMigration.baseline(baseline, id: middle.id, time: middle.time)
        #expect(long.encodedLine().count > 10 * 4_096)
        events.insert(long, at: 151)
        for index in 151..<events.count { events[index].id = .init(device: "a", sequence: index + 1) }
        Self.write(events, to: temporary.file("journal-a.jsonl"))
        #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: 4_096) == .whileReading)
    }

    @Test func noJournalOrEmptyOnesGiveEmptyProgressCreatedNow() {
        let temporary = TemporaryDirectory()
        #expect(Self.expectSameRebuild(in: temporary.url, chunkBytes: 64) == .whileReading)
        temporary.write("", to: "journal-a.jsonl")
        temporary.write("\n\n", to: "journal-b.jsonl")
        Self.expectSameRebuild(in: temporary.url, chunkBytes: 64)
        let rebuilt = JournalRebuild.rebuild(ProgressStore.journalFiles(in: temporary.url), now: Self.now, chunkBytes: 64, threshold: 0)
        #expect(rebuilt.fold.progress.createdAt == Self.now)
    }

    /// Cutting a file at any offsets gives each line once, whole, to the range it begins in.
    @Test func rangesOfAFileGiveEachLineOnce() throws {
        let temporary = TemporaryDirectory()
        let text = "a\n\nbb\n" + String(repeating: "x", count: 300) + "\nccc\n日本語\nunterminated"
        let url = temporary.write(text, to: "lines.txt")
        let descriptor = open(url.path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let size = text.utf8.count
        for step in [1, 2, 3, 7, 64, 299, 300, 301, size, size + 5] {
            var joined: [UInt8] = []
            for start in stride(from: 0, to: size, by: step) {
                let (bytes, lines) = JournalFile.lines(beginningIn: start..<min(size, start + step), of: descriptor, size: size)
                joined += bytes[lines]
            }
            #expect(joined == Array(text.utf8), "cut every \(step) bytes")
        }
    }

    /// The store rebuilds a journal of more than a chunk through the threads when its snapshot is
    /// gone, and gives what it had.
    @Test func theStoreRebuildsALargeJournalWithoutItsSnapshotToTheSameProgress() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        for index in 0..<9_000 {
            let item = "v:word\(index % 1_200):reading"
            try store.recordAnswer(itemID: item, kind: .vocab, mode: .multipleChoice, isRight: index % 3 != 0, at: clock.now)
            if index % 97 == 0 { try store.toggleBookmark(item) }
            clock.advance(by: 5)
        }
        let saved = store.progress
        store.close()
        #expect(ProgressStore.bytesToLoad(in: temporary.url) > JournalRebuild.streamingThreshold)
        try FileManager.default.removeItem(at: temporary.file(ProgressStore.snapshotFileName))
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        reopened.waitUntilLoaded()
        let rebuilt = reopened.progress
        #expect(rebuilt.srs == saved.srs && rebuilt.srs.count == 1_200)
        #expect(rebuilt.mistakes == saved.mistakes && !rebuilt.mistakes.isEmpty)
        #expect(rebuilt.bookmarks == saved.bookmarks && !rebuilt.bookmarks.isEmpty)
        #expect(reopened.recoveryNotices.isEmpty)
        #expect(FileManager.default.fileExists(atPath: temporary.file(ProgressStore.snapshotFileName).path))
        reopened.close()
    }
}
