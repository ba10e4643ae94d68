import Foundation
import MainichiCore
import Testing

/// `mainichi sync` and `mainichi backup`, run as a learner would from a shell.
@Suite("mainichi sync and backup")
struct SyncCommandTests {
    private func mainichi(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments + ["--data-dir", directory.path],
                              environment: ["MAINICHI_DECKS": OptimizeCommandTests.decks, "TZ": "UTC"])
    }

    @Test("Two data directories sharing a folder see each other's progress; status lists both devices")
    func twoDirectoriesShareAFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let laptop = root.appendingPathComponent("laptop")
        let desktop = root.appendingPathComponent("desktop")
        let store = try ProgressStore(directory: laptop)
        try store.toggleBookmark("v:a")
        store.close()

        let missing = try mainichi(["sync", "--folder", root.appendingPathComponent("nope").path], in: laptop)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("nope is not a directory"))
        #expect(try mainichi(["sync", "--folder", folder.path], in: laptop).status == 0)
        let joined = try mainichi(["sync", "--folder", folder.path], in: desktop)
        #expect(joined.status == 0, "\(joined.standardError)")
        #expect(joined.standardOutput.contains("1 new events came from other devices"))
        let reopened = try ProgressStore(directory: desktop)
        #expect(reopened.progress.isBookmarked("v:a"))
        reopened.close()

        let status = try mainichi(["sync", "status"], in: laptop)
        #expect(status.status == 0)
        let laptopID = try #require(DeviceIdentity.read(in: laptop))
        let desktopID = try #require(DeviceIdentity.read(in: desktop))
        #expect(status.standardOutput.contains("\(laptopID) (this device): 1 events"))
        #expect(status.standardOutput.contains("\(desktopID): 0 events"))
        #expect(status.standardOutput.contains("This device's journal is fully written to the folder."))
        #expect(try mainichi(["sync", "--off"], in: laptop).standardOutput.contains("Sync is off"))
        #expect(try mainichi(["sync", "status"], in: laptop).standardOutput.contains("Sync is off"))
    }

    @Test("Your decks travel through the folder: the other machine gets the same deck with the same items (same export GUIDs)")
    func decksTravel() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-decksync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let laptop = root.appendingPathComponent("laptop")
        let desktop = root.appendingPathComponent("desktop")
        #expect(try mainichi(["deck", "create", "Manga words"], in: laptop).status == 0)
        let file = root.appendingPathComponent("words.tsv")
        try "word\treading\tmeaning\n魔法\tまほう\tmagic\n猫耳\tねこみみ\tcat ears\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try mainichi(["import", file.path, "--deck", "manga-words"], in: laptop).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: laptop).status == 0)
        let joined = try mainichi(["sync", "--folder", folder.path], in: desktop)
        #expect(joined.status == 0, "\(joined.standardError)")
        let list = try mainichi(["deck", "list"], in: desktop).standardOutput
        #expect(list.split(separator: "\n").contains { $0.hasPrefix("manga-words") && $0.contains(" 2 ") }, "\(list)")
        let there = try mainichi(["export", "manga-words"], in: desktop)
        let here = try mainichi(["export", "manga-words"], in: laptop)
        #expect(there.status == 0 && !there.standardOutput.isEmpty)
        #expect(there.standardOutput == here.standardOutput)
    }

    @Test("backup restore brings back a day's copy, and refuses while the data is in use")
    func restoreABackup() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-backup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ProgressStore(directory: directory)
        try store.toggleBookmark("v:kept")
        store.close()
        let list = try mainichi(["backup", "list"], in: directory)
        let date = try #require(DailyBackup.list(in: directory).first?.date)
        #expect(list.standardOutput.contains(date))

        let later = try ProgressStore(directory: directory)
        try later.toggleBookmark("v:kept")
        let refused = try mainichi(["backup", "restore", date], in: directory)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("close it first"))
        later.close()

        let restored = try mainichi(["backup", "restore", date], in: directory)
        #expect(restored.status == 0, "\(restored.standardError)")
        #expect(restored.standardOutput.contains("The state before is kept as"))
        let reopened = try ProgressStore(directory: directory)
        #expect(reopened.progress.isBookmarked("v:kept"))
        reopened.close()
        let unknown = try mainichi(["backup", "restore", "1999-01-01"], in: directory)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no backup of 1999-01-01"))
    }

    /// Audit F15: a damaged backup said "open mainichi once to move it aside and restore the
    /// backup" (the app does nothing to backups), and one from a newer version was called damaged.
    @Test("backup restore of a damaged or newer backup says which, and changes nothing")
    func restoreAnUnusableBackup() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-backup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try ProgressStore(directory: directory)
        try store.toggleBookmark("v:kept")
        store.close()
        let entry = try #require(DailyBackup.list(in: directory).first)
        let journal = try #require(ProgressStore.journalFiles(in: directory).first)
        let lines = try String(contentsOf: journal, encoding: .utf8)

        try Data(repeating: 0, count: 512).write(to: entry.url)
        let damaged = try mainichi(["backup", "restore", entry.date], in: directory)
        #expect(damaged.status == 1)
        #expect(damaged.standardError.contains("the backup of \(entry.date) cannot be restored"))
        #expect(damaged.standardError.contains("only zero bytes"))
        #expect(!damaged.standardError.contains("open mainichi once"))

        // A version-3 file: the header every version keeps, over a payload this one cannot read.
        let payload: [UInt8] = [1, 2, 3, 4]
        var bytes = Array("MNJSNAP\n".utf8) + [3, 0, 0, 0] + [4, 0, 0, 0, 0, 0, 0, 0]
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(payload.count)
        for byte in payload { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: hash >> (8 * UInt64(index)))) }
        try Data(bytes + payload).write(to: entry.url)
        let newer = try mainichi(["backup", "restore", entry.date], in: directory)
        #expect(newer.status == 1)
        #expect(newer.standardError.contains("written by a newer mainichi (snapshot version 3)"), "\(newer.standardError)")
        #expect(try String(contentsOf: journal, encoding: .utf8) == lines)
    }
}
