#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// Asks the terminal for its background colour before curses starts, for the automatic theme.
///
/// Writes the OSC 11 colour query followed by a primary device attributes request (DA1) to the
/// controlling terminal in raw mode, and reads answers until the DA1 answer arrives or a short
/// timeout passes: terminals that do not know OSC 11 still answer DA1, so the wait is one round
/// trip, never the whole timeout, on every terminal that answers anything. Without an OSC 11
/// answer it falls back to COLORFGBG. Nothing is asked when standard input or output is not the
/// terminal.
public enum BackgroundQuery {
    /// The background from the terminal's answer, else from COLORFGBG, else nil.
    /// - Parameter timeoutMilliseconds: the longest wait for the answers.
    public static func detect(environment: [String: String], timeoutMilliseconds: Int32 = 150) -> TerminalBackground? {
        if let reply = ask(timeoutMilliseconds: timeoutMilliseconds), let background = TerminalBackground(oscReply: reply) {
            return background
        }
        return environment["COLORFGBG"].flatMap { TerminalBackground(colorFGBG: $0) }
    }

    /// The terminal's raw answers to OSC 11 and DA1, or nil when there is no terminal to ask.
    static func ask(timeoutMilliseconds: Int32) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSANOW, &saved) }

        let query = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard query.withUnsafeBytes({ write(tty, $0.baseAddress, $0.count) }) == query.count else { return nil }

        var reply: [UInt8] = []
        var remaining = timeoutMilliseconds
        var buffer = [UInt8](repeating: 0, count: 256)
        while remaining > 0, reply.count < 1024, !endsWithDeviceAttributes(reply) {
            var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let started = monotonicMilliseconds()
            guard poll(&descriptor, 1, remaining) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
            remaining -= Int32(clamping: monotonicMilliseconds() - started)
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// Whether `bytes` end with a DA1 answer, `ESC [ ? ... c`.
    static func endsWithDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        guard bytes.last == UInt8(ascii: "c"), let start = bytes.lastIndex(of: 0x1B) else { return false }
        return bytes[start...].starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")])
    }

    private static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
