import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Snapshots of the journal of issue 10 (not wired into the app yet).
@Suite struct JournalSnapshotTests {
    let base = Date(timeIntervalSince1970: 1_795_000_000)

    func events(device: String, count: Int, from first: Int = 1) -> [JournalEvent] {
        (first..<(first + count)).map { sequence in
            ProgressEvent.answer(item: "k:\(sequence % 7)", kind: .kanji, mode: .flashcard, isRight: sequence % 3 == 0)
                .journalEvent(id: .init(device: device, sequence: sequence), time: base + Double(sequence))
        }
    }

    @Test func aSnapshotPlusTheTailIsTheWholeFold() throws {
        let temporary = TemporaryDirectory()
        let all = events(device: "a", count: 40)
        let url = temporary.file("snapshot.json")
        try JournalSnapshot.rebuild(from: Array(all.prefix(25)), createdAt: base).write(to: url)
        guard case .loaded(let snapshot) = JournalSnapshot.read(url) else {
            Issue.record("the snapshot did not load")
            return
        }
        #expect(snapshot.positions == ["a": 25])
        // Reading the whole journal again folds only what the snapshot does not cover.
        let resumed = snapshot.folding(all)
        let whole = JournalSnapshot.rebuild(from: all, createdAt: base)
        #expect(resumed.positions == ["a": 40])
        #expect(resumed.progress.mistakes == whole.progress.mistakes)
        #expect(resumed.progress.srs == whole.progress.srs)
    }

    @Test func aDamagedSnapshotIsRebuiltFromTheJournals() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.write(#"{"snapshotVersion":1,"schemaVersion":2,"createdAt":0"#, to: "snapshot.json")
        guard case .damaged = JournalSnapshot.read(url) else {
            Issue.record("a torn snapshot was not called damaged")
            return
        }
        let journal = events(device: "a", count: 10) + events(device: "b", count: 5)
        let rebuilt = JournalSnapshot.rebuild(from: journal, createdAt: base)
        #expect(rebuilt.positions == ["a": 10, "b": 5])
        try rebuilt.write(to: url)
        guard case .loaded(let loaded) = JournalSnapshot.read(url) else {
            Issue.record("the rebuilt snapshot did not load")
            return
        }
        #expect(loaded.progress.mistakes == rebuilt.progress.mistakes)
    }

    @Test func aSnapshotFromANewerVersionIsNeverOverwritten() throws {
        let temporary = TemporaryDirectory()
        let text = #"{"snapshotVersion":2,"somethingNew":true}"#
        let url = temporary.write(text, to: "snapshot.json")
        guard case .newer(let version) = JournalSnapshot.read(url) else {
            Issue.record("a newer snapshot was not recognised")
            return
        }
        #expect(version == 2)
        #expect(throws: StorageError.newerSchema(path: url.path, version: 2)) {
            try JournalSnapshot(progress: StudyProgress(createdAt: base)).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }
}
