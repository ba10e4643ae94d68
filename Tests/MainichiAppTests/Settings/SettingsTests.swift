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

    @Test("Settings marks the ones that stay on this machine with *; the learner's settings, which sync, are not marked")
    func marksTheMachinesSettings() throws {
        let app = try TestApp()
        _ = try Self.openSettings(app)
        let screen = app.screen
        #expect(screen.contains("* this machine only; the rest sync."))
        let lines = screen.split(separator: "\n").map(String.init)
        func row(_ title: String) -> String? { lines.first { $0.contains(title) } }
        for title in ["Audio", "Theme", "Autoplay on reveal"] {
            #expect(row(title)?.contains("*" + title) == true, "\(title)")
        }
        for title in ["Default test mode", "New items a day", "Reviews a day", "Desired retention", "FSRS weights"] {
            #expect(row(title)?.contains(" " + title) == true && row(title)?.contains("*") == false, "\(title)")
        }
        // The marks follow the core's list of settings that travel.
        let marked = SettingsController.Option.allCases.filter(\.staysOnMachine)
        #expect(marked == [.audio, .autoplay, .theme, .kanjiDrawings, .language, .syncFolder])
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

    @Test("Left and h change a value and stay; the help calls neither a back key; Backspace goes back")
    func leftChangesValue() throws {
        let app = try TestApp()
        let settings = try Self.openSettings(app)
        let navigation = app.application.navigationController
        app.press(.left)
        #expect(navigation.topController === settings)
        #expect(app.context.settings.settings.defaultTestMode == TestMode.allCases.last)
        app.press("h")
        #expect(navigation.topController === settings)
        #expect(app.context.settings.settings.defaultTestMode == TestMode.allCases.dropLast().last)
        let footer = app.lines[app.lines.count - 1]
        #expect(footer.contains("Right next") && footer.contains("Left previous"))
        app.press("?")
        #expect(app.screen.contains("Previous value (also h, -)"))
        #expect(app.screen.contains("Go back (also Backspace, q)"))
        app.press("?\u{7F}")
        #expect(navigation.topController !== settings)
    }

    @Test("Desired retention moves by 0.01 within 0.70 to 0.97 and the scheduler follows")
    func desiredRetention() throws {
        let app = try TestApp()
        let settings = try Self.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .desiredRetention))
        app.press(String(repeating: "j", count: row))
        app.press("l")
        #expect(app.context.settings.settings.desiredRetention == 0.91)
        #expect(app.context.scheduler.desiredRetention == 0.91)
        #expect(app.screen.contains("< 0.91 >"))
        app.press(String(repeating: "l", count: 10))
        #expect(app.context.settings.settings.desiredRetention == 0.97)
        app.press(String(repeating: "-", count: 40))
        #expect(app.context.settings.settings.desiredRetention == 0.70)
    }

    @Test("Load balancing turns off and on, saved")
    func loadBalancingToggle() throws {
        let app = try TestApp()
        let settings = try Self.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .loadBalancing))
        #expect(app.context.settings.settings.loadBalancing)
        app.press(String(repeating: "j", count: row) + "\r")
        #expect(!app.context.settings.settings.loadBalancing)
        #expect(app.screen.contains("< off >"))
        app.press("\r")
        #expect(app.context.settings.settings.loadBalancing)
    }

    @Test("Optimize with too little history says how many reviews it needs")
    func optimizeNeedsReviews() throws {
        let app = try TestApp()
        let events = SimulatedReviewHistory.events(items: 10, reviewsPerItem: 5, end: app.now)
        try StudyHistory.writeJournal(of: events, device: "simulated", in: app.context.progress.directory)
        let settings = try Self.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .weights))
        app.press(String(repeating: "j", count: row) + "\r")
        let screen = app.screen
        #expect(screen.contains("at least \(FSRSOptimizer.minimumItems) reviews"))
        #expect(app.context.settings.settings.fsrsWeights == nil)
    }

    @Test("Optimize shows log loss and RMSE before and after; y saves the weights the scheduler then uses")
    func optimizeAndAccept() throws {
        let app = try TestApp(size: Size(width: 80, height: 24))
        let events = SimulatedReviewHistory.events(items: 120, reviewsPerItem: 8, end: app.now)
        try StudyHistory.writeJournal(of: events, device: "simulated", in: app.context.progress.directory)
        let settings = try Self.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .weights))
        app.press(String(repeating: "j", count: row) + "\r")
        let items = TrainingItem.items(from: app.context.history.read().events, days: app.context.calendar)
        let expected = try WeightsComparison.fit(items, current: FSRSScheduler.defaultParameters)
        let screen = app.screen
        for line in OptimizeText.comparison(expected).prefix(3) {
            #expect(screen.contains(line), "\(line)")
        }
        app.press("y")
        #expect(app.context.settings.settings.fsrsWeights == expected.fitted)
        #expect(app.context.scheduler.parameters == expected.fitted)
        #expect(app.screen.contains("< fitted >"))
        app.press("-y")
        #expect(app.context.settings.settings.fsrsWeights == nil)
        #expect(app.context.scheduler.parameters == FSRSScheduler.defaultParameters)
    }
}
