#!/bin/sh
# Lays out an installation of mainichi under ROOT, the way `make install` and `make dist` ship it:
#
#   ROOT/bin/mainichi                                   the binary, stripped
#   ROOT/share/mainichi/Decks/                          the decks (their licences in NOTICE.md)
#   ROOT/share/man/man1/mainichi.1                      the man page
#   ROOT/share/bash-completion/completions/mainichi     bash completion
#   ROOT/share/zsh/site-functions/_mainichi             zsh completion
#   ROOT/share/fish/vendor_completions.d/mainichi.fish  fish completion
#
# The man page and the completions are generated from the binary's own argument parser.
# The binary finds its decks at ../share/mainichi/Decks, so ROOT can be moved anywhere.
#
# Usage: tools/dist/stage.sh BINARY DECKS ROOT
set -eu
binary=$1
decks=$2
root=$3
here=$(cd "$(dirname "$0")" && pwd)
python=${PYTHON:-python3}

install -d "$root/bin" "$root/share/mainichi" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" \
    "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/mainichi"
strip "$root/bin/mainichi"
rm -rf "$root/share/mainichi/Decks"
cp -R "$decks" "$root/share/mainichi/Decks"
"$python" "$here/manpage.py" "$binary" > "$root/share/man/man1/mainichi.1"
"$binary" --generate-completion-script bash > "$root/share/bash-completion/completions/mainichi"
"$binary" --generate-completion-script zsh > "$root/share/zsh/site-functions/_mainichi"
"$binary" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/mainichi.fish"
