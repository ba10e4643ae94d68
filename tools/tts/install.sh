#!/bin/sh
# Installs speech for Mainichi on Linux: the Open JTalk engine with its dictionary, an audio
# player (aplay from alsa-utils), and the "Mei" HTS voice.
#
# The voice (CC BY 3.0, Nagoya Institute of Technology) ships in the source distribution of
# pyopenjtalk 0.4.1 on PyPI. It is downloaded once, at install time, into a temporary
# directory, and copied to $XDG_DATA_HOME/mainichi/voices (default ~/.local/share/mainichi/voices)
# with its attribution next to it. Mainichi itself never downloads anything.
#
# Optional: Mainichi runs and its tests pass without it. Usage: tools/tts/install.sh (or make tts).
set -eu

PYTHON=${PYTHON:-python3}
PACKAGES="open-jtalk open-jtalk-mecab-naist-jdic alsa-utils"
DATA_HOME=${XDG_DATA_HOME:-}
case "$DATA_HOME" in /*) ;; *) DATA_HOME="$HOME/.local/share" ;; esac
VOICES="$DATA_HOME/mainichi/voices"
VOICE_FILE="$VOICES/mei_normal.htsvoice"

say() { printf 'make tts: %s\n' "$*"; }

# 1. The engine, dictionary and player.
if [ "$(uname -s)" = "Darwin" ]; then
    say "macOS speaks with 'say -v Kyoko' and plays with afplay: nothing to install"
    say "(add the Kyoko voice in System Settings > Accessibility > Spoken Content if it is missing)"
    exit 0
fi
if command -v open_jtalk >/dev/null 2>&1 && [ -d /var/lib/mecab/dic/open-jtalk/naist-jdic ] \
    && command -v aplay >/dev/null 2>&1; then
    say "open_jtalk, its dictionary and aplay are already installed"
elif command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ]; then
        say "installing $PACKAGES"
        DEBIAN_FRONTEND=noninteractive apt-get install -y $PACKAGES
    elif command -v sudo >/dev/null 2>&1; then
        say "installing $PACKAGES (with sudo)"
        sudo DEBIAN_FRONTEND=noninteractive apt-get install -y $PACKAGES
    else
        say "run as root: apt-get install $PACKAGES"
        exit 1
    fi
else
    say "no apt-get here: install Open JTalk with its naist-jdic dictionary and an audio player"
    say "(aplay, paplay or pw-play) with your package manager, then run this again for the voice"
fi

# 2. The Mei voice.
if [ -f "$VOICE_FILE" ]; then
    say "voice already installed: $VOICE_FILE"
    exit 0
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT INT TERM
say "downloading the pyopenjtalk 0.4.1 source distribution from PyPI (for its Mei voice)"
# Not `pip download --no-binary :all:`: pip prepares the sdist's metadata before saving it, which
# builds cmake, numpy and Cython from source (tens of minutes). The file is taken from PyPI's simple
# index instead (the one pip reads) and checked against the SHA-256 the index gives for it.
"$PYTHON" - "$WORK" <<'PY'
import hashlib, re, sys, urllib.request
work = sys.argv[1]
with urllib.request.urlopen("https://pypi.org/simple/pyopenjtalk/", timeout=60) as response:
    page = response.read().decode("utf-8")
match = re.search(r'href="([^"#]*/pyopenjtalk-0\.4\.1\.tar\.gz)#sha256=([0-9a-f]{64})"', page)
if not match:
    sys.exit("make tts: pyopenjtalk-0.4.1.tar.gz is not in PyPI's index")
url, digest = match.groups()
with urllib.request.urlopen(url, timeout=180) as response:
    data = response.read()
if hashlib.sha256(data).hexdigest() != digest:
    sys.exit("make tts: the download does not match PyPI's SHA-256")
with open(f"{work}/pyopenjtalk-0.4.1.tar.gz", "wb") as out:
    out.write(data)
PY
ARCHIVE=$(ls "$WORK"/pyopenjtalk-0.4.1.tar.gz 2>/dev/null || true)
if [ -z "$ARCHIVE" ]; then
    say "could not download pyopenjtalk-0.4.1.tar.gz"
    exit 1
fi
tar -xzf "$ARCHIVE" -C "$WORK" pyopenjtalk-0.4.1/pyopenjtalk/htsvoice
mkdir -p "$VOICES"
cp "$WORK/pyopenjtalk-0.4.1/pyopenjtalk/htsvoice/mei_normal.htsvoice" "$VOICE_FILE.tmp"
mv "$VOICE_FILE.tmp" "$VOICE_FILE"
LICENSE_SOURCE="$WORK/pyopenjtalk-0.4.1/pyopenjtalk/htsvoice/LICENSE_mei_normal.htsvoice"
{
    echo "mei_normal.htsvoice: the \"Mei\" HTS voice of the MMDAgent project."
    echo "Copyright (c) 2009-2013 Nagoya Institute of Technology, Department of Computer Science."
    echo "Licensed under the Creative Commons Attribution 3.0 licence (CC BY 3.0):"
    echo "https://creativecommons.org/licenses/by/3.0/"
    echo "Obtained from the source distribution of pyopenjtalk 0.4.1 (PyPI) by Mainichi's make tts."
    if [ -f "$LICENSE_SOURCE" ]; then
        echo
        echo "The licence text shipped with the voice follows."
        echo
        cat "$LICENSE_SOURCE"
    fi
} > "$VOICES/mei_normal.htsvoice.LICENSE.txt"
say "installed the Mei voice: $VOICE_FILE"
say "check with: mainichi doctor"
