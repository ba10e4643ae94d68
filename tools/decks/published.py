"""Progress follows every id: the ids committed decks held, checked against the new decks.

A learner's progress (review cards, bookmarks, mistakes, day results) is keyed by item id. Every id
a committed version of Decks/ held (tools/decks/published-ids.tsv, written by published_ids.py from
git history, plus the decks on disk before a rebuild overwrites them) must, after the rebuild:

- still be an item of the decks, or
- be moved by Decks/id-map.json (a rename the build made, or a ``moved`` line of curation.tsv), or
- for a vocabulary id only, be retired: a ``retire`` line (or the ``remove`` line of that word)
  says why the item left with no successor. A kanji id never retires: a kanji a word stops using
  keeps its card through a ``card`` line, or its progress moves to another form (壺 to 壷).

The retired ids are listed in id-map.json (``retired``) so the integrity tests can check the
committed decks by the same rule without reading the curation file.
"""

from __future__ import annotations

import json
from pathlib import Path


def read_ledger(path: Path) -> set[str]:
    """The ids of published-ids.tsv."""
    ids = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            ids.add(line.split("\t", 1)[0])
    return ids


def ids_on_disk(decks: Path) -> set[str]:
    """The item ids of the decks in `decks` (the previous build's, before they are overwritten);
    empty when there are none."""
    index_path = decks / "index.json"
    if not index_path.exists():
        return set()
    ids = set()
    for deck in json.loads(index_path.read_text(encoding="utf-8"))["decks"]:
        path = decks / deck["file"]
        if path.exists():
            ids |= {item["id"] for item in json.loads(path.read_text(encoding="utf-8"))["items"]}
    return ids


def moved_by_curation(moved: dict[str, str], new_ids: set[str], renamed: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """The ``moved`` lines as id-map pairs, and the problems: a target the decks do not have, an
    old id still in the decks, an old id the build already renames, a target that is itself renamed."""
    problems = []
    for old, new in sorted(moved.items()):
        if old[:2] != new[:2] or old[:2] not in ("v:", "k:"):
            problems.append(f"curation moves {old} to {new}: both must be vocabulary (v:) or both kanji (k:) ids")
        if new not in new_ids:
            problems.append(f"curation moves {old} to {new}, which the decks do not have")
        if old in new_ids:
            problems.append(f"curation moves {old}, which is still an item of the decks")
        if old in renamed and renamed[old] != new:
            problems.append(f"curation moves {old} to {new}; the build already renames it to {renamed[old]}")
        if new in renamed or new in moved:
            problems.append(f"curation moves {old} to {new}, an id that is itself renamed")
    return dict(moved), problems


def check(published: set[str], new_ids: set[str], renamed: dict[str, str], retired: dict[str, str],
          removed: set[tuple[str, str]]) -> tuple[list[str], list[str], dict[str, int]]:
    """Every published id kept, moved or retired (see the module's rule). Returns the problems,
    the retired ids (sorted) and counts for NOTICE.md."""
    problems: list[str] = []
    gone: list[str] = []
    counts = {"kept": 0, "moved": 0, "retired": 0}
    for item in sorted(published):
        if item in new_ids:
            counts["kept"] += 1
        elif item in renamed:
            counts["moved"] += 1
            if renamed[item] not in new_ids:
                problems.append(f"{item} is moved to {renamed[item]}, which the decks do not have")
        elif item.startswith("k:"):
            problems.append(f"kanji {item} of the committed decks is gone and not mapped: map it to the form taught "
                            "(a moved line) or keep its card (a card line) in curation.tsv")
        else:
            parts = item.split(":")
            if item in retired or (len(parts) == 3 and (parts[1], parts[2]) in removed):
                counts["retired"] += 1
                gone.append(item)
            else:
                problems.append(f"{item} of the committed decks is gone: map it (a moved line) or retire it "
                                "(a retire line, with the reason) in curation.tsv")
    stale = sorted(set(retired) - (published - new_ids))
    problems += [f"curation retires {item}, which is no published id gone from the decks" for item in stale]
    return problems, gone, counts
