#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Learner {
    /// Changes settings, every number kept within its limits (`Settings.keptInLimits`), and
    /// saves at once; the scheduler and the study calendar follow on their next use.
    /// Settings that travel are recorded in the journal as `setting` and `dayOff` events (last
    /// writer wins per key on every device); the others stay in settings.json.
    public func changeSettings(_ change: (inout Settings) -> Void) throws(StorageError) {
        progress.waitUntilLoaded() // the journal attached (`attachSettingsJournal`) before the change
        try settings.update { settings in
            change(&settings)
            settings = settings.keptInLimits
        }
    }

    /// Brings in what other devices did (`ProgressStore.synchronize()`); notes the settings
    /// that travel which that changed (`takeArrivedSettings()`) and writes settings.json's copy of
    /// them again; when it brought events, moves what came under renamed item ids
    /// (`ProgressStore.applyItemIDMap`). Returns how many events other devices brought.
    @discardableResult
    public func synchronize() -> Int {
        let count = progress.synchronize()
        // Also without new events: a sync run before this layer was attached (at start) may
        // have brought them.
        noteArrivedSettings()
        settings.refreshCopy()
        if count > 0 {
            // Work another device did under an old item id, after this one moved: moved too.
            if let map = progress.itemIDMap { _ = try? progress.applyItemIDMap(map) }
        }
        return count
    }

    /// The settings of `configDirectory` with those that travel as `progress` (read from the
    /// journals of `dataDirectory` without the lock) holds them, for commands that change
    /// nothing (`mainichi stats`): what the app would use. settings.json's alone while its
    /// settings were never moved into that journal.
    public static func settings(configDirectory: URL, dataDirectory: URL, progress: StudyProgress) -> Settings {
        let saved = SettingsStore.read(directory: configDirectory)
        let marker = dataDirectory.appendingPathComponent(settingsMovedFileName)
        guard FileManager.default.fileExists(atPath: marker.path) else { return saved }
        return SettingsStore.settings(saved, overlaidBy: progress.learnerSettings)
    }

    /// The marker file, in the data directory, saying settings.json's settings that travel were
    /// written into the journal (`moveSettingsIntoJournal()`).
    public static let settingsMovedFileName = "settings-in-journal"

    /// Lays the journal's settings over settings.json's from now on, after moving settings.json's
    /// into the journal once.
    func attachSettingsJournal() {
        _ = try? moveSettingsIntoJournal()
        settings.journal = progress
        noteArrivedSettings()
        settings.refreshCopy()
    }

    /// The settings that travel which other devices changed and that arrived since the last call,
    /// each once (a later change of the same setting replaces the one not told yet): for the
    /// learner to be told (the menu, `mainichi sync`).
    public func takeArrivedSettings() -> [ArrivedSetting] {
        defer { arrivedSettings = [] }
        return arrivedSettings
    }

    /// Notes the settings that travel whose value in the journal differs from settings.json's
    /// copy (what this device last saw), before the copy is written again: another device's
    /// change that came in since. A copy never written (a data directory whose settings were
    /// never moved into the journal) compares with the file as it was.
    private func noteArrivedSettings() {
        guard settings.journal?.learnerSettings != nil else { return }
        let arrived = ArrivedSetting.changes(from: settings.saved, to: settings.settings, origins: progress.settingOrigins,
                                             thisDevice: progress.device)
        guard !arrived.isEmpty else { return }
        // One not told yet of the same setting keeps its old value (what the learner last saw).
        var merged = arrivedSettings
        for var arrival in arrived {
            if let index = merged.firstIndex(where: { $0.key == arrival.key }) {
                arrival.change = merged[index].change.replacingNew(with: arrival.change)
                merged.remove(at: index)
            }
            merged.append(arrival)
        }
        arrivedSettings = merged
    }

    /// Writes the settings that travel from settings.json into the journal, once per data
    /// directory (a marker file records it): every one that is not its default and that no event
    /// set yet (another device's choice, already synced, is kept), and every day off no event
    /// decided. Nothing is lost: the values are the file's, at the time of the move.
    /// - Returns: how many events were written.
    @discardableResult
    public func moveSettingsIntoJournal() throws(StorageError) -> Int {
        let marker = progress.directory.appendingPathComponent(Self.settingsMovedFileName)
        guard !FileManager.default.fileExists(atPath: marker.path) else { return 0 }
        let file = settings.saved
        let journaled = progress.progress.learnerSettings
        var changes: [ProgressEvent] = []
        for (setting, fallback) in zip(LearnerSetting.all(of: file), LearnerSetting.all(of: Settings()))
        where setting != fallback && journaled.chosen[setting.key] == nil {
            changes.append(.setting(setting.asJournaled))
        }
        for day in file.daysOff.sorted() where journaled.daysOff[day] == nil {
            changes.append(.dayOff(day: day, on: true))
        }
        try progress.recordSettings(changes)
        try AtomicFile.write(Data("settings.json's learner settings are in the journal\n".utf8), to: marker)
        return changes.count
    }
}
