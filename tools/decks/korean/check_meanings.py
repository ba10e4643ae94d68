#!/usr/bin/env python3
"""Checks the team-written Korean meanings (tools/decks/korean/meanings-<level>.tsv) against the decks.

Each meanings file (meanings-n5.tsv ... meanings-n1.tsv, and meanings-added.tsv for words the curriculum added or
renamed) has one line a word: id, ko, note, review (tab-separated; lines that start with '#' are comments). The
merge (korean_layer.py) is keyed by id, so a word may sit in any file. The check makes sure that every word of
every deck is present exactly once across the files and no line names a word no deck has, that ko
holds one to three Korean equivalents separated by '; ' with no Latin letters and no tabs, that a note is at most
40 characters, and lists the lines whose meanings share no word with the Korean Learners' Dictionary's candidates
(best and top3 of ../shared/data/korean/krdict-candidates.tsv) nor the Sino-Korean cognate and are not marked
`reviewed: <reason>`.

Usage:
  check_meanings.py [--candidates PATH] [LEVEL ...]     check the files, report by deck level (default: all)
  check_meanings.py --show LEVEL START COUNT            print a chunk of deck words with their candidates
Exit status 1 when a file has an error or an unreviewed disagreement.
"""

import argparse
import json
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CANDIDATE_PLACES = [os.path.join(ROOT, *up, "shared", "data", "korean", "krdict-candidates.tsv")
                    for up in (("..",), ("..", ".."))]
DEFAULT_CANDIDATES = next((path for path in CANDIDATE_PLACES if os.path.exists(path)), CANDIDATE_PLACES[0])
LEVELS = ["n5", "n4", "n3", "n2", "n1"]
FILES = LEVELS + ["added"]
MAX_NOTE = 40
LATIN = re.compile(r"[A-Za-z\uFF21-\uFF3A\uFF41-\uFF5A]")
HANGUL = re.compile(r"[\uAC00-\uD7A3]")
SUFFIXES = ("하다", "되다", "이다", "스럽다", "롭다", "하게", "히", "적")


def load_deck(level):
    path = os.path.join(ROOT, "Decks", "vocab", f"{level}.json")
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)["items"]


def load_candidates(path):
    """Maps an item id to (cognate, best, [top3 words])."""
    table = {}
    if not os.path.exists(path):
        return table
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        col = {name: i for i, name in enumerate(header)}
        for line in handle:
            cells = line.rstrip("\n").split("\t")
            cells += [""] * (len(header) - len(cells))
            top3 = [re.sub(r"\(.*?\)$", "", part.strip()) for part in cells[col["top3"]].split(" / ") if part.strip()]
            table[cells[col["id"]]] = (cells[col["cognate"]], cells[col["best"]], top3)
    return table


def stems(text):
    """The comparable forms of one Korean equivalent: without brackets, with and without a verb suffix, by word."""
    plain = re.sub(r"\(.*?\)", "", text).replace("~", "").strip(" -")
    forms = {plain, plain.replace(" ", "")}
    for word in plain.split():
        forms.add(word)
    out = set()
    for form in forms:
        if not form:
            continue
        out.add(form)
        for suffix in SUFFIXES:
            if form.endswith(suffix) and len(form) > len(suffix):
                out.add(form[: -len(suffix)])
    return out


