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


# MARK: - Cross-check with Wadoku and UniDic

_SMALL = set("ゃゅょぁぃぅぇぉゎ")


def morae(reading: str) -> int:
    """The morae of a kana reading (small ゃ ゅ ょ join the kana before them; っ and ー count)."""
    return sum(1 for c in to_hiragana(reading) if c not in _SMALL)


def normal(accent: int, reading: str, pos: str) -> int:
    """An accent as the decks store it: a verb or い-adjective marked as falling after its last mora
    (Wadoku's and at times NAIST-jdic's way of writing one that never falls) is 0, the same word."""
    if ("verb" in pos or "い-adjective" in pos) and accent == morae(reading):
        return 0
    return accent


def load_wadoku(path: Path) -> dict[tuple[str, str], set[int]]:
    """Wadoku's accents by (spelling, reading in hiragana): every accent a line gives the word
    (compounds written with a dash per part are left out)."""
    result: dict[tuple[str, str], set[int]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split(" ")
        if len(parts) != 3 or not parts[2].isdigit() or "—" in parts[1]:
            continue
        result.setdefault((parts[0], to_hiragana(parts[1])), set()).add(int(parts[2]))
    return result


def unidic_accents(words: list[tuple[str, str, list[str]]], dictionary: Path) -> dict[tuple[str, str], list[int]]:
    """UniDic's accent types (aType, first the main one) of each (word, reading) UniDic reads as
    one token with that reading, from its spelling or an alternate."""
    queries = sorted({q for word, _, alternates in words for q in (word, *alternates)})
    run = subprocess.run(["mecab", "-d", str(dictionary), "-O", "", "-F", "%m\\t%f[17]\\t%f[23]\\n", "-U", "%m\\t\\t\\n", "-E", "EOS\\n"],
                         input="\n".join(queries) + "\n", capture_output=True, text=True, encoding="utf-8", check=True)
    analysed: dict[str, list[tuple[str, str]]] = {}
    tokens: list[tuple[str, str]] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            analysed[queries[index]] = tokens
            index += 1
            tokens = []
        elif line:
            fields = (line.split("\t") + ["", ""])[:3]
            tokens.append((to_hiragana(fields[1]), fields[2]))
    result: dict[tuple[str, str], list[int]] = {}
    for word, reading, alternates in words:
        for query in (word, *alternates):
            found = analysed.get(query, [])
            if len(found) == 1 and found[0][0] == to_hiragana(reading):
                values = [int(v) for v in found[0][1].split(",") if v.strip().isdigit()]
                if values:
                    result[(word, reading)] = values
                    break
    return result


def decide(level: str, word: str, reading: str, pos: str, naist: int | None, wadoku: set[int],
           unidic: list[int], curated: dict[tuple[str, str], int | None]) -> tuple[int | None, str]:
    """The accent the decks show, and how it was decided: "curation" (a line of curation.tsv), "agree"
    (Wadoku has NAIST-jdic's), "unidic" (they disagree and UniDic's accents hold exactly one of theirs),
    "undecided" (they disagree, NAIST-jdic's kept), "naist" (no Wadoku accent to compare), "none"."""
    if (word, reading) in curated:
        return curated[(word, reading)], "curation"
    if naist is None:
        return None, "none"
    naist = normal(naist, reading, pos)
    wadoku = {normal(a, reading, pos) for a in wadoku}
    if not wadoku:
        return naist, "naist"
    if naist in wadoku:
        return naist, "agree"
    # UniDic decides when its accents hold NAIST-jdic's or Wadoku's, not both (広まる: UniDic has 0 and 3,
    # both in use: undecided).
    third = {normal(a, reading, pos) for a in unidic}
    sides = [a for a in sorted({naist} | wadoku) if a in third]
    if len(sides) == 1:
        return sides[0], "unidic"
    return naist, "undecided"


def compared(naist: int | None, wadoku: set[int], reading: str, pos: str) -> str:
    """How NAIST-jdic's accent compares with Wadoku's, before any decision: "agree", "disagree", or
    "unknown" (either source lacks the word)."""
    if naist is None or not wadoku:
        return "unknown"
    return "agree" if normal(naist, reading, pos) in {normal(a, reading, pos) for a in wadoku} else "disagree"
