#!/usr/bin/env python3
"""Writes each deck's outline file: vocab/n5.json gets vocab/n5.outline next to it.

Run after every step that writes the deck files (``make decks`` and ``make decks-korean`` run it
last): ``python3 tools/decks/build_outlines.py``. It reads only Decks/, downloads nothing.

An outline holds what the app's search index and day lists read of a deck (docs/deck-format.md,
"Outline files"): the deck's own fields, and for each item its id, day, headword, reading or
readings, alternates, English and Korean meanings, without examples, kanji details or notes. The
app reads it in place of the deck's JSON when the size it records is the deck file's size, and
reads the JSON otherwise (an edit that changes a deck's size is read from the JSON until the
outline is written again; the Swift tests check that the committed outlines match their decks,
and ``--check`` does here). Format (UTF-8 text, one record a line, fields separated by TAB)::

    mainichi-outline<TAB>1<TAB><bytes of the deck file><TAB><item count>
    <the deck's fields as one JSON object, with "items": []>
    <one line an item, in the deck file's order>

A word's line is ``id, day, word, reading, alternates, meanings, ko``; a kanji's is
``id, day, kanji, onyomi, kunyomi, meanings, ko``; each list is its count, then its elements.
Text holding a TAB, a line break or a carriage return cannot be written and stops the build.

Options: ``--decks DIR`` reads and writes another Decks directory; ``--check`` writes nothing and
fails when an outline is missing or differs from what would be written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

MAGIC = "mainichi-outline"
VERSION = 1
# The fields of an item an outline keeps, in order; a list field is its count, then its elements.
VOCAB_FIELDS = [("word", str), ("reading", str), ("alternates", list), ("meanings", list), ("ko", list)]
KANJI_FIELDS = [("kanji", str), ("onyomi", list), ("kunyomi", list), ("meanings", list), ("ko", list)]
# Fields a deck may leave out; every other one is required.
OPTIONAL = {"alternates", "ko"}


class OutlineError(Exception):
    """A deck that cannot be outlined: the message names the file, the item and the field."""


def text_field(value: object, where: str) -> str:
    """`value` as one field of a line: a string without TAB, line feed or carriage return."""
    if not isinstance(value, str):
        raise OutlineError(f"{where}: expected a string, found {type(value).__name__}")
    for bad, name in (("\t", "a TAB"), ("\n", "a line break"), ("\r", "a carriage return")):
        if bad in value:
            raise OutlineError(f"{where}: holds {name}, which an outline cannot hold ({value!r})")
    return value


def item_fields(item: dict, kind: str, where: str) -> list[str]:
    """The fields of one item's line."""
    if not isinstance(item, dict):
        raise OutlineError(f"{where}: expected an object")
    day = item.get("day")
    if not isinstance(day, int) or isinstance(day, bool):
        raise OutlineError(f"{where}.day: expected a whole number, found {day!r}")
    fields = [text_field(item.get("id"), f"{where}.id"), str(day)]
    for key, shape in VOCAB_FIELDS if kind == "vocab" else KANJI_FIELDS:
        value = item.get(key)
        if shape is str:
            fields.append(text_field(value, f"{where}.{key}"))
            continue
        if value is None and key in OPTIONAL:
            value = []
        if not isinstance(value, list):
            raise OutlineError(f"{where}.{key}: expected a list of strings, found {value!r}")
        fields.append(str(len(value)))
        fields += [text_field(element, f"{where}.{key}[{index}]") for index, element in enumerate(value)]
    return fields


def outline_text(deck_bytes: bytes, file: str) -> str:
    """The outline of the deck file whose bytes are `deck_bytes`, named `file` in messages."""
    deck = json.loads(deck_bytes.decode("utf-8"))
    kind = deck.get("kind")
    if kind not in ("vocab", "kanji"):
        raise OutlineError(f"{file}: kind: expected \"vocab\" or \"kanji\", found {kind!r}")
    items = deck.get("items")
    if not isinstance(items, list):
        raise OutlineError(f"{file}: items: expected a list")
    header = {key: value for key, value in deck.items() if key != "items"}
    header["items"] = []
    lines = [
        "\t".join([MAGIC, str(VERSION), str(len(deck_bytes)), str(len(items))]),
        json.dumps(header, ensure_ascii=False, separators=(",", ":")),
    ]
    seen: set[str] = set()
    for index, item in enumerate(items):
        fields = item_fields(item, kind, f"{file}: items[{index}]")
        if fields[0] in seen:
            raise OutlineError(f"{file}: items[{index}].id: {fields[0]} is used twice")
        seen.add(fields[0])
        lines.append("\t".join(fields))
    return "\n".join(lines) + "\n"


def deck_files(decks: Path) -> list[Path]:
    """Every deck file: vocab/*.json and kanji/*.json."""
    return sorted(decks.glob("vocab/*.json")) + sorted(decks.glob("kanji/*.json"))


def outline_path(deck: Path) -> Path:
    """Where the outline of `deck` is written: the same name with `.outline`."""
    return deck.with_suffix(".outline")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decks", type=Path, default=ROOT / "Decks")
    parser.add_argument("--check", action="store_true", help="write nothing; fail when an outline is stale")
    args = parser.parse_args(argv)
    stale: list[str] = []
    for deck in deck_files(args.decks):
        name = deck.relative_to(args.decks).as_posix()
        try:
            text = outline_text(deck.read_bytes(), name)
        except OutlineError as error:
            print(f"build_outlines: {error}", file=sys.stderr)
            return 1
        target = outline_path(deck)
        data = text.encode("utf-8")
        current = target.read_bytes() if target.exists() else None
        if current == data:
            continue
        if args.check:
            stale.append(target.relative_to(args.decks).as_posix())
            continue
        target.write_bytes(data)
        print(f"{target.relative_to(args.decks).as_posix()} ({len(data)} bytes)")
    # An outline whose deck is gone would be read by no one: remove it.
    decks = set(deck_files(args.decks))
    for orphan in sorted(args.decks.glob("*/*.outline")):
        if orphan.with_suffix(".json") not in decks:
            if args.check:
                stale.append(orphan.relative_to(args.decks).as_posix())
            else:
                orphan.unlink()
    if stale:
        print("build_outlines: stale or missing (run make decks): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
