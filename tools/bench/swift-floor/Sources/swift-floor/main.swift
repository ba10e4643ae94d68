// The smallest Swift program that starts curses as mainichi does and draws one line
// (tools/bench/bare_curses.c in Swift): what a static Swift binary costs before any app code.
import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

setlocale(LC_ALL, "")
let screen = newterm(nil, mi_stdout(), mi_stdin())
set_term(screen)
cbreak()
noecho()
nonl()
keypad(mi_stdscr(), true)
curs_set(0)
mvaddstr(0, 2, "bare curses ready")
refresh()
var key: wint_t = 0
_ = get_wch(&key)
endwin()
