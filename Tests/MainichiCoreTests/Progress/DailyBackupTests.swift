import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Daily copies of the progress: one per date, the last 7 kept, and a restore that keeps the
/// current state aside and survives a restart.
@Suite struct DailyBackupTests {
    @Test func oneCopyADayAndOnlyTheLastSevenAreKept() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        var dates: [String] = []
        for day in 0..<9 {
            let store = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try store.toggleBookmark("v:day\(day)")
            store.close()
            // A second save the same day does not replace the day's copy.
            let again = try ProgressStore(directory: temporary.url, clock: clock.closure)
            try again.toggleBookmark("v:extra\(day)")
            again.close()
            dates.append(DailyBackup.localDate(clock.now))
            clock.advance(by: 86_400)
        }
        let entries = DailyBackup.list(in: temporary.url)
        #expect(entries.map(\.date) == Array(dates.suffix(7)))
        guard case .loaded(let third) = JournalSnapshot.read(entries[0].url) else {
            Issue.record("the oldest kept copy does not load")
            return
        }
        // A date's copy holds the progress as that date began: the day before's, not its own changes.
        #expect(third.progress.isBookmarked("v:day1") && third.progress.isBookmarked("v:extra1"))
        #expect(!third.progress.isBookmarked("v:day2"))
    }

    @Test func restoringKeepsTheCurrentStateAsideAndLastsAcrossARestart() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        var store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("v:monday")
        store.close()
        let monday = DailyBackup.localDate(clock.now)
        clock.advance(by: 86_400)
        store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("v:monday")
        try store.toggleBookmark("v:tuesday")
        _ = try store.recordAnswer(itemID: "v:tuesday", kind: .vocab, mode: .flashcard, isRight: false, at: clock.now)
        let before = store.progress
        let entry = try #require(DailyBackup.list(in: temporary.url).first { $0.date == monday })
        clock.advance(by: 60)
        let aside = try store.restore(entry)
        #expect(store.progress.isBookmarked("v:monday"))
        #expect(!store.progress.isBookmarked("v:tuesday"))
        #expect(store.progress.mistakes.isEmpty)
        guard case .loaded(let kept) = JournalSnapshot.read(aside) else {
            Issue.record("the state before the restore was not kept")
            return
        }
        #expect(kept.progress.bookmarks == before.bookmarks)
        #expect(kept.progress.mistakes == before.mistakes)
        store.close()
        let reopened = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(reopened.progress.isBookmarked("v:monday") && !reopened.progress.isBookmarked("v:tuesday"))
        // The journal still holds every line: rebuilding without the snapshot gives the same.
        reopened.close()
        try FileManager.default.removeItem(at: temporary.url.appendingPathComponent(ProgressStore.snapshotFileName))
        let rebuilt = try ProgressStore(directory: temporary.url, clock: clock.closure)
        #expect(rebuilt.progress.bookmarks == reopened.progress.bookmarks)
        rebuilt.close()
    }

    /// Audit F15: two restores in the same second both said "kept as ...-42088.json", and the
    /// second overwrote the state the first had kept.
    @Test func twoRestoresInOneSecondKeepTwoFiles() throws {
        let temporary = TemporaryDirectory()
        let clock = TestClock()
        var store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        try store.toggleBookmark("v:monday")
        store.close()
        clock.advance(by: 86_400)
        store = try ProgressStore(directory: temporary.url, clock: clock.closure)
        defer { store.close() }
        try store.toggleBookmark("v:tuesday")
        let entry = try #require(DailyBackup.list(in: temporary.url).first)
        let first = try store.restore(entry)
        try store.toggleBookmark("v:between")
        let second = try store.restore(entry)
        #expect(first != second)
        guard case .loaded(let one) = JournalSnapshot.read(first), case .loaded(let two) = JournalSnapshot.read(second) else {
            Issue.record("a kept-aside state does not load")
            return
        }
        #expect(one.progress.isBookmarked("v:tuesday") && !one.progress.isBookmarked("v:between"))
        #expect(two.progress.isBookmarked("v:between"))
    }

    @Test func restoringIsRefusedWhileTheAppHoldsTheData() throws {
        let temporary = TemporaryDirectory()
        let app = try ProgressStore(directory: temporary.url)
        defer { app.close() }
        #expect(throws: StorageError.self) { try ProgressStore(directory: temporary.url) }
    }
}
