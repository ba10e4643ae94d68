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

Output: Tests/MainichiCoreTests/Segmentation/Vectors/sudachi-lemmas.tsv (tools/reader/segmentation_disagreements.py
classifies what the test finds disagreeing)::

    S<TAB>sentence
    W<TAB>start (characters)<TAB>surface<TAB>dictionary form<TAB>normalized form<TAB>part of speech
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from sudachipy import dictionary, tokenizer  # type: ignore

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/MainichiCoreTests/Segmentation/Vectors/sudachi-lemmas.tsv"

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2500)
    parser.add_argument("--seed", type=int, default=25)
    args = parser.parse_args()
    sentences = []
    for level in ("n5", "n4", "n3", "n2", "n1"):
        deck = json.loads((ROOT / f"Decks/vocab/{level}.json").read_text(encoding="utf-8"))
        for item in deck["items"]:
            for example in item.get("examples", []):
                sentences.append(example["ja"])
    sentences = sorted(set(sentences))
    random.Random(args.seed).shuffle(sentences)
    tagger = dictionary.Dictionary().create()
    mode = tokenizer.Tokenizer.SplitMode.B
    lines = [
        "# What SudachiPy 0.7.0 (split mode B) with sudachidict_core 20261015 makes of a seeded sample of the decks' example sentences",
        f"# (tools/reader/make_segmentation_vectors.py --count {args.count} --seed {args.seed}); content words only.",
    ]
    for sentence in sentences[: args.count]:
        lines.append("S\t" + sentence)
        offset = 0
        previous = None
        for word in tagger.tokenize(sentence, mode):
            start = word.begin()
            if is_content(word, previous):
                lines.append("\t".join(["W", str(start), word.surface(), word.dictionary_form(),
                                        word.normalized_form(), word.part_of_speech()[0]]))
            previous = word
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {args.count} sentences")


if __name__ == "__main__":
    main()
