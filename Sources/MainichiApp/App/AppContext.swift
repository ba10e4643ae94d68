#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// Everything the screens share: the decks, the saved progress, settings, history,
/// the scheduler, speech, the clock, the study calendar and the random source.
///
/// One context is made at startup and handed to every controller. Tests build one over a
/// temporary data directory with a fixed clock, time zone and seed.
public final class AppContext {
    public let library: DeckLibrary
    public let progress: ProgressStore
    public let settings: SettingsStore
    public let history: StudyHistory
    public let directories: DataDirectories
    public let pronouncer: Pronouncing
    /// The learner's intents over the progress and the settings (`Learner`): the one place the
    /// screens change them through.
    public let learner: Learner
    /// The scheduler used for reviews, derived from the settings (`Learner.scheduler`); its fuzz
    /// is seeded by each item id and review count.
    public var scheduler: FSRSScheduler { learner.scheduler }
    /// The random source for shuffling and distractors. Seeded in tests.
    public var random: SeededRandom
    /// Messages to show once at startup (a recovered progress file, a torn history line).
    public var startupNotices: [StartupNotice]
    private let clock: () -> Date
    /// The learner's time zone and first weekday; the day start hour comes from the settings.
    private let zone: StudyCalendar
    /// The search index over every deck, kept for the session: read from the cache directory when
    /// the decks have not changed (`SearchIndexCache`), built otherwise. The app prepares it a deck
    /// at a time once the first frame is drawn (`prepareSearchIndexStep()`), so the first search
    /// does not wait and quitting does not wait for the build; reading it finishes a build begun.
    public var searchIndex: SearchIndex {
        get {
            if let preparedSearchIndex { return preparedSearchIndex }
            while prepareSearchIndexStep() {}
            return preparedSearchIndex ?? SearchIndex(items: [])
        }
        set {
            preparedSearchIndex = newValue
            searchIndexBuild = nil
        }
    }
    /// The search index once read or built.
    private var preparedSearchIndex: SearchIndex?
    /// A build of the search index under way, with the fingerprint of the decks it started from.
    private var searchIndexBuild: (builder: SearchIndexBuilder, fingerprint: String)?
    /// The history last read by `historyContents()`, with the file's size, time and number then.
    private var historyCache: (signature: [Int64], contents: HistoryLog.Contents)?
    /// History read once and then followed: only journal lines appended since are parsed.
    private lazy var historyFollower = HistoryFollower(directory: progress.directory)
    /// The statistics last shown, kept while history, reviews and decks stay the same (`StatisticsCache`).
    public let statisticsCache = StatisticsCache()
    /// The stroke order of the deck kanji (Decks/strokes.txt), read on first use.
    public lazy var strokes: StrokeLibrary = StrokeLibrary(decksDirectory: library.directory)
    /// Korean readings of the kanji and Korean cognates of words (Decks/korean.txt), read on first use.
    public lazy var korean: KoreanLibrary = KoreanLibrary(decksDirectory: library.directory)
    /// The files read in the reader, with the place in each, and its readings setting (`reader.json`).
    public lazy var readerShelf = ReaderShelf(directory: directories.data)
    /// The offline dictionary (Decks/dictionary.bin, memory-mapped), opened on the first search; nil when missing or unreadable.
    /// Reads Anki packages for the Import screen; given by the executable (nil: packages are refused).
    public var ankiPackageReader: (any AnkiPackageReading)?
    /// Writes Anki packages for the Export screen; given by the executable (nil: the screen offers no package).
    public var ankiPackageWriter: (any AnkiPackageWriting)?
    public lazy var dictionary: JapaneseDictionary? = JapaneseDictionary.shared(decksDirectory: library.directory)

    /// The learner's own decks (`<data>/decks`): the screens create, rename and delete decks and
    /// add, edit and remove words through it. Each change reloads the library's user decks and
    /// the search index (`userDecksDidChange`).
    public lazy var userDecks: UserDeckStore = {
        let store = UserDeckStore(dataDirectory: directories.data, clock: clock)
        store.didChange = { [unowned self] _ in self.userDecksDidChange() }
        return store
    }()

