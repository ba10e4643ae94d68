#!/usr/bin/env python3
"""Checks tools/decks/korean/meanings-n1.tsv, the Korean meanings of the N1 words.

Run from the repository root: ``python3 tools/decks/korean/check_meanings_n1.py`` (``--file``, ``--deck``,
``--korean`` and ``--candidates`` name other copies; ``--all`` lists every disagreement, reviewed or not).

Each data line is ``id<TAB>ko<TAB>note<TAB>review``. The checker verifies that the ids are those of
Decks/vocab/n1.json, each once and in deck order, with none missing; that ko is 1-3 non-empty Korean
equivalents separated by "; " with Hangul in each; that no column has Latin letters or a tab too many; that a
note is short; and that review is empty or "reviewed: <reason>". It then compares each line with the Korean
Learners' Dictionary's candidates (best and top3 of krdict-candidates.tsv) and the word's Sino-Korean cognate
(its W line in Decks/korean.txt): a line whose equivalents share no word with them is a disagreement, and an
unmarked disagreement is listed. Comparison ignores brackets, spaces and common endings (하다, 되다, 히 ...).
It prints a summary and exits 1 on an error or an unmarked disagreement.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
LATIN = re.compile(r"[A-Za-z]")
HANGUL = re.compile(r"[가-힣]")
REVIEW = re.compile(r"^reviewed: \S")
NOTE_LIMIT = 120
ENDINGS = ("스럽다", "시키다", "하다", "되다", "롭다", "이다", "하게", "히", "적", "다")


def forms(text: str) -> set[str]:
    """The comparable forms of one Korean equivalent: whole, without spaces, by word, with endings cut."""
    plain = re.sub(r"\(.*?\)", "", text).strip(" -~")
    found = {plain, plain.replace(" ", "")} | set(plain.split())
    out: set[str] = set()
    for form in found:
        if not form:
            continue
        out.add(form)
        for ending in ENDINGS:
            if form.endswith(ending) and len(form) > len(ending):
                out.add(form[: -len(ending)])
                break
    return out


def load_candidates(path: Path) -> dict[str, list[str]]:
    """Maps a word id to its krdict candidates (best, then top3), scores stripped."""
    table: dict[str, list[str]] = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    col = {name: i for i, name in enumerate(header)}
    for line in lines[1:]:
        cells = line.split("\t")
        if len(cells) < len(header):
            cells += [""] * (len(header) - len(cells))
        words = [cells[col["best"]]] if cells[col["best"]] else []
        words += [re.sub(r"\([-\d.]+\)$", "", part.strip()) for part in cells[col["top3"]].split(" / ") if part.strip()]
        table[cells[col["id"]]] = words
    return table


def load_cognates(path: Path) -> dict[str, str]:
    """Maps a word to its Sino-Korean cognate (W lines; a false friend's F line removes it)."""
    cognates: dict[str, str] = {}
    false_friends: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = line.split("\t")
        if cells[0] == "W" and len(cells) >= 4:
            cognates[cells[1]] = cells[3]
        elif cells[0] == "F" and len(cells) >= 2:
            false_friends.add(cells[1])
    return {word: hangul for word, hangul in cognates.items() if word not in false_friends}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=ROOT / "tools/decks/korean/meanings-n1.tsv")
    parser.add_argument("--deck", type=Path, default=ROOT / "Decks/vocab/n1.json")
    parser.add_argument("--korean", type=Path, default=ROOT / "Decks/korean.txt")
    parser.add_argument("--candidates", type=Path, default=ROOT.parent.parent / "shared/data/korean/krdict-candidates.tsv")
    parser.add_argument("--all", action="store_true", help="list reviewed disagreements too")
    args = parser.parse_args()

    items = json.loads(args.deck.read_text(encoding="utf-8"))["items"]
    by_id = {item["id"]: item for item in items}
    expected = [item["id"] for item in items]
    candidates = load_candidates(args.candidates) if args.candidates.exists() else {}
    if not candidates:
        print(f"warning: {args.candidates} not found; agreement not checked")
    cognates = load_cognates(args.korean)

    errors: list[str] = []
    unmarked: list[str] = []
    reviewed_listing: list[str] = []
    seen: set[str] = set()
    stats = dict(lines=0, with_candidate=0, agree_best=0, agree_any=0, reviewed=0, notes=0, disagree=0,
                 no_reference=0)
    position = 0
    name = args.file.name
    for number, line in enumerate(args.file.read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        where = f"{name}:{number}"
        cells = line.split("\t")
        if len(cells) != 4:
            errors.append(f"{where}: {len(cells)} columns, expected 4 (id, ko, note, review)")
            continue
        ident, ko, note, review = cells
        stats["lines"] += 1
        if ident not in by_id:
            errors.append(f"{where}: {ident} is not an N1 word id")
            continue
        if ident in seen:
            errors.append(f"{where}: {ident} again")
            continue
        seen.add(ident)
        if position < len(expected) and expected[position] != ident:
            errors.append(f"{where}: out of deck order: expected {expected[position]}, found {ident}")
        position += 1
        parts = ko.split("; ")
        if not ko.strip():
            errors.append(f"{where}: {ident} has no Korean meaning")
            continue
        if not 1 <= len(parts) <= 3 or any(not part.strip() or part != part.strip() for part in parts) or ";" in "".join(parts):
            errors.append(f"{where}: ko must be 1-3 equivalents separated by '; ': {ko!r}")
        if not all(HANGUL.search(part) for part in parts):
            errors.append(f"{where}: an equivalent without Hangul: {ko!r}")
        for column, text in (("ko", ko), ("note", note), ("review", review.removeprefix("reviewed:"))):
            if LATIN.search(text):
                errors.append(f"{where}: Latin letters in {column}: {text!r}")
        if note:
            stats["notes"] += 1
            if len(note) > NOTE_LIMIT:
                errors.append(f"{where}: note longer than {NOTE_LIMIT} characters")
        if review:
            stats["reviewed"] += 1
            if not REVIEW.match(review):
                errors.append(f"{where}: review must be empty or 'reviewed: <reason>': {review!r}")
        item = by_id[ident]
        theirs = candidates.get(ident, [])
        cognate = cognates.get(item["word"], "")
        mine = set().union(*(forms(part) for part in parts))
        best = forms(theirs[0]) if theirs else set()
        every = set(best)
        for word in theirs[1:] + ([cognate] if cognate else []):
            every |= forms(word)
        if theirs:
            stats["with_candidate"] += 1
            stats["agree_best"] += bool(mine & best)
            stats["agree_any"] += bool(mine & every)
        if not every:
            stats["no_reference"] += 1
            continue
        if not mine & every:
            stats["disagree"] += 1
            shown = f"{where}: {item['word']} 「{item['reading']}」 ko={ko} | cognate={cognate or '-'} krdict={' / '.join(theirs) or '-'}"
            if review:
                reviewed_listing.append(f"{shown} | {review}")
            else:
                unmarked.append(shown)
    missing = [ident for ident in expected if ident not in seen]
    if missing:
        errors.append(f"{name}: {len(missing)} of {len(expected)} words have no line; the first is {missing[0]}")

    for message in errors:
        print("error:", message)
    for message in unmarked:
        print("unmarked disagreement:", message)
    if args.all:
        for message in reviewed_listing:
            print("reviewed disagreement:", message)
    cand = stats["with_candidate"] or 1
    print(f"N1: {stats['lines']} lines for {len(expected)} words ({len(seen)} covered, {len(missing)} missing); "
          f"krdict candidate for {stats['with_candidate']}: agrees with its best {stats['agree_best']} "
          f"({100 * stats['agree_best'] / cand:.1f}%), with best/top3/cognate {stats['agree_any']} "
          f"({100 * stats['agree_any'] / cand:.1f}%); no candidate nor cognate: {stats['no_reference']}; "
          f"disagreements {stats['disagree']} (reviewed {len(reviewed_listing)}, unmarked {len(unmarked)}); "
          f"reviewed marks {stats['reviewed']}; notes {stats['notes']}; errors {len(errors)}")
    return 1 if errors or unmarked else 0


if __name__ == "__main__":
    sys.exit(main())
