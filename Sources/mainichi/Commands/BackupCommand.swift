import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import MainichiCore

/// `mainichi backup list` shows the daily copies of the progress (the last 7 days);
/// `mainichi backup restore DATE` brings one back after keeping the current state aside.
struct BackupCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "backup",
        abstract: ArgumentLanguage.help.backupAbstract,
        discussion: ArgumentLanguage.help.backupDiscussion,
        subcommands: [List.self, Restore.self],
        defaultSubcommand: List.self
    ) }

    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: ArgumentLanguage.help.backupListAbstract) }

        @OptionGroup var options: GlobalOptions

        func run() throws {
            let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory,
                                                      environment: ProcessInfo.processInfo.environment)
            let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
            let entries = DailyBackup.list(in: directories.data)
            guard !entries.isEmpty else {
                print(strings.noBackupsYet(DailyBackup.folder(in: directories.data).path))
                return
            }
            for entry in entries {
                let updated = entry.updatedAt.map { strings.lastChange(SyncCommand.Status.describe($0)) } ?? strings.unreadable
                print("\(entry.date)  \(updated)")
            }
        }
    }

    struct Restore: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "restore",
            abstract: ArgumentLanguage.help.backupRestoreAbstract,
            discussion: ArgumentLanguage.help.backupRestoreDiscussion
        ) }

        @OptionGroup var options: GlobalOptions

        @Argument(help: ArgumentHelp(ArgumentLanguage.help.backupDateHelp, valueName: "date"))
        var date: String

        func validate() throws {
            if !DailyBackup.isDate(date) { throw ValidationError(ArgumentLanguage.help.notADate(date)) }
        }

        func run() throws {
            let directories = DataDirectories.resolve(dataDirectory: options.dataDirectory,
                                                      environment: ProcessInfo.processInfo.environment)
            let strings = CommandLanguage.dataStrings(dataDirectory: options.dataDirectory)
            let entries = DailyBackup.list(in: directories.data)
            guard let entry = entries.first(where: { $0.date == date }) else {
                throw SyncCommand.fail(strings.noBackup(of: date, in: DailyBackup.folder(in: directories.data).path,
                                                        known: entries.map(\.date)))
            }
            // Read first, so a backup that cannot be restored says why and changes nothing.
            switch JournalSnapshot.read(entry.url) {
            case .damaged(let reason):
                throw SyncCommand.fail(strings.backupDamaged(date, path: entry.url.path, reason: reason))
            case .newer(let version):
                throw SyncCommand.fail(strings.backupNewer(date, path: entry.url.path, version: version))
            case .missing:
                throw SyncCommand.fail(strings.noBackup(of: date, in: DailyBackup.folder(in: directories.data).path,
                                                        known: entries.map(\.date).filter { $0 != date }))
            case .loaded:
                break
            }
            do {
                let store = try ProgressStore(directory: directories.data)
                defer { store.close() }
                let aside = try store.restore(entry)
                print(strings.restored(date, asidePath: aside.path))
            } catch StorageError.locked {
                throw SyncCommand.fail(strings.closeBeforeRestore)
            } catch {
                throw SyncCommand.fail(ArgumentLanguage.describe(error))
            }
        }
    }
}