    /// Reads the learner's decks again after a change, and rebuilds the search index over them.
    public func userDecksDidChange() {
        library.reloadUserDecks()
        searchIndex = SearchIndexCache(directory: directories.cache).index(for: library)
    }

    /// What the My decks, Add word, `+` and Import screens use of the learner's decks: the store
    /// above through `UserDeckStoreAdapter`. Tests put a store of their own here.
    public lazy var deckStore: (any UserDeckStoring)? = UserDeckStoreAdapter(store: userDecks, library: library,
                                                                                     dictionary: { [unowned self] in self.dictionary })
    /// The user deck a word was last added to, listed first by the deck picker: the
    /// `lastUserDeck` setting, saved at once so it survives a restart (a failed save keeps it for
    /// the session).
    public var lastUsedUserDeckID: String? {
        get { settings.settings.lastUserDeck }
        set {
            guard newValue != settings.settings.lastUserDeck else { return }
            try? settings.update { $0.lastUserDeck = newValue }
        }
    }

    /// Decides the theme from `--theme`, NO_COLOR, the setting and the detected background; the
    /// command line sets it at start (the default: none of them, so the setting decides).
    public var themeResolver = ThemeResolver()

    /// The theme in use now, and why.
    public var theme: ThemeResolver.Resolution { themeResolver.resolve(setting: settings.settings.theme) }

    /// Called with the theme in use after the theme setting changes, so the running application
    /// can switch at once.
    public var themeDidChange: ((Settings.ThemeName) -> Void)?

    /// `--lang` for this run, when given: it wins over the setting.
    public var languageOverride: Settings.LanguageChoice?
    /// The locale environment (LC_ALL, LC_MESSAGES, LANG) the automatic language follows; the command
    /// line sets the process's, tests leave it empty (English) or set their own.
    public var localeEnvironment: [String: String] = [:]
    /// Called with the language in use after the language setting changes, so the chrome can follow.
    public var languageDidChange: ((Language) -> Void)?

    /// The language of the interface: `--lang`, else the setting (automatic: the locale environment).
    public var language: Language {
        (languageOverride ?? settings.settings.language).resolved(environment: localeEnvironment)
    }

    /// The words of the interface in `language`.
    public var strings: Strings { Strings(language) }

    public init(library: DeckLibrary, progress: ProgressStore, settings: SettingsStore, history: StudyHistory,
                directories: DataDirectories, pronouncer: Pronouncing,
                random: SeededRandom = SeededRandom(),
                startupNotices: [StartupNotice] = [], clock: @escaping () -> Date = { Date() },
                zone: StudyCalendar = .current()) {
        self.library = library
        self.progress = progress
        self.settings = settings
        self.history = history
        self.directories = directories
        self.pronouncer = pronouncer
        self.learner = Learner(progress: progress, settings: settings, clock: clock, zone: zone)
        self.random = random
        self.startupNotices = startupNotices
        self.clock = clock
        self.zone = zone
    }

    /// The current time from the injected clock.
    public var now: Date { clock() }

    /// Exchanges journals with the sync folder, when one is set (the app's periodic work: after
    /// each screen change and every 30 seconds), and the learner's decks with them
    /// (`synchronizeDecks()`). Returns how many events other devices brought.
    @discardableResult
    public func synchronize() -> Int {
        let count = learner.synchronize()
        collectArrivedSettings()
        synchronizeDecks()
        return count
    }

    /// Moves the settings another machine changed that arrived (`Learner.takeArrivedSettings()`)
    /// into the notices the menu shows next.
    public func collectArrivedSettings() {
        let arrived = learner.takeArrivedSettings()
        if !arrived.isEmpty { startupNotices.append(.settingsArrived(arrived)) }
    }

    /// The learner's decks through the sync folder, while one is set.
    private var deckSync: UserDeckSync?

