#!/usr/bin/env bash
# Times mainichi's first frame in a fresh process against a bare ncurses program, both on a
# pseudo-terminal that answers nothing (tools/bench/first_frame.c; tools/bench/bare_curses.c).
#
#   tools/bench/first-frame.sh [path/to/mainichi] [runs]
#
# Each run is a new process (forkpty and exec), timed from the fork to the first frame's text.
# Mainichi runs twice: on a data directory that has not seen the welcome (the welcome page is the
# first frame) and on one that has (the main menu is); the theme is automatic, so mainichi asks the
# terminal for its background, and the terminal never answers. When the Swift floor programs are
# built (tools/bench/swift-floor, `swift build` there with the Makefile's RELEASE flags), they run
# too: what a static Swift binary drawing one line costs, the floor a Swift first frame can reach.
# The last lines give each median as a multiple of the bare program's.
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

# time LABEL MARKER COMMAND...: the runs and the median; the median is kept for the ratios.
declare -a labels=() medians=()
time_first_frame() {
    local label="$1" marker="$2"
    shift 2
    echo "$label:"
    local output
    output="$("$work/first_frame" "$runs" "$marker" -- "$@")"
    echo "$output"
    labels+=("$label")
    medians+=("$(echo "$output" | sed -n 's/^median \([0-9.]*\) ms.*/\1/p')")
}

time_first_frame "bare ncurses" "bare curses ready" "$work/bare_curses"
for floor in swift-floor swift-floor-foundation; do
    program="$here/swift-floor/.build/release/$floor"
    if [ -x "$program" ]; then time_first_frame "$floor" "bare curses ready" "$program"; fi
done
mkdir -p "$work/welcome" "$work/menu"
# The menu's data directory: started once (its files made), the welcome marked as seen.
printf '{"welcomeShown": true}\n' > "$work/menu/settings.json"
"$work/first_frame" 1 "${MAINICHI_BENCH_MARKER:-Mainichi}" -- "$binary" --data-dir "$work/menu" > /dev/null
time_first_frame "mainichi, welcome (automatic theme, silent terminal)" "${MAINICHI_BENCH_MARKER:-Mainichi}" \
    "$binary" --data-dir "$work/welcome"
time_first_frame "mainichi, main menu (automatic theme, silent terminal)" "${MAINICHI_BENCH_MARKER:-Mainichi}" \
    "$binary" --data-dir "$work/menu"

echo "medians as multiples of the bare program's:"
for index in "${!labels[@]}"; do
    awk -v label="${labels[$index]}" -v median="${medians[$index]}" -v bare="${medians[0]}" \
        'BEGIN { printf "  %-56s %7.2f ms  %5.2fx\n", label, median, median / bare }'
done
