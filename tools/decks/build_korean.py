#!/usr/bin/env python3
"""Builds Decks/korean.txt: the Korean readings of the deck kanji and the Korean cognates of words.

Run after build_decks.py (``make decks`` runs it): ``python3 tools/decks/build_korean.py``.
Sources (Debian packages, installed with apt-get when missing and run as root):

* ``libhangul-data``: libhangul's hanja table (/usr/share/libhangul/hanja/hanja.txt, BSD licence),
  lines ``hangul:hanja:meaning``; a single hanja with a meaning gives its 훈음 ("배울 학"), a
  word without one is a Korean word written in hanja (전화:電話).
* ``kanjidic-xml`` (already a deck source): KANJIDIC2's variant codes (JIS X 0208/0212/0213,
  Unicode), which name the old form of a shinjitai Unihan does not link (気 -> 氣, 読 -> 讀);
* ``unicode-data``: the Unihan database's kTraditionalVariant (and kZVariant, kSemanticVariant
  as a last resort), to find the traditional form the Korean table uses for a Japanese shinjitai
  (学 -> 學, 国 -> 國), and kHangul for a kanji the table gives no 훈 for.

Output (UTF-8, tab-separated, one record a line, ``#`` comments)::

    K  kanji  form  reading; reading ...       (form: the hanja the reading belongs to)
    W  word   hanja  hangul                     (a Sino-Japanese word whose Korean word exists)
    F  word   hangul  reason                    (a false friend: the Korean word means something else)

A reading "학" without a 훈 comes from kHangul. A word gets its cognate only when every kanji maps
and the resulting hanja spelling is a word of the table; a character-by-character reading that is
not a Korean word is never written. False friends come from the curated list below (each with
its reason) and replace the cognate. The script prints the coverage.

Options: ``--decks DIR`` reads and writes another Decks directory.
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import re
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import notice  # noqa: E402  (tools/decks, the script's own folder)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
HANJA = Path("/usr/share/libhangul/hanja/hanja.txt")
KANJIDIC = Path("/usr/share/edict/kanjidic2.xml.gz")
UNIHAN = Path("/usr/share/unicode")
PACKAGES = ("libhangul-data", "unicode-data")
NOTICE_BEGIN = "<!-- korean: begin (written by tools/decks/build_korean.py) -->"
NOTICE_END = "<!-- korean: end -->"

# Japanese words whose Korean cognate means something else: word -> (Korean word, reason).
# The reasons are short notes for a Korean learner, written for Mainichi.
FALSE_FRIENDS: dict[str, tuple[str, str]] = {
    "勉強": ("면강", "Japanese: to study. Korean 면강 is a rare word for forcing oneself; study is 공부"),
    "大丈夫": ("대장부", "Japanese: all right, safe. Korean 대장부 is a brave, manly man"),
    "工夫": ("공부", "Japanese: a device, ingenuity. Korean 공부 means study"),
    "愛人": ("애인", "Japanese: a lover outside marriage. Korean 애인 is simply a sweetheart"),
    "手紙": ("수지", "Japanese: a letter (Korean 편지). In Chinese use 手紙 is toilet paper"),
    "汽車": ("기차", "Japanese: an old-fashioned steam train. Korean 기차 is any train"),
    "八百屋": ("팔백옥", "Japanese: a greengrocer. Not a Korean word; say 채소 가게"),
    "丈夫": ("장부", "Japanese: sturdy, healthy. Korean 장부 is a grown man"),
    "迷惑": ("미혹", "Japanese: trouble, a nuisance to others. Korean 미혹 is being led astray"),
    "留守": ("유수", "Japanese: being away from home. Korean 유수 is staying behind to guard"),
    "心中": ("심중", "Japanese: a lovers' double suicide. Korean 심중 is one's inner thoughts"),
    "放心": ("방심", "Japanese: being absent-minded, dazed. Korean 방심 is letting one's guard down"),
    "油断": ("유단", "Japanese: carelessness. Not a Korean word; say 방심"),
    "大家": ("대가", "Japanese おおや: a landlord. Korean 대가 is a great master (Japanese たいか too)"),
    "結構": ("결구", "Japanese: fine, quite; no thank you. Korean 결구 is the structure of a building or text"),
}


def log(message: str) -> None:
    print(f"build_korean: {message}", file=sys.stderr, flush=True)


def ensure_packages() -> None:
    """Installs libhangul-data and unicode-data with apt-get when missing (as root), or explains."""
    if HANJA.exists() and (UNIHAN / "Unihan_Variants.txt.bz2").exists():
        return
    if os.geteuid() != 0:
        raise SystemExit("build_korean: missing Debian packages; install them with:\n"
                         "  sudo apt-get install " + " ".join(PACKAGES))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", *PACKAGES], check=True, env=env)


def debian_version(package: str) -> str:
    run = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return run.stdout.strip() or "unknown"


def is_kanji(char: str) -> bool:
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def unihan(name: str, fields: set[str]) -> dict[str, dict[str, list[str]]]:
    """Reads one Unihan file: character -> field -> values (characters for variants)."""
    result: dict[str, dict[str, list[str]]] = {}
    with bz2.open(UNIHAN / name, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t", 2)
            if field not in fields:
                continue
            char = chr(int(code[2:], 16))
            values = []
            for token in value.split():
                if token.startswith("U+"):
                    values.append(chr(int(token[2:].split("<")[0], 16)))
                else:
                    values.append(token)
            result.setdefault(char, {})[field] = values
    return result


def kanjidic_variants() -> dict[str, list[str]]:
    """KANJIDIC2's variants of each kanji, decoded to characters (JIS codes through EUC-JP)."""
    result: dict[str, list[str]] = {}
    if not KANJIDIC.exists():
        return result
    text = gzip.open(KANJIDIC, "rt", encoding="utf-8").read()
    for entry in re.finditer(r"<literal>(.)</literal>(.*?)</character>", text, re.S):
        found = []
        for kind, code in re.findall(r'<variant var_type="([^"]+)">([^<]+)</variant>', entry.group(2)):
            try:
                if kind == "ucs":
                    found.append(chr(int(code, 16)))
                elif kind in ("jis208", "jis212", "jis213"):
                    plane, row, cell = (int(part) for part in code.split("-"))
                    raw = bytes([0xA0 + row, 0xA0 + cell])
                    if kind == "jis212":
                        found.append((b"\x8f" + raw).decode("euc_jp"))
                    elif kind == "jis213":
                        found.append((raw if plane == 1 else b"\x8f" + raw).decode("euc_jis_2004"))
                    else:
                        found.append(raw.decode("euc_jp"))
            except (UnicodeDecodeError, ValueError):
                continue
        result[entry.group(1)] = [c for c in found if len(c) == 1]
    return result


