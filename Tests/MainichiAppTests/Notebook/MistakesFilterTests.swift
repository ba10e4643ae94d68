import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Mistakes filter with no matches")
struct MistakesFilterTests {
    @Test("A filter with no matches says so and how to change it, at every size", arguments: StudyScreenSnapshots.sizes)
    func noMatches(size: Size) throws {
        let app = try TestApp(size: size)
        _ = try NotebookTests.missSome(3, in: app)
        let controller = MistakesController(context: app.context)
        NotebookTests.open(controller, in: app)
        app.press("jj")
        app.press("ff")
        #expect(controller.kindFilter == .kanji && controller.entries.isEmpty)
        #expect(app.screen.contains("Nothing matches this filter"))
        // Wrapped on a narrow screen, never cut.
        #expect(app.screen.contains("(f: kind,") && app.screen.contains("o: mode)"))
        app.press("f")
        #expect(controller.entries.count == 3)
        app.press("oo")
        #expect(controller.modeFilter == .typedReading)
        #expect(app.screen.contains("Nothing matches this filter"))
    }
}
