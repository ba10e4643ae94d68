import Foundation
import MainichiCore
import TerminalUI

/// Everything the screens share: the decks, the saved progress, settings, history,
/// the scheduler, speech, the clock and the random source.
///
/// One context is made at startup and handed to every controller. Tests build one over a
/// temporary data directory with a fixed clock and seed.
public final class AppContext {
    public let library: DeckLibrary
    public let progress: ProgressStore
    public let settings: SettingsStore
    public let history: HistoryLog
    public let directories: DataDirectories
    public let pronouncer: Pronouncing
    /// The scheduler used for reviews; fuzzing draws from `random`.
    public var scheduler: FSRSScheduler
    /// The random source for shuffling, distractors and fuzz. Seeded in tests.
    public var random: SeededRandom
    /// Messages to show once at startup (a recovered progress file, a torn history line).
    public var startupNotices: [String]
    private let clock: () -> Date
    /// The search index over every deck, built on the first search and kept for the session.
    public lazy var searchIndex: SearchIndex = SearchIndex.build(library: library)
    /// The stroke order of the deck kanji (Decks/strokes.txt), read on first use.
    public lazy var strokes: StrokeLibrary = StrokeLibrary(decksDirectory: library.directory)
    /// Korean readings of the kanji and Korean cognates of words (Decks/korean.txt), read on first use.
    public lazy var korean: KoreanLibrary = KoreanLibrary(decksDirectory: library.directory)

    /// Called when the theme setting changes, so the running application can switch at once.
    public var themeDidChange: ((Settings.ThemeName) -> Void)?

    public init(library: DeckLibrary, progress: ProgressStore, settings: SettingsStore, history: HistoryLog,
                directories: DataDirectories, pronouncer: Pronouncing,
                scheduler: FSRSScheduler = FSRSScheduler(), random: SeededRandom = SeededRandom(),
                startupNotices: [String] = [], clock: @escaping () -> Date = { Date() }) {
        self.library = library
        self.progress = progress
        self.settings = settings
        self.history = history
        self.directories = directories
        self.pronouncer = pronouncer
        self.scheduler = scheduler
        self.random = random
        self.startupNotices = startupNotices
        self.clock = clock
    }

    /// The current time from the injected clock.
    public var now: Date { clock() }

    /// Runs a change that saves to disk, reporting a failure in `controller`'s status line
    /// instead of throwing: nothing is lost silently, and the screen stays usable.
    /// Returns the body's result, or nil when it failed.
    @discardableResult
    public func perform<T>(_ controller: ScreenController?, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            controller?.showStatus("could not save: \(error)", role: .wrong)
            return nil
        }
    }

    /// Speaks `text` when audio is on; says why not in the status line otherwise.
    public func pronounce(_ text: String, from controller: ScreenController?) {
        guard settings.settings.audioEnabled else {
            controller?.showStatus("audio is off (Settings)", role: .dim)
            return
        }
        if !pronouncer.speak(text) {
            controller?.showStatus(pronouncer.unavailableStatus, role: .dim)
        }
    }
}
