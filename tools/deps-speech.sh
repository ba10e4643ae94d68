#!/usr/bin/env bash
# Speech out of the box on Debian and Ubuntu, run by tools/deps.sh (so by `make run` and
# `make test`): installs Open JTalk, its naist-jdic dictionary and a player (aplay, alsa-utils)
# with apt-get, and a voice: the distribution's HTS voice package when the archive has one, else
# the Mei voice through tools/tts/install.sh (from PyPI, once, at install time). Does nothing when
# all of it is present, on other systems (`mainichi doctor` says what to install there), or with
# MAINICHI_NO_SPEECH=1. Never fails: a missing piece is reported and the build goes on.
set -uo pipefail

say() { printf 'make: %s\n' "$*" >&2; }

[ "${MAINICHI_NO_SPEECH:-}" = "1" ] && exit 0
[ "$(uname -s)" = "Linux" ] || exit 0
command -v apt-get >/dev/null 2>&1 || exit 0

data_home=${XDG_DATA_HOME:-}
case "$data_home" in /*) ;; *) data_home="$HOME/.local/share" ;; esac
have_engine() { command -v open_jtalk >/dev/null 2>&1 && [ -d /var/lib/mecab/dic/open-jtalk/naist-jdic ]; }
have_player() { command -v aplay >/dev/null 2>&1 || command -v paplay >/dev/null 2>&1 || command -v pw-play >/dev/null 2>&1; }
have_voice() {
    { find /usr/share/hts-voice "$data_home/mainichi/voices" -name '*.htsvoice' 2>/dev/null || true; } | grep -q .
}

if have_engine && have_player && have_voice; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo"
else
    say "speech: run 'make tts' once as a user who can use sudo (Open JTalk, a voice, aplay) for p to speak"
    exit 0
fi

export DEBIAN_FRONTEND=noninteractive
packages="open-jtalk open-jtalk-mecab-naist-jdic alsa-utils"
# The distribution's voice when its archive has one (Ubuntu universe, Debian with the needed component).
voice_package=hts-voice-nitech-jp-atr503-m001
if [ -n "$(apt-cache policy "$voice_package" 2>/dev/null | sed -n 's/^ *Candidate: *//p' | grep -v '(none)')" ]; then
    packages="$packages $voice_package"
fi
if ! have_engine || ! have_player || ! have_voice; then
    say "speech: installing $packages"
    if ! $sudo apt-get install -y -qq $packages >/dev/null 2>&1; then
        $sudo apt-get update -qq >/dev/null 2>&1
        $sudo apt-get install -y -qq $packages >/dev/null 2>&1 || say "speech: apt-get could not install $packages"
    fi
fi
if have_engine && ! have_voice; then
    "$(dirname "$0")/tts/install.sh" >/dev/null 2>&1 || say "speech: no voice could be installed; 'make tts' tries again"
fi
if have_engine && have_player && have_voice; then
    say "speech: Open JTalk, a voice and a player are installed (mainichi doctor shows them)"
else
    say "speech: not complete; mainichi doctor says what is missing"
fi
exit 0