    /// Records the changes to the learner's decks for the other devices and applies theirs
    /// (`UserDeckSync`); when it wrote decks, the library and search index are reloaded once.
    public func synchronizeDecks() {
        guard let folder = progress.syncFolder else {
            deckSync = nil
            return
        }
        if deckSync?.folder.url != folder.url || deckSync?.folder.device != folder.device {
            deckSync = UserDeckSync(store: userDecks, folder: folder, clock: clock)
        }
        // One reload for the whole round, not one per deck written.
        let didChange = userDecks.didChange
        userDecks.didChange = nil
        let outcome = deckSync?.synchronize()
        userDecks.didChange = didChange
        if outcome?.changedDecks.isEmpty == false { userDecksDidChange() }
        // A deck deleted on one machine and changed on another afterwards came back: say so.
        if let cameBack = outcome?.cameBack, !cameBack.isEmpty { startupNotices.append(.decksCameBack(cameBack)) }
    }

    /// Makes `searchIndex` ready.
    public func prepareSearchIndex() {
        _ = searchIndex
    }

    /// One step of making `searchIndex` ready, the app's idle work after the first frame: reads the
    /// cached index, or indexes one more deck (`SearchIndexBuilder`); the last step stores the
    /// index in the cache (written atomically). Returns whether steps remain. Between steps the app
    /// handles keys, so quitting leaves the build unfinished and the cache as it was.
    @discardableResult
    public func prepareSearchIndexStep() -> Bool {
        guard preparedSearchIndex == nil else { return false }
        let cache = SearchIndexCache(directory: directories.cache)
        guard var build = searchIndexBuild else {
            let (cached, fingerprint) = cache.cachedIndex(for: library)
            if let cached {
                preparedSearchIndex = cached
                return false
            }
            searchIndexBuild = (SearchIndexBuilder(library: library), fingerprint)
            return true
        }
        searchIndexBuild = nil
        if build.builder.step() {
            searchIndexBuild = build
            return true
        }
        cache.store(build.builder.index, fingerprint: build.fingerprint)
        preparedSearchIndex = build.builder.index
        return false
    }

    /// Every history event, as `StudyHistory.read()` gives them, read again only when a journal file
    /// (or an old history.jsonl not yet moved) changed since the last call (its size, modification
    /// time or file number), so Statistics and History open without parsing the whole journal
    /// each time; when one grew, only its new lines are parsed (`HistoryFollower`).
    public func historyContents() -> HistoryLog.Contents {
        let files = ProgressStore.journalFiles(in: progress.directory)
            + [progress.directory.appendingPathComponent(HistoryLog.fileName)]
        let signature = files.flatMap(Self.signature(of:))
        if let historyCache, historyCache.signature == signature { return historyCache.contents }
        let contents = history.read(with: historyFollower)
        historyCache = (signature, contents)
        return contents
    }

    /// Size, modification time (seconds and nanoseconds), file number and device of `url`; empty
    /// when it cannot be examined (never cached as unchanged then).
    private static func signature(of url: URL) -> [Int64] {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return [-1, Int64(errno)] }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return [Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(info.st_ino), Int64(info.st_dev)]
    }

    /// The study days every day computation uses: the injected time zone, with the day start hour
    /// of the settings ("Day starts at").
    public var calendar: StudyCalendar { learner.calendar }

    /// Runs a change that saves to disk, reporting a failure in `controller`'s status line
    /// instead of throwing: nothing is lost silently, and the screen stays usable.
    /// Returns the body's result, or nil when it failed.
    @discardableResult
    public func perform<T>(_ controller: ScreenController?, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            // Short, so the cause fits the status line: "could not save progress.json: No space left on device".
            if case .writeFailed(let path, let reason)? = error as? StorageError {
                controller?.showStatus(strings.app.couldNotSave(URL(fileURLWithPath: path).lastPathComponent, reason), role: .wrong)
            } else {
                controller?.showStatus(strings.app.couldNotSave(nil, strings.errors.text(error)), role: .wrong)
            }
            return nil
        }
    }

    /// Speaks `text` when audio is on; says why not in the status line otherwise.
    public func pronounce(_ text: String, from controller: ScreenController?) {
        guard settings.settings.audioEnabled else {
            controller?.showStatus(strings.app.audioOff, role: .dim)
            return
        }
        if !pronouncer.speak(text) {
            controller?.showStatus(strings.app.audioUnavailable(pronouncer.unavailableSummary), role: .dim)
        }
    }
}
