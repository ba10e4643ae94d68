import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Two data directories (a laptop and a desktop) study offline and exchange journals through a
/// sync folder, each machine with its own copy of the folder that a sync tool brings in step in
/// any order: both end with the same progress, statistics and history.
@Suite struct TwoMachineSyncTests {
    static let utc = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// One machine: its data directory, its copy of the shared folder, its clock and store.
    final class Machine {
        let data: URL
        let folder: URL
        let clock: TestClock
        var store: ProgressStore
        /// Kept alive as long as the machine (the directory goes with it).
        let root: TemporaryDirectory

        init(root: TemporaryDirectory, name: String, clock: TestClock) throws {
            self.root = root
            data = root.url.appendingPathComponent("\(name)-data")
            folder = root.url.appendingPathComponent("\(name)-folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            self.clock = clock
            store = try ProgressStore(directory: data, syncFolder: folder, clock: clock.closure)
        }

        func review(_ item: String, due days: Double) throws {
            var card = SRSCard(due: clock.now + days * 86_400)
            card.state = .review
            card.step = nil
            card.lastReview = clock.now
            card.reviewCount = Int(days)
            try store.recordReview(of: item, card: card, wasNew: store.progress.srs[item] == nil, calendar: TwoMachineSyncTests.utc,
                                   history: HistoryEvent(type: .review, time: clock.now, itemID: item, rating: .good, duration: 3))
        }

        /// Closes and opens the store again (start-up from the snapshot and the journals).
        func reopen() throws {
            store.close()
            store = try ProgressStore(directory: data, syncFolder: folder, clock: clock.closure)
        }
    }

    /// What a sync tool does: copies every journal file of one folder copy to the other.
    static func copyFiles(from source: URL, to target: URL, conflictCopy: Bool = false) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where SyncFolder.isJournalName(name) {
            let from = source.appendingPathComponent(name)
            var to = target.appendingPathComponent(name)
            if conflictCopy {
                to = target.appendingPathComponent(name.replacingOccurrences(of: ".jsonl", with: ".sync-conflict-20261124-120000-ABCDEFG.jsonl"))
            }
            try? FileManager.default.removeItem(at: to)
            try FileManager.default.copyItem(at: from, to: to)
        }
    }

    /// The steps after studying offline, each an exchange a sync tool or the app makes.
    enum Step: CaseIterable {
        case laptopToDesktop, desktopToLaptop, laptopSyncs, desktopSyncs, conflictCopy
    }

