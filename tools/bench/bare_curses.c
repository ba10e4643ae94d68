/*
 * bare_curses: the yardstick for mainichi's first frame. Starts wide-character curses as mainichi
 * does (newterm, cbreak, noecho, keypad, hidden cursor), draws one line and waits for a key.
 * tools/bench/first-frame.sh times it next to mainichi.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>

int main(void) {
    setlocale(LC_ALL, "");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (!screen) return 1;
    set_term(screen);
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    mvaddstr(0, 2, "bare curses ready");
    refresh();
    wint_t key;
    get_wch(&key);
    endwin();
    return 0;
}
