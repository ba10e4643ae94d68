import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Settings and its screens in Korean.
@Suite("Korean settings")
struct KoreanSettingsTests {
    @Test("Korean settings snapshots")
    func settings() throws {
        try KoreanSnapshots.check("settings") { app in
            _ = try SettingsTests.openSettings(app)
            app.press("j")
        }
    }

    @Test("Korean Easy Days, Days off and retention simulator snapshots")
    func subScreens() throws {
        let row = { (option: SettingsController.Option) in SettingsController.Option.allCases.firstIndex(of: option)! }
        try KoreanSnapshots.check("easy-days") { app in
            _ = try SettingsTests.openSettings(app)
            app.press("g" + String(repeating: "j", count: row(.easyDays)) + "\r")
            app.press("jl")
        }
        try KoreanSnapshots.check("days-off") { app in
            _ = try SettingsTests.openSettings(app)
            app.press("g" + String(repeating: "j", count: row(.daysOff)) + "\r")
        }
        try KoreanSnapshots.check("retention") { app in
            _ = try SettingsTests.openSettings(app)
            app.press("g" + String(repeating: "j", count: row(.desiredRetention)) + "\r")
        }
    }

    @Test("A change says what was saved in Korean, and the language row cycles 자동, English, 한국어")
    func statusAndLanguage() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let settings = try SettingsTests.openSettings(app)
        app.press("g\r")
        #expect(app.screen.contains("기본 테스트 방식: 읽기 입력 (저장됨)"))
        let language = SettingsController.Option.allCases.firstIndex(of: .language)!
        app.press("g" + String(repeating: "j", count: language))
        #expect(settings.value(of: .language) == "자동 (한국어)")
        app.press("l")
        #expect(settings.value(of: .language) == "English")
        #expect(app.lines[0].contains("Settings"))
        #expect(app.lines.last!.contains("help"))
        app.press("l")
        #expect(settings.value(of: .language) == "한국어")
        #expect(app.lines[0].contains("설정"))
    }
}
