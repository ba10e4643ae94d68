import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The first frame, drawn from the settings before the decks and the progress are open
/// (`StartScreen`), is the app's own first frame less what needs them: every cell it draws is the
/// cell the app draws a moment later, and what it leaves blank the app fills in. No figure in it can
/// be wrong, and nothing moves when the real screens take over.
@Suite("The first frame before the decks open")
struct StartScreenTests {
    /// The app's first frame and the start frame for the same settings, size and language.
    private func frames(size: Size, welcomeShown: Bool, locale: [String: String]) throws
        -> (app: ScreenBuffer, start: ScreenBuffer) {
        let app = try TestApp(size: size, welcomeShown: welcomeShown, localeEnvironment: locale)
        // Figures the menu shows once the progress is open: a bookmark and a day studied.
        try app.context.progress.toggleBookmark("v:猫:ねこ")
        app.application.tick()
        let start = StartScreen.make(settings: app.context.settings.settings, languageOverride: nil,
                                     localeEnvironment: locale, theme: app.context.theme.name,
                                     now: app.now, zone: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 1))
        let terminal = InMemoryTerminal(size: size)
        Application(terminal: terminal, root: start, theme: app.application.theme).render()
        return (app.terminal.buffer, terminal.buffer)
    }

    /// The cells where `start` differs from `app` and is not blank: cells the start frame got wrong.
    private func wrongCells(app: ScreenBuffer, start: ScreenBuffer) -> [String] {
        var wrong: [String] = []
        for y in 0..<start.size.height {
            for x in 0..<start.size.width {
                let drawn = start[x, y]
                if drawn != app[x, y] && drawn.grapheme != " " && !drawn.isContinuation {
                    wrong.append("(\(x), \(y)) \(drawn.grapheme) instead of \(app[x, y].grapheme)")
                }
            }
        }
        return wrong
    }

    @Test("The menu's first frame has its title, rows and footer, and no figure the progress gives",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)], [[:], ["LANG": "ko_KR.UTF-8"]])
    func menuFrame(size: Size, locale: [String: String]) throws {
        let (app, start) = try frames(size: size, welcomeShown: true, locale: locale)
        #expect(wrongCells(app: app, start: start).isEmpty, "\(wrongCells(app: app, start: start))")
        let strings = Strings(locale.isEmpty ? .english : .korean)
        let startText = start.textLines.joined(separator: "\n")
        let appText = app.textLines.joined(separator: "\n")
        // Title bar, rows and footer are there at once.
        #expect(start.textLines[0] == app.textLines[0])
        #expect(start.textLines.last == app.textLines.last)
        for title in [strings.menu.vocabulary, strings.menu.kanji, strings.menu.review, strings.menu.bookmarks] {
            #expect(startText.contains(title))
        }
        // The bookmark count needs the progress: the app shows it, the start frame leaves it blank.
        #expect(appText.contains(strings.menu.bookmarked(1)))
        #expect(!startText.contains(strings.menu.bookmarked(1)))
    }

    @Test("On a first run the first frame is the welcome page, as the app draws it",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)], [[:], ["LANG": "ko_KR.UTF-8"]])
    func welcomeFrame(size: Size, locale: [String: String]) throws {
        let (app, start) = try frames(size: size, welcomeShown: false, locale: locale)
        let strings = Strings(locale.isEmpty ? .english : .korean)
        #expect(app.textLines[0].contains(strings.menu.welcomeTitle))
        #expect(start.textLines == app.textLines)
        #expect(start == app)
    }

    @Test("Keys typed while the context opens are answered by the real screens")
    func keysTypedEarlyAreAnswered() throws {
        // The start frame on the terminal, keys typed at once (Enter past the welcome, j, Enter on
        // Kanji); then the real stack runs on the same terminal and takes them in order.
        let app = try TestApp(welcomeShown: false)
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let start = StartScreen.make(settings: app.context.settings.settings, languageOverride: nil, localeEnvironment: [:],
                                     theme: app.context.theme.name, now: app.now,
                                     zone: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 1))
        Application(terminal: terminal, root: start).render()
        #expect(terminal.lines[0].contains("Welcome"))
        terminal.enqueue(keys: "\rj\r")
        let application = Application(terminal: terminal, root: MainichiRoot.make(context: app.context), clock: { app.now })
        application.render()
        // As `Application.run` takes them: each queued event in turn.
        while let event = terminal.nextEvent(timeout: 0) { application.step(event) }
        #expect(terminal.lines[0].contains("Mainichi › Kanji"), "\(terminal.lines[0])")
        #expect(app.context.settings.settings.welcomeShown)
    }
}
