// The one header Swift sees of ncurses.
//
// SwiftPM drops the -D flags pkg-config gives for ncursesw, so the wide API is switched on
// here before ncurses.h is read. Macros and globals that Swift cannot use (attributes,
// COLOR_PAIR, the ACS/WACS tables, stdscr, LINES, COLS) are wrapped in static inline
// functions with an `mi_` prefix. Only the CursesBackend target imports this module.
#ifndef MAINICHI_CNCURSES_SHIM_H
#define MAINICHI_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncurses.h>

// glibc only declares wcwidth under feature macros Swift does not set.
extern int wcwidth(wchar_t c);

// `sigaction` names both a struct and a function; Swift needs a name for the struct alone.
typedef struct sigaction mi_sigaction_t;

// MARK: - Globals

static inline WINDOW *mi_stdscr(void) { return stdscr; }
static inline WINDOW *mi_curscr(void) { return curscr; }
static inline int mi_lines(void) { return LINES; }
static inline int mi_cols(void) { return COLS; }
static inline int mi_colors(void) { return COLORS; }
static inline int mi_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *mi_stdin(void) { return stdin; }
static inline FILE *mi_stdout(void) { return stdout; }

// MARK: - Attributes

static inline attr_t mi_a_normal(void) { return A_NORMAL; }
static inline attr_t mi_a_bold(void) { return A_BOLD; }
static inline attr_t mi_a_dim(void) { return A_DIM; }
static inline attr_t mi_a_reverse(void) { return A_REVERSE; }
static inline attr_t mi_a_underline(void) { return A_UNDERLINE; }

// MARK: - Keys

static inline int mi_key_code_yes(void) { return KEY_CODE_YES; }
static inline int mi_key_resize(void) { return KEY_RESIZE; }
static inline int mi_key_up(void) { return KEY_UP; }
static inline int mi_key_down(void) { return KEY_DOWN; }
static inline int mi_key_left(void) { return KEY_LEFT; }
static inline int mi_key_right(void) { return KEY_RIGHT; }
static inline int mi_key_home(void) { return KEY_HOME; }
static inline int mi_key_end(void) { return KEY_END; }
static inline int mi_key_ppage(void) { return KEY_PPAGE; }
static inline int mi_key_npage(void) { return KEY_NPAGE; }
static inline int mi_key_backspace(void) { return KEY_BACKSPACE; }
static inline int mi_key_dc(void) { return KEY_DC; }
static inline int mi_key_enter(void) { return KEY_ENTER; }
static inline int mi_key_btab(void) { return KEY_BTAB; }
static inline int mi_key_f0(void) { return KEY_F0; }
static inline int mi_key_a1(void) { return KEY_A1; }
static inline int mi_key_c3(void) { return KEY_C3; }

static inline int mi_key_max(void) { return KEY_MAX; }
static inline int mi_key_mouse(void) { return KEY_MOUSE; }

// MARK: - Capabilities

/// The terminfo string capability `name`, or NULL when the terminal has none.
static inline const char *mi_capability(const char *name) {
    char *value = tigetstr((NCURSES_CONST char *)name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

// MARK: - Line drawing

/// Line-drawing glyphs in the order of TerminalUI's LineGlyph.
enum {
    MI_LINE_HORIZONTAL = 0,
    MI_LINE_VERTICAL,
    MI_LINE_TOP_LEFT,
    MI_LINE_TOP_RIGHT,
    MI_LINE_BOTTOM_LEFT,
    MI_LINE_BOTTOM_RIGHT,
    MI_LINE_TEE_LEFT,
    MI_LINE_TEE_RIGHT,
    MI_LINE_TEE_UP,
    MI_LINE_TEE_DOWN,
    MI_LINE_CROSS
};

/// The curses wide line-drawing glyph for one of the MI_LINE_* values.
static inline const cchar_t *mi_wacs(int which) {
    switch (which) {
    case MI_LINE_HORIZONTAL: return WACS_HLINE;
    case MI_LINE_VERTICAL: return WACS_VLINE;
    case MI_LINE_TOP_LEFT: return WACS_ULCORNER;
    case MI_LINE_TOP_RIGHT: return WACS_URCORNER;
    case MI_LINE_BOTTOM_LEFT: return WACS_LLCORNER;
    case MI_LINE_BOTTOM_RIGHT: return WACS_LRCORNER;
    case MI_LINE_TEE_LEFT: return WACS_LTEE;
    case MI_LINE_TEE_RIGHT: return WACS_RTEE;
    case MI_LINE_TEE_UP: return WACS_BTEE;
    case MI_LINE_TEE_DOWN: return WACS_TTEE;
    default: return WACS_PLUS;
    }
}

/// Fills `out` with a line-drawing glyph drawn with extra attributes and a colour pair.
/// Returns ERR when the glyph cannot be read.
static inline int mi_line_cchar(cchar_t *out, int which, attr_t attrs, short pair) {
    wchar_t text[CCHARW_MAX + 1];
    attr_t glyphAttrs = 0;
    short glyphPair = 0;
    if (getcchar(mi_wacs(which), text, &glyphAttrs, &glyphPair, NULL) == ERR) {
        return ERR;
    }
    return setcchar(out, text, glyphAttrs | attrs, pair, NULL);
}

/// Fills `out` with one grapheme (a spacing character plus up to four combining marks).
static inline int mi_text_cchar(cchar_t *out, const wchar_t *text, attr_t attrs, short pair) {
    return setcchar(out, text, attrs, pair, NULL);
}

/// Writes `count` printable ASCII characters from row `y`, column `x` in one look: the cursor
/// moves there once, then each character is added as `mvwadd_wch` adds one (so a wide glyph the
/// text writes over is cleared as it would be a cell at a time). The character that ends in the
/// bottom-right corner is inserted, because adding there would move the cursor past the screen.
/// Returns ERR when curses refuses a character or the place.
static inline int mi_put_ascii(WINDOW *window, int y, int x, const unsigned char *bytes, int count,
                               attr_t attrs, short pair) {
    if (wmove(window, y, x) == ERR) return ERR;
    int corner = (y == getmaxy(window) - 1) ? getmaxx(window) - 1 - x : -1;
    cchar_t cell;
    wchar_t text[2] = {0, 0};
    for (int index = 0; index < count; index++) {
        text[0] = (wchar_t)bytes[index];
        if (setcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
        if (index == corner) {
            if (wins_wch(window, &cell) == ERR) return ERR;
        } else if (wadd_wch(window, &cell) == ERR) {
            return ERR;
        }
    }
    return OK;
}

#endif
