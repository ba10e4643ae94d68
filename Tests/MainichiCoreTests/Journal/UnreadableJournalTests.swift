import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// F5 and F9 of the third reliability audit: a journal that cannot be read (a directory, a FIFO,
/// /dev/zero in its place) must stop the start with an error naming it, never show as empty
/// progress, hang or fill memory; a FIFO in place of the snapshot or a backup is damage, not a hang.
@Suite struct UnreadableJournalTests {
    /// A data directory with one bookmark saved, and its journal.
    func directoryWithProgress(_ temporary: TemporaryDirectory) throws -> (data: URL, journal: URL) {
        let data = temporary.file("data")
        let store = try ProgressStore(directory: data)
        try store.toggleBookmark("v:本:ほん")
        let journal = store.journalURL
        store.close()
        return (data, journal)
    }

    /// Replaces `url` by what `make` puts there.
    func replace(_ url: URL, _ make: (String) -> Int32) throws {
        try FileManager.default.removeItem(at: url)
        #expect(make(url.path) == 0)
    }

    func expectUnreadable(_ data: URL, journal: URL, reason: String) {
        #expect {
            _ = try ProgressStore(directory: data)
        } throws: { error in
            guard case StorageError.unreadable(let path, let why) = error else { return false }
            return path == journal.path && why.contains(reason)
        }
        #expect {
            _ = try ProgressStore.readWithoutLock(directory: data)
        } throws: { error in
            guard case StorageError.unreadable(let path, let why) = error else { return false }
            return path == journal.path && why.contains(reason)
        }
    }

    @Test("A directory in place of the journal stops the start, naming the file and the reason")
    func aDirectoryJournalIsAnError() throws {
        let temporary = TemporaryDirectory()
        let (data, journal) = try directoryWithProgress(temporary)
        unlink(data.appendingPathComponent(ProgressStore.snapshotFileName).path)
        try replace(journal) { mkdir($0, 0o700) }
        expectUnreadable(data, journal: journal, reason: "it is not a regular file (it is a directory)")
        #expect(StorageError.unreadable(path: journal.path, reason: "x").description.hasPrefix("cannot read \(journal.path)"))
    }

    @Test("A FIFO or /dev/zero in place of the journal is an error at once, not a hang or a memory blow-up")
    func aFIFOOrDeviceJournalIsAnError() throws {
        let temporary = TemporaryDirectory()
        let (data, journal) = try directoryWithProgress(temporary)
        try replace(journal) { mkfifo($0, 0o600) }
        expectUnreadable(data, journal: journal, reason: "a FIFO")
        #expect(JournalFile(url: journal).read().warnings.map(\.kind) == [.notRegularFile])
        try replace(journal) { symlink("/dev/zero", $0) }
        expectUnreadable(data, journal: journal, reason: "a device")
        #expect(JournalFile(url: journal).bytes().isEmpty)
    }

    @Test("A FIFO in place of snapshot.bin is damage: progress is rebuilt from the journal with a notice")
    func aFIFOSnapshotIsRebuilt() throws {
        let temporary = TemporaryDirectory()
        let (data, _) = try directoryWithProgress(temporary)
        try replace(data.appendingPathComponent(ProgressStore.snapshotFileName)) { mkfifo($0, 0o600) }
        let store = try ProgressStore(directory: data)
        #expect(store.progress.isBookmarked("v:本:ほん"))
        #expect(store.recoveryNotices.contains(.snapshotDamaged(file: ProgressStore.snapshotFileName,
                                                                reason: "it is not a regular file (it is a FIFO)")))
        store.close()
        var info = stat()
        #expect(stat(data.appendingPathComponent(ProgressStore.snapshotFileName).path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test("A FIFO among the daily backups is listed as unreadable and cannot be restored; start-up does not wait on it")
    func aFIFOBackupIsNeverOpenedForGood() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let (data, _) = try directoryWithProgress(temporary)
        let folder = DailyBackup.folder(in: data)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let date = DailyBackup.localDate(clock.now + 86_400)
        #expect(mkfifo(folder.appendingPathComponent("snapshot-\(date).bin").path, 0o600) == 0)
        clock.advance(by: 86_400)
        let store = try ProgressStore(directory: data, clock: clock.closure)
        let entry = try #require(DailyBackup.list(in: data).first { $0.date == date })
        #expect(entry.updatedAt == nil)
        #expect(throws: StorageError.damaged(path: entry.url.path, reason: "it is not a readable snapshot")) { try store.restore(entry) }
        store.close()
    }

    @Test("A snapshot larger than any mainichi writes is damage, read no further")
    func anOversizedSnapshotIsDamage() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("snapshot.bin")
        let fd = open(url.path, O_WRONLY | O_CREAT, 0o600)
        #expect(ftruncate(fd, off_t(JournalSnapshot.maximumBytes) + 1) == 0)
        close(fd)
        guard case .damaged(let reason) = JournalSnapshot.read(url) else { Issue.record("read as a snapshot"); return }
        #expect(reason.contains("more than the \(JournalSnapshot.maximumBytes)"))
    }
}
