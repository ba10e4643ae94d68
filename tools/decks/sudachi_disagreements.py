"""Development script: every deck example sentence whose readings SudachiPy reads otherwise.

The decks' example segments and readings come from MeCab (IPADIC) and UniDic (vocab.judge). SudachiPy
(split mode B, its core dictionary, the analyser granularity.py uses) is a third opinion: this script
reads every distinct example sentence of Decks/vocab/*.json with it and lists each sentence where a
stretch of text reads otherwise, the deck's reading and SudachiPy's side by side, grouped by level
(a sentence under the easiest level that uses it).

How two readings of a sentence are compared: both cut the sentence into pieces (the deck's segments,
SudachiPy's tokens); the places both cut at split it into stretches, and a stretch differs when its
readings do. A piece with kanji is read by its reading (SudachiPy's reading_form in hiragana); one
without is read as written. Digits, Latin letters and the decimal point the deck leaves unread stand
for any reading (SudachiPy reads ６５ ろくご, digit by digit): only the kanji and kana around them count.

SudachiPy's systematic choices are not counted as disagreements (any of the readings passes):
私 わたくし (the deck わたし), 日本 にっぽん (にほん) and 言う ゆう (いう).

Run: ``python3 tools/decks/sudachi_disagreements.py [--decks Decks] [--tsv OUT.tsv]``; with plain
python3 it reruns itself in tools/.venv-decks (sources.ensure_sudachi). ``--tsv`` writes one line a
differing stretch: level, sentence, stretch, deck reading, SudachiPy reading. The count is printed last.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from tokenizer import has_kanji, to_hiragana  # noqa: E402

LEVELS = ("n5", "n4", "n3", "n2", "n1")

# SudachiPy's own readings set aside: for a token's text, the readings the deck may give it instead.
SYSTEMATIC = {"私": {"わたくし": ("わたし",)}, "日本": {"にっぽん": ("にほん",)}}

_UNREAD = re.compile(r"[0-9０-９A-Za-zＡ-Ｚａ-ｚ.．]")


def deck_sentences(decks: Path) -> dict[str, tuple[str, list[list[str]]]]:
    """Each distinct example sentence with the easiest level that uses it and its segments."""
    result: dict[str, tuple[str, list[list[str]]]] = {}
    for level in LEVELS:
        path = decks / "vocab" / f"{level}.json"
        for item in json.loads(path.read_text(encoding="utf-8"))["items"]:
            for example in item.get("examples", []):
                result.setdefault(example["ja"], (level.upper(), example["segments"]))
    return result


def _piece_reading(text: str, reading: str) -> str:
    """A piece read as the deck reads it: its reading, or the text itself in hiragana."""
    return reading if reading else to_hiragana(text)


def deck_pattern(pieces: list[tuple[str, str]]) -> re.Pattern[str]:
    """The deck's reading of a stretch as a pattern: unread digits and letters match any reading."""
    out = []
    for text, reading in pieces:
        if reading:
            out.append(re.escape(reading))
            continue
        for char in text:
            out.append(".*?" if _UNREAD.match(char) else re.escape(to_hiragana(char)))
    return re.compile("".join(out))


def sudachi_readings(tokens: list[tuple[str, str, str]]) -> list[str]:
    """SudachiPy's readings of a stretch: the first as it reads it, then its systematic ones swapped."""
    choices = []
    for surface, reading, base in tokens:
        read = to_hiragana(reading) if (has_kanji(surface) or _UNREAD.search(surface)) else to_hiragana(surface)
        options = [read]
        options += SYSTEMATIC.get(surface, {}).get(read, ())
        if base == "言う" and read.startswith("ゆ"):
            options.append("い" + read[1:])
        choices.append(options)
    return ["".join(c) for c in itertools.product(*choices)]


def _cuts(lengths: list[int]) -> list[int]:
    result, position = [0], 0
    for length in lengths:
        position += length
        result.append(position)
    return result


def differing_stretches(segments: list[list[str]], tokens: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The stretches of a sentence the deck and SudachiPy read otherwise: (text, deck, SudachiPy)."""
    deck_cuts, sudachi_cuts = _cuts([len(t) for t, _ in segments]), _cuts([len(s) for s, _, _ in tokens])
    if deck_cuts[-1] != sudachi_cuts[-1]:
        return [("".join(t for t, _ in segments), "(text differs)", "".join(s for s, _, _ in tokens))]
    common = sorted(set(deck_cuts) & set(sudachi_cuts))
    result = []
    for lo, hi in zip(common, common[1:]):
        pieces = [(t, r) for (t, r), a in zip(segments, deck_cuts) if lo <= a < hi]
        stretch = [tok for tok, a in zip(tokens, sudachi_cuts) if lo <= a < hi]
        pattern = deck_pattern(pieces)
        readings = sudachi_readings(stretch)
        if not any(pattern.fullmatch(r) for r in readings):
            text = "".join(t for t, _ in pieces)
            deck = "|".join(_piece_reading(t, r) for t, r in pieces)
            read = "|".join(to_hiragana(r) if (has_kanji(s) or _UNREAD.search(s)) else to_hiragana(s)
                            for s, r, _ in stretch)
            result.append((text, deck, read))
    return result


def analyse(sentences: list[str]) -> dict[str, list[tuple[str, str, str]]]:
    """Each sentence's SudachiPy tokens (split mode B): surface, reading_form, dictionary_form."""
    from sudachipy import dictionary, tokenizer  # type: ignore

    tagger = dictionary.Dictionary().tokenizer()
    mode = tokenizer.Tokenizer.SplitMode.B
    return {s: [(m.surface(), m.reading_form(), m.dictionary_form()) for m in tagger.tokenize(s, mode)]
            for s in sentences}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=HERE.parent.parent / "Decks")
    parser.add_argument("--tsv", type=Path)
    args = parser.parse_args()
    try:
        import sudachipy  # type: ignore # noqa: F401
    except ImportError:
        import sources

        python = sources.ensure_sudachi(HERE.parent)
        return subprocess.run([python, str(Path(__file__).resolve()), *sys.argv[1:]], env=os.environ).returncode

    sentences = deck_sentences(args.decks)
    tokens = analyse(list(sentences))
    found: dict[str, list[tuple[str, list[tuple[str, str, str]]]]] = {level.upper(): [] for level in LEVELS}
    for ja, (level, segments) in sentences.items():
        stretches = differing_stretches(segments, tokens[ja])
        if stretches:
            found[level].append((ja, stretches))
    lines = []
    for level, listed in found.items():
        print(f"== {level}: {len(listed)} sentences")
        for ja, stretches in listed:
            print(ja)
            for text, deck, read in stretches:
                print(f"    {text}\tdeck {deck}\tSudachiPy {read}")
                lines.append("\t".join((level, ja, text, deck, read)))
    if args.tsv:
        args.tsv.write_text("level\tsentence\tstretch\tdeck\tsudachi\n" + "".join(l + "\n" for l in lines), encoding="utf-8")
    total = sum(len(v) for v in found.values())
    print(f"{total} of {len(sentences)} distinct example sentences read otherwise by SudachiPy ("
          + ", ".join(f"{level} {len(v)}" for level, v in found.items()) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
