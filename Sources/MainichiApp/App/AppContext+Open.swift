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

extension AppContext {
    /// Opens everything the app needs from disk: the bundled decks, progress (under the data
    /// directory's lock), settings and history. Called once at startup, before the terminal is
    /// taken over, so that errors print as plain lines. History is not read here (it can be long);
    /// the History screen reads it and shows any torn line it skipped.
    ///
    /// - Parameters:
    ///   - directories: where progress, settings and the audio cache live.
    ///   - decksDirectory: the decks to use; located with `DeckLibrary.locateBundledDecks` when nil.
    ///   - pronouncer: the speech engine chosen by the caller.
    ///   - zone: the time zone and first weekday of study days (the machine's; tests inject one).
    /// - Throws: `DeckLibraryError` when no decks are found, `StorageError` when the data directory is
    ///   locked by another mainichi or cannot be written. Both describe themselves for the user.
    public static func open(directories: DataDirectories, decksDirectory: URL? = nil,
                            pronouncer: Pronouncing, clock: @escaping @Sendable () -> Date = { Date() },
                            zone: StudyCalendar = .current()) throws -> AppContext {
        let decks = try decksDirectory ?? DeckLibrary.locateBundledDecks()
        let library = try DeckLibrary(directory: decks)
        library.loadUserDecks(from: directories.data.appendingPathComponent(UserDeckStore.folderName))
        let progress = try ProgressStore(directory: directories.data, clock: clock)
        let settings = try SettingsStore(directory: directories.config, now: clock())
        let history = progress.history
        var notices: [StartupNotice] = []
        let syncFolder = settings.settings.syncFolder
        let loadedAtOnce = progress.isLoaded
        if loadedAtOnce {
            notices = try progressNotices(progress, decks: decks)
            if let syncFolder { progress.setSyncFolder(URL(fileURLWithPath: syncFolder)) }
        }
        if let notice = settings.recovery { notices.append(notice) }
        if !library.leftOut.isEmpty {
            notices.append(.decksLeftOut(library.leftOut))
        }
        let context = AppContext(library: library, progress: progress, settings: settings, history: history,
                                 directories: directories, pronouncer: pronouncer,
                                 startupNotices: notices, clock: clock, zone: zone)
        if !loadedAtOnce {
            // A large progress is still loading (the first frame does not wait for it): the steps
            // that need all of it run once it is in, before anything else uses it, and their
            // notices come first, as they would have.
            progress.whenLoaded { [weak context] store in
                let found = (try? Self.progressNotices(store, decks: decks)) ?? []
                if let syncFolder { store.setSyncFolder(URL(fileURLWithPath: syncFolder)) }
                context?.startupNotices.insert(contentsOf: found, at: 0)
            }
        }
        return context
    }

    /// What loading the progress found and moving renamed items to their new ids did, as notices.
    /// The decks' id map is read only when the progress may hold an old id
    /// (`ProgressStore.applyItemIDMap(decksDirectory:)`).
    /// - Throws: `StorageError` when the move cannot be saved.
    private static func progressNotices(_ progress: ProgressStore, decks: URL) throws -> [StartupNotice] {
        var notices: [StartupNotice] = []
        if !progress.recoveryNotices.isEmpty { notices.append(.progressRecovered(progress.recoveryNotices)) }
        if try progress.applyItemIDMap(decksDirectory: decks) > 0 {
            notices.append(.progressMovedToCorrectedItems(keptAs: ProgressStore.beforeIDMapFileName))
        }
        return notices
    }
}
