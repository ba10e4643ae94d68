#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The human-readable words of the commands that change or move data (sync, backup, export,
/// import, optimize, deck) in one language; option help and machine-read output stay English.
protocol DataCommandStrings: Sendable {
    // sync
    func notADirectoryCreateIt(_ path: String) -> String
    func syncFolderIsDataDirectory(_ path: String) -> String
    var syncOffFilesKept: String { get }
    func syncFolder(_ path: String, isAvailable: Bool) -> String
    /// "This device (laptop) wrote its journal there; 3 new events came from other devices."
    func wroteJournal(device: String, folded: Int) -> String
    /// A deck deleted on one device and changed on another afterwards, so it came back
    /// (`title` sanitized; times as `SyncNoticeText.utc`).
    func deckCameBack(_ deck: UserDeckComeback, title: String) -> String
    /// The line before the settings another device changed.
    var settingsArrived: String { get }
    /// "  New items a day: 30 (device 3f2a9b0c1d2e, 2026-11-24 23:51 UTC)".
    func settingArrived(title: String, value: String, origin: ArrivedSetting.Origin?) -> String
    var openSyncsLater: String { get }
    var syncOffChoose: String { get }
    var noDeviceYet: String { get }
    func thisDevice(_ device: String) -> String
    var noJournalsYet: String { get }
    var noEvents: String { get }
    /// "  laptop (this device): 12 events, newest 2026-11-24 23:51 UTC, 1 conflict copy".
    func deviceLine(_ id: String, isThisDevice: Bool, events: Int, newest: String, conflictCopies: Int) -> String
    func journalPublished(_ isPublished: Bool) -> String
    /// A device id two machines write under (a data directory copied whole).
    func sharedDevice(_ id: String) -> String
    /// The ids this data directory wrote under before it took its present one.
    func formerDevices(_ ids: [String]) -> String
    // backup
    func noBackupsYet(_ folder: String) -> String
    func lastChange(_ time: String) -> String
    var unreadable: String { get }
    func noBackup(of date: String, in folder: String, known: [String]) -> String
    func restored(_ date: String, asidePath: String) -> String
    var closeBeforeRestore: String { get }
    /// The backup of `date` cannot be read (`reason` from the reader): nothing was changed.
    func backupDamaged(_ date: String, path: String, reason: String) -> String
    /// The backup of `date` was written by a newer mainichi: nothing was changed.
    func backupNewer(_ date: String, path: String, version: Int) -> String
    // export and import
    func nothingToExport(_ target: String) -> String
    func cannotWrite(_ destination: String?, _ reason: String) -> String
    /// An export into a folder that does not exist: nothing was written.
    func noSuchFolder(_ folder: String) -> String
    func nothingImported(_ reason: String) -> String
    func rowsNotImported(_ count: Int) -> String
    /// The last line of the import report.
    var nothingWrittenDryRun: String { get }
    var nothingWrittenNoValidRow: String { get }
    func wrote(new: Int, updated: Int, deck: String, path: String) -> String
    // the import report's body
    func reportFile(_ file: String) -> String
    /// "format: csv, separated by comma, HTML none".
    func reportFormat(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String
    var reportColumns: String { get }
    /// "  2 "Reading": reading".
    func reportColumn(_ number: Int, label: String?, role: ColumnRole) -> String
    /// "deck: Manga (new)", "deck: Manga (user-manga)".
    func reportDeck(_ name: String, isNew: Bool, id: String) -> String
    var reportFirstRows: String { get }
    /// "  line 4: 猫耳 | ねこみみ | cat ears (new)": `updates` is the item a row updates.
    func reportRow(line: Int, word: String, reading: String, meanings: String, updates: String?, needsCheck: Bool) -> String
    var reportNoRows: String { get }
    func reportCounts(read: Int, new: Int, updates: Int, errors: Int) -> String
    func reportToCheck(_ count: Int) -> String
    var reportErrors: String { get }
    // optimize
    func currentWeights(fitted: Bool) -> String
    var fittedWeights: String { get }
    var saveFittedQuestion: String { get }
    var keptCurrent: String { get }
    func savedWeights(_ path: String) -> String
    // deck
    var bundled: String { get }
    func made(_ id: String, title: String, kind: DeckKind, perDay: Int) -> String
    func renamed(_ id: String, to title: String) -> String
    func deleted(_ id: String, keptIn folder: String) -> String
}

extension CommandLanguage {
    /// The data commands' words for a command run with `--data-dir` and `--lang` in this
    /// process's environment.
    static func dataStrings(dataDirectory: String?) -> any DataCommandStrings {
        dataStrings(language(dataDirectory: dataDirectory))
    }

    /// The data commands' words in `language`.
    static func dataStrings(_ language: Language) -> any DataCommandStrings {
        switch language {
        case .english: EnglishDataCommandStrings()
        case .korean: KoreanDataCommandStrings()
        }
    }
}
