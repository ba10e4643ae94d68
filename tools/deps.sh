#!/usr/bin/env bash
# Installs what Mainichi needs to build and test when it is missing: the wide ncurses
# library (with pkg-config to find it), SQLite, zstd and zlib (to read and write Anki packages), and tmux; then, on
# Debian and Ubuntu, speech (Open JTalk, its dictionary, a voice and a player: tools/deps-speech.sh),
# so `p` speaks after `make run`. Does nothing when everything is present. MAINICHI_NO_SPEECH=1
# leaves speech out.
set -euo pipefail

# Speech is a comfort, not a build requirement: it never fails the build.
trap '"$(dirname "$0")/deps-speech.sh" || true' EXIT

have_ncursesw() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists ncursesw; }
have_tmux() { command -v tmux >/dev/null 2>&1; }
have_script() { command -v script >/dev/null 2>&1; }
have_sqlite() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists sqlite3; }
have_zstd() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libzstd; }
have_zlib() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists zlib; }

if have_ncursesw && have_sqlite && have_zstd && have_zlib && have_tmux && have_script; then
    exit 0
fi

case "$(uname -s)" in
Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "make: install the wide ncurses, SQLite, zstd and zlib development files, pkg-config and tmux with your package manager, then run make again" >&2
        exit 1
    fi
    if [ "$(id -u)" -eq 0 ]; then
        sudo=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "make: run 'apt-get install libncurses-dev libsqlite3-dev libzstd-dev zlib1g-dev pkg-config tmux bsdutils' as root, then make again" >&2
        exit 1
    fi
    echo "make: installing libncurses-dev libsqlite3-dev libzstd-dev zlib1g-dev pkg-config tmux bsdutils" >&2
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq libncurses-dev libsqlite3-dev libzstd-dev zlib1g-dev pkg-config tmux bsdutils >/dev/null
    ;;
Darwin)
    if ! command -v brew >/dev/null 2>&1; then
        echo "make: install Homebrew, then 'brew install ncurses sqlite zstd zlib pkg-config tmux', and run make again" >&2
        exit 1
    fi
    echo "make: installing ncurses sqlite zstd zlib pkg-config tmux with Homebrew" >&2
    brew install ncurses sqlite zstd zlib pkg-config tmux
    # Homebrew's ncurses is keg-only; the Makefile adds it to PKG_CONFIG_PATH.
    export PKG_CONFIG_PATH="$(brew --prefix ncurses)/lib/pkgconfig:${PKG_CONFIG_PATH:-}"
    ;;
*)
    echo "make: install the wide ncurses, SQLite, zstd and zlib libraries, pkg-config and tmux, then run make again" >&2
    exit 1
    ;;
esac

if ! have_ncursesw || ! have_tmux; then
    echo "make: ncursesw or tmux is still missing after installing; install them by hand" >&2
    exit 1
fi
if ! have_sqlite; then
    echo "make: SQLite (pkg-config sqlite3) is still missing after installing; install libsqlite3-dev (or Homebrew's sqlite) by hand: Mainichi reads Anki packages with it" >&2
    exit 1
fi
if ! have_zstd; then
    echo "make: zstd (pkg-config libzstd) is still missing after installing; install libzstd-dev (or Homebrew's zstd) by hand: Mainichi reads Anki packages with it" >&2
    exit 1
fi
