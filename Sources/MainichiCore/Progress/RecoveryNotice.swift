/// What the progress store repaired, restored or migrated when it opened: data the app words in
/// the learner's language. `description` is English, for logs and tests.
public enum RecoveryNotice: Sendable, Equatable, CustomStringConvertible {
    /// The journal snapshot was damaged (the reader's reason); progress was rebuilt from the journal.
    case snapshotDamaged(file: String, reason: String)
    /// The snapshot was written by a newer mainichi; it is left alone and progress rebuilt.
    case snapshotNewer(file: String, version: Int)
    /// A journal line was skipped.
    case journal(LogWarning)
    /// progress.json was upgraded from an older schema; the old file is kept as it was.
    case upgraded(from: Int, to: Int)
    /// progress.json was missing and the backup (saved at `saved`, a local time) was restored.
    case restoredMissing(backup: String, saved: String)
    /// progress.json was damaged (`reason`); it was moved aside to `movedTo` (nil: left in
    /// place), and the backup saved at `restoredSaved` restored (nil: no usable backup).
    case damaged(reason: String, movedTo: String?, restoredSaved: String?)
    /// Values out of range were reset (`first` describes the first); the original is kept as `keptAs`.
    case repaired(file: String, count: Int, first: String, keptAs: String?)
    /// Records with values this version does not know are kept in the file but not shown.
    case keptUnknown(file: String, records: Int)
    /// Another copy of this data directory writes (or could write) under its device id: it took
    /// a new one (`DeviceRenewal`); everything it had is still read.
    case newDevice(DeviceRenewal.Outcome)
    /// A journal holds fewer bytes (`size`; 0 when it is gone) than the snapshot folded
    /// (`covered`): progress is kept from the snapshot, but the history its lost lines carried
    /// (reviews and tests in Statistics and History) is missing.
    case journalShorter(file: String, size: Int, covered: Int)
    /// Read without the lock (`ProgressStore.readWithoutLock`): `file` has `count` values out of
    /// range (`first` describes the first), left as they are; the app resets them when it opens.
    case outOfRange(file: String, count: Int, first: String)
    /// Read without the lock: `file` is missing, and the figures come from `backup`.
    case readFromBackup(file: String, backup: String)

    public var description: String {
        switch self {
        case .snapshotDamaged(let file, let reason):
            return "\(file) was damaged (\(reason)); progress was rebuilt from the journal"
        case .snapshotNewer(let file, let version):
            return "\(file) was written by a newer mainichi (snapshot version \(version)); it is left as it is and progress was rebuilt from the journal"
        case .journal(let warning):
            return warning.description
        case .upgraded(let from, let to):
            return "progress.json was upgraded from schema \(from) to \(to); the old file is kept as it was"
        case .restoredMissing(let backup, let saved):
            return "progress.json was missing; restored from \(backup) (saved \(saved); answers after that may be missing)"
        case .damaged(let reason, let movedTo, let restoredSaved):
            let moved = movedTo.map { "moved to \($0)" } ?? "left in place (it could not be moved)"
            let restored = restoredSaved.map { "restored from the backup saved \($0); answers after that may be missing" }
                ?? "no usable backup, starting with empty progress"
            return "progress.json was damaged (\(reason)) and has been \(moved); \(restored)"
        case .repaired(let file, let count, let first, let keptAs):
            let kept = keptAs.map { "the original is kept as \($0)" } ?? "the original could not be copied aside"
            return "\(file) had \(count) value\(count == 1 ? "" : "s") out of range (first: \(first)); they were reset, and \(kept)"
        case .keptUnknown(let file, let records):
            return "\(file) holds \(records) record\(records == 1 ? "" : "s") with values this mainichi does not know (from a newer version?); they are kept in the file but not shown"
        case .journalShorter(let file, let size, let covered):
            let state = size == 0 ? "\(file) is missing or empty, though the snapshot covers \(covered) bytes of it"
                : "\(file) is shorter than the snapshot covers (\(size) of \(covered) bytes; cut short or replaced?)"
            return "\(state): progress is kept from the snapshot, but reviews and tests it held may be missing from Statistics and History"
        case .outOfRange(let file, let count, let first):
            return "\(file) has \(count) value\(count == 1 ? "" : "s") out of range (first: \(first)); open mainichi once to repair them"
        case .readFromBackup(let file, let backup):
            return "\(file) is missing; figures come from \(backup)"
        case .newDevice(let renewal):
            let found = switch renewal.reason {
            case .copiedDirectory: "this data directory is a copy of another (it moved or was copied)"
            case .sharedInFolder: "another copy of this data directory writes to the sync folder as device \(renewal.formerID)"
            }
            let rewritten = renewal.rewritten == 0 ? "" : "; \(renewal.rewritten) of its changes were written again under the new id"
            let kept = renewal.keptAs.map { " (the old journal is kept as \($0))" } ?? ""
            return "\(found): it now writes as device \(renewal.newID), and nothing was lost\(rewritten)\(kept)"
        }
    }
}
