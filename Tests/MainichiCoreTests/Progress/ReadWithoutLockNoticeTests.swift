import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// What `ProgressStore.readWithoutLock` (`mainichi stats`, `mine`, `export`) says about what it
/// read is data, not English: the file, the line, what was wrong, for the caller to word.
@Suite struct ReadWithoutLockNoticeTests {
    /// A directory from before the journal with `progress` in progress.json.
    private func legacyDirectory(_ progress: StudyProgress, file: String = "progress.json") throws -> TemporaryDirectory {
        let temporary = TemporaryDirectory()
        try ProgressCodec.encode(progress).write(to: temporary.file(file))
        return temporary
    }

    @Test("A journal line that cannot be read comes back as the journal's file name, the line and what was wrong")
    func skippedJournalLine() throws {
        let temporary = TemporaryDirectory()
        let lines = [
            #"{"id":"0123456789ab:1","time":1795926695.658,"type":"bookmark","item":"v:おはよう:おはよう","on":true}"#,
            #"{"broken"#,
            #"{"id":"0123456789ab:2","time":1795926696.658,"type":"bookmark","item":"v:先生:せんせい","on":true}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: temporary.file("journal-0123456789ab.jsonl"))
        let read = try ProgressStore.readWithoutLock(directory: temporary.url)
        #expect(read.notices == [.journal(LogWarning(file: "journal-0123456789ab.jsonl", line: 2, kind: .unreadableLine))])
        // The lines either side are still read.
        #expect(read.progress.bookmarks.count == 2)
    }

    @Test("Values out of range in progress.json come back as the file, how many and the first, left unrepaired")
    func valuesOutOfRange() throws {
        let temporary = try legacyDirectory(StudyProgress(createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
        let url = temporary.file("progress.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        object["createdAt"] = 1e300
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        let read = try ProgressStore.readWithoutLock(directory: temporary.url)
        guard case .outOfRange(let file, let count, _) = try #require(read.notices.first), read.notices.count == 1 else {
            Issue.record("expected one out-of-range notice: \(read.notices)")
            return
        }
        #expect(file == "progress.json")
        #expect(count == 1)
        // Nothing is written: the file is as it was.
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] != nil)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("1e+300"))
    }

    @Test("A missing progress.json read from its backup comes back naming both files")
    func readFromBackup() throws {
        var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 1_795_000_000))
        progress.bookmarks["v:猫:ねこ"] = Date(timeIntervalSince1970: 1_795_000_100)
        let temporary = try legacyDirectory(progress, file: ProgressStore.backupFileName)
        let read = try ProgressStore.readWithoutLock(directory: temporary.url)
        #expect(read.notices == [.readFromBackup(file: "progress.json", backup: ProgressStore.backupFileName)])
        #expect(read.progress.bookmarks.count == 1)
    }

    @Test("Progress read as saved has no notice")
    func nothingToSay() throws {
        let temporary = try legacyDirectory(StudyProgress(createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
        #expect(try ProgressStore.readWithoutLock(directory: temporary.url).notices.isEmpty)
    }

    @Test("A damaged line after the snapshot is named by its line in the whole journal, not in the part read after the snapshot")
    func lineAfterTheSnapshotCountsFromTheFileStart() throws {
        let temporary = TemporaryDirectory()
        let store = try ProgressStore(directory: temporary.url)
        for id in ["v:猫:ねこ", "v:犬:いぬ", "k:日"] { try store.toggleBookmark(id) }
        let journal = store.journalURL
        store.close() // writes a snapshot covering the journal's lines so far
        let linesBefore = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").count
        #expect(linesBefore >= 3)
        let handle = try FileHandle(forWritingTo: journal)
        handle.seekToEndOfFile()
        handle.write(Data("{\"broken\n".utf8))
        try handle.close()
        let read = try ProgressStore.readWithoutLock(directory: temporary.url)
        let lines = read.notices.compactMap { notice -> Int? in
            if case .journal(let warning) = notice { return warning.line }
            return nil
        }
        #expect(lines == [linesBefore + 1], "\(read.notices)")
    }
}
