#!/usr/bin/env python3
"""Builds Decks/strokes.txt: the stroke order of every deck kanji, as polylines, from KanjiVG.

Run after build_decks.py (``make decks`` runs both): ``python3 tools/decks/build_strokes.py``.
The kanji are those of Decks/kanji/*.json and every kanji used in a word of Decks/vocab/*.json.
The KanjiVG wheel (PyPI ``kanjivg``, pinned below, CC BY-SA 3.0) is downloaded with pip into
tools/cache (gitignored) and read as a zip archive, never installed.

Each stroke's SVG path (moves, lines and cubic Bezier curves) is flattened into points on
KanjiVG's 109 by 109 grid, then simplified (Ramer-Douglas-Peucker, tolerance 0.35 units), so a
stroke keeps its shape in a few points. Output format (UTF-8 text, one kanji a line, sorted by
code point)::

    # comment lines start with '#'
    書<TAB>stroke<SPACE>stroke ...

where a stroke is its points, each point four lowercase hex digits: two for x, two for y, in
half units of the 109 grid (0..218), in drawing order. The build checks each kanji's stroke count
against the decks' and reports mismatches, and writes the KanjiVG credit into Decks/NOTICE.md
between marker comments (build_decks.py rewrites that file, so this script runs after it).

Options: ``--decks DIR`` reads and writes another Decks directory.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import zipfile
from pathlib import Path

import notice  # noqa: E402  (tools/decks, the script's own folder)
import sources  # noqa: E402

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent
ROOT = TOOLS.parent

KANJIVG_VERSION = sources.KANJIVG_VERSION
TOLERANCE = 0.35
MAX_BYTES = 3_000_000
NOTICE_BEGIN = "<!-- strokes: begin (written by tools/decks/build_strokes.py) -->"
NOTICE_END = "<!-- strokes: end -->"


def log(message: str) -> None:
    """Prints a progress line on standard error."""
    print(f"build_strokes: {message}", file=sys.stderr, flush=True)


# MARK: - Sources


def ensure_wheel() -> Path:
    """Returns the pinned KanjiVG wheel in tools/cache (the deck build's own pin and download)."""
    try:
        return sources.ensure_kanjivg(TOOLS)
    except sources.SourceError as error:
        raise SystemExit(f"build_strokes: {error}")


def is_kanji(char: str) -> bool:
    """Whether one character is a CJK ideograph (not the iteration mark 々)."""
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def deck_kanji(decks: Path) -> tuple[dict[str, int], set[str]]:
    """Returns the kanji decks' stroke counts by kanji, and the kanji used in vocabulary words."""
    strokes: dict[str, int] = {}
    for path in sorted((decks / "kanji").glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8"))["items"]:
            strokes[item["kanji"]] = item.get("strokes", 0)
    used: set[str] = set()
    for path in sorted((decks / "vocab").glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8"))["items"]:
            words = [item.get("word", "")] + list(item.get("alternates", []) or [])
            for word in words:
                used.update(c for c in word if is_kanji(c))
    return strokes, used


# MARK: - SVG paths


_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtZz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def flatten(d: str) -> list[tuple[float, float]]:
    """Flattens an SVG path (M, L, H, V, C, S, Q, T, Z; absolute or relative) into points."""
    tokens = _TOKEN.findall(d)
    points: list[tuple[float, float]] = []
    x = y = 0.0
    start = (0.0, 0.0)
    last_control: tuple[float, float] | None = None
    command = ""
    i = 0

    def number() -> float:
        nonlocal i
        value = float(tokens[i])
        i += 1
        return value

    def cubic(p0, p1, p2, p3):
        length = math.dist(p0, p1) + math.dist(p1, p2) + math.dist(p2, p3)
        steps = max(2, min(32, int(length / 1.5)))
        for k in range(1, steps + 1):
            t = k / steps
            u = 1 - t
            points.append((
                u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
            ))

    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
            if command in "Zz":
                x, y = start
                points.append(start)
                last_control = None
                continue
        relative = command.islower()
        base = (x, y) if relative else (0.0, 0.0)
        op = command.upper()
        if op == "M":
            x, y = base[0] + number(), base[1] + number()
            start = (x, y)
            points.append((x, y))
            command = "l" if relative else "L"
            last_control = None
        elif op == "L":
            x, y = base[0] + number(), base[1] + number()
            points.append((x, y))
            last_control = None
        elif op == "H":
            x = (x if relative else 0.0) + number()
            points.append((x, y))
            last_control = None
        elif op == "V":
            y = (y if relative else 0.0) + number()
            points.append((x, y))
            last_control = None
        elif op in "CS":
            if op == "C":
                c1 = (base[0] + number(), base[1] + number())
            else:
                c1 = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
            c2 = (base[0] + number(), base[1] + number())
            end = (base[0] + number(), base[1] + number())
            cubic((x, y), c1, c2, end)
            last_control = c2
            x, y = end
        elif op in "QT":
            if op == "Q":
                q = (base[0] + number(), base[1] + number())
            else:
                q = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
            end = (base[0] + number(), base[1] + number())
            c1 = (x + 2 / 3 * (q[0] - x), y + 2 / 3 * (q[1] - y))
            c2 = (end[0] + 2 / 3 * (q[0] - end[0]), end[1] + 2 / 3 * (q[1] - end[1]))
            cubic((x, y), c1, c2, end)
            last_control = q
            x, y = end
        else:
            raise ValueError(f"unsupported path command {command!r} in {d!r}")
    return points


def simplify(points: list[tuple[float, float]], tolerance: float) -> list[tuple[float, float]]:
    """Ramer-Douglas-Peucker: drops points closer than `tolerance` to the line kept around them."""
    if len(points) < 3:
        return points
    first, last = points[0], points[-1]
    dx, dy = last[0] - first[0], last[1] - first[1]
    length = math.hypot(dx, dy)
    worst, index = -1.0, 0
    for k in range(1, len(points) - 1):
        px, py = points[k]
        if length == 0:
            distance = math.hypot(px - first[0], py - first[1])
        else:
            distance = abs(dy * (px - first[0]) - dx * (py - first[1])) / length
        if distance > worst:
            worst, index = distance, k
    if worst <= tolerance:
        return [first, last]
    left = simplify(points[: index + 1], tolerance)
    right = simplify(points[index:], tolerance)
    return left[:-1] + right


def encode(points: list[tuple[float, float]]) -> str:
    """Four hex digits a point: x and y in half units of the 109 grid, clamped to 0..218."""
    out = []
    previous = None
    for px, py in points:
        hx = max(0, min(218, round(px * 2)))
        hy = max(0, min(218, round(py * 2)))
        if (hx, hy) == previous:
            continue
        previous = (hx, hy)
        out.append(f"{hx:02x}{hy:02x}")
    if len(out) == 1:
        out.append(out[0])
    return "".join(out)


_PATH = re.compile(r'<path\s[^>]*?id="kvg:[0-9a-f]+-s(\d+)"[^>]*?\sd="([^"]+)"')


def strokes_of(svg: str) -> list[str]:
    """The encoded strokes of one KanjiVG file, in stroke-number order."""
    found = [(int(number), d) for number, d in _PATH.findall(svg)]
    found.sort()
    return [encode(simplify(flatten(d), TOLERANCE)) for _, d in found]


# MARK: - Build


def render_notice_section(count: int, size: int, missing: list[str], mismatches: list[str]) -> str:
    """The KanjiVG part of Decks/NOTICE.md."""
    lines = [
        NOTICE_BEGIN,
        "## Stroke order (strokes.txt)",
        "",
        f"`strokes.txt` ({count} kanji, {size} bytes) is generated by `tools/decks/build_strokes.py` from",
        f"**KanjiVG** {KANJIVG_VERSION} (PyPI `kanjivg`), copyright Ulrich Apel and the KanjiVG contributors,",
        "released under the Creative Commons Attribution-ShareAlike 3.0 licence",
        "(https://creativecommons.org/licenses/by-sa/3.0/; KanjiVG: https://kanjivg.tagaini.net).",
        "The stroke paths were flattened into polylines and simplified; `strokes.txt` is shared under",
        "the same licence.",
        "",
        f"- deck kanji without KanjiVG data: {len(missing)}" + (f" ({''.join(missing)})" if missing else ""),
        f"- kanji whose KanjiVG stroke count differs from the deck's: {len(mismatches)}"
        + (f" ({', '.join(mismatches)})" if mismatches else ""),
        NOTICE_END,
    ]
    return "\n".join(lines) + "\n"


def update_notice(path: Path, section: str) -> None:
    """Replaces (or appends) this script's marked section of NOTICE.md, leaving the rest alone."""
    notice.replace_section(path, NOTICE_BEGIN, NOTICE_END, section)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    args = parser.parse_args()
    decks: Path = args.decks

    counts, used = deck_kanji(decks)
    wanted = sorted(set(counts) | used, key=ord)
    wheel = ensure_wheel()
    lines = [
        f"# Stroke order of Mainichi's deck kanji, from KanjiVG {KANJIVG_VERSION} (CC BY-SA 3.0).",
        "# Format: see tools/decks/build_strokes.py. One kanji a line: kanji TAB strokes separated by spaces;",
        "# a stroke is 4 hex digits a point (x, y in half units of the 109 by 109 grid).",
    ]
    missing: list[str] = []
    mismatches: list[str] = []
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for kanji in wanted:
            name = f"kanji/{ord(kanji):05x}.svg"
            if name not in names:
                missing.append(kanji)
                continue
            strokes = strokes_of(archive.read(name).decode("utf-8"))
            if not strokes:
                missing.append(kanji)
                continue
            expected = counts.get(kanji)
            if expected and expected != len(strokes):
                mismatches.append(f"{kanji} {len(strokes)}/{expected}")
            lines.append(kanji + "\t" + " ".join(strokes))
    text = "\n".join(lines) + "\n"
    data = text.encode("utf-8")
    out = decks / "strokes.txt"
    if not out.exists() or out.read_bytes() != data:
        out.write_bytes(data)
    update_notice(decks / "NOTICE.md", render_notice_section(len(lines) - 3, len(data), missing, mismatches))

    deck_missing = [k for k in missing if k in counts]
    log(f"{len(lines) - 3} kanji written to {out} ({len(data)} bytes)")
    log(f"missing from KanjiVG: {len(missing)} ({len(deck_missing)} of them kanji-deck entries): {''.join(missing)}")
    log(f"stroke counts differing from the decks (KanjiVG/deck): {len(mismatches)}: {', '.join(mismatches)}")
    if len(data) > MAX_BYTES:
        raise SystemExit(f"build_strokes: {out} is {len(data)} bytes, over the {MAX_BYTES} budget")


if __name__ == "__main__":
    main()
