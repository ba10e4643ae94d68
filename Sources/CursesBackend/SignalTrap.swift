#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses

/// The last stop signal received (SIGINT, SIGTERM or SIGHUP), or 0. Only the handler writes it.
nonisolated(unsafe) private var receivedStopSignal: Int32 = 0

/// The handlers that were in place before the crash guard, indexed like `SignalTrap.crashSignals`.
nonisolated(unsafe) private var previousCrashActions = [mi_sigaction_t](repeating: mi_sigaction_t(), count: 5)

/// Catches the signals that should end the app cleanly, and restores the terminal on a crash.
///
/// Stop signals are installed without `SA_RESTART`, so a blocking `get_wch` returns with ERR and
/// the run loop can see `pendingStopSignal`, save, call `endwin` and exit. They must be installed
/// before `initscr`, which otherwise puts in its own handlers.
///
/// The crash guard (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS) calls `endwin` so that a Swift
/// runtime trap does not leave the shell in raw mode, then hands the signal to whatever handler
/// was there before (the Swift backtracer, or the default action).
final class SignalTrap {
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

    private var savedStopActions: [Int32: mi_sigaction_t] = [:]
    private var installed = false

    /// The stop signal received since installation, if any.
    var pendingStopSignal: Int32? {
        receivedStopSignal == 0 ? nil : receivedStopSignal
    }

    /// Installs the stop handlers and the crash guard.
    func install() {
        guard !installed else { return }
        installed = true
        receivedStopSignal = 0
        // A parent may have started us with these blocked (some process launchers do);
        // unblock them so a stop signal and curses' SIGWINCH still arrive.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in Self.stopSignals + [SIGWINCH] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in Self.stopSignals {
            var action = Self.action { signal in receivedStopSignal = signal }
            var old = mi_sigaction_t()
            if sigaction(signal, &action, &old) == 0 {
                savedStopActions[signal] = old
            }
        }
        for (index, signal) in Self.crashSignals.enumerated() {
            var action = Self.action { signal in
                endwin()
                if let index = SignalTrap.crashSignals.firstIndex(of: signal) {
                    sigaction(signal, &previousCrashActions[index], nil)
                }
                raise(signal)
            }
            action.sa_flags |= Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, &previousCrashActions[index])
        }
    }

    /// Puts back the handlers that were there before `install()`.
    func uninstall() {
        guard installed else { return }
        installed = false
        for (signal, var old) in savedStopActions {
            sigaction(signal, &old, nil)
        }
        savedStopActions = [:]
        for (index, signal) in Self.crashSignals.enumerated() {
            sigaction(signal, &previousCrashActions[index], nil)
        }
    }

    /// A `sigaction` that calls `handler`, blocks nothing extra and does not restart system calls.
    private static func action(_ handler: @convention(c) (Int32) -> Void) -> mi_sigaction_t {
        var action = mi_sigaction_t()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        return action
    }
}
