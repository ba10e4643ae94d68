import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import MainichiApp
import MainichiCore

/// `mainichi sync --folder DIR` chooses the folder shared with other machines (`--off` stops
/// using one); `mainichi sync status` lists the devices there and whether this one's journal is
/// fully written to it.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "sync",
        abstract: ArgumentLanguage.help.syncAbstract,
        discussion: ArgumentLanguage.help.syncDiscussion,
        subcommands: [Set.self, Status.self],
        defaultSubcommand: Set.self
    ) }

    /// Prints a one-line error and exits with status 1.
    static func fail(_ message: String) -> ExitCode {
        let bytes = Array("mainichi: \(message)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return ExitCode(1)
    }

    /// Sets or clears the sync folder.
    struct Set: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "set",
            abstract: ArgumentLanguage.help.syncSetAbstract
        ) }

        @OptionGroup var options: GlobalOptions

        @Option(help: ArgumentHelp(ArgumentLanguage.help.syncFolderHelp, valueName: "dir"))
        var folder: String?

        @Flag(help: ArgumentHelp(ArgumentLanguage.help.syncOffHelp))
        var off = false

        func validate() throws {
            if (folder == nil) == !off { throw ValidationError(ArgumentLanguage.help.giveFolderOrOff) }
            if let folder, folder.allSatisfy(\.isWhitespace) { throw ValidationError(ArgumentLanguage.help.folderEmpty) }
        }

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
            let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
            var url: URL?
            if let folder {
                let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
                let candidate = URL(fileURLWithPath: absolute).standardizedFileURL
                var info = stat()
                guard stat(candidate.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                    throw SyncCommand.fail(strings.notADirectoryCreateIt(candidate.path))
                }
                guard candidate.standardizedFileURL.path != directories.data.standardizedFileURL.path else {
                    throw SyncCommand.fail(strings.syncFolderIsDataDirectory(candidate.path))
                }
                url = candidate
            }
            do {
                let settings = try SettingsStore(directory: directories.config)
                try settings.update { $0.syncFolder = url?.path }
                guard let url else {
                    print(strings.syncOffFilesKept)
                    return
                }
                print(strings.syncFolder(url.path, isAvailable: true))
                do {
                    let store = try ProgressStore(directory: directories.data)
                    defer { store.close() }
                    let folded = store.setSyncFolder(url)
                    // settings.json's copy of the settings that travel, as the journal now holds them;
                    // those another device changed are said once.
                    let learner = Learner(progress: store, settings: settings)
                    let arrived = learner.takeArrivedSettings()
                    if !arrived.isEmpty {
                        print(strings.settingsArrived)
                        let language = CommandLanguage.language(dataDirectory: options.dataDirectory)
                        for arrival in arrived {
                            let (title, value) = SyncNoticeText.setting(arrival, language: language)
                            print(strings.settingArrived(title: title, value: value, origin: arrival.origin))
                        }
                    }
                    // A new device id (a copied data directory) is said here, once.
                    for notice in store.recoveryNotices {
                        if case .newDevice = notice { print(ErrorText.text(notice, language: ArgumentLanguage.current)) }
                    }
                    // Your own decks go through the folder too (and come from it).
                    let decks = UserDeckStore(dataDirectory: directories.data)
                    let round = UserDeckSync(store: decks, folder: SyncFolder(url: url, device: store.device)).synchronize()
                    for deck in round.cameBack {
                        print(strings.deckCameBack(deck, title: TextSanitizer.sanitize(deck.title)))
                    }
                    print(strings.wroteJournal(device: store.device, folded: folded))
                } catch StorageError.locked {
                    print(strings.openSyncsLater)
                }
            } catch {
                throw SyncCommand.fail(ArgumentLanguage.describe(error))
            }
        }
    }

    /// Lists the devices in the sync folder.
    struct Status: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "status",
            abstract: ArgumentLanguage.help.syncStatusAbstract
        ) }

        @OptionGroup var options: GlobalOptions

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory, environment: environment)
            let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
            let settings: SettingsStore
            do {
                settings = try SettingsStore(directory: directories.config)
            } catch {
                throw SyncCommand.fail(ArgumentLanguage.describe(error))
            }
            guard let path = settings.settings.syncFolder else {
                print(strings.syncOffChoose)
                return
            }
            let device = DeviceIdentity.read(in: directories.data) ?? strings.noDeviceYet
            let folder = SyncFolder(url: URL(fileURLWithPath: path), device: device)
            let status = folder.status(of: directories.data.appendingPathComponent(SyncFolder.journalName(of: device)))
            print(strings.syncFolder(path, isAvailable: status.isAvailable))
            print(strings.thisDevice(device))
            if status.devices.isEmpty { print(strings.noJournalsYet) }
            for entry in status.devices {
                let newest = entry.newest.map(Self.describe) ?? strings.noEvents
                print(strings.deviceLine(entry.id, isThisDevice: entry.id == device, events: entry.eventCount, newest: newest,
                                         conflictCopies: max(0, entry.files.count - 1)))
                if entry.isShared { print(strings.sharedDevice(entry.id)) }
            }
            if let former = DeviceOrigin.read(in: directories.data)?.formerIDs, !former.isEmpty {
                print(strings.formerDevices(former))
            }
            print(strings.journalPublished(status.isPublished))
        }

        /// "2026-11-24 23:51 UTC".
        static func describe(_ date: Date) -> String {
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            gmtime_r(&seconds, &parts)
            func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
        }
    }
}
