import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Shared set-up of the My decks, Add word, Import and Export tests: an app with a user deck
/// store in memory, and snapshots at 80x24 and 40x12 in the dark and monochrome themes.
enum WordsScreens {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// A store with one deck of words, "Manga words", holding `words`.
    static func store(words: [WordDraft] = []) -> FakeUserDeckStore {
        FakeUserDeckStore(decks: [(name: "Manga words", kind: .vocab, words: words)])
    }

    /// An app at the main menu over `store`.
    static func app(size: Size = Size(width: 80, height: 24), theme: Theme = .dark,
                    store: FakeUserDeckStore, korean: Bool = false) throws -> TestApp {
        let app = try TestApp(size: size, theme: theme, localeEnvironment: korean ? ["LANG": "ko_KR.UTF-8"] : [:])
        app.context.deckStore = store
        app.application.navigationController.topController.viewWillAppear()
        app.application.render()
        return app
    }

    /// Pushes `controller` over the app's top screen and draws.
    static func push(_ controller: ScreenController, on app: TestApp) {
        app.application.navigationController.push(controller)
        app.application.render()
    }

    /// The top screen.
    static func top(_ app: TestApp) -> ScreenController { app.application.navigationController.topController }

    /// Builds a fresh app for each size and theme over a fresh store, runs `setup` and compares
    /// the screen with the golden file; wide glyphs must be whole.
    static func check(_ name: String, store makeStore: () -> FakeUserDeckStore = { store() }, korean: Bool = false,
                      filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation,
                      setup: (TestApp) throws -> Void) throws {
        for size in sizes {
            for theme in [Theme.dark, Theme.monochrome] {
                let app = try app(size: size, theme: theme, store: makeStore(), korean: korean)
                try setup(app)
                app.application.render()
                assertSnapshot(app.terminal, named: "\(name)-\(size.width)x\(size.height)", filePath: filePath,
                               sourceLocation: sourceLocation)
                #expect(app.terminal.buffer.hasWholeGlyphs, "\(name) \(size): a wide glyph was cut", sourceLocation: sourceLocation)
                if theme.name == "monochrome" {
                    StudyScreenSnapshots.expectVisibleWithoutColor(app, name: "\(name) \(size)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