def read_meanings(path):
    """Yields (line number, cells) for the data lines of a meanings file."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            yield number, line.split("\t")


def check_files(candidates):
    """Checks every meanings file against every deck; returns errors, unreviewed lines and stats by deck level."""
    here = os.path.dirname(os.path.abspath(__file__))
    by_id, level_of = {}, {}
    for level in LEVELS:
        for item in load_deck(level):
            by_id[item["id"]] = item
            level_of[item["id"]] = level
    errors, unreviewed = [], []
    stats = {level: {"words": 0, "lines": 0, "with_candidate": 0, "agree_best": 0, "agree_any": 0,
                     "reviewed": 0, "notes": 0} for level in LEVELS}
    for ident in by_id:
        stats[level_of[ident]]["words"] += 1
    seen = {}
    for name in FILES:
        path = os.path.join(here, f"meanings-{name}.tsv")
        if not os.path.exists(path):
            if name != "added":
                errors.append(f"{path}: missing")
            continue
        check_file(path, by_id, level_of, seen, candidates, errors, unreviewed, stats)
    missing = [ident for ident in by_id if ident not in seen]
    if missing:
        errors.append(f"{len(missing)} deck words have no line, first {missing[0]}")
    return errors, unreviewed, stats


def check_file(path, by_id, level_of, seen, candidates, errors, unreviewed, all_stats):
    """Checks one file's lines; `seen` maps each id met so far to where."""
    for number, cells in read_meanings(path):
        where = f"{os.path.basename(path)}:{number}"
        if len(cells) != 4:
            errors.append(f"{where}: {len(cells)} fields, expected 4 (id, ko, note, review)")
            continue
        ident, ko, note, review = cells
        if ident not in by_id:
            errors.append(f"{where}: {ident} is in no deck (renamed or removed?)")
            continue
        if ident in seen:
            errors.append(f"{where}: {ident} again (first at {seen[ident]})")
            continue
        seen[ident] = where
        stats = all_stats[level_of[ident]]
        stats["lines"] += 1
        parts = [part.strip() for part in ko.split("; ")]
        if not ko.strip():
            errors.append(f"{where}: empty ko for {ident}")
            continue
        if not 1 <= len(parts) <= 3 or any(not part for part in parts) or ";" in "".join(parts):
            errors.append(f"{where}: ko must be 1-3 equivalents separated by '; ': {ko!r}")
        # The review is the team's reason, never shown: it may quote the English gloss or a seed.
        for field, text in (("ko", ko), ("note", note)):
            if LATIN.search(text):
                errors.append(f"{where}: Latin letters in {field}: {text!r}")
        if not all(HANGUL.search(part) for part in parts):
            errors.append(f"{where}: an equivalent without Hangul: {ko!r}")
        if len(note) > MAX_NOTE:
            errors.append(f"{where}: note longer than {MAX_NOTE} characters ({len(note)})")
        if note:
            stats["notes"] += 1
        if review and not re.match(r"^reviewed: \S", review):
            errors.append(f"{where}: review must be empty or 'reviewed: <reason>': {review!r}")
        if review:
            stats["reviewed"] += 1
        cognate, best, top3 = candidates.get(ident, ("", "", []))
        mine = set().union(*(stems(part) for part in parts))
        theirs_best = stems(best) if best else set()
        theirs_any = set(theirs_best)
        for word in top3 + ([cognate] if cognate else []):
            theirs_any |= stems(word)
        if best or top3:
            stats["with_candidate"] += 1
            if mine & theirs_best:
                stats["agree_best"] += 1
            if mine & theirs_any:
                stats["agree_any"] += 1
        if theirs_any and not (mine & theirs_any) and not review:
            item = by_id[ident]
            shown = " / ".join(top3) or best
            unreviewed.append(f"{where}: {item['word']} 「{item['reading']}」 ko={ko} | cognate={cognate or '-'}"
                              f" krdict={shown or '-'} | {'; '.join(item['meanings'][:3])}")


def show(level, start, count, candidates):
    items = load_deck(level)
    for index in range(start, min(start + count, len(items))):
        item = items[index]
        cognate, best, top3 = candidates.get(item["id"], ("", "", []))
        print(f"{index}\t{item['word']}\t{item['reading']}\t{item.get('partOfSpeech', '')}\t"
              f"{'; '.join(item['meanings'][:4])}\t[{cognate}|{' / '.join(top3) or best}]")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("levels", nargs="*")
    parser.add_argument("--candidates", default=DEFAULT_CANDIDATES)
    parser.add_argument("--show", nargs=3, metavar=("LEVEL", "START", "COUNT"))
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    args = parser.parse_args()
    candidates = load_candidates(args.candidates)
    if not candidates:
        print(f"check_meanings: no {args.candidates}: the lines are checked, the cross-check against the"
              " dictionary's candidates is skipped")
    if args.show:
        show(args.show[0].lower(), int(args.show[1]), int(args.show[2]), candidates)
        return 0
    levels = [level.lower() for level in args.levels] or LEVELS
    errors, unreviewed, stats = check_files(candidates)
    for line in errors:
        print("error:", line)
    if not args.quiet:
        for line in unreviewed:
            print("no overlap:", line)
    totals = {}
    for level in levels:
        for key, value in stats[level].items():
            totals[key] = totals.get(key, 0) + value
        report(level.upper(), stats[level], None, None)
    report("all", totals, len(errors), len(unreviewed))
    return 1 if errors or unreviewed else 0


def report(name, stats, errors, unreviewed):
    cand = stats["with_candidate"] or 1
    line = (f"{name}: {stats['lines']}/{stats['words']} words ({100 * stats['lines'] / max(stats['words'], 1):.1f}%),"
            f" krdict candidate for {stats['with_candidate']}: agrees with best {stats['agree_best']}"
            f" ({100 * stats['agree_best'] / cand:.1f}%), with best/top3/cognate {stats['agree_any']}"
            f" ({100 * stats['agree_any'] / cand:.1f}%); reviewed {stats['reviewed']}, notes {stats['notes']}")
    if errors is not None:
        line += f"; errors {errors}, unreviewed disagreements {unreviewed}"
    print(line)


if __name__ == "__main__":
    sys.exit(main())
