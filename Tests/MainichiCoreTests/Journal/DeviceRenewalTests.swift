import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// A data directory copied whole to a second machine (`cp -a`, a restored home folder) carries
/// its device id: the copy must take a new one, keep everything, and converge with the original
/// through the sync folder.
@Suite struct DeviceRenewalTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// Copies a data directory whole, as `cp -a` would (without the lock file of a closed store).
    static func copy(_ source: URL, to target: URL) throws {
        try FileManager.default.copyItem(at: source, to: target)
        unlink(target.appendingPathComponent(DirectoryLock.fileName).path)
    }

    @Test("A copied data directory takes a new device id at its first start, says so once, and still reads the journal it copied")
    func copiedDirectoryTakesANewID() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let original = root.file("original")
        var store = try ProgressStore(directory: original, clock: clock.closure)
        try store.toggleBookmark("v:本:ほん")
        let oldID = store.device
        store.close()
        store = try ProgressStore(directory: original, clock: clock.closure)
        #expect(store.device == oldID)
        #expect(store.recoveryNotices.isEmpty)
        store.close()

        let copy = root.file("copy")
        try Self.copy(original, to: copy)
        store = try ProgressStore(directory: copy, clock: clock.closure)
        #expect(store.device != oldID)
        #expect(store.progress.isBookmarked("v:本:ほん"))
        let notice = try #require(store.recoveryNotices.first)
        guard case .newDevice(let renewal) = notice else { Issue.record("not a new-device notice: \(notice)"); return }
        #expect(renewal.formerID == oldID && renewal.newID == store.device && renewal.reason == .copiedDirectory)
        #expect(notice.description.contains("it now writes as device \(store.device)"))
        try store.toggleBookmark("v:猫:ねこ")
        let newID = store.device
        store.close()
        #expect(DeviceOrigin.read(in: copy)?.formerIDs == [oldID])

        // Said once: the next start keeps the id and says nothing.
        store = try ProgressStore(directory: copy, clock: clock.closure)
        #expect(store.device == newID)
        #expect(store.recoveryNotices.isEmpty)
        #expect(store.progress.isBookmarked("v:本:ほん") && store.progress.isBookmarked("v:猫:ねこ"))
        store.close()
        // The original never wrote under the new id, nor the copy under the old one after copying.
        let oldJournal = try String(contentsOf: copy.appendingPathComponent(SyncFolder.journalName(of: oldID)), encoding: .utf8)
        #expect(!oldJournal.contains("猫"))
    }

    /// One machine of the F1 reproduction: a data directory over the one shared folder.
    struct Machine {
        let data: URL
        let folder: URL
        let clock: TestClock

        func open() throws -> ProgressStore { try ProgressStore(directory: data, syncFolder: folder, clock: clock.closure) }

        /// Opens, runs `work`, closes.
        @discardableResult
        func session<T>(_ work: (ProgressStore) throws -> T) throws -> T {
            let store = try open()
            defer { store.close() }
            return try work(store)
        }
    }

    /// F1 with a copy made by an earlier version (no origin recorded): both machines write under
    /// the same id before either syncs. The second to publish finds the folder's journal holds
    /// events it lacks, moves to a new id and writes its own again: all three machines end with
    /// the same progress, holding every change.
    @Test("A copy made before origins were recorded: the second machine to sync moves to a new id; A, B and C converge and nothing is lost")
    func legacyCopyConvergesThroughTheFolder() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let folder = root.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let a = Machine(data: root.file("a"), folder: folder, clock: clock)
        let b = Machine(data: root.file("b"), folder: folder, clock: clock)
        let c = Machine(data: root.file("c"), folder: folder, clock: clock)
        let sharedID = try a.session { store in
            try store.toggleBookmark("v:本:ほん")
            return store.device
        }
        try b.session { _ in }
        try Self.copy(a.data, to: c.data)
        // A copy from before this version: neither directory records where it lives.
        unlink(a.data.appendingPathComponent(DeviceOrigin.fileName).path)
        unlink(c.data.appendingPathComponent(DeviceOrigin.fileName).path)

        clock.advance(by: 60)
        let aAnswers = ["v:一:いち", "v:二:に", "v:三:さん"]
        let cAnswers = ["v:四:よん", "v:五:ご", "v:六:ろく", "v:七:なな", "v:八:はち"]
        let aStore = try ProgressStore(directory: a.data, clock: clock.closure)
        for item in aAnswers {
            clock.advance(by: 5)
            try aStore.recordAnswer(itemID: item, kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        }
        #expect(aStore.device == sharedID)
        aStore.close()
        let cStore = try ProgressStore(directory: c.data, clock: clock.closure)
        for item in cAnswers {
            clock.advance(by: 5)
            try cStore.recordAnswer(itemID: item, kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        }
        #expect(cStore.device == sharedID)
        try cStore.toggleBookmark("v:本:ほん") // and an undo of the bookmark A still has
        cStore.close()

        var notices: [RecoveryNotice] = []
        for machine in [a, c, b, a, c, b] {
            try machine.session { store in
                store.synchronize()
                notices += store.recoveryNotices
            }
        }
        // Exactly one machine moved, once.
        #expect(notices.count == 1)
        guard case .newDevice(let renewal)? = notices.first else { Issue.record("no new-device notice"); return }
        #expect(renewal.formerID == sharedID && renewal.reason == .sharedInFolder && renewal.rewritten == 6)
        #expect(try c.session { $0.device } == renewal.newID)
        #expect(try a.session { $0.device } == sharedID)

        let progress = try [a, b, c].map { machine in try machine.session { $0.progress } }
        #expect(progress[0] == progress[1])
        #expect(progress[1] == progress[2])
        for item in aAnswers + cAnswers {
            #expect(progress[1].mistakes[item] != nil, "\(item) lost")
        }
        #expect(!progress[1].isBookmarked("v:本:ほん"))
        // The folder's journal of the shared id is A's alone: C's lines never replaced it.
        let shared = try String(contentsOf: folder.appendingPathComponent(SyncFolder.journalName(of: sharedID)), encoding: .utf8)
        for item in aAnswers { #expect(shared.contains(item)) }
        for item in cAnswers { #expect(!shared.contains(item)) }
        // C kept its old journal whole beside.
        let kept = try #require(renewal.keptAs)
        let keptText = try String(contentsOf: c.data.appendingPathComponent(kept), encoding: .utf8)
        for item in cAnswers { #expect(keptText.contains(item)) }
    }

    @Test("Publishing never replaces a folder journal holding events under this id that the journal here lacks")
    func publishKeepsAnotherWritersEvents() throws {
        let root = TemporaryDirectory()
        let folder = root.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sync = SyncFolder(url: folder, device: "aaaa")
        let line1 = #"{"id":"aaaa:1","time":1795000000,"type":"bookmark","item":"v:a","on":true}"#
        let mine = #"{"id":"aaaa:2","time":1795000010,"type":"bookmark","item":"v:b","on":true}"#
        let theirs = #"{"id":"aaaa:2","time":1795000020,"type":"bookmark","item":"v:c","on":true}"#
        let local = root.file("journal-aaaa.jsonl")
        try (line1 + "\n" + mine + "\n").write(to: local, atomically: true, encoding: .utf8)
        try (line1 + "\n" + theirs + "\n").write(to: sync.ownJournalURL, atomically: true, encoding: .utf8)
        #expect(DeviceRenewal.holdsForeignEvents(sync.ownJournalURL, device: "aaaa", local: local))
        #expect(!sync.publish(local))
        #expect(try String(contentsOf: sync.ownJournalURL, encoding: .utf8).contains("v:c"))
        let status = sync.status(of: local)
        #expect(status.devices.first { $0.id == "aaaa" }?.isShared == true)

        // A damaged copy (a torn or zeroed line) holds no foreign events: it is replaced as before.
        try (line1 + "\n" + String(repeating: "\0", count: 40) + "\n").write(to: sync.ownJournalURL, atomically: true, encoding: .utf8)
        #expect(!DeviceRenewal.holdsForeignEvents(sync.ownJournalURL, device: "aaaa", local: local))
        #expect(sync.publish(local))
        #expect(try Data(contentsOf: sync.ownJournalURL) == Data(contentsOf: local))
    }

    @Test("Conflict copies with different events under one id are flagged as a shared id in the folder's status")
    func conflictCopiesFlagASharedID() throws {
        let root = TemporaryDirectory()
        let folder = root.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let line1 = #"{"id":"bbbb:1","time":1795000000,"type":"bookmark","item":"v:a","on":true}"#
        let mine = #"{"id":"bbbb:2","time":1795000010,"type":"bookmark","item":"v:b","on":true}"#
        let theirs = #"{"id":"bbbb:2","time":1795000020,"type":"bookmark","item":"v:c","on":true}"#
        try (line1 + "\n" + mine + "\n").write(to: folder.appendingPathComponent("journal-bbbb.jsonl"), atomically: true, encoding: .utf8)
        let sync = SyncFolder(url: folder, device: "cccc")
        #expect(sync.status(of: root.file("none")).devices.first { $0.id == "bbbb" }?.isShared == false)
        try (line1 + "\n" + theirs + "\n").write(to: folder.appendingPathComponent("journal-bbbb.sync-conflict-20261201-120000-ABCDEFG.jsonl"),
                                                 atomically: true, encoding: .utf8)
        #expect(sync.status(of: root.file("none")).devices.first { $0.id == "bbbb" }?.isShared == true)
    }
}
