import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Events arriving late are folded from the last checkpoint before them (`FoldCheckpoints`), and
/// what the learner sees is what folding every event from nothing gives: at start-up, in a running
/// app's sync, and again after each, with checkpoints overtaken by earlier late events left behind.
@Suite struct FoldCheckpointsTests {
    static let start = JournalFoldTests.start

    /// `count` events of `device`, every kind of change, the first at `time`.
    static func journal(of device: String, count: Int, from time: Date, using random: inout SeededRandom) -> [JournalEvent] {
        var events = JournalFoldTests.mixedJournal(of: device, count: count, using: &random)
        let shift = time.timeIntervalSince(events[0].time)
        for index in events.indices { events[index].time += shift }
        return events
    }

    static func wholeFold(_ events: [JournalEvent]) -> StudyProgress {
        ProgressReducer.fold(events, onto: StudyProgress(createdAt: events.map(\.time).min()!)).progress
    }

    /// A data directory whose device wrote `own` in `rounds` sessions (each closing with a
    /// snapshot, so a checkpoint).
    static func directory(own: [JournalEvent], rounds: Int) throws -> TemporaryDirectory {
        let temporary = TemporaryDirectory()
        try Data("desktop\n".utf8).write(to: temporary.url.appendingPathComponent(DeviceIdentity.fileName))
        let journal = JournalFile(url: temporary.url.appendingPathComponent("journal-desktop.jsonl"))
        let size = (own.count + rounds - 1) / rounds
        for part in stride(from: 0, to: own.count, by: size) {
            try journal.append(Array(own[part..<min(own.count, part + size)]))
            try ProgressStore(directory: temporary.url).close()
        }
        return temporary
    }

    @Test func eachSnapshotIsKeptAsACheckpointAndOlderOnesAreThinnedOut() throws {
        var random = SeededRandom(seed: 7)
        let own = Self.journal(of: "desktop", count: 120, from: Self.start, using: &random)
        let temporary = try Self.directory(own: own, rounds: 12)
        let entries = FoldCheckpoints(directory: temporary.url).entries()
        // The newest is the snapshot itself; the oldest (the first session's) is kept too.
        let size = try FileManager.default.attributesOfItem(atPath: temporary.url.appendingPathComponent("journal-desktop.jsonl").path)[.size] as! Int
        #expect(entries.first?.covered == size)
        #expect(entries.count >= 4 && entries.count < 12)
        #expect(entries.map(\.covered) == FoldCheckpoints.kept(entries.map(\.covered)))
    }

