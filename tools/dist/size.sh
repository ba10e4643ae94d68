#!/bin/sh
# Reports the size of the release binary as built and as `make install` ships it (stripped).
# Usage: tools/dist/size.sh BINARY
set -eu
binary=$1
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$binary"
size() { wc -c < "$1" | awk '{ printf "%.1f MB (%d bytes)", $1 / 1000000, $1 }'; }
echo "binary size: $(size "$binary") as built, $(size "$stripped") stripped (make install)"
