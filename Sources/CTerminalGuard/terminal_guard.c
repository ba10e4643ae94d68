#include "terminal_guard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Every signal whose default action dumps core: the terminal is restored, then the signal goes on.
static const int crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSEGV, SIGBUS, SIGSYS, SIGXCPU};
#define CRASH_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_crash[CRASH_COUNT];
static int crash_installed;

// Every other signal whose default action ends the process (SIGPIPE aside: it is ignored), and
// the real-time signals (below): the run loop sees it, restores the terminal and exits.
static const int stop_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#if defined(SIGPOLL) && SIGPOLL != SIGIO
    SIGPOLL,
#endif
#ifdef SIGLOST
    SIGLOST,
#endif
};
#define STOP_COUNT (sizeof stop_signals / sizeof stop_signals[0])
static struct sigaction previous_stop[STOP_COUNT];
#ifdef SIGRTMIN
#define REALTIME_MAX 64
static struct sigaction previous_realtime[REALTIME_MAX];
static int realtime_first, realtime_count;
#endif
static struct sigaction previous_cont;
static struct sigaction previous_pipe;
static int stop_installed;

static volatile sig_atomic_t stop_signal;
static volatile sig_atomic_t continued;
static volatile sig_atomic_t suspend_requested;
static struct sigaction previous_tstp;

static struct termios saved_modes;
static int have_modes;
static int terminal_input = -1;
static int terminal_output = -1;
static char reset_bytes[256];
static size_t reset_length;

void mi_guard_save_modes(int input_fd, int output_fd) {
    terminal_input = input_fd;
    terminal_output = output_fd;
    have_modes = tcgetattr(input_fd, &saved_modes) == 0;
}

void mi_guard_set_reset_bytes(const char *bytes, size_t length) {
    if (length > sizeof reset_bytes) length = sizeof reset_bytes;
    memcpy(reset_bytes, bytes, length);
    reset_length = length;
}

void mi_guard_restore_terminal(void) {
    int saved_errno = errno;
    if (terminal_output >= 0) {
        size_t written = 0;
        while (written < reset_length) {
            ssize_t n = write(terminal_output, reset_bytes + written, reset_length - written);
            if (n > 0) {
                written += (size_t)n;
            } else if (n < 0 && errno == EINTR) {
                continue;
            } else {
                break;
            }
        }
    }
    if (have_modes && terminal_input >= 0) tcsetattr(terminal_input, TCSANOW, &saved_modes);
    errno = saved_errno;
}

static void crash_handler(int signal) {
    mi_guard_restore_terminal();
    for (size_t i = 0; i < CRASH_COUNT; i++) {
        if (crash_signals[i] == signal) sigaction(signal, &previous_crash[i], NULL);
    }
    // The signal is blocked while this runs; it is delivered to the previous handler on return
    // (a fault re-faults on return and reaches it the same way).
    raise(signal);
}

void mi_guard_install_crash_handlers(void) {
    if (crash_installed) return;
    crash_installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK;
    for (size_t i = 0; i < CRASH_COUNT; i++) {
        sigaction(crash_signals[i], &action, &previous_crash[i]);
    }
}

void mi_guard_uninstall_crash_handlers(void) {
    if (!crash_installed) return;
    crash_installed = 0;
    for (size_t i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &previous_crash[i], NULL);
}

static void stop_handler(int signal) {
    stop_signal = signal;
}

static void suspend_handler(int signal) {
    (void)signal;
    suspend_requested = 1;
}

static void continue_handler(int signal) {
    (void)signal;
    continued = 1;
}

void mi_guard_install_stop_handlers(void) {
    if (stop_installed) return;
    stop_installed = 1;
    stop_signal = 0;
    continued = 0;
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < STOP_COUNT; i++) sigaddset(&unblock, stop_signals[i]);
#ifdef SIGRTMIN
    realtime_first = SIGRTMIN;
    realtime_count = SIGRTMAX - SIGRTMIN + 1;
    if (realtime_count < 0) realtime_count = 0;
    if (realtime_count > REALTIME_MAX) realtime_count = REALTIME_MAX;
    for (int i = 0; i < realtime_count; i++) sigaddset(&unblock, realtime_first + i);
#endif
    sigaddset(&unblock, SIGWINCH);
    sigaddset(&unblock, SIGCONT);
    sigaddset(&unblock, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking read returns and the run loop sees the signal
    action.sa_handler = stop_handler;
    for (size_t i = 0; i < STOP_COUNT; i++) sigaction(stop_signals[i], &action, &previous_stop[i]);
#ifdef SIGRTMIN
    for (int i = 0; i < realtime_count; i++) sigaction(realtime_first + i, &action, &previous_realtime[i]);
#endif
    action.sa_handler = continue_handler;
    sigaction(SIGCONT, &action, &previous_cont);
    action.sa_handler = suspend_handler;
    sigaction(SIGTSTP, &action, &previous_tstp);
    action.sa_handler = SIG_IGN;
    sigaction(SIGXFSZ, &action, NULL);
    // A write to a closed pipe or socket fails with EPIPE instead of killing the app raw; a
    // stray `kill -PIPE` does nothing. (Children get the default back: ChildProcess.)
    sigaction(SIGPIPE, &action, &previous_pipe);
}

void mi_guard_uninstall_stop_handlers(void) {
    if (!stop_installed) return;
    stop_installed = 0;
    for (size_t i = 0; i < STOP_COUNT; i++) sigaction(stop_signals[i], &previous_stop[i], NULL);
#ifdef SIGRTMIN
    for (int i = 0; i < realtime_count; i++) sigaction(realtime_first + i, &previous_realtime[i], NULL);
#endif
    sigaction(SIGPIPE, &previous_pipe, NULL);
    sigaction(SIGCONT, &previous_cont, NULL);
    sigaction(SIGTSTP, &previous_tstp, NULL);
    // SIGXFSZ stays ignored: a save after curses ended must fail with EFBIG too.
}

int mi_guard_stop_signal(void) {
    return stop_signal;
}

int mi_guard_take_continued(void) {
    if (!continued) return 0;
    continued = 0;
    return 1;
}

int mi_guard_take_suspend_request(void) {
    if (!suspend_requested) return 0;
    suspend_requested = 0;
    return 1;
}

void mi_guard_suspend_self(void) {
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &ours);
    kill(getpid(), SIGTSTP);
    // Stopped here until SIGCONT (fg).
    sigaction(SIGTSTP, &ours, NULL);
    suspend_requested = 0;
}
