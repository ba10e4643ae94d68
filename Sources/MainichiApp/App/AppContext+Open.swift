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
        if !progress.recoveryNotices.isEmpty { notices.append(.progressRecovered(progress.recoveryNotices)) }
        if let map = try? ItemIDMap.load(decksDirectory: decks), try progress.applyItemIDMap(map) > 0 {
            notices.append(.progressMovedToCorrectedItems(keptAs: ProgressStore.beforeIDMapFileName))
        }
        if let notice = settings.recovery { notices.append(notice) }
        if let folder = settings.settings.syncFolder { progress.setSyncFolder(URL(fileURLWithPath: folder)) }
        if !library.leftOut.isEmpty {
            notices.append(.decksLeftOut(library.leftOut))
        }
        return AppContext(library: library, progress: progress, settings: settings, history: history,
                          directories: directories, pronouncer: pronouncer, scheduler: settings.settings.scheduler,
                          startupNotices: notices, clock: clock, zone: zone)
    }
}
