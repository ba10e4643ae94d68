// The wide ncurses API and the few wrappers the floor programs use (the app's own shim is
// Sources/CNcurses/shim.h).
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>

static inline WINDOW *mi_stdscr(void) { return stdscr; }
static inline FILE *mi_stdin(void) { return stdin; }
static inline FILE *mi_stdout(void) { return stdout; }
