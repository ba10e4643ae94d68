#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with write(2) straight to the descriptor (not through
/// stdio's buffer), as FileHandle did before the move to FoundationEssentials.
enum StandardStream {
    case output
    case error

    /// A failed write: the system's words for it ("No space left on device").
    struct WriteFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Writes `text`, ignoring a failure (for messages on standard error).
    func write(_ text: String) {
        try? writeChecked(text)
    }

    /// Writes all of `text`, or throws the failure.
    func writeChecked(_ text: String) throws(WriteFailure) {
        try Self.write(text, to: self == .output ? 1 : 2)
    }

    /// Writes all of `text` to the file at `path`, opened for writing as it is (a device or a pipe
    /// such as /dev/stdout; regular files are written atomically elsewhere).
    static func write(_ text: String, toPath path: String) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteFailure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try write(text, to: descriptor)
    }

    private static func write(_ text: String, to descriptor: Int32) throws(WriteFailure) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}
