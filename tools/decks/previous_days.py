#!/usr/bin/env python3
"""Writes tools/decks/previous-days.tsv: which items each day of the decks a learner last had held.

A dev script, run once per day layout: it reads the decks as committed before the rebuild that
changes the layout (git commit ``PREVIOUS_COMMIT``: layout 2, before kanji were planned with the words) and writes one line per old day, ``deck-id:day`` then that day's item ids,
tab-separated. build_decks.py reads the file to tell the app how day results move to today's days
(the "days" part of Decks/id-map.json); the build itself never needs git.

    python3 tools/decks/previous_days.py
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# The last commit whose decks a learner could have studied before the kanji were planned with the
# words (day layout 2; layout 1, before JMdict resolution, was commit 68e4d37).
PREVIOUS_COMMIT = "79b05f2"
OUTPUT = HERE / "previous-days.tsv"


def deck_files(commit: str) -> list[str]:
    """The deck files of the decks directory at `commit`, from its index."""
    index = json.loads(subprocess.check_output(["git", "show", f"{commit}:Decks/index.json"], cwd=ROOT))
    return [deck["file"] for deck in index["decks"]]


def main() -> None:
    lines = [f"# Days of the decks at commit {PREVIOUS_COMMIT} (day layout 2): day key, then its item ids.",
             "# Written by tools/decks/previous_days.py; read by build_decks.py for the days part of Decks/id-map.json."]
    for file in deck_files(PREVIOUS_COMMIT):
        deck = json.loads(subprocess.check_output(["git", "show", f"{PREVIOUS_COMMIT}:Decks/{file}"], cwd=ROOT))
        deck_id = deck.get("id") or f"jlpt-{deck['kind']}-{deck['level'].lower()}"
        days: dict[int, list[str]] = {}
        for item in deck["items"]:
            days.setdefault(item["day"], []).append(item["id"])
        for day in sorted(days):
            lines.append("\t".join([f"{deck_id}:{day}", *days[day]]))
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"previous_days: {len(lines) - 2} days -> {OUTPUT}")


if __name__ == "__main__":
    main()
