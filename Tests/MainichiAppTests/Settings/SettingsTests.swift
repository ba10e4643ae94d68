import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Settings")
struct SettingsTests {
    /// Opens Settings from the menu.
    static func openSettings(_ app: TestApp) throws -> SettingsController {
        app.press("Gk\r")
        return try #require(app.application.navigationController.topController as? SettingsController)
    }

    @Test("Settings snapshots")
    func snapshots() throws {
        try StudyScreenSnapshots.check("settings") { app in
            _ = try Self.openSettings(app)
            app.press("j")
        }
    }

    @Test("Each change is saved at once and survives a relaunch")
    func changesPersist() throws {
        let app = try TestApp()
        _ = try Self.openSettings(app)
        app.press("\r")          // test mode: typed reading
        app.press("j ")          // order: in order
        app.press("j\r")         // audio off
        app.press("j\r")         // autoplay on
        app.press("jjl")         // new a day +5
        app.press("j-")          // reviews a day -50
        let settings = app.context.settings.settings
        #expect(settings.defaultTestMode == .typedReading)
        #expect(settings.questionOrder == .inOrder)
        #expect(!settings.audioEnabled)
        #expect(settings.autoplayOnReveal)
        #expect(settings.newPerDay == 25)
        #expect(settings.reviewsPerDay == 150)
        app.close()
        let reopened = try SettingsStore(directory: DataDirectories(directory: app.directory).config)
        #expect(reopened.settings == settings)
    }

    @Test("The theme switches at once")
    func themeSwitches() throws {
        let app = try TestApp()
        var announced: [Settings.ThemeName] = []
        app.context.themeDidChange = { announced.append($0) }
        _ = try Self.openSettings(app)
        app.press("jjjj\r")     // automatic -> dark
        app.press("\r")         // -> light
        #expect(app.context.settings.settings.theme == .light)
        #expect(app.application.theme.name == "light")
        app.press("\r")
        #expect(app.application.theme.name == "monochrome")
        #expect(app.terminal.lastFrame?.theme.name == "monochrome")
        app.press("-")
        #expect(app.application.theme.name == "light")
        #expect(announced == [.dark, .light, .monochrome, .light])
    }

    @Test("Left changes a value and stays; the help does not call Left a back key; h goes back")
    func leftChangesValue() throws {
        let app = try TestApp()
        let settings = try Self.openSettings(app)
        let navigation = app.application.navigationController
        app.press(.left)
        #expect(navigation.topController === settings)
        #expect(app.context.settings.settings.defaultTestMode == TestMode.allCases.last)
        let footer = app.lines[app.lines.count - 1]
        #expect(footer.contains("Right next") && footer.contains("Left previous"))
        app.press("?")
        #expect(app.screen.contains("Go back (also h, Backspace, q)"))
        #expect(!app.screen.contains("Go back (also h, Left"))
        app.press("?h")
        #expect(navigation.topController !== settings)
    }
}
