import Foundation
@testable import MainichiCore
import Testing
import TerminalUI
@testable import MainichiApp

/// While saves fail (a full disk, a read-only directory), a lasting warning says so, and quitting
/// asks first instead of dropping the changes held in memory.
@Suite struct UnsavedChangesTests {
    @Test func failingSavesShowALastingWarningAndQuittingAsksFirst() throws {
        let app = try TestApp()
        defer { app.close() }
        let progress = app.context.progress
        // A directory where the journal goes makes every save fail (even for root).
        let blocker = progress.journalURL
        #expect(!FileManager.default.fileExists(atPath: blocker.path))
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        app.context.perform(nil) { try progress.toggleBookmark("k:日") }
        app.context.perform(nil) { try progress.toggleBookmark("k:月") }
        app.application.render()
        #expect(app.screen.contains("2 changes not saved"))
        // It stays after other keys.
        app.press("j")
        #expect(app.screen.contains("2 changes not saved"))

        app.press("Q")
        #expect(!app.application.hasQuit)
        #expect(app.screen.contains("2 changes could not be saved"))
        app.press("n")
        #expect(!app.application.hasQuit)

        // Once a save goes through, everything held is on disk, the warning goes and Q quits at once.
        try FileManager.default.removeItem(at: blocker)
        app.context.perform(nil) { try progress.toggleBookmark("k:火") }
        app.press("k")
        #expect(!app.screen.contains("not saved"))
        app.press("Q")
        #expect(app.application.hasQuit)
        let saved = try ProgressStore.readWithoutLock(directory: app.directory).progress
        #expect(Set(saved.bookmarks.keys) == ["k:日", "k:月", "k:火"])
    }
}
