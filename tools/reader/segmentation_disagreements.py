#!/usr/bin/env python3
"""Prints where Mainichi's segmenter and SudachiPy disagree, by class (a development script).

    SEGMENTATION_REPORT=/tmp/seg.tsv swift test --filter SegmenterAccuracyTests
    python3 tools/reader/segmentation_disagreements.py /tmp/seg.tsv [--examples 8] [--class NAME]

Classify only the tuning sample (Vectors/sudachi-lemmas.tsv) while changing prices; the held-out
Tatoeba sample (sudachi-lemmas-tatoeba.tsv, its own test) is for the figure, not for looking at.

The report has one tab-separated line per disagreement (written by SegmentationAgreement in the
tests): the test's class, the sentence, the analyser's word (start, surface, lemma, normalised
form, part of speech), the token of ours that covers its start (start, text, dictionary form),
our whole cut, and the analyser's units of split mode A or C our word matches exactly when it
agrees at that granularity (counted in the granular figure only; docs/reader.md, "Granularity"). The classes here are finer than the test's and say why, as far as the line shows:
docs/reader.md gives the figures.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

KANJI_NUMBERS = set("〇一二三四五六七八九十百千万億兆何数幾")
PARTICLES = ("に", "と", "は", "が", "を", "で", "も", "の", "へ", "や", "か")
KANA = re.compile(r"^[\u3040-\u30ffー]+$")


def deck_words() -> set[str]:
    """Every word of the vocabulary decks, as written."""
    words: set[str] = set()
    for path in sorted((ROOT / "Decks/vocab").glob("*.json")):
        for item in json.loads(path.read_text(encoding="utf-8"))["items"]:
            words.add(item["word"])
            words.update(item.get("alternates", []))
    return words


DECK_WORDS: set[str] = set()
# Verbs and adjectives the deinflection table takes as endings (すぎる, なさい, ない after a stem).
AUXILIARY_WORDS = {"すぎる", "過ぎる", "なさる", "ない", "やすい", "にくい", "たい"}
PHRASE_PARTICLES = set("をがはにでの")


def classify(row: dict[str, str]) -> str:
    """The class of one disagreement."""
    test, surface, lemma, pos = row["test"], row["surface"], row["lemma"], row["pos"]
    if row.get("granular"):
        return "agrees at another granularity: our word is exactly a unit of split mode " + row["granular"][0] + " (counted in the granular figure)"
    start, our_start = int(row["start"]), int(row["our_start"] or -1)
    text, form = row["our_text"], row["our_form"]
    before = text[: max(0, start - our_start)]
    if not form:
        return "unknown to us (no dictionary word)"
    if test in ("longer dictionary word", "other boundary") and len(text) >= 4 and any(c in PHRASE_PARTICLES for c in text[1:-1]):
        return "learner: a proverb or set phrase JMdict lists, which the analyser cuts (壁に耳あり障子に目あり)"
    if test in ("longer dictionary word", "other boundary") and form == text and form in DECK_WORDS:
        return "learner: a deck word the analyser cuts (お茶, 一日, どうして, について)"
    if lemma in AUXILIARY_WORDS and before and form != lemma and pos in ("動詞", "形容詞"):
        return "an auxiliary the analyser counts as a word, which we undo as an inflection (高すぎる, 行きなさい, 速くない)"
    if test == "other boundary" and before and before[0] in "おご御" and len(before) == 1:
        return "honorific prefix お/ご kept on the noun (お茶)"
    if any(c in KANJI_NUMBERS for c in text) and (test != "other lemma"):
        return "numbers and counters (一月, 八時)"
    if test == "other boundary" and before and before[0] in PARTICLES and len(before) <= 2:
        return "particle taken into a word (になった as になう, として)"
    if lemma == "する" and form != "する":
        return "する's forms as their own entries (される, させる, したい, すると)"
    if test == "longer dictionary word" and text.startswith(surface) is False and pos in ("動詞", "形容詞"):
        pass
    if test == "longer dictionary word" and form == text and pos in ("動詞", "形容詞", "助動詞"):
        return "an inflected form as its own entry (あったか, いいね, ないと)"
    if test == "longer dictionary word" and pos in ("動詞", "形容詞") and form != text:
        return "another verb or adjective read from the same kana (あった as あう)"
    if test == "other lemma" and pos == "動詞" and (form == surface or form == text):
        return "verb stem read as the noun (答え, 味わい)"
    if test == "other lemma" and KANA.match(surface):
        return "kana read as another word (よく as よい, かえる as かう)"
    if test == "other lemma":
        return "same span, other lemma"
    if test == "shorter word" and KANA.match(text) and len(text) <= 2:
        return "kana word cut short (も + の for もの)"
    if test == "shorter word":
        return "our word is shorter (立ち + 上がる, 非 + 人道的)"
    if test in ("longer dictionary word", "other boundary") and pos in ("動詞",) and not KANA.match(text):
        return "compound verb JMdict lists (泣き出す, 見慣れる)"
    if test in ("longer dictionary word", "other boundary") and len(text) >= 2:
        return "compound JMdict lists (旅行かばん, 有力者, この頃)"
    return test


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report")
    parser.add_argument("--examples", type=int, default=6)
    parser.add_argument("--class", dest="only")
    args = parser.parse_args()
    DECK_WORDS.update(deck_words())
    fields = ["test", "sentence", "start", "surface", "lemma", "normalized", "pos", "our_start", "our_text", "our_form", "cut", "granular"]
    classes: dict[str, list[dict[str, str]]] = collections.defaultdict(list)
    total = agreed = granular = None
    with open(args.report, encoding="utf-8") as report:
        for line in report:
            line = line.rstrip("\n")
            if line.startswith("# agreed"):
                _, _, agreed, _, total = line.split()
                continue
            if line.startswith("# granular"):
                granular = int(line.split()[2])
                continue
            if not line or line.startswith("#"):
                continue
            row = dict(zip(fields, line.split("\t")))
            classes[classify(row)].append(row)
    if total:
        print(f"agreed {agreed} of {total} ({100 * int(agreed) / int(total):.1f}%, strict)")
        if granular is not None:
            both = int(agreed) + granular
            print(f"agreed at either granularity {both} of {total} ({100 * both / int(total):.1f}%)")
    count = sum(len(rows) for rows in classes.values())
    for name, rows in sorted(classes.items(), key=lambda item: -len(item[1])):
        if args.only and args.only not in name:
            continue
        share = f" ({100 * len(rows) / int(total):.1f}% of words)" if total else ""
        print(f"\n{len(rows):5d}  {name}{share}")
        for row in rows[: args.examples]:
            print(f"       {row['surface']} ({row['lemma']}) -> {row['our_text']} ({row['our_form']})   | {row['cut']}")
    print(f"\n{count} disagreements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
