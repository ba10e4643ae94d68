import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Days off reach the sync folder with the write that records them (issue 22: "`mainichi vacation`
/// and the Days off screen write their events to the sync folder right away, as answers do"), so
/// another machine reading the folder before this one syncs again sees them.
@Suite struct DaysOffPublishingTests {
    @Test func daysOffAreInTheFolderBeforeAnySync() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(LostWorkTests.start)
        let a = try LostWorkTests.Machine(root: root, name: "a", clock: clock)
        let outcome = try a.learner.takeDaysOff(from: a.learner.startOfDay(inDays: 3), count: 2)
        // No synchronize(): the folder's copy of A's journal already holds both days.
        let folderCopy = a.folder.appendingPathComponent(SyncFolder.journalName(of: a.store.device))
        let text = try String(contentsOf: folderCopy, encoding: .utf8)
        for day in outcome.days { #expect(text.contains(day)) }
        // A second machine sharing that folder opens with them.
        let b = try LostWorkTests.Machine(root: root, name: "b", clock: clock)
        try FileManager.default.copyItem(at: folderCopy, to: b.folder.appendingPathComponent(folderCopy.lastPathComponent))
        try b.reopen()
        #expect(b.learner.settings.settings.daysOff == outcome.days)
    }
}
