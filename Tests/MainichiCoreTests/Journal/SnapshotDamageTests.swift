import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Snapshots that pass the checksum but cannot be true (audit F8), headers that only look newer
/// (F7), and the reason given for a damaged binary file (F15): each is damage, the store rebuilds
/// from the journal with a notice, and nothing unreadable is copied into the daily backups.
@Suite struct SnapshotDamageTests {
    static let base = SnapshotBinaryCodecTests.base

    /// The snapshot written as a file with a valid header and checksum, whatever its values.
    static func encoded(_ snapshot: JournalSnapshot) -> [UInt8] {
        SnapshotBinaryCodec.encode(snapshot, version: JournalSnapshot.currentVersion)
    }

    static func card(_ change: (inout SRSCard) -> Void) -> JournalSnapshot {
        var snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        change(&snapshot.progress.srs["v:猫:ねこ"]!)
        return snapshot
    }

    /// The audit's crafted values (`crafted.py`), each in an otherwise whole snapshot.
    static let outOfRange: [(String, JournalSnapshot)] = {
        var cases: [(String, JournalSnapshot)] = [
            ("step -1", card { $0.step = -1 }),
            ("stability 0", card { $0.stability = 0 }),
            ("stability -5", card { $0.stability = -5 }),
            ("stability 1e308", card { $0.stability = 1e308 }),
            ("difficulty 11", card { $0.difficulty = 11 }),
            ("reviewCount Int.max", card { $0.reviewCount = .max }),
            ("reviewCount -1", card { $0.reviewCount = -1 }),
        ]
        var snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.progress.activity["2026-11-24"] = DailyActivity(newItems: .max, reviews: 0)
        cases.append(("activity Int.max", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.progress.activity["2026-11-24"] = DailyActivity(newItems: 0, reviews: .min)
        cases.append(("activity Int.min", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.positions["a1"] = .max
        cases.append(("own position Int.max", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.through = FoldPosition(time: base, id: .init(device: "b2", sequence: .max))
        cases.append(("fold position Int.max", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.progress.mistakes["v:水:みず"]!.wrongCount = .max
        cases.append(("wrongCount Int.max", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.progress.dayResults["jlpt-vocab-n5:1"]!.testCount = -3
        cases.append(("testCount -3", snapshot))
        snapshot = SnapshotBinaryCodecTests.fullSnapshot()
        snapshot.progress.dayLayout = -1
        cases.append(("dayLayout -1", snapshot))
        return cases
    }()

    @Test func valuesOutOfRangeAreDamage() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        for (name, snapshot) in Self.outOfRange {
            try Data(Self.encoded(snapshot)).write(to: url)
            guard case .damaged(let reason) = JournalSnapshot.read(url) else {
                Issue.record("\(name) was read as a snapshot")
                continue
            }
            #expect(reason.contains("out of range"), "\(name): \(reason)")
        }
    }

    /// Counts of 2^40 and 2^50 entries once reserved terabytes ("failed to allocate").
    @Test func aCountLargerThanTheFileIsDamage() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        let empty = Self.encoded(JournalSnapshot(progress: StudyProgress(createdAt: Self.base)))
        var payload = Array(empty[SnapshotBinaryCodec.headerSize...])
        // An empty snapshot ends with eight zero counts: bookmarks, days, mistakes, cards,
        // activity, slips, suspended, day layout.
        #expect(payload.suffix(8) == [0, 0, 0, 0, 0, 0, 0, 0])
        for (collection, fromEnd) in [("bookmarks", 8), ("cards", 5), ("slips", 3)] {
            for power: UInt64 in [40, 50] {
                var leb: [UInt8] = []
                var rest = UInt64(1) << power
                while rest >= 0x80 { leb.append(UInt8(truncatingIfNeeded: rest) | 0x80); rest >>= 7 }
                leb.append(UInt8(rest))
                var crafted = payload
                let at = crafted.count - fromEnd
                crafted.replaceSubrange(at...at, with: leb)
                try Data(SnapshotBinaryCodecTests.file(version: JournalSnapshot.currentVersion, payload: crafted)).write(to: url)
                guard case .damaged(let reason) = JournalSnapshot.read(url) else {
                    Issue.record("\(collection) counted 2^\(power) was read as a snapshot")
                    continue
                }
                #expect(reason.contains("larger than the file"), "\(collection) 2^\(power): \(reason)")
            }
        }
        payload = Array(empty[SnapshotBinaryCodec.headerSize...])
        try Data(SnapshotBinaryCodecTests.file(version: JournalSnapshot.currentVersion, payload: payload)).write(to: url)
        guard case .loaded = JournalSnapshot.read(url) else {
            Issue.record("the empty snapshot did not load")
            return
        }
    }

    /// The store opens on such a snapshot every launch: it rebuilds from the journal with a
    /// notice, and the next change is saved (a card's review count and this device's position
    /// at Int.max once trapped on it).
    @Test(arguments: ["reviewCount", "position", "activity"])
    func theStoreRebuildsFromTheJournalAndGoesOn(value: String) throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let expected = try SnapshotBinaryCodecTests.studiedDirectory(temporary, clock: clock)
        let url = temporary.file(ProgressStore.snapshotFileName)
        guard case .loaded(var snapshot) = JournalSnapshot.read(url) else {
            Issue.record("no snapshot written")
            return
        }
        switch value {
        case "reviewCount": snapshot.progress.srs["k:日"]!.reviewCount = .max
        case "position": snapshot.positions = snapshot.positions.mapValues { _ in .max }
        default: snapshot.progress.activity = snapshot.progress.activity.mapValues { _ in DailyActivity(newItems: .max, reviews: .max) }
        }
        try Data(Self.encoded(snapshot)).write(to: url)

        let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { store.close() }
        #expect(store.recoveryNotice?.hasPrefix("snapshot.bin was damaged (") == true)
        #expect(store.recoveryNotice?.contains("out of range") == true)
        #expect(store.progress == expected)
        clock.advance(by: 86_400 * 2)
        let before = try #require(store.progress.srs["k:日"]?.reviewCount)
        let card = FSRSScheduler().review(store.progress.srs["k:日"]!, of: "k:日", rating: .good, at: clock.now)
        try store.recordReview(of: "k:日", card: card, wasNew: false, calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!))
        try store.toggleBookmark("k:月")
        #expect(store.progress.srs["k:日"]?.reviewCount == before + 1)
        guard case .loaded(let rewritten) = JournalSnapshot.read(url) else {
            Issue.record("the damaged snapshot was not replaced")
            return
        }
        #expect(rewritten.positions[store.device] ?? 0 < 100)
    }

    // MARK: - F7: a damaged header is not a newer version

    @Test func anImplausibleVersionIsADamagedHeader() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        let payload = Array(Self.encoded(SnapshotBinaryCodecTests.fullSnapshot())[SnapshotBinaryCodec.headerSize...])
        for version in [1_623_951_710, 0xFFFF_FFFF, JournalSnapshot.newestPlausibleVersion + 1] {
            try Data(SnapshotBinaryCodecTests.file(version: version, payload: payload)).write(to: url)
            guard case .damaged(let reason) = JournalSnapshot.read(url) else {
                Issue.record("version \(version) was not called damaged")
                continue
            }
            #expect(reason.contains("header is damaged"))
            // Not protected as a newer file: this version writes over it.
            try JournalSnapshot(progress: StudyProgress(createdAt: Self.base)).write(to: url)
            guard case .loaded = JournalSnapshot.read(url) else {
                Issue.record("the damaged file was not replaced")
                continue
            }
        }
        // A newer version whose length or checksum does not match its header: damaged too.
        var newer = SnapshotBinaryCodecTests.file(version: JournalSnapshot.currentVersion + 1, payload: payload)
        newer[newer.count - 3] ^= 0x5A
        try Data(newer).write(to: url)
        guard case .damaged = JournalSnapshot.read(url) else {
            Issue.record("a newer header over a damaged payload was not called damaged")
            return
        }
        // A JSON snapshot naming an implausible version.
        let json = temporary.write(#"{"snapshotVersion":1623951710}"#, to: "snapshot.json")
        guard case .damaged(let reason) = JournalSnapshot.read(json) else {
            Issue.record("an implausible JSON snapshotVersion was not called damaged")
            return
        }
        #expect(reason.contains("1623951710"))
    }

    @Test func theStoreReplacesADamagedHeaderInsteadOfCallingItNewer() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        let expected = try SnapshotBinaryCodecTests.studiedDirectory(temporary, clock: clock)
        let url = temporary.file(ProgressStore.snapshotFileName)
        var bytes = try [UInt8](Data(contentsOf: url))
        bytes.replaceSubrange(8..<12, with: [0x5E, 0x89, 0xCB, 0x60]) // version 1623951710
        try Data(bytes).write(to: url)
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            #expect(store.recoveryNotice?.hasPrefix("snapshot.bin was damaged (its header is damaged") == true)
            #expect(store.progress == expected)
            store.close()
        }
        let again = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { again.close() }
        #expect(again.recoveryNotice == nil)
    }

    // MARK: - Daily backups keep only readable snapshots

    @Test func aSnapshotNotLoadedIsNeverCopiedIntoTheBackups() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        _ = try SnapshotBinaryCodecTests.studiedDirectory(temporary, clock: clock)
        let url = temporary.file(ProgressStore.snapshotFileName)
        let payload = Array(try [UInt8](Data(contentsOf: url))[SnapshotBinaryCodec.headerSize...])
        let backups = DailyBackup.folder(in: temporary.url)
        // From a newer mainichi: left alone, and not copied on a new day.
        let newer = SnapshotBinaryCodecTests.file(version: JournalSnapshot.currentVersion + 1, payload: payload + [9])
        try Data(newer).write(to: url)
        try? FileManager.default.removeItem(at: backups)
        clock.advance(by: 86_400 * 3)
        do {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            #expect(store.recoveryNotices.contains { if case .snapshotNewer = $0 { true } else { false } })
            store.close()
        }
        #expect(DailyBackup.list(in: temporary.url).isEmpty)
        #expect(try [UInt8](Data(contentsOf: url)) == newer)
        // A damaged file is never copied by `keep` (the store writes a whole one first).
        try Data(repeating: 0, count: 300).write(to: url)
        #expect(!DailyBackup.keep(url, date: "2026-11-29", in: temporary.url))
        #expect(DailyBackup.list(in: temporary.url).isEmpty)
    }

    // MARK: - F15: the reason for a damaged binary snapshot

    @Test func aDamagedBinarySnapshotIsNotCalledInvalidJSON() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        var badMagic = Self.encoded(SnapshotBinaryCodecTests.fullSnapshot())
        badMagic[3] = UInt8(ascii: "X")
        var random = SystemRandomNumberGenerator()
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "it is empty"),
            ("zeros", [UInt8](repeating: 0, count: 4096), "only zero bytes"),
            ("bad magic", badMagic, "header is damaged"),
            ("random", [0xB7] + (0..<500).map { _ in UInt8.random(in: 0x80...0xFF, using: &random) }, "not a mainichi snapshot"),
        ]
        for (name, bytes, expected) in cases {
            try Data(bytes).write(to: url)
            guard case .damaged(let reason) = JournalSnapshot.read(url) else {
                Issue.record("\(name) was not called damaged")
                continue
            }
            #expect(reason.contains(expected), "\(name): \(reason)")
            #expect(!reason.contains("JSON") || reason.contains("neither"), "\(name): \(reason)")
        }
        // A broken JSON snapshot still says so.
        try Data(#"{"snapshotVersion":1,"#.utf8).write(to: url)
        guard case .damaged(let reason) = JournalSnapshot.read(url) else {
            Issue.record("broken JSON was not called damaged")
            return
        }
        #expect(reason == "it is not valid JSON")
    }
}
