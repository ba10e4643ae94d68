#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses

/// The C library's standard output stream, for commands that print.
public enum StandardOutput {
    /// Flushes standard output and returns the error of any write to it that failed (a full disk,
    /// /dev/full, a closed descriptor), or nil when everything was written.
    public static func flush() -> String? {
        errno = 0
        let flushed = fflush(mi_stdout()) == 0
        let code = errno
        guard !flushed || ferror(mi_stdout()) != 0 else { return nil }
        return code == 0 ? "output could not be written" : String(cString: strerror(code))
    }
}
