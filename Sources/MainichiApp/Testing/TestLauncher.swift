import MainichiCore
import TerminalUI

/// Starts tests: from a day's list, from bookmarks or from the mistakes notebook.
public enum TestLauncher {
    /// Starts a test of `items` on top of `controller`'s navigation stack.
    /// - Parameters:
    ///   - mode: the test mode, or nil to ask (the `T` key); `t` passes the default from Settings.
    ///   - day: the day the items are, so the result is saved as that day's score.
    ///   - source: what the test covers, for history.
    public static func start(items: [StudyItem], kind: DeckKind, day: DayKey?, source: HistoryEvent.Source,
                             mode: TestMode?, context: AppContext, from controller: ScreenController) {
        controller.showStatus("tests are coming soon", role: .dim)
    }
}
