#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The learner's intents, each offered once: the one layer the screens and the command line both
/// call to change progress and learner settings (see docs/architecture.md, "The use-case layer").
///
/// It owns the stores, the clock and the study calendar, and derives the scheduler from the
/// settings (never a copy kept in step by hand). A rule that both a screen and a command need
/// (days off, spreading overdue reviews, fitting FSRS weights, the limits of a setting, reading
/// an import) lives here or in the core type it calls, so the two callers cannot drift: they
/// only turn keys or arguments into a call and its result into words.
public final class Learner {
    /// The progress journal.
    public let progress: ProgressStore
    /// The settings file.
    public let settings: SettingsStore
    private let clock: () -> Date
    /// The time zone and first weekday; the day start hour comes from the settings.
    private let zone: StudyCalendar
    /// Settings another device changed that arrived here and are not told yet
    /// (`takeArrivedSettings()`).
    var arrivedSettings: [ArrivedSetting] = []

    /// - Parameter clock: the current time (tests inject a fixed one).
    /// - Parameter zone: the learner's time zone and first weekday (tests inject one).
    public init(progress: ProgressStore, settings: SettingsStore, clock: @escaping () -> Date = { Date() },
                zone: StudyCalendar = .current()) {
        self.progress = progress
        self.settings = settings
        self.clock = clock
        self.zone = zone
        // The settings that travel are read from the journal once it is loaded (the first frame
        // does not wait for it: settings.json's copy serves until then).
        progress.whenLoaded { [weak self] _ in self?.attachSettingsJournal() }
        settings.willChange = { [weak progress] in progress?.waitUntilLoaded() }
    }

    /// The current time.
    public var now: Date { clock() }

    /// The study days every day computation uses: the zone, with the settings' day start hour.
    public var calendar: StudyCalendar { zone.startingDays(at: settings.settings.dayStartHour) }

    /// The scheduler the settings ask for (fitted weights, desired retention), derived on each use.
    public var scheduler: FSRSScheduler { settings.settings.scheduler }
}
