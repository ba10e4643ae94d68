import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// F6 of the third reliability audit (`s3d.py`): a sync tool first delivers another device's
/// journal with a zeroed block (same size), then the whole file. The mirror must heal and the
/// progress hold every event, whether the app is running or starts afterwards.
@Suite struct SyncFolderHealTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// Zeroes bytes [100, size - 400) of `url`, keeping its size (the audit's hole).
    static func punchHole(in url: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: url))
        let end = bytes.count - 400
        #expect(end > 100)
        for index in 100..<end { bytes[index] = 0 }
        try Data(bytes).write(to: url)
    }

    /// B answers twenty questions and publishes; returns its store (closed), its progress and its folder file.
    func machineB(_ root: TemporaryDirectory, folder: URL, clock: TestClock) throws -> (progress: StudyProgress, file: URL, whole: Data) {
        let b = try ProgressStore(directory: root.file("b"), syncFolder: folder, clock: clock.closure)
        for number in 1...20 {
            clock.advance(by: 10)
            try b.recordAnswer(itemID: "v:stress:\(number)", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        }
        let progress = b.progress
        let file = folder.appendingPathComponent(SyncFolder.journalName(of: b.device))
        b.close()
        return (progress, file, try Data(contentsOf: file))
    }

    @Test("A running app's mirror of a journal that came with a zeroed block heals when the whole file arrives")
    func aRunningStoreHeals() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let folder = root.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let a = try ProgressStore(directory: root.file("a"), syncFolder: folder, clock: clock.closure)
        let b = try machineB(root, folder: folder, clock: clock)
        try Self.punchHole(in: b.file)
        a.synchronize()
        #expect(a.progress.mistakes.count < 20)
        try b.whole.write(to: b.file)
        a.synchronize()
        #expect(a.progress.mistakes.count == 20)
        #expect(a.progress.mistakes == b.progress.mistakes)
        let mirror = root.file("a").appendingPathComponent(b.file.lastPathComponent)
        #expect(try Data(contentsOf: mirror) == b.whole)
        a.close()
        // And after a restart (from the snapshot written at close).
        let reopened = try ProgressStore(directory: root.file("a"), syncFolder: folder, clock: clock.closure)
        #expect(reopened.progress.mistakes == b.progress.mistakes)
        reopened.close()
    }

    @Test("The whole file arriving while the app is closed heals at the next start")
    func aStartHeals() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let folder = root.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ProgressStore(directory: root.file("a"), syncFolder: folder, clock: clock.closure).close()
        let b = try machineB(root, folder: folder, clock: clock)
        try Self.punchHole(in: b.file)
        let a = try ProgressStore(directory: root.file("a"), syncFolder: folder, clock: clock.closure)
        #expect(a.progress.mistakes.count < 20)
        a.close()
        try b.whole.write(to: b.file)
        let reopened = try ProgressStore(directory: root.file("a"), syncFolder: folder, clock: clock.closure)
        #expect(reopened.progress.mistakes == b.progress.mistakes)
        reopened.close()
    }

    @Test("A mirror holding an event its changed source lacks is not rewritten: the source goes beside it")
    func aMirrorNeverLosesAnEvent() throws {
        let root = TemporaryDirectory()
        let line1 = #"{"id":"dddd:1","time":1795000000,"type":"bookmark","item":"v:a","on":true}"#
        let line2 = #"{"id":"dddd:2","time":1795000010,"type":"bookmark","item":"v:b","on":true}"#
        let other = #"{"id":"dddd:2","time":1795000010,"type":"bookmark","item":"v:c","on":true}"#
        let mirror = root.file("data/journal-dddd.jsonl")
        let source = root.file("folder/journal-dddd.jsonl")
        try FileManager.default.createDirectory(at: mirror.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (line1 + "\n" + line2 + "\n").write(to: mirror, atomically: false, encoding: .utf8)
        // Same length, same last 256 bytes are not enough to tell: the source changes after the mirror.
        try (line1 + "\n" + other + "\n").write(to: source, atomically: false, encoding: .utf8)
        let change = SyncFolder.mirrorChange(source, to: mirror)
        #expect(change == .rewritten("journal-dddd.diverged-\(line1.utf8.count + other.utf8.count + 2).jsonl"))
        #expect(try String(contentsOf: mirror, encoding: .utf8).contains("v:b"))
        #expect(SyncFolder.mirrorChange(source, to: mirror) == .unchanged)
    }
}
