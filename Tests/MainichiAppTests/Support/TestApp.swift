import Foundation
import MainichiCore
import TerminalUI
import TestSupport
@testable import MainichiApp

/// A whole app over an in-memory terminal, for controller and snapshot tests: the committed
/// decks, a fresh temporary data directory (removed with the app), a settable fixed clock, a fixed time zone (UTC unless
/// a test injects another) and a fixed random seed, so that no test depends on the machine's zone.
final class TestApp {
    /// 2026-11-21 09:00 UTC, a Saturday.
    static let startDate = Date(timeIntervalSince1970: 1_795_251_600)

    let terminal: InMemoryTerminal
    let context: AppContext
    let application: Application
    let pronouncer: RecordingPronouncer
    let directory: URL
    /// The temporary directory that holds the app's data (made by the app unless given a
    /// directory): removed with the app.
    let scratch: TemporaryDirectory?
    /// The time the app and the context see; tests move it with `advance(by:)`.
    var now: Date { clock.now }
    private let clock: TestClock

    /// The Decks folder of the source tree.
    static var decksDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Decks")
    }

    /// - Parameters:
    ///   - size: the terminal size.
    ///   - directory: an existing data directory to reuse (a "relaunch": keep the app that made it
    ///     until this one is done, as its release removes it); a fresh temporary one when nil.
    ///   - keeping: the temporary directory that holds `directory`, kept while the app lives and
    ///     removed with it (a data directory a test prepared before opening the app).
    ///   - welcomeShown: whether the first-run welcome screen has already been seen.
    ///   - theme: the theme to draw with.
    ///   - timeZone: the learner's zone (study days start at the settings' hour in it).
    ///   - root: the root controller to show; the main menu when nil.
    ///   - localeEnvironment: LC_ALL, LC_MESSAGES and LANG as the app sees them (none: English).
    ///   - decks: the decks directory; the committed decks when nil.
    init(size: Size = Size(width: 80, height: 24), directory: URL? = nil, keeping: TemporaryDirectory? = nil,
         welcomeShown: Bool = true,
         theme: Theme = .dark, seed: UInt64 = 42, timeZone: TimeZone = TimeZone(identifier: "UTC")!, root: ((AppContext) -> ScreenController)? = nil,
         localeEnvironment: [String: String] = [:], decks: URL? = nil) throws {
        let scratch = keeping ?? (directory == nil ? TemporaryDirectory() : nil)
        let directory = directory ?? scratch!.url
        self.scratch = scratch
        self.directory = directory
        let clock = TestClock(now: Self.startDate)
        self.clock = clock
        let pronouncer = RecordingPronouncer()
        self.pronouncer = pronouncer
        let directories = DataDirectories(directory: directory)
        // A fixed device id, so journal file names in warnings are the same on every run.
        let deviceFile = directory.appendingPathComponent(DeviceIdentity.fileName)
        if !FileManager.default.fileExists(atPath: deviceFile.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("app-test\n".utf8).write(to: deviceFile)
        }
        let context = try AppContext.open(directories: directories, decksDirectory: decks ?? Self.decksDirectory,
                                          pronouncer: pronouncer, clock: { clock.now },
                                          zone: StudyCalendar(timeZone: timeZone, firstWeekday: 1))
        context.random = SeededRandom(seed: seed)
        if welcomeShown { try context.settings.update { $0.welcomeShown = true } }
        context.localeEnvironment = localeEnvironment
        self.context = context
        self.terminal = InMemoryTerminal(size: size)
        let rootController: ScreenController = root.map { NavigationController(root: $0(context)) }
            ?? MainichiRoot.make(context: context)
        // The app's themes carry the looks of its own roles (statistics), as ThemeResolver gives them.
        self.application = Application(terminal: terminal, root: rootController, theme: theme.addingStatisticsLooks().addingReaderLooks(),
                                       clock: { clock.now })
        application.render()
    }

    /// Moves the clock the app sees.
    func advance(by seconds: TimeInterval) {
        clock.now = clock.now.addingTimeInterval(seconds)
    }

    /// Presses keys ("jj\r") and renders.
    func press(_ keys: String) {
        application.press(keys)
    }

    /// Presses one key and renders.
    func press(_ key: Key) {
        application.press(key)
    }

    /// The screen as text, one string per row.
    var lines: [String] { terminal.lines }

    /// The whole screen as one string.
    var screen: String { terminal.lines.joined(separator: "\n") }

    /// Releases the data directory's lock, as quitting does (for relaunch tests).
    func close() {
        context.progress.close()
    }

    deinit {
        context.progress.close()
    }
}

/// A settable clock for one test app.
final class TestClock: @unchecked Sendable {
    var now: Date

    init(now: Date) {
        self.now = now
    }
}
