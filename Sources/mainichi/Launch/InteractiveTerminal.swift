import ArgumentParser
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

/// Checks, before curses starts, that the app runs on a terminal it can draw on.
enum InteractiveTerminal {
    /// Exit status when the app cannot run where it was started.
    static let unusableStatus: Int32 = 2

    /// Stops with exit status 2 and a one-line message when stdin or stdout is not a terminal,
    /// or TERM is unset or `dumb`.
    static func check(environment: [String: String]) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            fail(ArgumentLanguage.launch.needsTerminal)
        }
        let term = environment["TERM"] ?? ""
        if term.isEmpty {
            fail(ArgumentLanguage.launch.termUnset)
        }
        if term == "dumb" {
            fail(ArgumentLanguage.launch.termDumb)
        }
    }

    /// Writes `mainichi: <message>` to standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        StandardStream.error.write("mainichi: \(message)\n")
        #if canImport(Glibc)
        Glibc.exit(unusableStatus)
        #else
        Darwin.exit(unusableStatus)
        #endif
    }
}
