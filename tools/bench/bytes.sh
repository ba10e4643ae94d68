#!/usr/bin/env bash
# Measures the bytes the real mainichi binary writes to the terminal for one selection move.
#
# Runs `mainichi demo` under `script -q -f` (which copies everything the app writes into a file)
# inside a tmux pane of 80x24, opens the 10,000-row demo list, presses j once, and reports
# how many bytes that one key press produced. Target: at most 250 bytes at 80x24.
#
#   tools/bench/bytes.sh [path/to/mainichi]
#
# MAINICHI_BENCH_KEYS overrides the tmux keys that open the list from the root menu;
# MAINICHI_BENCH_TERM sets TERM inside the pane (default xterm-256color, the common case;
# tmux's own "screen" has no background colour erase, so full-width rows cost more there).
set -euo pipefail

binary="${1:-.build/release/mainichi}"
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
open_keys="${MAINICHI_BENCH_KEYS:-G k k Enter}"
term="${MAINICHI_BENCH_TERM:-xterm-256color}"
width=80 height=24
target=250

command -v tmux >/dev/null || { echo "bytes.sh: tmux is missing (make deps installs it)" >&2; exit 1; }
command -v script >/dev/null || { echo "bytes.sh: script is missing (apt-get install bsdutils)" >&2; exit 1; }
[ -x "$binary" ] || { echo "bytes.sh: no binary at $binary (make build first)" >&2; exit 1; }

work="$(mktemp -d)"
socket="mainichi-bytes-$$"
export LC_ALL=C.UTF-8 LANG=C.UTF-8
unset TMUX
tmux_() { tmux -L "$socket" "$@"; }
pane_pid=""
# `script` outlives a killed tmux pane (it waits for its child), so end the app by its pid first.
cleanup() {
    if [ -n "$pane_pid" ]; then pkill -TERM -P "$pane_pid" 2>/dev/null || true; fi
    tmux_ kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

typescript="$work/typescript"
tmux_ -f /dev/null new-session -d -x "$width" -y "$height" \
    "env TERM=$term script -q -f -c $(printf '%q' "$(printf '%q' "$binary") demo") $(printf '%q' "$typescript")"
tmux_ set-option -g status off
pane_pid="$(tmux_ list-panes -F '#{pane_pid}')"

size() { if [ -f "$typescript" ]; then wc -c < "$typescript" | tr -d ' '; else echo 0; fi; }

# Waits until the app has written something and then stayed quiet for 0.3 s.
settle() {
    local before="$1" last now quiet=0 waited=0
    last="$(size)"
    while :; do
        sleep 0.05
        waited=$((waited + 1))
        now="$(size)"
        if [ "$now" != "$last" ]; then quiet=0; last="$now"; else quiet=$((quiet + 1)); fi
        if [ "$now" -gt "$before" ] && [ "$quiet" -ge 6 ]; then return 0; fi
        if [ "$waited" -ge 400 ]; then
            echo "bytes.sh: the app did not draw within 20 s; screen:" >&2
            tmux_ capture-pane -p >&2
            exit 1
        fi
    done
}

settle 0
for key in $open_keys; do
    before="$(size)"
    tmux_ send-keys "$key"
    settle "$before"
done
# One move first, so the measured move is an ordinary one in the middle of the list.
before="$(size)"; tmux_ send-keys j; settle "$before"
before="$(size)"
tmux_ send-keys j
settle "$before"
after="$(size)"
bytes=$((after - before))
screen="$(tmux_ capture-pane -p)"
case "$screen" in
*"10,000 rows"*) ;;
*) echo "bytes.sh: expected the 10,000-row list on screen, found:" >&2; echo "$screen" >&2; exit 1 ;;
esac

echo "terminal output for one selection move (j) at ${width}x${height}, TERM=${term}: ${bytes} bytes (target <= ${target})"
tmux_ send-keys q
[ "$bytes" -le "$target" ]
