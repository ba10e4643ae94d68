// swift-floor with what every start of mainichi does through FoundationEssentials: the
// environment read as a dictionary and a file URL made from it.
import CNcurses
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

setlocale(LC_ALL, "")
let environment = ProcessInfo.processInfo.environment
let home = URL(fileURLWithPath: environment["HOME"] ?? "/").appendingPathComponent(".config")
let screen = newterm(nil, mi_stdout(), mi_stdin())
set_term(screen)
cbreak()
noecho()
nonl()
keypad(mi_stdscr(), true)
curs_set(0)
mvaddstr(0, 2, "bare curses ready " + home.lastPathComponent)
refresh()
var key: wint_t = 0
_ = get_wch(&key)
endwin()