def read_hanja() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Single hanja -> its 훈음 readings in table order; hanja word -> its hangul spellings."""
    readings: dict[str, list[str]] = {}
    words: dict[str, list[str]] = {}
    for line in HANJA.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split(":")
        if len(parts) < 3:
            continue
        hangul, hanja, meaning = parts[0], parts[1], parts[2]
        if len(hanja) == 1:
            if meaning and meaning.endswith(hangul) and meaning not in readings.setdefault(hanja, []):
                readings[hanja].append(meaning)
        elif all(is_kanji(c) for c in hanja) and len(hangul) == len(hanja):
            if hangul not in words.setdefault(hanja, []):
                words[hanja].append(hangul)
    return readings, words


def deck_words(decks: Path) -> tuple[list[str], list[str]]:
    """The kanji of the kanji decks, and the vocabulary headwords, in deck order."""
    kanji: list[str] = []
    words: list[str] = []
    for level in ("n5", "n4", "n3", "n2", "n1", "names"):
        path = decks / "kanji" / f"{level}.json"
        if path.exists():
            kanji += [item["kanji"] for item in json.loads(path.read_text(encoding="utf-8"))["items"]]
        path = decks / "vocab" / f"{level}.json"
        if path.exists():
            words += [item["word"] for item in json.loads(path.read_text(encoding="utf-8"))["items"]]
    return kanji, words


def update_notice(path: Path, section: str) -> None:
    """Replaces (or appends) this script's marked section of NOTICE.md, leaving the rest alone."""
    notice.replace_section(path, NOTICE_BEGIN, NOTICE_END, section)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    args = parser.parse_args()
    decks: Path = args.decks
    ensure_packages()

    variants = unihan("Unihan_Variants.txt.bz2", {"kTraditionalVariant", "kZVariant", "kSemanticVariant"})
    hangul = unihan("Unihan_Readings.txt.bz2", {"kHangul"})
    readings, table_words = read_hanja()
    old_forms = kanjidic_variants()
    deck_kanji, words = deck_words(decks)

    def forms(char: str) -> list[str]:
        """The char itself, its traditional forms, KANJIDIC2's variants, then Unihan's others."""
        found = [char]
        info = variants.get(char, {})
        for variant in info.get("kTraditionalVariant", []) + old_forms.get(char, []) \
                + info.get("kZVariant", []) + info.get("kSemanticVariant", []):
            if variant not in found:
                found.append(variant)
        return found

    def ordered(form: str, entries: list[str]) -> list[str]:
        """The table's lines of one hanja (sorted there by hangul), the 음 that Unihan's kHangul
        marks as the education reading (flag E) first, each cut to its first two 훈음."""
        flags = {}
        for value in hangul.get(form, {}).get("kHangul", []):
            eum, _, flag = value.partition(":")
            flags[eum] = flag
        def rank(entry: str) -> int:
            return 0 if "E" in flags.get(entry.split(" ")[-1], "") else 1
        return [", ".join(entry.split(", ")[:2]) for entry in sorted(entries, key=rank)]

    lines = [
        "# Korean readings of Mainichi's deck kanji and Korean cognates of its words (tools/decks/build_korean.py).",
        "# K kanji form readings | W word hanja hangul | F word hangul reason. Tab-separated.",
    ]
    all_kanji: list[str] = list(dict.fromkeys(deck_kanji + [c for w in words for c in w if is_kanji(c)]))
    with_hun = with_eum = 0
    deck_set = set(deck_kanji)
    for char in all_kanji:
        record = None
        for form in forms(char):
            if readings.get(form):
                record = (form, ordered(form, readings[form]))
                break
        if record is None:
            for form in forms(char):
                values = [v.split(":")[0] for v in hangul.get(form, {}).get("kHangul", [])]
                if values:
                    record = (form, list(dict.fromkeys(values)))
                    break
        if record is None:
            continue
        if char in deck_set:
            if " " in record[1][0]:
                with_hun += 1
            else:
                with_eum += 1
        lines.append(f"K\t{char}\t{record[0]}\t{'; '.join(record[1])}")

    candidates = [w for w in dict.fromkeys(words) if len(w) >= 2 and all(is_kanji(c) for c in w)]
    cognates = 0
    false_friends = 0
    for word in candidates:
        if word in FALSE_FRIENDS:
            korean, reason = FALSE_FRIENDS[word]
            lines.append(f"F\t{word}\t{korean}\t{reason}")
            false_friends += 1
            continue
        found = None
        for spelling in itertools.islice(itertools.product(*[forms(c) for c in word]), 64):
            hanja = "".join(spelling)
            if table_words.get(hanja):
                found = (hanja, table_words[hanja][0])
                break
        if found:
            lines.append(f"W\t{word}\t{found[0]}\t{found[1]}")
            cognates += 1

    text = "\n".join(lines) + "\n"
    out = decks / "korean.txt"
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
    total = len(deck_set)
    coverage = (with_hun + with_eum) / total * 100 if total else 0
    word_coverage = cognates / len(candidates) * 100 if candidates else 0
    summary = (f"deck kanji with a Korean reading: {with_hun + with_eum} of {total} ({coverage:.1f}%; "
               f"{with_hun} with 훈음, {with_eum} with 음 only); all-kanji words with a Korean cognate: "
               f"{cognates} of {len(candidates)} ({word_coverage:.1f}%); false friends marked: {false_friends}")
    section = "\n".join([
        NOTICE_BEGIN,
        "## Korean readings (korean.txt)",
        "",
        "`korean.txt` is generated by `tools/decks/build_korean.py` from libhangul's hanja table",
        f"(Debian `libhangul-data` {debian_version('libhangul-data')}, © Choe Hwanjin, BSD licence) and the",
        f"Unicode Unihan database (Debian `unicode-data` {debian_version('unicode-data')}, Unicode licence):",
        "kTraditionalVariant maps Japanese forms to the traditional ones, kHangul gives a reading the",
        "hanja table lacks. The false friends are Mainichi's own list.",
        "",
        f"- {summary}",
        NOTICE_END,
    ]) + "\n"
    update_notice(decks / "NOTICE.md", section)
    log(f"{out} ({len(text.encode('utf-8'))} bytes)")
    log(summary)
    missing = [c for c in deck_kanji if not any(l.startswith(f"K\t{c}\t") for l in lines)]
    log(f"deck kanji without a Korean reading: {''.join(missing)}")


if __name__ == "__main__":
    main()
