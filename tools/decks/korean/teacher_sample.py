#!/usr/bin/env python3
"""Draws a seeded teacher's sample of the Korean meanings: 100 words and 40 kanji, printed for reading by eye.

    python3 tools/decks/korean/teacher_sample.py                 # the sample, from the committed TSVs
    python3 tools/decks/korean/teacher_sample.py --tsv-dir DIR   # the same sample, Korean lines from DIR

The draw depends only on the seed (20261128) and the decks, never on the TSVs, so the same items come out
again after the TSVs are fixed (--tsv-dir shows an older copy of the TSVs beside the same draw).

Words: 100 across N5-N1, proportional to the number of words per level (largest remainder), except that N5
and N4 together give at least 20 (they are the words a beginner meets first, and proportional shares would
give them only 17); the rest is shared among N3, N2 and N1 in proportion. Kanji: 40 across N5-N1 the same
way, at least 15 from N5 and N4 (the name kanji are left out: they have no deck words to judge against).
Within a level the items are drawn with random.Random(seed + level index).sample over the deck order.

Each word is printed with its level, Japanese word, reading, part of speech, the English meanings of
Decks/vocab and its Korean line (ko, note, review); each kanji with its readings, the English meanings of
Decks/kanji and its 훈음 line (훈음, Korean meaning, 국자, reason). The judgement (right / minor / wrong, with
a reason) is written by the teacher in docs/korean-audit.md.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
SEED = 20261128
LEVELS = ("n5", "n4", "n3", "n2", "n1")
WORDS, WORD_FLOOR = 100, 20
KANJI, KANJI_FLOOR = 40, 15


def shares(total: int, counts: list[int]) -> list[int]:
    """Splits total in proportion to counts by the largest remainder (ties to the earlier level)."""
    whole = sum(counts)
    exact = [total * count / whole for count in counts]
    out = [int(value) for value in exact]
    order = sorted(range(len(counts)), key=lambda i: (-(exact[i] - out[i]), i))
    for i in order[: total - sum(out)]:
        out[i] += 1
    return out


def allocate(total: int, floor: int, counts: list[int]) -> list[int]:
    """Per-level sample sizes: proportional, but N5+N4 (the first two levels) get at least floor together."""
    plain = shares(total, counts)
    if plain[0] + plain[1] >= floor:
        return plain
    return shares(floor, counts[:2]) + shares(total - floor, counts[2:])


def load(kind: str, level: str) -> list[dict]:
    return json.loads((ROOT / "Decks" / kind / f"{level}.json").read_text(encoding="utf-8"))["items"]


def read_tsv(path: Path) -> dict[str, list[str]]:
    """Maps the first column of each non-comment line to its cells."""
    table = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            cells = line.split("\t")
            table[cells[0]] = cells
    return table


def draw(kind: str, total: int, floor: int) -> list[tuple[str, dict]]:
    decks = [load(kind, level) for level in LEVELS]
    sizes = allocate(total, floor, [len(deck) for deck in decks])
    picked = []
    for index, (level, deck, size) in enumerate(zip(LEVELS, decks, sizes)):
        rng = random.Random(SEED + index)
        chosen = sorted(rng.sample(range(len(deck)), size))
        picked += [(level.upper(), deck[i]) for i in chosen]
    return picked


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tsv-dir", type=Path, default=HERE, help="where meanings-*.tsv and kanji-hunum.tsv are")
    args = parser.parse_args()

    meanings = {}
    for level in LEVELS:
        meanings.update(read_tsv(args.tsv_dir / f"meanings-{level}.tsv"))
    hunum = read_tsv(args.tsv_dir / "kanji-hunum.tsv")

    words = draw("vocab", WORDS, WORD_FLOOR)
    kanji = draw("kanji", KANJI, KANJI_FLOOR)
    print(f"# Teacher's sample, seed {SEED}: {len(words)} words, {len(kanji)} kanji")
    print("## Words: no | level | word | reading | part of speech | English || ko | note | review")
    for number, (level, item) in enumerate(words, 1):
        cells = meanings.get(item["id"], [item["id"], "(missing)", "", ""]) + ["", "", ""]
        english = "; ".join(item["meanings"])
        print(f"W{number:03} | {level} | {item['word']} | {item['reading']} | {item['partOfSpeech']} | {english}"
              f" || {cells[1]} | {cells[2]} | {cells[3]}")
    print("## Kanji: no | level | kanji | on | kun | English || 훈음 | ko | 국자 | reason")
    for number, (level, item) in enumerate(kanji, 1):
        cells = hunum.get(item["kanji"], [item["kanji"], "(missing)", "", "", ""]) + ["", "", "", ""]
        print(f"K{number:02} | {level} | {item['kanji']} | {'、'.join(item['onyomi'])} | {'、'.join(item['kunyomi'][:6])}"
              f" | {'; '.join(item['meanings'])} || {cells[1]} | {cells[2]} | {cells[3]} | {cells[4]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
