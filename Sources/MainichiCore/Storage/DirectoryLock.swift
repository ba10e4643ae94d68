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

/// An advisory lock (`flock`) on a data directory, so two mainichi processes never write the same
/// files. Held from `acquire` until `release` or deinit. The lock file holds the owner's pid, for
/// the message the second instance shows.
public final class DirectoryLock {
    /// The directory the lock guards.
    public let directory: URL
    private var descriptor: Int32

    /// The lock file's name inside the directory.
    public static let fileName = "lock"

    /// Takes the lock of `directory`, creating the directory when missing.
    /// - Throws: `StorageError.locked` when another process (or another store in this process) holds it.
    public init(directory: URL) throws(StorageError) {
        try DataDirectories.createDirectory(directory)
        let path = directory.appendingPathComponent(Self.fileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = errno
            if code == EACCES || code == EROFS || code == EPERM {
                throw .directoryNotWritable(path: directory.path, reason: SystemError.describe(code))
            }
            throw .writeFailed(path: path, reason: SystemError.describe(code))
        }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            var contents = [UInt8](repeating: 0, count: 32)
            let got = pread(fd, &contents, contents.count, 0)
            close(fd)
            let pid = got > 0 ? Int32(String(decoding: contents[0..<got], as: UTF8.self).trimmingWhitespace()) : nil
            if code == EWOULDBLOCK || code == EAGAIN {
                throw .locked(directory: directory.path, pid: pid)
            }
            throw .writeFailed(path: path, reason: SystemError.describe(code))
        }
        // Best effort: the pid only improves the message a second instance shows.
        _ = ftruncate(fd, 0)
        try? FileDescriptorWriter.write(Array("\(getpid())\n".utf8), to: fd, path: path)
        self.directory = directory
        self.descriptor = fd
    }

    /// Releases the lock; later calls do nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
