import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

@Suite struct AppContextTests {
    @Test func opensTheBundledDecksAndAnEmptyDataDirectory() throws {
        let app = try TestApp()
        #expect(app.context.library.summaries(of: .vocab).map(\.level) == Level.allCases)
        #expect(app.context.progress.progress.bookmarks.isEmpty)
        #expect(app.context.startupNotices.isEmpty)
    }

    @Test func aSecondAppOnTheSameDirectoryIsRefused() throws {
        let first = try TestApp()
        #expect(throws: StorageError.self) {
            _ = try TestApp(directory: first.directory)
        }
    }

    @Test func pronouncingWithAudioOffSaysSoInsteadOfSpeaking() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.audioEnabled = false }
        app.context.pronounce("たべる", from: nil)
        #expect(app.pronouncer.spokenTexts.isEmpty)
        try app.context.settings.update { $0.audioEnabled = true }
        app.context.pronounce("たべる", from: nil)
        #expect(app.pronouncer.spokenTexts == ["たべる"])
    }
}
