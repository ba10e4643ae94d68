import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

@Suite struct AppContextTests {
    @Test func opensTheBundledDecksAndAnEmptyDataDirectory() throws {
        let app = try TestApp()
        #expect(app.context.library.summaries(of: .vocab).map(\.level) == Level.allCases)
        #expect(app.context.library.summaries(of: .kanji).map(\.level) == Level.allCases)
        // After the kanji levels comes the optional deck of kanji used in names, a deck of its own.
        #expect(app.context.library.allSummaries(of: .kanji).map(\.deckID.rawValue).last == "kanji-names")
        #expect(app.context.progress.progress.bookmarks.isEmpty)
        #expect(app.context.startupNotices.isEmpty)
    }

    @Test func aSecondAppOnTheSameDirectoryIsRefused() throws {
        let first = try TestApp()
        #expect(throws: StorageError.self) {
            _ = try TestApp(directory: first.directory)
        }
    }

    @Test("The history kept in memory is read again once the log changes")
    func historyContentsFollowTheLog() throws {
        let app = try TestApp()
        let history = app.context.history
        #expect(app.context.historyContents().events.isEmpty)
        try history.append(HistoryEvent(type: .study, time: app.context.now, kind: .vocab, level: .n5, day: 1, source: nil))
        #expect(app.context.historyContents().events.map(\.day) == [1])
        try history.append(HistoryEvent(type: .study, time: app.context.now, kind: .vocab, level: .n5, day: 2, source: nil))
        #expect(app.context.historyContents().events.map(\.day) == [2, 1])
        #expect(app.context.historyContents().events.count == history.read().events.count)
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
