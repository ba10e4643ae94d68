#!/usr/bin/env python3
"""Checks tools/decks/korean/kanji-hunum.tsv against the kanji decks and Decks/korean.txt.

Run from the repository root: ``python3 tools/decks/korean/check_hunum.py`` (``--decks DIR`` and
``--file PATH`` to check other copies). It verifies that every deck kanji has exactly one line (written in
deck order, N5 to N1 then names, but checked by kanji, as the merge reads it), with five tab-separated columns; that each 훈음 is 1-3 glosses of
Hangul words ending in a one-syllable 음; that the 음 of each gloss is a Korean reading that korean.txt
gives for the kanji where it gives one (the initial-sound rule aside: 랑 = 낭) (differences are listed for review, not counted as errors, since
the source also lacks some readings); that the Korean meaning is 1-3 Hangul items; that the 국자 column
is empty or ``국자``; and that a line whose first gloss differs from korean.txt's first gloss says why.
It prints a summary (how many first glosses changed, overall and in N5+N4) and exits 1 on any error.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
LEVELS = ("n5", "n4", "n3", "n2", "n1", "names")
HANGUL_WORDS = re.compile(r"^[가-힣]+( [가-힣]+)*$")
GLOSS = re.compile(r"^[가-힣]+( [가-힣]+)* ([가-힣])$")


def deck_kanji(decks: Path) -> list[tuple[str, str]]:
    """Returns (level, kanji) for every deck kanji, in deck order."""
    out = []
    for level in LEVELS:
        data = json.loads((decks / "kanji" / f"{level}.json").read_text(encoding="utf-8"))
        out += [(level, item["kanji"]) for item in data["items"]]
    return out


def source_readings(decks: Path) -> tuple[dict[str, list[str]], set[str]]:
    """Returns korean.txt's glosses per kanji (in source order) and its J (made in Japan) kanji."""
    glosses: dict[str, list[str]] = {}
    japanese: set[str] = set()
    for line in (decks / "korean.txt").read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if parts[0] == "K" and len(parts) >= 4:
            glosses[parts[1]] = [g for g in re.split(r"[,;] ", parts[3]) if g]
        elif parts[0] == "J" and len(parts) >= 2:
            japanese.add(parts[1])
    return glosses, japanese


def sound(gloss: str) -> str:
    """The 음 of a gloss: its last syllable ("쇠 금" -> "금", bare "쟁" -> "쟁")."""
    return gloss.split(" ")[-1][-1:]


def sound_key(syllable: str) -> str:
    """A syllable with the initial-sound rule (두음법칙) undone, so 랑/낭 and 려/여 compare equal."""
    code = ord(syllable) - 0xAC00
    if not 0 <= code < 11172:
        return syllable
    initial, vowel, final = code // 588, (code % 588) // 28, code % 28
    if initial == 5:  # ㄹ -> ㄴ
        initial = 2
    if initial == 2 and vowel in (2, 6, 7, 12, 17, 20):  # ㄴ before ㅑㅕㅖㅛㅠㅣ -> ㅇ
        initial = 11
    return chr(0xAC00 + initial * 588 + vowel * 28 + final)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    parser.add_argument("--file", type=Path, default=ROOT / "tools/decks/korean/kanji-hunum.tsv")
    args = parser.parse_args()

    order = deck_kanji(args.decks)
    level_of = {k: lv for lv, k in order}
    glosses, japanese = source_readings(args.decks)
    errors: list[str] = []
    review: list[str] = []
    seen: dict[str, int] = {}
    rows: list[tuple[str, list[str], str, str, str]] = []
    comments = 0
    for number, line in enumerate(args.file.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{args.file.name}:{number}"
        if line.startswith("#"):
            comments += 1
            continue
        parts = line.split("\t")
        if len(parts) != 5:
            errors.append(f"{where}: {len(parts)} columns, expected 5 (kanji, hunum, ko, kukja, reason)")
            continue
        kanji, hunum, ko, kukja, reason = parts
        if kanji not in level_of:
            errors.append(f"{where}: {kanji!r} is not a deck kanji")
            continue
        if kanji in seen:
            errors.append(f"{where}: {kanji} again (first on line {seen[kanji]})")
            continue
        seen[kanji] = number
        items = hunum.split(", ")
        if not 1 <= len(items) <= 3:
            errors.append(f"{where}: {kanji} has {len(items)} glosses, expected 1-3")
        for item in items:
            if not GLOSS.match(item):
                errors.append(f"{where}: {kanji} gloss {item!r} is not '훈 음' in Hangul")
        meanings = ko.split("; ")
        if not 1 <= len(meanings) <= 3 or not all(HANGUL_WORDS.match(m) for m in meanings):
            errors.append(f"{where}: {kanji} meaning {ko!r} is not 1-3 Hangul items separated by '; '")
        if kukja not in ("", "국자"):
            errors.append(f"{where}: {kanji} kukja column {kukja!r} is neither empty nor 국자")
        source = glosses.get(kanji, [])
        sounds = {sound(g) for g in source}
        keys = {sound_key(s) for s in sounds}
        for item in items:
            if sounds and sound_key(sound(item)) not in keys:
                review.append(f"{where}: {kanji} {item!r}: 음 {sound(item)} not among korean.txt's {sorted(sounds)}")
        if source and items[0] != source[0] and not reason.strip():
            errors.append(f"{where}: {kanji} first gloss {items[0]!r} differs from korean.txt's {source[0]!r} without a reason")
        if kanji in japanese and not kukja and not reason.strip():
            errors.append(f"{where}: {kanji} is J (made in Japan) in korean.txt but not 국자 here; say why")
        rows.append((kanji, items, ko, kukja, reason))

    # The merge is keyed by kanji, so the order is only a convenience: the curriculum moves kanji
    # between levels, and a line need not follow.
    missing = [k for _, k in order if k not in seen]
    if comments == 0:
        errors.append(f"{args.file.name}: no '#' comment saying what the file is")
    if missing:
        errors.append(f"{len(missing)} deck kanji have no line, first: {''.join(missing[:20])}")

    changed = [r for r in rows if glosses.get(r[0]) and r[1][0] != glosses[r[0]][0]]
    early = [r for r in changed if level_of[r[0]] in ("n5", "n4")]
    added = [r for r in rows if not glosses.get(r[0])]
    kukja_rows = [r[0] for r in rows if r[3]]
    for message in review:
        print("review:", message)
    for message in errors:
        print("error:", message)
    print(f"kanji: {len(rows)} of {len(order)} deck kanji ({len(missing)} missing); "
          f"first gloss changed from korean.txt: {len(changed)} ({len(early)} of them in N5+N4); "
          f"훈음 for kanji korean.txt has no K line for: {len(added)}; 국자: {len(kukja_rows)} ({''.join(kukja_rows)}); "
          f"음 to review: {len(review)}; errors: {len(errors)}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
