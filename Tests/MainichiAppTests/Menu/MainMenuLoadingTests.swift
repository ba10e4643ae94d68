import Dispatch
import Foundation
@testable import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// A large progress is loaded on another thread (issue 10, start-up): the main menu draws at once,
/// without the figures that come from the progress, and shows them once it is in.
@Suite("Main menu while the progress loads")
struct MainMenuLoadingTests {
    @Test("The menu draws before the progress is loaded and shows its figures once it is")
    func menuFiguresFollowTheLoad() throws {
        let now = TestApp.startDate
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        try Data("app-test\n".utf8).write(to: directory.appendingPathComponent(DeviceIdentity.fileName))
        let first = try ProgressStore(directory: directory, clock: { now })
        for id in ["v:猫:ねこ", "v:犬:いぬ", "k:日"] { try first.toggleBookmark(id) }
        first.close()

        // The load is held back until the test lets it go: the first frame cannot wait for it.
        let gate = DispatchSemaphore(value: 0)
        let progress = try ProgressStore(directory: directory, clock: { now }, loadingInBackgroundFrom: 0, loadGate: gate)
        defer {
            gate.signal() // never left waiting, whatever failed
            progress.close()
        }
        let directories = DataDirectories(directory: directory)
        let settings = try SettingsStore(directory: directories.config, now: now)
        try settings.update { $0.welcomeShown = true }
        let context = AppContext(library: try DeckLibrary(directory: TestApp.decksDirectory), progress: progress,
                                 settings: settings, history: progress.history, directories: directories,
                                 pronouncer: RecordingPronouncer(), clock: { now },
                                 zone: StudyCalendar(timeZone: TimeZone(identifier: "UTC")!, firstWeekday: 1))
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let application = Application(terminal: terminal, root: MainichiRoot.make(context: context), clock: { now })
        application.render()
        #expect(!progress.isLoaded)
        #expect(terminal.lines.contains { $0.contains("Bookmarks") })
        #expect(!terminal.lines.contains { $0.contains("bookmarked") })

        gate.signal()
        progress.waitUntilLoaded()
        application.tick()
        #expect(terminal.lines.contains { $0.contains("Bookmarks") && $0.contains("3 bookmarked") })
    }
}
