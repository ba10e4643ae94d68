#!/usr/bin/env bash
# Times mainichi's first frame in a fresh process against a bare ncurses program, both on a
# pseudo-terminal that answers nothing (tools/bench/first_frame.c; tools/bench/bare_curses.c).
#
#   tools/bench/first-frame.sh [path/to/mainichi] [runs]
#
# The data directory is a new empty one (the welcome screen is the first frame); the theme is
# automatic, so mainichi asks the terminal for its background, and the terminal never answers.
set -euo pipefail

binary="${1:-.build/release/mainichi}"
runs="${2:-21}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/first_frame" "$here/first_frame.c" -lutil
cc -O2 -o "$work/bare_curses" "$here/bare_curses.c" $(pkg-config --cflags --libs ncursesw)
export LC_ALL=C.UTF-8 LANG=C.UTF-8 TERM=xterm-256color
unset COLORFGBG NO_COLOR
: "${MAINICHI_DECKS:=$(cd "$here/../.." && pwd)/Decks}"
export MAINICHI_DECKS
echo "bare ncurses:"
"$work/first_frame" "$runs" "bare curses ready" -- "$work/bare_curses"
echo "mainichi (empty data directory, automatic theme, silent terminal):"
mkdir -p "$work/data"
"$work/first_frame" "$runs" "${MAINICHI_BENCH_MARKER:-Mainichi}" -- "$binary" --data-dir "$work/data"
