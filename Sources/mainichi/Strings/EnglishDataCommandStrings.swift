import MainichiApp
import MainichiCore

/// The data commands' words in English.
struct EnglishDataCommandStrings: DataCommandStrings {
    func notADirectoryCreateIt(_ path: String) -> String { "\(path) is not a directory; create it (or let your sync tool) first" }
    func syncFolderIsDataDirectory(_ path: String) -> String { "the sync folder must not be the data directory itself (\(path))" }
    var syncOffFilesKept: String { "Sync is off; the folder and its files are left as they are." }
    func syncFolder(_ path: String, isAvailable: Bool) -> String {
        "Sync folder: \(path)\(isAvailable ? "" : " (not found: is the drive there?)")"
    }
    func wroteJournal(device: String, folded: Int) -> String {
        "This device (\(device)) wrote its journal there; \(folded) new events came from other devices."
    }
    func deckCameBack(_ deck: UserDeckComeback, title: String) -> String {
        "A deleted deck came back: \"\(title)\" (\(deck.deck.rawValue)) was deleted "
            + (deck.deletedHere ? "on this device" : "on device \(deck.deletedBy)") + " (\(SyncNoticeText.utc(deck.deletedAt))), then changed "
            + (deck.changedHere ? "on this device" : "on device \(deck.changedBy)") + " (\(SyncNoticeText.utc(deck.changedAt))). "
            + "If you do not want it: mainichi deck delete \(deck.deck.rawValue)"
    }
    var settingsArrived: String { "Settings changed on another device:" }
    func settingArrived(title: String, value: String, origin: ArrivedSetting.Origin?) -> String {
        "  \(title): \(value)" + (origin.map { " (device \($0.device), \(SyncNoticeText.utc($0.time)))" } ?? "")
    }
    var openSyncsLater: String { "mainichi is open on this data: it syncs from its next start." }
    var syncOffChoose: String { "Sync is off. Choose a folder with: mainichi sync --folder DIR" }
    var noDeviceYet: String { "(none yet)" }
    func thisDevice(_ device: String) -> String { "This device: \(device)" }
    var noJournalsYet: String { "No journals in the folder yet." }
    var noEvents: String { "no events" }
    func deviceLine(_ id: String, isThisDevice: Bool, events: Int, newest: String, conflictCopies: Int) -> String {
        let mark = isThisDevice ? " (this device)" : ""
        let copies = conflictCopies > 0 ? ", \(conflictCopies) conflict cop\(conflictCopies == 1 ? "y" : "ies")" : ""
        return "  \(id)\(mark): \(events) events, newest \(newest)\(copies)"
    }
    func journalPublished(_ isPublished: Bool) -> String {
        isPublished ? "This device's journal is fully written to the folder."
            : "This device's journal is not fully written to the folder yet (open mainichi, or run mainichi sync --folder again)."
    }
    func sharedDevice(_ id: String) -> String {
        "  Two machines write as device \(id) (a data directory copied whole): the copy takes a new id at its next sync; nothing is lost."
    }
    func formerDevices(_ ids: [String]) -> String {
        "This data directory wrote before as device \(ids.joined(separator: ", ")) (it was copied); those journals are still read."
    }
    func noBackupsYet(_ folder: String) -> String { "No backups yet: one is kept each day progress is saved, in \(folder)" }
    func lastChange(_ time: String) -> String { "last change \(time)" }
    var unreadable: String { "unreadable" }
    func noBackup(of date: String, in folder: String, known: [String]) -> String {
        "no backup of \(date) in \(folder); " + (known.isEmpty ? "there are none yet" : "there are: " + known.joined(separator: ", "))
    }
    func restored(_ date: String, asidePath: String) -> String {
        "Restored the progress of \(date). The state before is kept as \(asidePath)"
    }
    var closeBeforeRestore: String { "mainichi is open on this data; close it first, then restore" }
    func backupDamaged(_ date: String, path: String, reason: String) -> String {
        "the backup of \(date) cannot be restored: \(path) is damaged (\(reason)); nothing was changed (mainichi backup list shows the others)"
    }
    func backupNewer(_ date: String, path: String, version: Int) -> String {
        "the backup of \(date) was written by a newer mainichi (snapshot version \(version)); update mainichi to restore it (\(path)); nothing was changed"
    }
    func nothingToExport(_ target: String) -> String { "nothing to export: \(target) is empty" }
    func cannotWrite(_ destination: String?, _ reason: String) -> String { "cannot write \(destination ?? "standard output"): \(reason)" }
    func noSuchFolder(_ folder: String) -> String { "there is no folder \(folder): create it first, or give another path" }
    func nothingImported(_ reason: String) -> String { "nothing was imported: \(reason)" }
    func rowsNotImported(_ count: Int) -> String { "\(count) row\(count == 1 ? "" : "s") not imported (listed above)" }
    var nothingWrittenDryRun: String { "Nothing was written (dry run)." }
    var nothingWrittenNoValidRow: String { "Nothing was written: no valid row." }
    func wrote(new: Int, updated: Int, deck: String, path: String) -> String {
        "Wrote \(new) new and \(updated) updated items to \(deck) (\(path))."
    }
    func reportFile(_ file: String) -> String { "file: \(file)" }
    func reportFormat(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String {
        "format: \(format.rawValue), separated by \(separator.name), HTML \(wasHTML ? "turned into text" : "none")"
    }
    var reportColumns: String { "columns:" }
    func reportColumn(_ number: Int, label: String?, role: ColumnRole) -> String {
        "  \(number)\(label.map { " \"\($0)\"" } ?? ""): \(role.rawValue)"
    }
    func reportDeck(_ name: String, isNew: Bool, id: String) -> String { "deck: \(name) (\(isNew ? "new" : id))" }
    var reportFirstRows: String { "first rows:" }
    func reportRow(line: Int, word: String, reading: String, meanings: String, updates: String?, needsCheck: Bool) -> String {
        var status = updates.map { "update \($0)" } ?? "new"
        if needsCheck { status += ", filled from the dictionary: check it" }
        return "  line \(line): \(word) | \(reading) | \(meanings) (\(status))"
    }
    var reportNoRows: String { "  (none)" }
    func reportCounts(read: Int, new: Int, updates: Int, errors: Int) -> String {
        "rows: \(read) read, \(new) new, \(updates) update existing items, \(errors) error\(errors == 1 ? "" : "s")"
    }
    func reportToCheck(_ count: Int) -> String { "to check: \(count) filled from one of several dictionary entries" }
    var reportErrors: String { "errors:" }
    func currentWeights(fitted: Bool) -> String { "Current weights: \(fitted ? "fitted earlier" : "default")" }
    var fittedWeights: String { "Fitted weights: " }
    var saveFittedQuestion: String { "Save the fitted weights? [y/N] " }
    var keptCurrent: String { "Kept the current weights." }
    func savedWeights(_ path: String) -> String { "Saved to \(path); reviews are now scheduled with them." }
    var bundled: String { " (bundled)" }
    func made(_ id: String, title: String, kind: DeckKind, perDay: Int) -> String {
        "made \(id): \(title), \(kind.displayName), \(perDay) a day"
    }
    func renamed(_ id: String, to title: String) -> String { "renamed \(id) to \(title)" }
    func deleted(_ id: String, keptIn folder: String) -> String { "deleted \(id) (kept in \(folder))" }
}
