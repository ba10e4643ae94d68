#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Learner {
    /// The daily backups of the progress, newest first.
    public var backups: [DailyBackup.Entry] { DailyBackup.list(in: progress.directory) }

    /// Restores a daily backup as one `restored` event: this device's changes since the backup
    /// are set back, what other machines did after it stays (`ProgressStore.restore`).
    /// - Returns: where the state before the restore was kept.
    @discardableResult
    public func restore(_ backup: DailyBackup.Entry) throws(StorageError) -> URL {
        try progress.restore(backup)
    }
}
