import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Opening the store does not wait for the snapshot to be decoded (issue 10, start-up): the load
/// runs on another thread, and whatever the learner does before it ends waits for it, so nothing
/// is lost or folded twice.
@Suite struct JournalLoadTests {
    let base = Date(timeIntervalSince1970: 1_795_000_000)

    func answers(_ count: Int, device: String) -> [JournalEvent] {
        (1...count).map { sequence in
            ProgressEvent.answer(item: "v:word\(sequence % 97):reading", kind: .vocab, mode: .multipleChoice, isRight: sequence % 4 != 0)
                .journalEvent(id: .init(device: device, sequence: sequence), time: base + Double(sequence))
        }
    }

    /// A data directory of device "a" with `count` answers in its journal and a snapshot of them.
    func learner(_ temporary: TemporaryDirectory, count: Int) throws -> [JournalEvent] {
        temporary.write("a\n", to: DeviceIdentity.fileName)
        let events = answers(count, device: "a")
        try JournalFile(url: temporary.file("journal-a.jsonl")).append(events)
        let first = try ProgressStore(directory: temporary.url, clock: { self.base + 10_000 })
        first.close()
        #expect(FileManager.default.fileExists(atPath: temporary.file(ProgressStore.snapshotFileName).path))
        return events
    }

    @Test func changesMadeAsSoonAsTheStoreOpensAreSavedAndFoldedOnce() throws {
        let temporary = TemporaryDirectory()
        let events = try learner(temporary, count: 3_000)
        let answeredAt = base + 20_000
        let store = try ProgressStore(directory: temporary.url, clock: { answeredAt }, loadingInBackgroundFrom: 0)
        // At once, whether or not the snapshot is decoded yet.
        try store.recordAnswer(itemID: "v:new:reading", kind: .vocab, mode: .typedReading, isRight: false, at: answeredAt)
        try store.toggleBookmark("v:word3:reading")
        #expect(store.isLoaded)
        let expected = ProgressReducer.fold(events + [
            ProgressEvent.answer(item: "v:new:reading", kind: .vocab, mode: .typedReading, isRight: false)
                .journalEvent(id: .init(device: "a", sequence: 3_001), time: answeredAt),
            ProgressEvent.bookmark(item: "v:word3:reading", on: true)
                .journalEvent(id: .init(device: "a", sequence: 3_002), time: answeredAt),
        ], onto: StudyProgress(createdAt: base + 1)).progress
        #expect(store.progress.mistakes == expected.mistakes)
        #expect(store.progress.srs == expected.srs)
        #expect(store.progress.bookmarks == expected.bookmarks)
        store.close()

        // Both changes are in the journal, numbered after the events before them, and a new start
        // (from the snapshot written on closing) shows the same progress.
        let read = JournalFile(url: temporary.file("journal-a.jsonl")).read()
        #expect(read.events.count == 3_002)
        #expect(read.events.suffix(2).map(\.id.sequence) == [3_001, 3_002])
        let again = try ProgressStore(directory: temporary.url, clock: { answeredAt }, loadingInBackgroundFrom: 0)
        defer { again.close() }
        #expect(again.progress.mistakes == expected.mistakes)
        #expect(again.progress.srs == expected.srs)
        #expect(again.progress.bookmarks == expected.bookmarks)
        #expect(again.recoveryNotices.isEmpty)
    }

    @Test func waitingForTheLoadGivesWhatReadingTheProgressGives() throws {
        let temporary = TemporaryDirectory()
        let events = try learner(temporary, count: 500)
        let store = try ProgressStore(directory: temporary.url, clock: { self.base + 20_000 }, loadingInBackgroundFrom: 0)
        defer { store.close() }
        store.waitUntilLoaded()
        #expect(store.isLoaded)
        let whole = ProgressReducer.fold(events, onto: StudyProgress(createdAt: base + 1)).progress
        #expect(store.progress.mistakes == whole.mistakes)
        #expect(store.progress.srs == whole.srs)
    }

    /// A start-up step that needs the whole progress, asked for before the load ends, runs once,
    /// on the loaded progress, before the first use of it goes on.
    @Test func stepsWaitingForTheLoadRunOnceOnTheLoadedProgress() throws {
        let temporary = TemporaryDirectory()
        _ = try learner(temporary, count: 400)
        let store = try ProgressStore(directory: temporary.url, clock: { self.base + 20_000 }, loadingInBackgroundFrom: 0)
        defer { store.close() }
        var seen: [Int] = []
        store.whenLoaded { loaded in
            seen.append(loaded.progress.srs.count)
            _ = try? loaded.toggleBookmark("v:word1:reading")
        }
        #expect(store.progress.isBookmarked("v:word1:reading"))
        #expect(seen == [97])
        store.whenLoaded { seen.append($0.progress.srs.count) }
        #expect(seen == [97, 97])
    }

    /// A small data directory is read before the store is returned (no thread, nothing to wait for).
    @Test func aSmallDataDirectoryIsReadAtOnce() throws {
        let temporary = TemporaryDirectory()
        _ = try learner(temporary, count: 50)
        #expect(ProgressStore.bytesToLoad(in: temporary.url) < ProgressStore.backgroundLoadBytes)
        let store = try ProgressStore(directory: temporary.url, clock: { self.base + 20_000 })
        defer { store.close() }
        #expect(store.isLoaded)
        #expect(store.progress.srs.count == 50)
    }
}
