#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import CursesBackend
import TerminalUI

/// The start-up background query on a pseudo-terminal whose other end the test plays: a terminal
/// that answers only the device attributes request, one that answers nothing, one that answers
/// both, and COLORFGBG.
@Suite struct BackgroundQueryTests {
    /// A pseudo-terminal pair: the app's end (`terminal`) and the emulator's end (`emulator`).
    final class FakeTerminal {
        let emulator: Int32
        let terminal: Int32

        init() throws {
            emulator = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(emulator >= 0)
            terminal = open(try Self.followerPath(of: emulator), O_RDWR | O_NOCTTY)
            try #require(terminal >= 0)
        }

        /// The path of the pseudo-terminal's other end, unlocked.
        static func followerPath(of emulator: Int32) throws -> String {
            #if os(Linux)
            // Glibc's module leaves out grantpt and ptsname: the two ioctls they make.
            var unlock: Int32 = 0
            try #require(ioctl(emulator, UInt(0x4004_5431), &unlock) == 0)  // TIOCSPTLCK
            var number: UInt32 = 0
            try #require(ioctl(emulator, UInt(0x8004_5430), &number) == 0)  // TIOCGPTN
            return "/dev/pts/\(number)"
            #else
            try #require(grantpt(emulator) == 0 && unlockpt(emulator) == 0)
            return String(cString: try #require(ptsname(emulator)))
            #endif
        }

        deinit {
            close(terminal)
            close(emulator)
        }

        /// Everything the app has written so far (waits briefly for the first bytes).
        func written(waiting milliseconds: Int32 = 1000) -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            var wait = milliseconds
            while true {
                var descriptor = pollfd(fd: emulator, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, wait) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { read(emulator, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
                wait = 0
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Sends `text` as the terminal's answer (or keys).
        func answer(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(emulator, $0.baseAddress, $0.count) }
        }

        /// Whether `terminal` has input the app has not read (the answer reached the app's side).
        var hasPendingInput: Bool {
            var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 1000) > 0
        }
    }

    static let deviceAttributes = "\u{1B}[?62;22c"
    static let whiteBackground = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"

    @Test("the query asks for the background and then the device attributes")
    func asksBoth() throws {
        let fake = try FakeTerminal()
        let query = BackgroundQuery(terminal: fake.terminal, environment: [:])
        #expect(fake.written() == "\u{1B}]11;?\u{1B}\\\u{1B}[c")
        _ = query.collect()
    }

    @Test("a terminal that ignores OSC 11 but answers DA1: no background, and nothing more is awaited")
    func answersOnlyDeviceAttributes() throws {
        let fake = try FakeTerminal()
        let query = BackgroundQuery(terminal: fake.terminal, environment: [:])
        _ = fake.written()
        fake.answer(Self.deviceAttributes)
        #expect(fake.hasPendingInput)
        #expect(query.collect() == nil)
        #expect(!query.isAwaitingAnswer)
        #expect(query.typedAhead.isEmpty)
    }

    @Test("a terminal that answers nothing: collecting returns at once with the fallback and leaves the answer to the key reader")
    func silentTerminal() throws {
        let fake = try FakeTerminal()
        let query = BackgroundQuery(terminal: fake.terminal, environment: [:])
        _ = fake.written()
        // No timeout to run out: collecting takes only what has arrived.
        #expect(query.collect() == nil)
        #expect(query.isAwaitingAnswer)
    }

    @Test("a light terminal that answers both: light, and keys typed ahead are kept for curses")
    func answersBoth() throws {
        let fake = try FakeTerminal()
        let query = BackgroundQuery(terminal: fake.terminal, environment: [:])
        _ = fake.written()
        fake.answer("j" + Self.whiteBackground + Self.deviceAttributes + "k")
        #expect(fake.hasPendingInput)
        #expect(query.collect(waitingUpTo: 1000) == .light)
        #expect(!query.isAwaitingAnswer)
        #expect(query.typedAhead == Array("jk".utf8))
    }

    @Test("COLORFGBG is trusted: nothing is written to the terminal")
    func colorFGBGIsTrusted() throws {
        let fake = try FakeTerminal()
        let query = BackgroundQuery(terminal: fake.terminal, environment: ["COLORFGBG": "0;15"])
        #expect(query.collect() == .light)
        #expect(fake.written(waiting: 0).isEmpty)
        #expect(!query.isAwaitingAnswer)
    }
}
