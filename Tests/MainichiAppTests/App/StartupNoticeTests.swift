import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Start-up notices come from the core as data and are worded in the learner's language.
@Suite("Start-up notices")
struct StartupNoticeTests {
    @Test("A damaged settings.json is a settingsDamaged notice naming the file it was moved to")
    func damagedSettings() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-notice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
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
                                      .decksLeftOut(["vocab/n1.json: line 1: not JSON"])]
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
