#!/bin/sh
# Builds the release tarball: an installation tree (tools/dist/stage.sh) with the licences and
# the README at its top, in one directory named mainichi-VERSION-OS-ARCH. Prints the tarball's
# path and writes it to OUT/latest.
#
# Usage: tools/dist/dist.sh BINARY DECKS OUT
set -eu
binary=$1
decks=$2
out=$3
here=$(cd "$(dirname "$0")" && pwd)
version=$("$binary" --version)
os=$(uname -s | tr '[:upper:]' '[:lower:]')
name="mainichi-$version-$os-$(uname -m)"
mkdir -p "$out"
stage="$out/$name"
rm -rf "$stage"
"$here/stage.sh" "$binary" "$decks" "$stage"
cp LICENSE README.md "$stage/"
cp "$decks/NOTICE.md" "$stage/NOTICE.md"
tar -C "$out" -czf "$out/$name.tar.gz" "$name"
rm -rf "$stage"
tarball=$(cd "$out" && pwd)/$name.tar.gz
echo "$tarball" > "$out/latest"
echo "$tarball"
