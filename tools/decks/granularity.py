#!/usr/bin/env python3
"""Which JMdict words the analyser's dictionary cuts into words: the granularity flag of dictionary.bin.

SudachiPy (split mode B, middle units: 弁護士 is one word, 国際連合 is 国際 + 連合) with its core
dictionary, the analyser the segmentation accuracy test compares with, is given each spelling of
an entry alone. Where every spelling comes out as more than one word (有力者: 有力 + 者, 授業中:
授業 + 中), the analyser's dictionary cuts the word; where one comes out whole (発売中, 最優先),
it has the word. No rule of grammar tells the two apart (both are a word and a suffix or a
prefix and a word); a lexicon does. The segmenter prices a word no deck has that the analyser
cuts as a compound of its parts (docs/reader.md, "Accuracy against an independent analyser").

``analyser_cuts(spellings)`` runs this file in tools/.venv-decks (``sources.ensure_sudachi``),
which reads one entry a line (its spellings, tab-separated) and writes one line an entry: for
each spelling, its mode-B words joined by spaces, the spellings tab-separated.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def cut_spellings(spellings: list[list[str]]) -> list[list[list[str]]]:
    """For each entry, each spelling's words in split mode B, analysed in tools/.venv-decks."""
    sys.path.insert(0, str(HERE))
    import sources  # noqa: E402

    python = sources.ensure_sudachi(HERE.parent)
    lines = "".join("\t".join(entry) + "\n" for entry in spellings)
    run = subprocess.run([python, str(Path(__file__).resolve()), "--worker"], input=lines.encode("utf-8"),
                         capture_output=True, check=False)
    if run.returncode != 0:
        raise RuntimeError("granularity.py --worker failed: " + run.stderr.decode("utf-8", "replace")[-2000:])
    out = run.stdout.decode("utf-8").split("\n")
    if len(out) != len(spellings) + 1 or out[-1]:
        raise RuntimeError(f"granularity.py --worker wrote {len(out) - 1} lines for {len(spellings)} entries")
    return [[field.split(" ") for field in line.split("\t")] for line in out[:-1]]


def analyser_cuts(spellings: list[list[str]]) -> list[bool]:
    """For each entry (its spellings), whether the analyser cuts every spelling into more than one word."""
    return [bool(words) and all(len(cut) > 1 for cut in words) for words in cut_spellings(spellings)]


def worker() -> int:
    """Reads entries on standard input and writes their spellings' mode-B words (module docstring)."""
    from sudachipy import dictionary, tokenizer  # type: ignore

    tagger = dictionary.Dictionary().tokenizer()
    mode = tokenizer.Tokenizer.SplitMode.B
    out = sys.stdout
    for line in sys.stdin.buffer.read().decode("utf-8").split("\n")[:-1]:
        fields = []
        for spelling in line.split("\t"):
            words = [m.surface() for m in tagger.tokenize(spelling, mode)] if spelling else []
            fields.append(" ".join(w.replace(" ", "") for w in words if w.strip()))
        out.write("\t".join(fields) + "\n")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        sys.exit(worker())
    print(__doc__.splitlines()[0], file=sys.stderr)
    sys.exit(2)
