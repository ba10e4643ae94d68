import Foundation
import MainichiCore
import Testing
import TerminalUI
import TestSupport
@testable import MainichiApp

/// `p` on a word with its own recording (imported from Anki) plays the file; on any other word it
/// speaks the reading; with no player for the recording's format it speaks and says so.
@Suite("Recordings played by p")
struct RecordingPlaybackTests {
    /// A data directory with a deck "Imported" of 食べる (recording taberu.mp3, in media/) and
    /// 水 (no recording); the app over it, and the two words as the library has them.
    static func app(recordingPresent: Bool = true) throws -> (TestApp, taberu: StudyItem, mizu: StudyItem) {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let store = UserDeckStore(dataDirectory: directory)
        let deck = try store.createDeck(title: "Imported", kind: .vocab)
        var draft = UserItemDraft(word: "食べる", reading: "たべる", meanings: ["to eat"])
        draft.audio = "taberu.mp3"
        let taberu = try store.addItem(draft, to: deck.id)
        let mizu = try store.addItem(UserItemDraft(word: "水", reading: "みず", meanings: ["water"]), to: deck.id)
        if recordingPresent {
            let media = DataDirectories(directory: directory).media
            try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
            try Data("ID3 taberu".utf8).write(to: media.appendingPathComponent("taberu.mp3"))
        }
        let app = try TestApp(directory: directory, keeping: scratch)
        return (app, try #require(app.context.library.item(withID: taberu.id)), try #require(app.context.library.item(withID: mizu.id)))
    }

    static func recordingPath(_ app: TestApp) -> String {
        app.context.directories.media.appendingPathComponent("taberu.mp3").path
    }

    static func openList(_ app: TestApp, _ items: [StudyItem]) {
        app.application.navigationController.push(StudyListController(context: app.context, title: "Imported", kind: .vocab,
                                                                      items: items, day: nil, source: .day))
        app.application.render()
    }

    static func status(_ app: TestApp) -> String? {
        app.application.navigationController.statusMessage?.text
    }

    @Test("p on an imported word plays its recording; on a bundled word and one without a recording it speaks")
    func studyList() throws {
        let (app, taberu, mizu) = try Self.app()
        #expect(taberu.vocab?.audio == "taberu.mp3")
        let bundled = try #require(try app.context.library.deck(id: .jlpt(kind: .vocab, level: .n5)).items.first)
        Self.openList(app, [taberu, mizu, bundled])
        app.press("p")
        #expect(app.pronouncer.playedFiles == [Self.recordingPath(app)])
        #expect(app.pronouncer.spokenTexts.isEmpty)
        app.press("jp")
        #expect(app.pronouncer.spokenTexts == ["みず"])
        app.press("jp")
        #expect(app.pronouncer.spokenTexts == ["みず", bundled.spokenReading])
        #expect(app.pronouncer.playedFiles.count == 1)
    }

    @Test("with no player for the recording's format, p speaks the reading and says why, in English and Korean")
    func noPlayerForTheFormat() throws {
        let (app, taberu, _) = try Self.app()
        app.pronouncer.playableFormats = ["wav", "ogg"]
        Self.openList(app, [taberu])
        app.press("p")
        #expect(app.pronouncer.playedFiles.isEmpty)
        #expect(app.pronouncer.spokenTexts == ["たべる"])
        #expect(Self.status(app) == "cannot play .mp3 recordings (install mpv): spoken instead")
        #expect(app.screen.contains("cannot play .mp3 recordings"))
        app.context.languageOverride = .korean
        app.press("p")
        #expect(app.pronouncer.spokenTexts == ["たべる", "たべる"])
        #expect(Self.status(app) == ".mp3 녹음을 재생할 수 없어 (mpv를 설치하세요) 합성 음성으로 읽습니다")
    }

    @Test("a recording whose file is not in media/ is spoken, without a message")
    func missingFile() throws {
        let (app, taberu, _) = try Self.app(recordingPresent: false)
        Self.openList(app, [taberu])
        app.press("p")
        #expect(app.pronouncer.playedFiles.isEmpty)
        #expect(app.pronouncer.spokenTexts == ["たべる"])
        #expect(Self.status(app) == nil)
    }

    @Test("audio off: p plays nothing and says audio is off")
    func audioOff() throws {
        let (app, taberu, _) = try Self.app()
        try app.context.settings.update { $0.audioEnabled = false }
        Self.openList(app, [taberu])
        app.press("p")
        #expect(app.pronouncer.playedFiles.isEmpty && app.pronouncer.spokenTexts.isEmpty)
        #expect(Self.status(app) == "audio is off (Settings)")
    }

    @Test("the word detail, bookmarks and the review card play the recording too")
    func otherScreens() throws {
        let (app, taberu, _) = try Self.app()
        let navigation = app.application.navigationController
        navigation.push(WordDetailController(context: app.context, word: try #require(taberu.vocab)))
        app.application.render()
        app.press("p")
        #expect(app.pronouncer.playedFiles == [Self.recordingPath(app)])
        app.press(.escape)

        try app.context.progress.toggleBookmark(taberu.id)
        navigation.push(BookmarksController(context: app.context))
        app.application.render()
        app.press("p")
        #expect(app.pronouncer.playedFiles.count == 2)
        app.press(.escape)

        try app.context.progress.addToReviews([taberu.id])
        navigation.push(ReviewController(context: app.context))
        app.application.render()
        #expect(app.screen.contains("食べる"))
        app.press("p")
        #expect(app.pronouncer.playedFiles.count == 3)
        #expect(app.pronouncer.spokenTexts.isEmpty)
    }
}
