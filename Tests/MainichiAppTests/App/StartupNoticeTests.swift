import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Start-up notices come from the core as data and are worded in the learner's language.
@Suite("Start-up notices")
struct StartupNoticeTests {
    @Test("A damaged settings.json is a settingsDamaged notice naming the file it was moved to")
    func damagedSettings() throws {
        let scratch = TemporaryDirectory()
        let data = scratch.file("mainichi-notice")
        let directories = DataDirectories(directory: data)
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("{\"theme\": ".utf8).write(to: directories.config.appendingPathComponent(SettingsStore.fileName))
        let context = try AppContext.open(directories: directories, decksDirectory: TestApp.decksDirectory,
                                          pronouncer: RecordingPronouncer())
        let notice = try #require(context.startupNotices.first)
        guard case .settingsDamaged(let moved?) = notice else {
            Issue.record("not a settings notice: \(notice)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: directories.config.appendingPathComponent(moved).path))
        #expect(Strings(.english).app.notice(notice)
            == "settings.json was damaged and has been moved to \(moved); using the default settings")
    }

    @Test("In Korean the alert words the notices in Korean; the file names stay as they are")
    func korean() throws {
        let app = try TestApp(root: { context in
            context.startupNotices = [.settingsDamaged(movedTo: "settings.json.corrupt-1"),
                                      .decksLeftOut([.unreadable(DeckLoadError(problems: [DeckProblem(file: "vocab/n1.json", reason: .empty)])),
                                                     .idTaken(file: "vocab/n2.json", id: DeckID(rawValue: "user-trip")!)])]
            return MainMenuController(context: context)
        }, localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(app.screen.contains("settings.json이 손상되어"), "\(app.screen)")
        #expect(app.screen.contains("settings.json.corrupt-1"))
        #expect(app.screen.contains("읽을 수 없는 덱이 있어 뺐습니다"))
        #expect(app.screen.contains("vocab/n1.json"))
        #expect(!app.screen.contains("damaged"))
        #expect(!app.screen.contains("left out"))
    }
}

/// The progress store's repairs come as `RecoveryNotice` data, worded by the app.
@Suite("Recovery notices in both languages")
struct RecoveryNoticeTextTests {
    @Test("A damaged progress.json, restored from the backup, reopened: the notice is data, Korean in Korean")
    func damagedProgress() throws {
        let scratch = TemporaryDirectory()
        let data = scratch.file("mainichi-recovery")
        let directories = DataDirectories(directory: data)
        try FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        // An old-format data directory whose progress.json is not JSON: the store moves it aside.
        try Data("{ not json".utf8).write(to: directories.data.appendingPathComponent(ProgressStore.fileName))
        let context = try AppContext.open(directories: directories, decksDirectory: TestApp.decksDirectory,
                                          pronouncer: RecordingPronouncer())
        let notice = try #require(context.startupNotices.first { if case .progressRecovered = $0 { true } else { false } })
        guard case .progressRecovered(let notices) = notice else { return }
        let damaged = try #require(notices.first { if case .damaged = $0 { true } else { false } }, "\(notices)")
        guard case .damaged(_, let movedTo, _) = damaged else { return }
        let english = Strings(.english).app.notice(notice)
        let korean = Strings(.korean).app.notice(notice)
        #expect(english.hasPrefix("progress.json was damaged ("))
        #expect(korean.hasPrefix("progress.json이 손상되어 ("), "\(korean)")
        if let movedTo { #expect(korean.contains(movedTo)) }
        #expect(korean.contains("빈 진도로 시작합니다") || korean.contains("백업에서 복원했습니다"), "\(korean)")
    }
}
