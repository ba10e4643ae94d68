#!/usr/bin/env python3
"""Writes tools/decks/previous-days.tsv: which items each day of the decks a learner last had held.

A dev script, run once per day layout: it reads the decks as committed before the rebuild that
changes the layout (git commit ``PREVIOUS_COMMIT``: layout 2, before kanji were planned with the words) and writes one line per old day, ``deck-id:day`` then that day's item ids,
tab-separated. build_decks.py reads the file to tell the app how day results move to today's days
(the "days" part of Decks/id-map.json); the build itself never needs git.

    python3 tools/decks/previous_days.py
    python3 tools/decks/previous_days.py --commit bbd5dfe --layout 3   # previous-days-3.tsv

A progress stamped with a later layout moves from that layout's days (previous-days-N.tsv, written
with ``--layout N`` from the last commit with layout N's decks): layout 3 is the decks before the
N4 and N3 days were grouped by topic, layout 4 (commit 55829b8) the decks whose short topic days
were topped up with unrelated words, layout 5 (commit e91d7df) the decks whose topic days came in
frequency order, before everyday topics were put first.
"""

from __future__ import annotations

import argparse
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default=PREVIOUS_COMMIT, help="the commit whose decks have the old layout")
    parser.add_argument("--layout", type=int, default=2, help="the old layout's number (2 writes previous-days.tsv)")
    arguments = parser.parse_args()
    commit, layout = arguments.commit, arguments.layout
    output = OUTPUT if layout == 2 else HERE / f"previous-days-{layout}.tsv"
    lines = [f"# Days of the decks at commit {commit} (day layout {layout}): day key, then its item ids.",
             "# Written by tools/decks/previous_days.py; read by build_decks.py for the days part of Decks/id-map.json."]
    for file in deck_files(commit):
        deck = json.loads(subprocess.check_output(["git", "show", f"{commit}:Decks/{file}"], cwd=ROOT))
        deck_id = deck.get("id") or f"jlpt-{deck['kind']}-{deck['level'].lower()}"
        days: dict[int, list[str]] = {}
        for item in deck["items"]:
            days.setdefault(item["day"], []).append(item["id"])
        for day in sorted(days):
            lines.append("\t".join([f"{deck_id}:{day}", *days[day]]))
    output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"previous_days: {len(lines) - 2} days -> {output}")


if __name__ == "__main__":
    main()
