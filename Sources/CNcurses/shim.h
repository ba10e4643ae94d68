// Filled in by the curses backend work.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncurses.h>
