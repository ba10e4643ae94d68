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
    /// The current settings; change them with `update(_:)`.
    public private(set) var settings: Settings
    /// `.settingsDamaged` when the file was damaged; nil otherwise.
    public private(set) var recovery: StartupNotice?

    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

    /// Opens the settings of `directory`, creating it when missing.
    public init(directory: URL, now: Date = Date()) throws(StorageError) {
        self.directory = directory
        self.settings = Settings()
        try DataDirectories.createDirectory(directory)
        AtomicFile.removeStaleTemporaries(of: fileURL)
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        if let data = try? Data(contentsOf: fileURL), let loaded = try? JSONDecoder().decode(Settings.self, from: data) {
            settings = loaded
            return
        }
        let moved = AtomicFile.moveAside(fileURL, now: now)
        recovery = .settingsDamaged(movedTo: moved?.lastPathComponent)
    }

    /// The settings saved in `directory`, read without creating, locking or moving anything: the
    /// defaults when there is no file or it cannot be read. For commands that change nothing.
    public static func read(directory: URL) -> Settings {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path),
              let settings = try? JSONDecoder().decode(Settings.self, from: data) else { return Settings() }
        return settings
    }

    /// Applies `change` to the settings as saved now and saves at once: the file is read again
    /// first, so a change another mainichi made meanwhile (`mainichi optimize`, `sync --folder`
    /// while the app is open) is kept, not overwritten by this store's older copy.
    public func update(_ change: (inout Settings) -> Void) throws(StorageError) {
        if let data = FileManager.default.contents(atPath: fileURL.path),
           let saved = try? JSONDecoder().decode(Settings.self, from: data) {
            settings = saved
        }
        change(&settings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(settings) else {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode settings")
        }
        try AtomicFile.write(data, to: fileURL)
    }
}
