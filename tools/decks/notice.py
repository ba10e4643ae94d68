"""NOTICE.md sections that a build script owns, between its own marker comments."""

from __future__ import annotations

from pathlib import Path


def replace_section(path: Path, begin: str, end: str, section: str) -> None:
    """Replaces the section between `begin` and `end` in `path` with `section` (which carries the
    markers itself), or appends it after a blank line when the markers are not there yet. The rest
    of the file is left alone, and an unchanged file is not rewritten."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        tail = rest.split(end, 1)[1].lstrip("\n")
        text = head + section + ("\n" + tail if tail else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
