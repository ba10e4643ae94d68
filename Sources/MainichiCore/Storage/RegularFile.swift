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

/// Opening a data file (a journal, a snapshot, a backup) for reading that must be a regular file:
/// opened without blocking (a FIFO put in its place would hang the reader until something wrote
/// to it), then checked to be a regular file (not a FIFO, a device such as /dev/zero, or a
/// directory) no larger than a limit, before a byte is read.
public enum RegularFile {
    /// Why a file cannot be read.
    public enum Failure: Error, Equatable, Sendable {
        /// There is no such file.
        case missing
        /// It cannot be opened (permissions): the system's reason.
        case unreadable(reason: String)
        /// It is not a regular file: what it is ("a directory", "a FIFO", "a device").
        case notRegular(kind: String)
        /// It holds more than `limit` bytes.
        case tooLarge(bytes: Int, limit: Int)

        /// The reason, in English, for an error naming the file: "Permission denied".
        public var reason: String {
            switch self {
            case .missing: "it does not exist"
            case .unreadable(let reason): reason
            case .notRegular(let kind): "it is not a regular file (it is \(kind))"
            case .tooLarge(let bytes, let limit): "it is \(bytes) bytes, more than the \(limit) a file of mainichi's can be"
            }
        }
    }

    /// An open file: its descriptor (the caller closes it) and size.
    public struct Opened {
        public var descriptor: Int32
        public var size: Int
    }

    /// Opens `url` for reading when it is a regular file of at most `limit` bytes.
    public static func open(_ url: URL, limit: Int) -> Result<Opened, Failure> {
        open(atPath: url.path, limit: limit)
    }

    /// `open(_:limit:)` by path.
    public static func open(atPath path: String, limit: Int) -> Result<Opened, Failure> {
#if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
#else
        let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
#endif
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT || code == ENOTDIR ? .missing : .unreadable(reason: SystemError.describe(code)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = SystemError.describe()
            close(descriptor)
            return .failure(.unreadable(reason: reason))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            let kind = switch type {
            case S_IFDIR: "a directory"
            case S_IFIFO: "a FIFO"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFSOCK: "a socket"
            default: "not a file"
            }
            return .failure(.notRegular(kind: kind))
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            close(descriptor)
            return .failure(.tooLarge(bytes: size, limit: limit))
        }
        // Reads of a regular file never block; the flag is cleared all the same.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return .success(Opened(descriptor: descriptor, size: size))
    }

    /// The whole of `url` when it is a regular file of at most `limit` bytes, or why it cannot be
    /// read (never blocking on a FIFO in its place).
    public static func contents(of url: URL, limit: Int) -> Result<[UInt8], Failure> {
        contents(atPath: url.path, limit: limit)
    }

    /// `contents(of:limit:)` by path.
    public static func contents(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        let opened: Opened
        switch open(atPath: path, limit: limit) {
        case .success(let file): opened = file
        case .failure(let failure): return .failure(failure)
        }
        let descriptor = opened.descriptor
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: opened.size)
        var done = 0
        while done < bytes.count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return .failure(.unreadable(reason: SystemError.describe())) }
            if got == 0 { break }
            done += got
        }
        if done < bytes.count { bytes.removeSubrange(done...) }
        return .success(bytes)
    }

    /// The descriptor of `url` opened as `open(_:limit:)` does, or -1 when it cannot be.
    static func descriptor(_ url: URL, limit: Int) -> Int32 {
        if case .success(let opened) = open(url, limit: limit) { return opened.descriptor }
        return -1
    }
}
