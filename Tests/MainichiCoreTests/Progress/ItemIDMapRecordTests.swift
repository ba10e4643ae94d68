import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A start reads the decks' id map only when the progress may hold an old id: once per map for a
/// directory, and again whenever events came that the record does not cover (an older version,
/// another device, a restored backup).
@Suite struct ItemIDMapRecordTests {
    /// A decks directory whose id map renames `v:old:old` to `v:new:new` and has day layout 7.
    static func decks(in root: TemporaryDirectory) throws -> URL {
        let decks = root.url.appendingPathComponent("Decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        let map = """
            {"format": 1, "vocab": {"v:old:old": "v:new:new"}, "kanji": {},
             "days": {"layout": 7, "decks": ["jlpt-vocab-n5"], "from": {}}}
            """
        try Data(map.utf8).write(to: decks.appendingPathComponent(ItemIDMap.fileName))
        return decks
    }

    /// Opens the store of `data` as the app does: the decks' map applied, or skipped by the record.
    static func open(_ data: URL, decks: URL, clock: TestClock) throws -> (store: ProgressStore, moved: Int) {
        let store = try ProgressStore(directory: data, clock: clock.closure)
        return (store, try store.applyItemIDMap(decksDirectory: decks))
    }

    @Test("a new directory records the map; the next starts leave the map unread and history as written")
    func newDirectorySkipsTheMapAfterwards() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        do {
            let (store, moved) = try Self.open(data, decks: decks, clock: clock)
            #expect(moved == 0)
            let record = try #require(ItemIDMapRecord.read(in: data))
            #expect(record.layout == 7 && record.historyIsCurrent)
            try store.toggleBookmark("v:new:new")
            store.close()
        }
        for _ in 0..<2 {
            let (store, moved) = try Self.open(data, decks: decks, clock: clock)
            #expect(moved == 0)
            #expect(!store.idMapState.isRead)
            #expect(store.historyIDMap == nil)
            #expect(store.progress.bookmarks["v:new:new"] != nil)
            // The day layout is stamped all the same: a result recorded now never moves later.
            _ = try store.recordTest(TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 1), mode: .flashcard,
                                                 rightIDs: ["v:new:new"], wrongIDs: [], date: clock.now))
            #expect(store.progress.dayLayout == 7)
            store.close()
        }
    }

    @Test("a directory of an older version (no record) moves its old ids, then is recorded")
    func olderDirectoryMoves() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: data, clock: clock.closure) // an older mainichi: no map, no record
            try store.toggleBookmark("v:old:old")
            store.close()
        }
        #expect(ItemIDMapRecord.read(in: data) == nil)
        do {
            let (store, moved) = try Self.open(data, decks: decks, clock: clock)
            #expect(moved == 1)
            #expect(store.progress.bookmarks["v:new:new"] != nil && store.progress.bookmarks["v:old:old"] == nil)
            store.close()
        }
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 0 && !store.idMapState.isRead)
        #expect(store.progress.bookmarks["v:new:new"] != nil)
        // History from before the move may name old ids: it is read through the map.
        #expect(store.historyIDMap?.renamed["v:old:old"] == "v:new:new")
        store.close()
    }

    @Test("events an older version wrote after the record are moved at the next start")
    func eventsAfterTheRecordMove() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        try Self.open(data, decks: decks, clock: clock).store.close()
        do {
            let store = try ProgressStore(directory: data, clock: clock.closure) // the older version again
            try store.toggleBookmark("v:old:old")
            store.close()
        }
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 1)
        #expect(store.progress.bookmarks["v:new:new"] != nil && store.progress.bookmarks["v:old:old"] == nil)
        store.close()
    }

    @Test("another device's event under an old id, synced while the app is closed, is moved at the next start")
    func syncedOldEventMovesAtStart() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let other = root.url.appendingPathComponent("other")
        let clock = TestClock()
        try Self.open(data, decks: decks, clock: clock).store.close()
        do {
            let store = try ProgressStore(directory: other, clock: clock.closure) // a device on older decks
            try store.recordAnswer(itemID: "v:old:old", kind: .vocab, mode: .multipleChoice, isRight: false, at: clock.now)
            store.close()
        }
        // The sync tool puts its journal beside this device's.
        let journal = try #require(ProgressStore.journalFiles(in: other).first)
        try FileManager.default.copyItem(at: journal, to: data.appendingPathComponent(journal.lastPathComponent))
        clock.advance(by: 60)
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved >= 1)
        #expect(store.progress.mistakes["v:new:new"]?.wrongCount == 1 && store.progress.mistakes["v:old:old"] == nil)
        #expect(store.historyIDMap != nil)
        store.close()
    }

    @Test("another device's event under an old id, synced while the app runs, is moved at once and after")
    func syncedOldEventMovesDuringTheSession() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let folder = root.url.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        let store = try ProgressStore(directory: data, syncFolder: folder, clock: clock.closure)
        #expect(try store.applyItemIDMap(decksDirectory: decks) == 0)
        let learner = Learner(progress: store, settings: try SettingsStore(directory: root.url.appendingPathComponent("config")),
                              clock: clock.closure)
        do {
            let device = try ProgressStore(directory: root.url.appendingPathComponent("other"), syncFolder: folder, clock: clock.closure)
            try device.toggleBookmark("v:old:old")
            device.synchronize()
            device.close()
        }
        clock.advance(by: 60)
        #expect(learner.synchronize() == 1)
        #expect(store.progress.bookmarks["v:new:new"] != nil && store.progress.bookmarks["v:old:old"] == nil)
        store.close()
        let (reopened, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 0 && !reopened.idMapState.isRead)
        #expect(reopened.progress.bookmarks["v:new:new"] != nil)
        // The other device's history may name old ids.
        #expect(reopened.historyIDMap != nil)
        reopened.close()
    }

    @Test("new decks with another map are checked again")
    func newMapIsApplied() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        do {
            let (store, _) = try Self.open(data, decks: decks, clock: clock)
            try store.toggleBookmark("v:new:new")
            store.close()
        }
        let map = #"{"format": 1, "vocab": {"v:new:new": "v:newer:newer"}}"#
        try Data(map.utf8).write(to: decks.appendingPathComponent(ItemIDMap.fileName))
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 1)
        #expect(store.progress.bookmarks["v:newer:newer"] != nil)
        #expect(ItemIDMapRecord.read(in: data)?.layout == nil)
        store.close()
    }

    @Test("a damaged record counts as none: the map is read")
    func damagedRecordReadsTheMap() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        try Self.open(data, decks: decks, clock: clock).store.close()
        let url = data.appendingPathComponent(ItemIDMapRecord.fileName)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.prefix(text.count / 2).utf8).write(to: url) // torn by a crash
        #expect(ItemIDMapRecord.read(in: data) == nil)
        let (store, _) = try Self.open(data, decks: decks, clock: clock)
        #expect(store.idMapState.isRead)
        store.close()
        #expect(ItemIDMapRecord.read(in: data) != nil)
    }

    @Test("the record's text reads back as written")
    func recordRoundTrips() throws {
        let record = ItemIDMapRecord(fingerprint: 0xdead_beef_0123, layout: 2, historyIsCurrent: false,
                                     positions: ["a-b": 3, "anki-x y": 12])
        let read = try #require(ItemIDMapRecord.parse(record.text))
        #expect(read.fingerprint == record.fingerprint && read.layout == 2 && !read.historyIsCurrent && read.positions == record.positions)
        #expect(ItemIDMapRecord.parse(record.text + "position z\n") == nil)
        var stamped = record
        stamped.stamp = FileStamp(inode: 42, size: 127_000, modifiedSeconds: 1_795_000_000, modifiedNanoseconds: 123_456_789,
                                  changedSeconds: 1_795_000_001, changedNanoseconds: 0)
        #expect(try #require(ItemIDMapRecord.parse(stamped.text)).stamp == stamped.stamp)
        #expect(ItemIDMapRecord.parse(stamped.text + "stamp 1 2 3 4 5\n") == nil)
        #expect(ItemIDMapRecord.parse("") == nil)
    }

    @Test("the map file's stamp is recorded, and while it holds the map is not read to be fingerprinted")
    func unchangedStampSkipsReadingTheMap() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        // The decks were installed well before this start.
        let clock = TestClock(Date() + 60)
        try Self.open(data, decks: decks, clock: clock).store.close()
        var record = try #require(ItemIDMapRecord.read(in: data))
        let stamp = try #require(FileStamp(of: decks.appendingPathComponent(ItemIDMap.fileName)))
        #expect(record.stamp == stamp)
        // A fingerprint no file has: only a start that trusts the stamp finds the record current.
        record.fingerprint ^= 1
        record.write(in: data)
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 0)
        #expect(store.idMapState.confirmed?.fingerprint == record.fingerprint)
        store.close()
    }

    @Test("a map rewritten with the same size and modification time is read again")
    func rewrittenMapWithTheSameTimeIsRead() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock(Date() + 60)
        do {
            let (store, _) = try Self.open(data, decks: decks, clock: clock)
            try store.toggleBookmark("v:new:new")
            store.close()
        }
        #expect(ItemIDMapRecord.read(in: data)?.stamp != nil)
        // Same length, another rename, the old modification time put back (as `cp -p` would).
        let url = decks.appendingPathComponent(ItemIDMap.fileName)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        let old = try String(contentsOf: url, encoding: .utf8)
        let new = old.replacingOccurrences(of: #""v:old:old": "v:new:new""#, with: #""v:new:new": "v:nwe:nwe""#)
        #expect(new.utf8.count == old.utf8.count && new != old)
        try Data(new.utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        // The next session is later than the bookmark: the move folds after it.
        clock.advance(by: 60)
        let (store, moved) = try Self.open(data, decks: decks, clock: clock)
        #expect(moved == 1)
        #expect(store.progress.bookmarks["v:nwe:nwe"] != nil)
        store.close()
    }

    @Test("stats reads an unopened older directory through the map, and a recorded one without it")
    func statsReading() throws {
        let root = TemporaryDirectory()
        let decks = try Self.decks(in: root)
        let data = root.url.appendingPathComponent("data")
        let clock = TestClock()
        do {
            let store = try ProgressStore(directory: data, clock: clock.closure)
            try store.toggleBookmark("v:old:old")
            store.close()
        }
        let before = try ProgressStore.readWithoutLock(directory: data, decksDirectory: decks)
        #expect(before.progress.bookmarks["v:new:new"] != nil)
        #expect(before.historyIDMap != nil)
        try Self.open(data, decks: decks, clock: clock).store.close()
        let after = try ProgressStore.readWithoutLock(directory: data, decksDirectory: decks)
        #expect(after.progress.bookmarks["v:new:new"] != nil)
        #expect(after.historyIDMap != nil) // history from before the move still needs it

        let fresh = root.url.appendingPathComponent("fresh")
        do {
            let (store, _) = try Self.open(fresh, decks: decks, clock: clock)
            try store.toggleBookmark("v:new:new")
            store.close()
        }
        let read = try ProgressStore.readWithoutLock(directory: fresh, decksDirectory: decks)
        #expect(read.historyIDMap == nil && read.progress.bookmarks["v:new:new"] != nil)
    }
}
