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
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "List the daily copies of your progress, or restore one.",
        discussion: "A copy is kept for each of the last 7 days you studied, in the data directory's backups folder.",
        subcommands: [List.self, Restore.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the daily copies, oldest first.")

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
        static let configuration = CommandConfiguration(
            commandName: "restore",
            abstract: "Bring back the progress of a daily copy (the current state is kept aside first).",
            discussion: "Close the app first: the command refuses while mainichi uses the data."
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: ArgumentHelp("The copy's date, as YYYY-MM-DD (see mainichi backup list).", valueName: "date"))
        var date: String

        func validate() throws {
            if !DailyBackup.isDate(date) { throw ValidationError("the date must be YYYY-MM-DD, got '\(date)'") }
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
            do {
                let store = try ProgressStore(directory: directories.data)
                defer { store.close() }
                let aside = try store.restore(entry)
                print(strings.restored(date, asidePath: aside.path))
            } catch StorageError.locked {
                throw SyncCommand.fail(strings.closeBeforeRestore)
            } catch {
                throw SyncCommand.fail("\(error)")
            }
        }
    }
}
