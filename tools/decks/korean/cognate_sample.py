#!/usr/bin/env python3
"""Draws a seeded sample of the Sino-Korean cognates in Decks/korean.txt for a teacher to judge.

    python3 tools/decks/korean/cognate_sample.py                # 100 W lines, seed 20261128
    python3 tools/decks/korean/cognate_sample.py --false-friends  # every F line and every note that names one
    python3 tools/decks/korean/cognate_sample.py --sound-rules    # W lines that break a Korean sound rule

A sample line shows the Japanese word, its deck level and reading, its English meanings, the hanja
and Hangul of the cognate, the team's Korean meanings (tools/decks/korean/meanings-*.tsv) and, when
the wordfreq package is installed, the cognate's Zipf frequency in wordfreq's Korean list (a hint
only: the list also holds fragments of longer words). The teacher judges each as: the same word
(a real Korean word with the same main meaning), a false friend (a real word with another meaning)
or not a Korean word; the judgements are written in docs/korean-audit.md.

--sound-rules lists the cognates whose spelling breaks a rule of Korean spelling that a reading
kanji by kanji misses: ㄹ-initial 렬/률 after a vowel or ㄴ (비률 for 비율, 분렬 for 분열) and a
word-initial ㄹ or ㄴ before ㅣ/ㅑ/ㅕ/ㅛ/ㅠ/ㅖ (the 두음법칙).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
SEED = 20261128
SIZE = 100
LEVELS = ("n5", "n4", "n3", "n2", "n1")


def jamo(syllable: str) -> tuple[int, int, int] | None:
    """(initial, vowel, final) indices of a Hangul syllable, or None."""
    code = ord(syllable) - 0xAC00
    if not 0 <= code < 11172:
        return None
    return code // 588, (code % 588) // 28, code % 28


def sound_problem(hangul: str) -> str:
    """Why a cognate's spelling breaks a sound rule, or an empty string."""
    first = jamo(hangul[0]) if hangul else None
    if first and first[0] in (2, 5) and first[1] in (2, 6, 7, 12, 17, 20):  # ㄴ/ㄹ + ㅑㅕㅖㅛㅠㅣ
        return "word-initial ㄴ/ㄹ before ㅣ or a y-vowel (두음법칙)"
    if first and first[0] == 5:
        return "word-initial ㄹ (두음법칙: ㄹ -> ㄴ)"
    for before, syllable in zip(hangul, hangul[1:]):
        parts, previous = jamo(syllable), jamo(before)
        if parts and previous and parts[0] == 5 and parts[1] in (6, 17) and parts[2] == 8 \
                and previous[2] in (0, 4):  # 렬/률 after a vowel or ㄴ
            return f"{syllable} after {'a vowel' if previous[2] == 0 else 'ㄴ'} is written {'열' if parts[1] == 6 else '율'}"
    return ""


def load_records() -> tuple[list[list[str]], list[list[str]]]:
    words, friends = [], []
    for line in (ROOT / "Decks" / "korean.txt").read_text(encoding="utf-8").splitlines():
        cells = line.split("\t")
        if cells[0] == "W":
            words.append(cells)
        elif cells[0] == "F":
            friends.append(cells)
    return words, friends


def load_decks() -> dict[str, list[tuple[str, dict]]]:
    """Maps a written word to its deck items (level, item)."""
    table: dict[str, list[tuple[str, dict]]] = {}
    for level in LEVELS:
        for item in json.loads((ROOT / "Decks" / "vocab" / f"{level}.json").read_text(encoding="utf-8"))["items"]:
            table.setdefault(item["word"], []).append((level.upper(), item))
    return table


def load_meanings() -> dict[str, list[str]]:
    table = {}
    for level in LEVELS:
        for line in (HERE / f"meanings-{level}.tsv").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                cells = line.split("\t") + ["", "", ""]
                table[cells[0]] = cells
    return table


def frequency():
    try:
        from wordfreq import get_frequency_dict
    except ImportError:
        return lambda word: ""
    table = get_frequency_dict("ko", "best")
    return lambda word: f"{math.log10(table[word]) + 9:.1f}" if word in table else "-"


def describe(word: str, decks, meanings) -> str:
    out = []
    for level, item in decks.get(word, []):
        cells = meanings.get(item["id"], ["", "", "", ""])
        english = "; ".join(item["meanings"])[:80]
        note = f" [{cells[2]}]" if cells[2] else ""
        out.append(f"{level} {item['reading']} {english} || {cells[1]}{note}")
    return " // ".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--false-friends", action="store_true")
    parser.add_argument("--sound-rules", action="store_true")
    args = parser.parse_args()
    words, friends = load_records()
    decks, meanings, zipf = load_decks(), load_meanings(), frequency()

    if args.false_friends:
        for number, (_, word, hangul, reason) in enumerate(friends, 1):
            print(f"F{number:02} | {word} | {hangul} | {reason} || {describe(word, decks, meanings)}")
        for key, cells in meanings.items():
            if cells[2] and any(mark in cells[2] for mark in ("아님", "다른 말", "다름", "무관", "뜻이 아님", "와 달리", "과 달리")):
                print(f"N | {key} | {cells[1]} | note: {cells[2]}")
        return 0
    if args.sound_rules:
        for _, word, hanja, hangul in words:
            problem = sound_problem(hangul)
            if problem:
                print(f"{word} | {hanja} | {hangul} | {problem} | zipf {zipf(hangul)} || {describe(word, decks, meanings)}")
        return 0
    rng = random.Random(SEED)
    for number, index in enumerate(sorted(rng.sample(range(len(words)), SIZE)), 1):
        _, word, hanja, hangul = words[index]
        print(f"C{number:03} | {word} | {hanja} | {hangul} | zipf {zipf(hangul)} || {describe(word, decks, meanings)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
