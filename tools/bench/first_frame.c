/*
 * first_frame: how long a full-screen program takes from its start to its first frame, on a
 * pseudo-terminal that answers nothing (no device attributes, no colour query): the worst case
 * for a program that asks the terminal something at start.
 *
 *   first_frame RUNS MARKER -- COMMAND [ARG ...]
 *
 * Starts COMMAND RUNS times on a fresh 80x24 pseudo-terminal, reads what it writes until MARKER
 * appears (the first frame is on the screen), then sends SIGTERM and reaps it. Prints each run's
 * milliseconds from fork to MARKER, then the median. Built and run by tools/bench/first-frame.sh.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One run: milliseconds to MARKER, or -1 when the command ended or 10 s passed first. */
static double run_once(const char *marker, char **command) {
    struct winsize size = {.ws_row = 24, .ws_col = 80};
    int leader;
    double start = now_ms();
    pid_t child = forkpty(&leader, NULL, NULL, &size);
    if (child < 0) { perror("forkpty"); exit(2); }
    if (child == 0) {
        execvp(command[0], command);
        _exit(127);
    }
    char seen[65536];
    size_t length = 0;
    double found = -1;
    while (found < 0 && now_ms() - start < 10000) {
        struct pollfd descriptor = {.fd = leader, .events = POLLIN};
        if (poll(&descriptor, 1, 100) <= 0) continue;
        ssize_t count = read(leader, seen + length, sizeof seen - 1 - length);
        if (count <= 0) break;
        length += (size_t)count;
        seen[length] = 0;
        if (memmem(seen, length, marker, strlen(marker))) found = now_ms() - start;
        if (length > sizeof seen - 4096) { memmove(seen, seen + length - 4096, 4096); length = 4096; }
    }
    kill(child, SIGTERM);
    /* Drain until the child closes the terminal, so it can restore it and exit. */
    char sink[4096];
    while (read(leader, sink, sizeof sink) > 0) {}
    waitpid(child, NULL, 0);
    close(leader);
    return found;
}

int main(int argc, char **argv) {
    if (argc < 5 || strcmp(argv[3], "--") != 0) {
        fprintf(stderr, "usage: first_frame RUNS MARKER -- COMMAND [ARG ...]\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    if (runs < 1 || runs > 1000) runs = 11;
    double *times = calloc((size_t)runs, sizeof *times);
    for (int run = 0; run < runs; run++) {
        times[run] = run_once(argv[2], argv + 4);
        if (times[run] < 0) { fprintf(stderr, "first_frame: no \"%s\" in run %d\n", argv[2], run + 1); return 1; }
        printf("%.2f ", times[run]);
    }
    qsort(times, (size_t)runs, sizeof *times, compare);
    printf("\nmedian %.2f ms (min %.2f, max %.2f, %d runs)\n", times[runs / 2], times[0], times[runs - 1], runs);
    return 0;
}
