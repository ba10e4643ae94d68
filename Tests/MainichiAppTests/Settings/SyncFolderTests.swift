import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Settings > Sync folder: a learner types the shared folder, and the app writes its journal
/// there and folds in what another machine left in it.
@Suite("Sync folder")
struct SyncFolderTests {
    /// Opens Settings > Sync folder (the last row).
    static func openSyncFolder(_ app: TestApp) throws -> SyncFolderController {
        _ = try SettingsTests.openSettings(app)
        let rows = SettingsController.Option.allCases.count
        app.press(String(repeating: "j", count: rows))
        app.press("\r")
        return try #require(app.application.navigationController.topController as? SyncFolderController)
    }

    @Test("Typing a folder and Enter saves it, writes this machine's journal there and reads the other machine's")
    func choosingAFolderSyncs() throws {
        let scratch = TemporaryDirectory()
        let shared = scratch.url
        // Another machine bookmarked an item and left its journal in the folder.
        let item = "v:desktop:item"
        let other = ProgressEvent.bookmark(item: item, on: true)
            .journalEvent(id: .init(device: "desktop", sequence: 1), time: TestApp.startDate - 60)
        try JournalFile(url: shared.appendingPathComponent("journal-desktop.jsonl")).append([other])

        let app = try TestApp()
        _ = try Self.openSyncFolder(app)
        #expect(app.screen.contains("Sync is off"))
        app.application.paste(shared.path)
        app.press("\r")
        #expect(app.context.settings.settings.syncFolder == shared.path)
        #expect(app.context.progress.progress.isBookmarked(item))
        #expect(app.screen.contains("desktop: 1 changes"))
        #expect(app.screen.contains("This machine's progress is all in the folder."))
        // A change here reaches the folder at once.
        try app.context.progress.toggleBookmark(item)
        #expect(app.context.progress.isJournalPublished)
        // An empty line stops syncing; nothing in the folder is removed.
        app.press(.control("u"))
        app.press("\r")
        #expect(app.context.settings.settings.syncFolder == nil)
        #expect(app.screen.contains("Sync is off"))
        #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("journal-desktop.jsonl").path))
    }

    @Test("A path that is not a folder is refused and nothing is saved")
    func aMissingFolderIsRefused() throws {
        let app = try TestApp()
        _ = try Self.openSyncFolder(app)
        app.application.paste("/nonexistent/mainichi-folder")
        app.press("\r")
        #expect(app.context.settings.settings.syncFolder == nil)
        #expect(app.screen.contains("is not a folder"))
    }

    @Test("The app synchronizes after a screen change and every 30 seconds")
    func periodicWorkRuns() throws {
        let app = try TestApp()
        var runs = 0
        app.application.periodicWork = { runs += 1 }
        _ = try SettingsTests.openSettings(app)
        #expect(runs == 1)
        app.press("j")
        #expect(runs == 1)
        app.press(.escape)
        #expect(runs == 2)
    }

    @Test("Korean sync folder snapshots: off with a refused path, then on with another machine's journal")
    func koreanSnapshots() throws {
        try KoreanSnapshots.check("sync-folder-off") { app in
            _ = try Self.openSyncFolder(app)
            app.application.paste("/nonexistent/mainichi-folder")
            app.press("\r")
            #expect(app.context.settings.settings.syncFolder == nil)
        }
        // A fixed path, so the snapshot shows the same folder on every run.
        let shared = URL(fileURLWithPath: "/tmp/mainichi-sync-folder-ko")
        defer { try? FileManager.default.removeItem(at: shared) }
        try KoreanSnapshots.check("sync-folder-on") { app in
            try? FileManager.default.removeItem(at: shared)
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let other = ProgressEvent.bookmark(item: "v:desktop:item", on: true)
                .journalEvent(id: .init(device: "desktop", sequence: 1), time: TestApp.startDate - 60)
            try JournalFile(url: shared.appendingPathComponent("journal-desktop.jsonl")).append([other])
            _ = try Self.openSyncFolder(app)
            app.application.paste(shared.path)
            app.press("\r")
            #expect(app.context.settings.settings.syncFolder == shared.path)
        }
    }
}
