"""Pitch accent (downstep position) of each word from Open JTalk's NAIST-jdic dictionary.

The Debian package ``open-jtalk-mecab-naist-jdic`` (BSD licence; the speech support installs it
too) is a MeCab dictionary whose features end with the accent type and the mora count ("2/3":
the pitch drops after the second of three morae; 0 means it never drops). The package ships no
``dicrc``, so MeCab is pointed at a temporary directory holding links to its files and one.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from tokenizer import has_kanji, to_hiragana

NAIST_JDIC_DIR = Path("/var/lib/mecab/dic/open-jtalk/naist-jdic")
DICRC = "cost-factor = 800\nbos-feature = BOS/EOS,*,*,*,*,*,*,*,*,*,*\n"


def _analyse(queries: list[str], dictionary: Path) -> dict[str, list[tuple[str, str]]]:
    """Each query's tokens as (reading in hiragana, accent field) pairs, in one MeCab run."""
    unique = sorted(set(queries))
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for file in dictionary.iterdir():
            (folder / file.name).symlink_to(file)
        (folder / "dicrc").write_text(DICRC, encoding="utf-8")
        run = subprocess.run(
            ["mecab", "-d", str(folder)], input="\n".join(unique) + "\n",
            capture_output=True, text=True, encoding="utf-8", check=True,
        )
    result: dict[str, list[tuple[str, str]]] = {}
    tokens: list[tuple[str, str]] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            result[unique[index]] = tokens
            index += 1
            tokens = []
        elif line:
            fields = line.partition("\t")[2].split(",")
            reading = to_hiragana(fields[7]) if len(fields) > 9 else ""
            tokens.append((reading, fields[9] if len(fields) > 9 else ""))
    return result


def accents(words: list[tuple[str, str, list[str]]], stats) -> dict[tuple[str, str], int]:
    """The downstep position of each (word, reading), when the dictionary knows the word.

    `words` holds (word, reading, alternates). A word counts when its spelling (or an alternate,
    or else its reading written in kana) is one dictionary word whose reading is the item's
    reading; words of several dictionary words (a set phrase) are left without an accent.
    """
    if not (NAIST_JDIC_DIR / "sys.dic").exists():
        raise SystemExit(
            "build_decks: the pitch accent source is missing: apt-get install open-jtalk-mecab-naist-jdic"
        )
    queries = [q for word, reading, alternates in words for q in (word, *alternates, reading)]
    analysed = _analyse(queries, NAIST_JDIC_DIR)
    result: dict[tuple[str, str], int] = {}
    for word, reading, alternates in words:
        for query in (word, *alternates, reading):
            tokens = analysed[query]
            if len(tokens) != 1 or tokens[0][0] != to_hiragana(reading):
                continue
            downstep, _, morae = tokens[0][1].partition("/")
            if downstep.isdigit() and morae.isdigit() and int(downstep) <= int(morae):
                result[(word, reading)] = int(downstep)
                break
        if (word, reading) in result:
            stats["words with a pitch accent from NAIST-jdic"] += 1
        else:
            stats["words without a pitch accent (set phrases, words NAIST-jdic lacks)"] += 1
    return result
