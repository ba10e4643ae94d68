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

/// Replaces files so that a crash or a kill at any moment leaves either the old or the new content,
/// never a mix: write a temporary file in the same directory, fsync it, rename it over the old file,
/// fsync the directory.
public enum AtomicFile {
    /// The temporary file used while replacing `url`: a hidden sibling named after the process.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
    }

    /// Atomically replaces `url` with `data`.
    ///
    /// When `url` is a symbolic link (a dotfile manager, a synced folder), the file it points to is
    /// replaced and the link is kept.
    /// - Parameters:
    ///   - backup: when given, the file being replaced is kept there (a hard link, so it costs no
    ///     copy); the backup is always a complete earlier version, replaced in one rename so a
    ///     kill never leaves none.
    public static func write(_ data: Data, to url: URL, backup: URL? = nil) throws(StorageError) {
        let target = resolvingLink(url)
        let temporary = temporaryURL(for: target)
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
            // Keep the current file as the backup: hard-link it beside the backup, then rename over it.
            let staged = temporaryURL(for: backup)
            unlink(staged.path)
            if link(target.path, staged.path) == 0 {
                if rename(staged.path, backup.path) != 0 { unlink(staged.path) }
            } else if errno != ENOENT {
                // A file system without hard links (or the target elsewhere): fall back to a copy,
                // which is still whole once renamed.
                if let old = try? Data(contentsOf: target) { try? write(old, to: backup) }
            }
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = SystemError.describe()
            unlink(temporary.path)
            throw .writeFailed(path: url.path, reason: reason)
        }
        syncDirectory(of: target)
    }

    /// The file `url` names: itself, or the file its symbolic link (or chain of links) points to,
    /// even when that does not exist yet.
    static func resolvingLink(_ url: URL) -> URL {
        var current = url
        for _ in 0..<16 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url
    }

    /// Copies `url` whole to `<name>.corrupt-<UTC timestamp>` (its original, before repairs).
    /// - Returns: the copy, or nil when it could not be made.
    static func copyAside(_ url: URL, now: Date) -> URL? {
        let target = asideURL(for: url, now: now)
        guard let data = try? Data(contentsOf: url), (try? write(data, to: target)) != nil else { return nil }
        return target
    }

    /// Checks that files can be created in `directory`, by creating and removing a probe file.
    /// - Returns: why not, or nil when they can.
    public static func writeProblem(in directory: URL) -> String? {
        let probe = directory.appendingPathComponent(".write-probe-\(getpid())")
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return SystemError.describe() }
        close(fd)
        unlink(probe.path)
        return nil
    }

    /// Flushes the directory entry of `url` so the rename survives a power cut.
    static func syncDirectory(of url: URL) {
        let fd = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Removes temporary files left by killed writers of `url` (call only while holding the lock):
    /// only `.<name>.tmp-<pid>` files whose process is gone (or is this one, which is not writing).
    static func removeStaleTemporaries(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            guard !suffix.isEmpty, suffix.count <= 10, suffix.allSatisfy({ $0 >= "0" && $0 <= "9" }),
                  let pid = Int32(suffix), pid > 0 else { continue }
            if pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }

    /// Moves a damaged file aside to `<name>.corrupt-<UTC timestamp>` so it is never overwritten.
    /// - Returns: where it went, or nil when it could not be moved.
    static func moveAside(_ url: URL, now: Date) -> URL? {
        let target = asideURL(for: url, now: now)
        guard rename(url.path, target.path) == 0 else { return nil }
        syncDirectory(of: url)
        return target
    }

    /// A free name `<name>.corrupt-<UTC timestamp>[-N]` beside `url`.
    static func asideURL(for url: URL, now: Date) -> URL {
        let stamp = WallClockText.compactUTC(now)
        var target = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)-\(counter)")
            counter += 1
        }
        return target
    }
}
