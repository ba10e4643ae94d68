import Foundation
import MainichiCore
import TestSupport
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
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-sync")
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
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-decksync")
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

    @Test("A deck deleted on A and renamed on B afterwards comes back on A, and sync says so (issue 22)")
    func aDeckChangedAfterItsDeletionComesBack() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-sync")
        let folder = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (a, b) = (root.appendingPathComponent("a"), root.appendingPathComponent("b"))
        #expect(try mainichi(["deck", "create", "Manga words"], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: b).status == 0)
        #expect(try mainichi(["deck", "delete", "manga-words"], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        // Later on B, which has not heard of the deletion.
        #expect(try mainichi(["deck", "rename", "manga-words", "Manga words 2"], in: b).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: b).status == 0)
        let back = try mainichi(["sync", "--folder", folder.path], in: a)
        #expect(back.standardOutput.contains("A deleted deck came back: \"Manga words 2\" (manga-words) was deleted on this device"))
        #expect(try mainichi(["deck", "list"], in: a).standardOutput.contains("Manga words 2"))
    }

    /// Issue 22: the deck that came back was said only on the machine that deleted it, and a
    /// setting changed on the other machine arrived silently. Now each machine is told once.
    @Test("A deck that came back is said on both machines, and days off taken on A are said on B, once each")
    func bothMachinesAreToldOnce() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-sync")
        let folder = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (a, b) = (root.appendingPathComponent("a"), root.appendingPathComponent("b"))
        #expect(try mainichi(["deck", "create", "Manga words"], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        let joined = try mainichi(["sync", "--folder", folder.path], in: b)
        #expect(joined.status == 0 && !joined.standardOutput.contains("came back") && !joined.standardOutput.contains("Settings changed"))
        let (aID, bID) = (try #require(DeviceIdentity.read(in: a)), try #require(DeviceIdentity.read(in: b)))

        // A deletes the deck and takes three days off; B, before it hears of it, renames the deck.
        #expect(try mainichi(["deck", "delete", "manga-words"], in: a).status == 0)
        let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let start = utc.stamp(ofDay: utc.day(of: Date()) + 10)
        let vacation = try mainichi(["vacation", "--from", start, "--days", "3"], in: a)
        #expect(vacation.status == 0, "\(vacation.standardError)")
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        #expect(try mainichi(["deck", "rename", "manga-words", "Manga words 2"], in: b).status == 0)

        let onB = try mainichi(["sync", "--folder", folder.path], in: b)
        #expect(onB.status == 0, "\(onB.standardError)")
        #expect(onB.standardOutput.contains("A deleted deck came back: \"Manga words 2\" (manga-words) was deleted on device \(aID)"), "\(onB.standardOutput)")
        #expect(onB.standardOutput.contains("then changed on this device"))
        #expect(onB.standardOutput.contains("Settings changed on another device:\n  Days off: 3 from "), "\(onB.standardOutput)")
        #expect(onB.standardOutput.contains("(device \(aID), "))
        let onA = try mainichi(["sync", "--folder", folder.path], in: a)
        #expect(onA.standardOutput.contains("was deleted on this device"), "\(onA.standardOutput)")
        #expect(onA.standardOutput.contains("then changed on device \(bID)"))
        #expect(!onA.standardOutput.contains("Settings changed"))

        // Once: the next rounds say nothing more; the deck is on both.
        for directory in [a, b] {
            let again = try mainichi(["sync", "--folder", folder.path], in: directory)
            #expect(!again.standardOutput.contains("came back") && !again.standardOutput.contains("Settings changed"), "\(again.standardOutput)")
            #expect(try mainichi(["deck", "list"], in: directory).standardOutput.contains("Manga words 2"))
        }
        // In Korean too.
        #expect(try mainichi(["deck", "delete", "manga-words"], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        #expect(try mainichi(["deck", "rename", "manga-words", "Manga words 3"], in: b).status == 0)
        let korean = try ProcessResult.run(try MainichiBinary.path(), ["sync", "--folder", folder.path, "--data-dir", b.path],
                                           environment: ["MAINICHI_DECKS": OptimizeCommandTests.decks, "TZ": "UTC",
                                                         "LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8"])
        #expect(korean.standardOutput.contains("지운 덱이 다시 생겼습니다: \"Manga words 3\"(manga-words)을(를) 기기 \(aID)에서 지웠지만"),
                "\(korean.standardOutput)")
    }

    @Test("backup restore brings back a day's copy, and refuses while the data is in use")
    func restoreABackup() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.file("mainichi-backup")
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
        let scratch = TemporaryDirectory()
        let directory = scratch.file("mainichi-backup")
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

    /// The F1 reproduction of the third reliability audit: a data directory copied with `cp -a`
    /// after it joined the folder, both copies studying before they sync again.
    @Test("A data directory copied with cp -a converges: the copy takes a new id, and A, B and C end with the same progress, nothing lost")
    func copiedDataDirectoryConverges() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-copied")
        let folder = root.appendingPathComponent("F")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (a, b, c) = (root.appendingPathComponent("A"), root.appendingPathComponent("B"), root.appendingPathComponent("C"))
        #expect(try mainichi(["_stress-save", "--generations", "4"], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: b).status == 0)
        let copy = try ProcessResult.run("/bin/cp", ["-a", a.path, c.path])
        #expect(copy.status == 0, "\(copy.standardError)")
        #expect(try mainichi(["_stress-save", "--generations", "3"], in: a).status == 0)
        let copied = try mainichi(["_stress-save", "--generations", "5"], in: c)
        #expect(copied.status == 0)
        for directory in [a, c, b, a, c, b] {
            let result = try mainichi(["sync", "--folder", folder.path], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
        }
        let ids = try [a, b, c].map { try #require(DeviceIdentity.read(in: $0)) }
        #expect(Set(ids).count == 3)
        // The same progress everywhere, holding every test: 4 before the copy, 3 on A, 5 on C.
        let marker = DayKey(kind: .vocab, level: .n5, day: 1)
        let progress = try [a, b, c].map { try ProgressStore.readWithoutLock(directory: $0).progress }
        for each in progress { #expect(each.result(for: marker).testCount == 12) }
        // (Compared as the learner sees them: a journal keeps times to the millisecond, the
        // writer's own snapshot finer.)
        for other in progress.dropFirst() {
            #expect(Set(other.mistakes.keys) == Set(progress[0].mistakes.keys))
            #expect(other.mistakes.mapValues(\.wrongCount) == progress[0].mistakes.mapValues(\.wrongCount))
        }
        let stats = try [a, b, c].map { directory in
            try mainichi(["stats", "--json"], in: directory).standardOutput.replacing(/"date":"[^"]*",/, with: "")
        }
        #expect(stats[0] == stats[1] && stats[1] == stats[2])
        // Status and doctor list the devices; none is shared any more, and C names its former id.
        let status = try mainichi(["sync", "status"], in: c)
        #expect(status.standardOutput.contains("This data directory wrote before as device \(ids[0])"))
        #expect(!status.standardOutput.contains("Two machines write as device"))
        let doctor = try mainichi(["doctor"], in: c)
        #expect(doctor.standardOutput.contains("device \(ids[2]) (this one)"))
        #expect(doctor.standardOutput.contains("device \(ids[0]):"))
    }

    /// F6 of the third reliability audit (`s3d.py`): B's journal reaches the folder with a zeroed
    /// block first, the whole file (same size) later.
    @Test("A journal that arrived with a zeroed block heals when the whole file arrives")
    func aHoleInAFolderCopyHeals() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.file("mainichi-hole")
        let folder = root.appendingPathComponent("F")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (a, b) = (root.appendingPathComponent("A"), root.appendingPathComponent("B"))
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        #expect(try mainichi(["_stress-save", "--generations", "10"], in: b).status == 0)
        #expect(try mainichi(["sync", "--folder", folder.path], in: b).status == 0)
        let file = folder.appendingPathComponent(SyncFolder.journalName(of: try #require(DeviceIdentity.read(in: b))))
        let whole = try Data(contentsOf: file)
        var holed = [UInt8](whole)
        for index in 100..<(holed.count - 400) { holed[index] = 0 }
        try Data(holed).write(to: file)
        #expect(try mainichi(["sync", "--folder", folder.path], in: a).status == 0)
        let marker = DayKey(kind: .vocab, level: .n5, day: 1)
        #expect(try ProgressStore.readWithoutLock(directory: a).progress.result(for: marker).testCount < 10)
        try whole.write(to: file)
        for directory in [a, b, a] { #expect(try mainichi(["sync", "--folder", folder.path], in: directory).status == 0) }
        let progress = try [a, b].map { try ProgressStore.readWithoutLock(directory: $0).progress }
        #expect(progress.map { $0.result(for: marker).testCount } == [10, 10])
        #expect(Set(progress[0].mistakes.keys) == Set(progress[1].mistakes.keys))
    }
}
