import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The one theme decision: `--theme` > NO_COLOR > the setting > the terminal's background.
@Suite("Theme resolver")
struct ThemeResolverTests {
    @Test("The order is --theme, then NO_COLOR, then the setting, then the detected background")
    func order() {
        let light = TerminalBackground.light
        // --theme wins over everything, NO_COLOR included (no-color.org: flags override it).
        #expect(ThemeResolver(flag: .light, noColor: true, background: .dark).resolve(setting: .dark)
            == .init(name: .light, reason: .flag))
        // NO_COLOR wins over the setting and the background.
        #expect(ThemeResolver(noColor: true, background: light).resolve(setting: .dark) == .init(name: .monochrome, reason: .noColor))
        #expect(ThemeResolver(flag: .automatic, noColor: true, background: light).resolve(setting: .dark).name == .monochrome)
        // The setting wins over the background.
        #expect(ThemeResolver(background: light).resolve(setting: .dark) == .init(name: .dark, reason: .setting))
        // Automatic follows the background; dark when it is unknown.
        #expect(ThemeResolver(background: light).resolve(setting: .automatic) == .init(name: .light, reason: .background))
        #expect(ThemeResolver(background: .dark).resolve(setting: .automatic) == .init(name: .dark, reason: .background))
        #expect(ThemeResolver().resolve(setting: .automatic) == .init(name: .dark, reason: .fallback))
        // --theme automatic follows the background whatever the setting.
        #expect(ThemeResolver(flag: .automatic, background: light).resolve(setting: .dark).name == .light)
    }

    @Test("NO_COLOR counts only when set to something; the background is asked for only when it decides")
    func environmentAndNeed() {
        #expect(ThemeResolver(flag: nil, environment: ["NO_COLOR": "1"]).noColor)
        #expect(!ThemeResolver(flag: nil, environment: ["NO_COLOR": ""]).noColor)
        #expect(ThemeResolver().needsBackground(setting: .automatic))
        #expect(!ThemeResolver().needsBackground(setting: .light))
        #expect(!ThemeResolver(noColor: true).needsBackground(setting: .automatic))
        #expect(!ThemeResolver(flag: .dark).needsBackground(setting: .automatic))
        #expect(ThemeResolver(flag: .automatic).needsBackground(setting: .dark))
    }

    @Test("Every resolved theme already carries the statistics looks, so no screen changes it while drawing")
    func themesAreComplete() throws {
        for name in Settings.ThemeName.allCases {
            let theme = ThemeResolver.theme(named: name)
            #expect(theme.styles[.heat4] != nil, "\(name)")
        }
        let app = try TestApp()
        let before = app.application.theme
        app.press("G")
        app.press("kkk\r")    // Statistics
        #expect(app.lines[0].contains("Statistics"))
        #expect(app.application.theme.name == before.name && app.application.theme.styles == before.styles)
    }

    @Test("Settings shows \"automatic (light)\" and the menu the theme in use")
    func settingsShowsTheResolvedTheme() throws {
        let app = try TestApp()
        app.context.themeResolver = ThemeResolver(background: .light)
        _ = try SettingsTests.openSettings(app)
        let row = try #require(app.lines.first { $0.contains("Theme") })
        #expect(row.contains("< automatic (light) >"))
        #expect(row.contains("from the terminal's background"))
        app.press("\u{1B}")
        #expect(app.screen.contains("light theme"))
    }

    @Test("Under NO_COLOR, changing the theme in Settings saves it but keeps monochrome, and says why")
    func noColorKeepsMonochrome() throws {
        let app = try TestApp(theme: .monochrome)
        app.context.themeResolver = ThemeResolver(flag: nil, environment: ["NO_COLOR": "1"])
        let settings = try SettingsTests.openSettings(app)
        let index = try #require(settings.options.firstIndex(of: .theme))
        app.press(String(repeating: "j", count: index))
        app.press("\r")     // automatic -> dark
        #expect(app.context.settings.settings.theme == .dark)
        #expect(app.application.theme.name == "monochrome")
        #expect(app.terminal.lastFrame?.theme.usesColor == false)
        let row = try #require(app.lines.first { $0.contains("Theme") })
        #expect(row.contains("< dark >"))
        #expect(row.contains("NO_COLOR is set: monochrome"))
        app.press("\u{1B}")
        #expect(app.screen.contains("monochrome theme"))
    }

    @Test("With --theme, Settings says the flag decides for this run")
    func flagDecides() throws {
        let app = try TestApp(theme: .light)
        app.context.themeResolver = ThemeResolver(flag: .light)
        _ = try SettingsTests.openSettings(app)
        let row = try #require(app.lines.first { $0.contains("Theme") })
        #expect(row.contains("< automatic >"))
        #expect(row.contains("--theme light used for this run"))
        app.press("\r")
        #expect(app.application.theme.name == "light")
    }
}
