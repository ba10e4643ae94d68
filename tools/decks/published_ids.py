#!/usr/bin/env python3
"""Writes tools/decks/published-ids.tsv: every item id a committed version of Decks/ ever held.

A dev script, run after committing rebuilt decks: it walks the git history of Decks/index.json and
writes one line per id, the id then the first commit whose decks held it, sorted (a line never
changes once written). build_decks.py
reads the file (the build itself never needs git) and fails when an id of it is neither in the new
decks, nor moved by Decks/id-map.json, nor retired by a line of tools/decks/curation.tsv; a kanji
id may not be retired at all (the kanji 籤 and 辿 were left orphaned once: progress on them was
lost). The integrity tests check the committed decks against the same file.

    python3 tools/decks/published_ids.py
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUTPUT = HERE / "published-ids.tsv"


def git(*arguments: str) -> bytes:
    """The output of a git command run at the repository's root."""
    return subprocess.check_output(["git", *arguments], cwd=ROOT)


def main() -> None:
    # Full hashes to read, eight characters written: git's own abbreviation grows with the history
    # (seven characters until late November 2026), which would rewrite every line of the file.
    commits = git("log", "--format=%H", "--", "Decks/index.json").decode().split()
    first_holder: dict[str, str] = {}
    for commit in commits:  # newest first: the last commit met is the first that held the id
        index = json.loads(git("show", f"{commit}:Decks/index.json"))
        for deck in index["decks"]:
            document = json.loads(git("show", f"{commit}:Decks/{deck['file']}"))
            for item in document["items"]:
                first_holder[item["id"]] = commit
    lines = ["# Every item id a committed version of Decks/ held, with the first commit holding it.",
             "# Written by tools/decks/published_ids.py; read by build_decks.py and the integrity tests:",
             "# each id is in the decks, moved by Decks/id-map.json, or retired (vocabulary only) by curation.tsv."]
    lines += [f"{item}\t{commit[:8]}" for item, commit in sorted(first_holder.items())]
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"published_ids: {len(first_holder)} ids from {len(commits)} commits -> {OUTPUT}")


if __name__ == "__main__":
    main()
