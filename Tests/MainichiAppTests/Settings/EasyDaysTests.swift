import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Easy Days")
struct EasyDaysTests {
    /// Opens Settings, then Easy Days with Enter on its row.
    static func openEasyDays(_ app: TestApp) throws -> EasyDaysController {
        let settings = try SettingsTests.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .easyDays))
        app.press(String(repeating: "j", count: row) + "\r")
        return try #require(app.application.navigationController.topController as? EasyDaysController)
    }

    @Test("Each weekday cycles normal, reduced, minimum; saved at once; Left cycles back and stays")
    func cycleAndSave() throws {
        let app = try TestApp()
        let easyDays = try Self.openEasyDays(app)
        #expect(app.screen.contains("Sunday     < normal >"))
        app.press("jjjjjj\r")            // Saturday: reduced
        #expect(app.context.settings.settings.reducedDays == [7])
        #expect(app.screen.contains("Saturday   < reduced >"))
        #expect(app.screen.contains("Saturday: reduced (saved)"))
        app.press("\r")                  // Saturday: minimum
        app.press("k")
        app.press(.right)                // Friday: reduced
        app.press("k")
        app.press(.left)                 // Thursday: minimum (backwards from normal)
        #expect(app.application.navigationController.topController === easyDays)
        let settings = app.context.settings.settings
        #expect(settings.reducedDays == [6])
        #expect(settings.minimumDays == [5, 7])
        #expect(settings.load(onWeekday: 7) == .minimum)
        app.close()
        let reopened = try SettingsStore(directory: DataDirectories(directory: app.directory).config)
        #expect(reopened.settings.reducedDays == [6])
        #expect(reopened.settings.minimumDays == [5, 7])
    }

    @Test("The Settings row counts the easy days when going back")
    func settingsRow() throws {
        let app = try TestApp()
        _ = try Self.openEasyDays(app)
        #expect(app.screen.contains("Easy Days") )
        app.press("\rj\r")
        app.press(.escape)
        #expect(app.application.navigationController.topController is SettingsController)
        #expect(app.screen.contains("< 2 easy days >"))
    }

    @Test("Easy Days snapshots")
    func snapshots() throws {
        try StudyScreenSnapshots.check("easy-days") { app in
            _ = try Self.openEasyDays(app)
            app.press("jjjjjj\rk")
        }
    }
}