    /// Over a long life (a snapshot every few hundred events, of uneven sizes), the checkpoints
    /// kept stay few, and for an event any distance back there is one not much further back.
    @Test func keptCheckpointsStayFewAndAreCloseBehindAnyDistanceBack() {
        var random = SeededRandom(seed: 3)
        var covered: [Int] = []
        var total = 0
        let largestStep = 300_000
        for step in 1...3_000 {
            total += Int.random(in: 1_000...largestStep, using: &random)
            covered = FoldCheckpoints.kept([total] + covered)
            guard step % 100 == 0 else { continue }
            #expect(covered.count <= 2 * 8 + 2, "after \(step) snapshots: \(covered.count) kept")
            for distance in stride(from: 1, to: total, by: max(1, total / 500)) {
                // The newest checkpoint at least `distance` back (the oldest is the first snapshot).
                guard let chosen = covered.first(where: { total - $0 >= distance }) else { continue }
                #expect(total - chosen <= FoldCheckpoints.spread * distance + largestStep,
                        "\(distance) back: the checkpoint is \(total - chosen) back")
            }
        }
    }

    /// Another device's journal arrives at start-up, part of it older than this device's last
    /// snapshots: folded from a checkpoint before it (reading only the journal after it), the
    /// progress is the whole fold; again after the store wrote its snapshot and more of the other
    /// journal arrives late.
    @Test func startUpFoldsLateEventsFromACheckpointAsTheWholeFold() throws {
        var fromCheckpoint = 0
        for seed in 0..<60 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            let own = Self.journal(of: "desktop", count: 80, from: Self.start, using: &random)
            let temporary = try Self.directory(own: own, rounds: Int.random(in: 2...8, using: &random))
            // The other device studied during the last part of this one's sessions.
            let from = own[Int.random(in: 20..<79, using: &random)].time
            let other = Self.journal(of: "phone", count: Int.random(in: 1...30, using: &random), from: from, using: &random)
            let phone = JournalFile(url: temporary.url.appendingPathComponent("journal-phone.jsonl"))
            let cut = Int.random(in: 1...other.count, using: &random)
            for arrived in [Array(other[..<cut]), Array(other[cut...])] where !arrived.isEmpty {
                try phone.append(arrived)
                let received = own + other[..<(arrived.last!.id.sequence)]
                let loaded = ProgressStore.loadJournal(directory: temporary.url, device: "desktop", now: Self.start)
                #expect(loaded.fold.progress == Self.wholeFold(received), "seed \(seed)")
                if case .checkpoint(let read)? = loaded.lateFold {
                    fromCheckpoint += 1
                    #expect(read < SyncFolder.size(of: temporary.url.appendingPathComponent("journal-desktop.jsonl"))! + SyncFolder.size(of: phone.url)!)
                }
                // The app opening it takes the load in (its snapshot, checkpoints overtaken removed).
                let store = try ProgressStore(directory: temporary.url)
                #expect(store.progress == Self.wholeFold(received), "seed \(seed)")
                store.close()
            }
            let reopened = try ProgressStore(directory: temporary.url)
            #expect(reopened.progress == Self.wholeFold(own + other), "seed \(seed)")
            reopened.close()
        }
        #expect(fromCheckpoint > 30)
    }

    /// A running app pulling another device's journal from the sync folder, late: folded from a
    /// checkpoint, as the whole fold; a second device arriving later still, the same.
    @Test func aSyncWhileRunningFoldsLateEventsFromACheckpointAsTheWholeFold() throws {
        var fromCheckpoint = 0
        for seed in 0..<30 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            let own = Self.journal(of: "desktop", count: 60, from: Self.start, using: &random)
            let temporary = try Self.directory(own: own, rounds: 6)
            let shared = TemporaryDirectory()
            let folder = shared.url
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let store = try ProgressStore(directory: temporary.url, syncFolder: folder)
            var received = own
            for device in ["phone", "laptop"] {
                let other = Self.journal(of: device, count: Int.random(in: 1...20, using: &random),
                                         from: own[Int.random(in: 30..<59, using: &random)].time, using: &random)
                try JournalFile(url: folder.appendingPathComponent(SyncFolder.journalName(of: device))).append(other)
                received += other
                store.synchronize()
                #expect(store.progress == Self.wholeFold(received), "seed \(seed)")
            }
            fromCheckpoint += store.lateFoldCount
            store.close()
            let reopened = try ProgressStore(directory: temporary.url)
            #expect(reopened.progress == Self.wholeFold(received), "seed \(seed)")
            reopened.close()
        }
        #expect(fromCheckpoint > 20)
    }

    /// A checkpoint overtaken by a late event (one that came after it was written and sorts before
    /// its position: left behind by a version that kept none) is passed over: folding from it
    /// would lack that event.
    @Test func aCheckpointOvertakenByALateEventIsPassedOver() throws {
        var random = SeededRandom(seed: 11)
        let own = Self.journal(of: "desktop", count: 60, from: Self.start, using: &random)
        let temporary = try Self.directory(own: own, rounds: 6)
        let checkpoints = FoldCheckpoints(directory: temporary.url)
        let kept = try FileManager.default.contentsOfDirectory(atPath: checkpoints.folder.path).map { name in
            (name, try Data(contentsOf: checkpoints.folder.appendingPathComponent(name)))
        }
        let phone = JournalFile(url: temporary.url.appendingPathComponent("journal-phone.jsonl"))
        var first = ProgressEvent.bookmark(item: "v:a", on: true).journalEvent(id: .init(device: "phone", sequence: 1), time: own[15].time + 0.5)
        first.time = own[15].time + 0.5
        try phone.append([first])
        try ProgressStore(directory: temporary.url).close()
        // The checkpoints written before the first late event put back, as a version keeping none
        // would have left them.
        for (name, data) in kept where !FileManager.default.fileExists(atPath: checkpoints.folder.appendingPathComponent(name).path) {
            try data.write(to: checkpoints.folder.appendingPathComponent(name))
        }
        let overtaken = checkpoints.entries().filter { $0.milliseconds > FoldCheckpoints.milliseconds(first.time) }
        #expect(overtaken.count >= 2)
        let second = ProgressEvent.bookmark(item: "v:a", on: false).journalEvent(id: .init(device: "phone", sequence: 2),
                                                                                 time: own[45].time + 0.5)
        try phone.append([second])
        let loaded = ProgressStore.loadJournal(directory: temporary.url, device: "desktop", now: Self.start)
        #expect(loaded.fold.progress == Self.wholeFold(own + [first, second]))
        #expect(loaded.lateFold.map { if case .checkpoint = $0 { true } else { false } } == true)
        // The store taking it in removes the checkpoints written after the second late event.
        let store = try ProgressStore(directory: temporary.url)
        #expect(store.progress == Self.wholeFold(own + [first, second]))
        store.close()
        #expect(checkpoints.entries().dropFirst().allSatisfy { $0.milliseconds <= FoldCheckpoints.milliseconds(second.time) })
    }
}
