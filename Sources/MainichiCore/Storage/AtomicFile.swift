import Foundation

/// Replaces files so that a crash or a kill at any moment leaves either the old or the new content,
/// never a mix: write a temporary file in the same directory, fsync it, rename it over the old file,
/// fsync the directory.
public enum AtomicFile {
    /// The temporary file used while replacing `url`: a hidden sibling named after the process.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
    }

    /// Atomically replaces `url` with `data`.
    /// - Parameters:
    ///   - backup: when given, the file being replaced is kept there (a hard link, so it costs no
    ///     copy); the backup is always a complete earlier version.
    public static func write(_ data: Data, to url: URL, backup: URL? = nil) throws(StorageError) {
        let temporary = temporaryURL(for: url)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .writeFailed(path: url.path, reason: SystemError.describe()) }
        var failure: StorageError?
        do {
            try FileDescriptorWriter.write(data, to: fd, path: url.path)
        } catch {
            failure = error
        }
        if failure == nil, fsync(fd) != 0 { failure = .writeFailed(path: url.path, reason: SystemError.describe()) }
        if close(fd) != 0, failure == nil { failure = .writeFailed(path: url.path, reason: SystemError.describe()) }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        if let backup {
            // Keep the current file as the backup: unlink the old backup, hard-link the current file.
            // A kill in between leaves no backup but an intact main file.
            unlink(backup.path)
            if link(url.path, backup.path) != 0, errno != ENOENT {
                // A file system without hard links: fall back to a copy, which is still whole once renamed.
                if let old = try? Data(contentsOf: url) { try? write(old, to: backup) }
            }
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = SystemError.describe()
            unlink(temporary.path)
            throw .writeFailed(path: url.path, reason: reason)
        }
        syncDirectory(of: url)
    }

    /// Flushes the directory entry of `url` so the rename survives a power cut.
    static func syncDirectory(of url: URL) {
        let fd = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Removes temporary files left by killed writers of `url` (call only while holding the lock).
    static func removeStaleTemporaries(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// Moves a damaged file aside to `<name>.corrupt-<UTC timestamp>` so it is never overwritten.
    /// - Returns: where it went, or nil when it could not be moved.
    static func moveAside(_ url: URL, now: Date) -> URL? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: now)
        var target = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)-\(counter)")
            counter += 1
        }
        guard rename(url.path, target.path) == 0 else { return nil }
        syncDirectory(of: url)
        return target
    }
}
