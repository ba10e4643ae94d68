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

/// settings.json in the config directory, saved atomically on every change.
///
/// A damaged file is moved aside to `settings.json.corrupt-<timestamp>` and the defaults are used,
/// with `recovery` saying so.
public final class SettingsStore {
    public static let fileName = "settings.json"

    /// The config directory.
    public let directory: URL
    /// The current settings; change them with `update(_:)`: settings.json's, with the settings
    /// that travel as the journal holds them once one is attached (`journal`).
    public var settings: Settings {
        Self.settings(saved, overlaidBy: journal?.learnerSettings)
    }
    /// The settings as settings.json holds them: those of this device, and a copy of those that
    /// travel (what a reader without the journal, or an earlier version, finds).
    public private(set) var saved: Settings
    /// The journal the settings that travel are kept in (the learner layer attaches the
    /// progress journal); nil: settings.json holds them all.
    public weak var journal: (any SettingsJournal)?
    /// Run before each change (`update`): the learner layer waits there for the journal to load
    /// (and be attached), so a change of a setting that travels is never written to settings.json
    /// alone, where the journal's value would hide it.
    public var willChange: (() -> Void)?
    /// `.settingsDamaged` when the file was damaged; nil otherwise.
    public private(set) var recovery: StartupNotice?

    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

    /// Opens the settings of `directory`, creating it when missing.
    public init(directory: URL, now: Date = Date()) throws(StorageError) {
        self.directory = directory
        self.saved = Settings()
        try DataDirectories.createDirectory(directory)
        AtomicFile.removeStaleTemporaries(of: fileURL)
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        if let data = try? Data(contentsOf: fileURL), let loaded = try? JSONDecoder().decode(Settings.self, from: data) {
            saved = loaded
            return
        }
        let moved = AtomicFile.moveAside(fileURL, now: now)
        recovery = .settingsDamaged(movedTo: moved?.lastPathComponent)
    }

    /// The settings saved in `directory`, read without creating, locking or moving anything: the
    /// defaults when there is no file or it cannot be read. For commands that change nothing.
    ///
    /// Read with `JSONParser` (`Settings.init(reading:)`), not `JSONDecoder`: the first frame of a
    /// start reads the settings this way, and the decoder's first use is a cost the frame need not
    /// pay. Either reads a file the same.
    public static func read(directory: URL) -> Settings {
        read(directoryPath: directory.path)
    }

    /// `read(directory:)` by the directory's path (the start's, which makes no URL before its
    /// first frame).
    public static func read(directoryPath: String) -> Settings {
        let path = LexicalPath.appending(fileName, to: directoryPath)
        guard case .success(let bytes) = RegularFile.contents(atPath: path, limit: maximumBytes) else { return Settings() }
        if case .object(let object)? = try? JSONParser.parse(bytes) { return Settings(reading: object) }
        // What the parser refuses the decoder may still read in part (a number beyond a Double's
        // range in one field): read as the store reads it, so both always agree.
        return (try? JSONDecoder().decode(Settings.self, from: Data(bytes))) ?? Settings()
    }

    /// The largest settings.json `read` reads (a real one is a few hundred bytes).
    static let maximumBytes = 1 << 24

    /// Applies `change` to the settings as saved now and saves at once: the file is read again
    /// first, so a change another mainichi made meanwhile (`mainichi optimize`, `sync --folder`
    /// while the app is open) is kept, not overwritten by this store's older copy.
    public func update(_ change: (inout Settings) -> Void) throws(StorageError) {
        willChange?()
        if let data = FileManager.default.contents(atPath: fileURL.path),
           let read = try? JSONDecoder().decode(Settings.self, from: data) {
            saved = read
        }
        let before = settings
        var after = before
        change(&after)
        // The settings that travel go to the journal first (the truth); the file keeps a copy.
        if let journal, journal.learnerSettings != nil {
            try journal.recordSettings(LearnerSettings.changes(from: before, to: after))
            after = Self.settings(after, overlaidBy: journal.learnerSettings)
        }
        saved = after
        try write(saved)
    }

    /// Writes settings.json's copy of the settings that travel again when it differs from the
    /// journal's (after a sync brought other devices' changes), so readers without the journal
    /// see them. Returns whether it wrote.
    @discardableResult
    public func refreshCopy() -> Bool {
        let current = settings
        guard current != saved else { return false }
        saved = current
        return (try? write(current)) != nil
    }

    /// `saved` with the settings that travel as `chosen` holds them (a key no event set takes
    /// its default: settings.json's copy may be another device's); `saved` itself without a journal.
    static func settings(_ saved: Settings, overlaidBy chosen: LearnerSettings?) -> Settings {
        guard let chosen else { return saved }
        var settings = saved
        for setting in LearnerSetting.all(of: Settings()) where chosen.chosen[setting.key] == nil {
            setting.apply(to: &settings)
        }
        chosen.apply(to: &settings)
        return settings
    }

    private func write(_ settings: Settings) throws(StorageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(settings) else {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode settings")
        }
        try AtomicFile.write(data, to: fileURL)
    }
}
