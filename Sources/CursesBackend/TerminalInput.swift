#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keyboard when standard input is not it: a program that read its text from a pipe
/// (`cat story.txt | mainichi read -`) takes its keys from the controlling terminal, as `less`
/// and `vim -` do.
public enum TerminalInput {
    /// Makes the controlling terminal (/dev/tty) standard input, so curses reads keys from it.
    /// - Returns: nil when it did, or why it could not (no controlling terminal).
    public static func attachControllingTerminal() -> String? {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        guard dup2(descriptor, STDIN_FILENO) >= 0 else { return String(cString: strerror(errno)) }
        return nil
    }
}
