import CTerminalGuard

/// Catches the signals that should end the app cleanly, and restores the terminal on a crash.
///
/// The handlers live in C (`CTerminalGuard`) so that they do only async-signal-safe work.
/// Stop signals (every signal whose default action ends the process: SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT and the
/// real-time signals) are installed without `SA_RESTART`, so a blocking `get_wch` returns with ERR and the run loop can see
/// `pendingStopSignal`, save, call `endwin` and exit. They must be installed before
/// `initscr`, which otherwise puts in its own handlers. SIGQUIT among them keeps the Swift
/// runtime from printing a "crashed" backtrace over the screen for Ctrl-\.
///
/// SIGXFSZ is ignored (and stays ignored), so a save over `ulimit -f` fails with EFBIG and the
/// app shows its usual "could not save" message instead of dying with the terminal raw. SIGPIPE
/// is ignored while the app runs: a write to a closed pipe fails with EPIPE instead.
///
/// The crash guard (every signal that dumps core: SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSEGV,
/// SIGBUS, SIGSYS, SIGXCPU) restores the terminal
/// modes saved before curses started and writes the bytes that undo curses' changes, then
/// hands the signal to whatever handler was there before (the Swift backtracer, or the
/// default action).
final class SignalTrap {
    private var installed = false

    /// The stop signal received since installation, if any.
    var pendingStopSignal: Int32? {
        let signal = mi_guard_stop_signal()
        return signal == 0 ? nil : signal
    }

    /// Whether Ctrl-Z asked to suspend since the last call.
    func takeSuspendRequest() -> Bool {
        mi_guard_take_suspend_request() != 0
    }

    /// Stops the process (as Ctrl-Z would) and returns once it is continued.
    func suspendProcess() {
        mi_guard_suspend_self()
    }

    /// Whether the process was continued after a stop (Ctrl-Z, fg) since the last call.
    func takeContinued() -> Bool {
        mi_guard_take_continued() != 0
    }

    /// Saves the terminal's modes (call before curses starts) and installs the stop handlers
    /// and the crash guard.
    func install(input: Int32, output: Int32) {
        guard !installed else { return }
        installed = true
        mi_guard_save_modes(input, output)
        mi_guard_install_stop_handlers()
        mi_guard_install_crash_handlers()
    }

    /// Sets the bytes a crash writes to the terminal to undo what curses changed.
    func setResetBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                mi_guard_set_reset_bytes($0, buffer.count)
            }
        }
    }

    /// Puts back the handlers that were there before `install()` (SIGXFSZ stays ignored).
    func uninstall() {
        guard installed else { return }
        installed = false
        mi_guard_uninstall_crash_handlers()
        mi_guard_uninstall_stop_handlers()
    }
}