    func run(_ steps: [Step]) throws -> (laptop: Machine, desktop: Machine) {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let laptop = try Machine(root: root, name: "laptop", clock: clock)
        // The desktop's data directory is made later than the laptop's.
        clock.advance(by: 30)
        let desktop = try Machine(root: root, name: "desktop", clock: clock)
        // Both know the bookmark first.
        try laptop.store.toggleBookmark("v:本:ほん")
        try laptop.review("v:猫:ねこ", due: 1)
        try Self.copyFiles(from: laptop.folder, to: desktop.folder)
        desktop.store.synchronize()
        #expect(desktop.store.progress.isBookmarked("v:本:ほん"))

        // Offline: different and overlapping items, the same card on both, an undo.
        clock.advance(by: 60)
        try laptop.store.recordAnswer(itemID: "v:水:みず", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        clock.advance(by: 5)
        try desktop.review("v:猫:ねこ", due: 7)
        clock.advance(by: 5)
        try laptop.review("v:猫:ねこ", due: 3)
        clock.advance(by: 5)
        try desktop.store.toggleBookmark("v:本:ほん")
        clock.advance(by: 5)
        try laptop.review("k:日", due: 2)
        clock.advance(by: 5)
        try laptop.store.undoReview(of: "k:日", restoring: nil, wasNew: true, calendar: Self.utc)
        clock.advance(by: 5)
        try desktop.store.recordAnswer(itemID: "v:水:みず", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        try desktop.store.recordAnswer(itemID: "v:火:ひ", kind: .vocab, mode: .multipleChoice, isRight: false, at: clock.now)

        for step in steps {
            switch step {
            case .laptopToDesktop: try Self.copyFiles(from: laptop.folder, to: desktop.folder)
            case .desktopToLaptop: try Self.copyFiles(from: desktop.folder, to: laptop.folder)
            case .laptopSyncs: laptop.store.synchronize()
            case .desktopSyncs: desktop.store.synchronize()
            case .conflictCopy: try Self.copyFiles(from: laptop.folder, to: desktop.folder, conflictCopy: true)
            }
        }
        // In the end the sync tool has brought everything across.
        laptop.store.synchronize()
        desktop.store.synchronize()
        try Self.copyFiles(from: laptop.folder, to: desktop.folder)
        try Self.copyFiles(from: desktop.folder, to: laptop.folder)
        laptop.store.synchronize()
        desktop.store.synchronize()
        return (laptop, desktop)
    }


    static func statistics(of machine: Machine) -> Statistics {
        Statistics.compute(events: machine.store.history.read().events, cards: machine.store.progress.srs, decks: [],
                           levelOfItem: { _ in .n5 }, now: machine.clock.now, calendar: utc)
    }

    func expectSame(_ laptop: Machine, _ desktop: Machine, _ steps: [Step]) {
        // Whole, creation date included: progress begins with its earliest event on both.
        #expect(laptop.store.progress == desktop.store.progress, "\(steps)")
        #expect(laptop.store.progress.createdAt == laptop.store.history.read().events.map(\.time).min(), "\(steps)")
        #expect(laptop.store.history.read().events == desktop.store.history.read().events, "\(steps)")
        #expect(Self.statistics(of: laptop) == Self.statistics(of: desktop), "\(steps)")
    }

    @Test func bothMachinesEndTheSameWhateverOrderTheFilesArriveIn() throws {
        // Every order of the four exchanges, with a conflict copy arriving at each place in turn.
        var orders: [[Step]] = [[]]
        for step in [Step.laptopToDesktop, .desktopToLaptop, .laptopSyncs, .desktopSyncs] {
            orders = orders.flatMap { order in (0...order.count).map { var copy = order; copy.insert(step, at: $0); return copy } }
        }
        #expect(orders.count == 24)
        for (index, order) in orders.enumerated() {
            var steps = order
            steps.insert(.conflictCopy, at: index % 5)
            let (laptop, desktop) = try run(steps)
            expectSame(laptop, desktop, steps)
            let progress = laptop.store.progress
            // Both reviews of the same card count: the laptop's later grade is applied to the card
            // the desktop's review made (its count 7, plus one); the later removal of the bookmark wins.
            #expect(progress.srs["v:猫:ねこ"]?.reviewCount == 8)
            #expect(!progress.isBookmarked("v:本:ほん"))
            // The undone review is gone from reviews and from history.
            #expect(progress.srs["k:日"] == nil)
            #expect(!laptop.store.history.read().events.contains { $0.itemID == "k:日" })
            // Both wrong answers to the same word count, on both machines.
            #expect(progress.mistakes["v:水:みず"]?.wrongCount == 2)
            #expect(progress.mistakes["v:火:ひ"] != nil)
            // Start-up (snapshot and journals) gives the same again.
            try laptop.reopen()
            try desktop.reopen()
            expectSame(laptop, desktop, steps)
            #expect(laptop.store.progress == progress)
            laptop.store.close()
            desktop.store.close()
        }
    }

    @Test func eventsOlderThanTheSnapshotRebuildTheProgress() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let laptop = try Machine(root: root, name: "laptop", clock: clock)
        let desktop = try Machine(root: root, name: "desktop", clock: clock)
        // The laptop studies offline early; the desktop later, and snapshots what it has.
        try laptop.review("v:猫:ねこ", due: 2)
        try laptop.store.toggleBookmark("v:本:ほん")
        clock.advance(by: 3_600)
        try desktop.review("v:猫:ねこ", due: 9)
        try desktop.store.toggleBookmark("v:本:ほん")
        try desktop.reopen()
        // The laptop's older events arrive after the desktop's snapshot: both orders agree.
        try Self.copyFiles(from: laptop.folder, to: desktop.folder)
        #expect(desktop.store.synchronize() == 2)
        try Self.copyFiles(from: desktop.folder, to: laptop.folder)
        laptop.store.synchronize()
        // Both reviews count: the desktop's later grade is applied to the laptop's card (2, plus one).
        #expect(desktop.store.progress.srs["v:猫:ねこ"]?.reviewCount == 3)
        // Bookmarked on both: the desktop's later set wins over nothing, and both hold it.
        #expect(desktop.store.progress.isBookmarked("v:本:ほん"))
        expectSame(laptop, desktop, [])
        try desktop.reopen()
        expectSame(laptop, desktop, [])
    }

    /// Audit F15: `sync` said "89821 new events came from other devices" for 3 (it added up how
    /// far the sequence numbers moved).
    @Test func synchronizeCountsTheEventsThatCame() throws {
        let root = TemporaryDirectory()
        let desktop = try Machine(root: root, name: "desktop", clock: TestClock())
        var lines = ""
        for (index, (sequence, item)) in [(1, "k:日"), (2, "k:月"), (89_821, "k:火")].enumerated() {
            lines += #"{"id":"b2:\#(sequence)","time":\#(1_795_000_000 + index),"type":"bookmark","item":"\#(item)","on":true}"# + "\n"
        }
        try Data(lines.utf8).write(to: desktop.folder.appendingPathComponent("journal-b2.jsonl"))
        #expect(desktop.store.synchronize() == 3)
        #expect(desktop.store.progress.isBookmarked("k:火"))
        #expect(desktop.store.synchronize() == 0)
    }

    @Test func eachDeviceWritesOnlyItsOwnFileAndRemovesOnlyItsOwnTemporaries() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let folder = root.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appendingPathComponent(".journal-other.jsonl.tmp-other")
        try Data("x".utf8).write(to: other)
        let store = try ProgressStore(directory: root.url.appendingPathComponent("data"), syncFolder: folder, clock: clock.closure)
        let own = folder.appendingPathComponent(".journal-\(store.device).jsonl.tmp-\(store.device)")
        try Data("x".utf8).write(to: own)
        try store.toggleBookmark("v:本:ほん")
        #expect(store.isJournalPublished)
        store.close()
        _ = try ProgressStore(directory: root.url.appendingPathComponent("data"), syncFolder: folder, clock: clock.closure)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [".journal-other.jsonl.tmp-other", "journal-\(store.device).jsonl"])
    }
}
