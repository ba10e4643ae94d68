// Signal handling for the curses backend, in C so that the handlers do only
// async-signal-safe work: no allocation, no locks, no lazily initialised globals.
//
// The guard keeps, in static storage, the terminal modes from before curses started and
// the bytes that undo curses' changes (leave the alternate screen, show the cursor, keypad
// and bracketed paste off). A crash signal restores both with tcsetattr and write, puts
// back the handler that was there before and raises the signal again. A stop signal only
// records its number for the run loop, which saves and ends curses itself.
#ifndef MAINICHI_TERMINAL_GUARD_H
#define MAINICHI_TERMINAL_GUARD_H

#include <stddef.h>

/// Saves the modes of the terminal on `input_fd` (call before curses starts) and the fd
/// that reset bytes go to.
void mi_guard_save_modes(int input_fd, int output_fd);

/// Sets the bytes a crash writes to put the terminal back (at most 255 are kept).
void mi_guard_set_reset_bytes(const char *bytes, size_t length);

/// Restores the saved modes and writes the reset bytes. Async-signal-safe.
void mi_guard_restore_terminal(void);

/// Installs the crash guard on SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSEGV and SIGBUS, keeping
/// the previous handlers (the Swift backtracer's, or the defaults).
void mi_guard_install_crash_handlers(void);

/// Puts back the handlers the crash guard replaced.
void mi_guard_uninstall_crash_handlers(void);

/// Installs the stop handlers (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM),
/// without SA_RESTART so a blocking read returns; SIGTSTP and SIGCONT handlers that note a
/// suspend request and a resume; and
/// ignores SIGXFSZ, so a write over the file size limit fails with EFBIG instead of killing
/// the process. Unblocks these signals and SIGWINCH.
void mi_guard_install_stop_handlers(void);

/// Puts back the handlers `mi_guard_install_stop_handlers` replaced; SIGXFSZ stays ignored.
void mi_guard_uninstall_stop_handlers(void);

/// The last stop signal received since the stop handlers were installed, or 0.
int mi_guard_stop_signal(void);

/// Whether Ctrl-Z (SIGTSTP) asked the app to suspend since the last call; clears the mark.
/// The stop handlers catch SIGTSTP (curses then installs none of its own), so the run loop
/// suspends outside any signal handler and sees the resume.
int mi_guard_take_suspend_request(void);

/// Stops the process as SIGTSTP's default action would, and returns after it is continued.
void mi_guard_suspend_self(void);

/// Whether the process was continued (SIGCONT) since the last call; clears the mark.
int mi_guard_take_continued(void);

#endif
