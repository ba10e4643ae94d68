"""The radical of each kanji in the form it takes inside the kanji (氵 in 海, 艹 in 花, 辶 in 道),
with its Japanese name, from the curated table tools/decks/radicals.tsv and KanjiVG's drawings,
which mark the radical's group (kvg:radical) with the element it is written as."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

# CJK Radicals Supplement forms KanjiVG uses, written with the ordinary character most fonts have.
_ORDINARY = {"⻌": "辶", "⻍": "辶", "⺡": "氵", "⺾": "艹", "⻖": "阝", "⻏": "阝", "⺅": "亻", "⺘": "扌", "⺖": "忄", "⺨": "犭",
             "⺗": "⺗", "⺹": "耂", "⻗": "⻗", "⺼": "月", "⺩": "王", "⺶": "⺶", "⻞": "飠", "⺣": "灬"}
_GROUP = re.compile(r"<g\b([^>]*)>")
_ATTRIBUTE = re.compile(r'kvg:(\w+)="([^"]*)"')


@dataclass
class Radical:
    """One of the 214 radicals with its forms."""

    number: int
    character: str
    name: str
    meaning: str
    forms: dict[str, str] = field(default_factory=dict)


def load(path: Path) -> dict[int, Radical]:
    """Reads radicals.tsv; raises ValueError naming the line when a line is malformed or a number
    is missing."""
    table: dict[int, Radical] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 5 or not parts[0].isdigit() or not parts[2] or not parts[3]:
            raise ValueError(f"{path}:{number}: expected number, radical, name, meaning and forms")
        radical = Radical(int(parts[0]), parts[1], parts[2], parts[3])
        for pair in parts[4].split():
            form, _, name = pair.partition("=")
            if not name:
                raise ValueError(f"{path}:{number}: form {pair!r} has no name")
            radical.forms[form] = name
        table[radical.number] = radical
    missing = sorted(set(range(1, 215)) - set(table))
    if missing:
        raise ValueError(f"{path}: radicals {missing[:10]} missing")
    return table


def ordinary(form: str) -> str:
    """A supplement form as the ordinary character (⻌ as 辶); others as they are."""
    return _ORDINARY.get(form, form)


def form_and_name(radical: Radical, svg: str | None) -> tuple[str, str]:
    """The form the radical takes in the kanji drawn by `svg` and its name: さんずい for 氵,
    きへん for 木 on the left, the radical's own name when KanjiVG marks no group or the group has
    no form of its own."""
    kangxi = unicodedata.normalize("NFKC", chr(0x2F00 + radical.number - 1))
    known = {radical.character, kangxi, *(f.split("@")[0] for f in radical.forms)}
    best = None
    for match in _GROUP.finditer(svg or ""):
        attributes = dict(_ATTRIBUTE.findall(match.group(1)))
        if attributes.get("radical") not in ("general", "tradit", "nelson"):
            continue
        element, original = attributes.get("element", ""), attributes.get("original", "")
        if element in known or original in known:
            rank = ("general", "tradit", "nelson").index(attributes["radical"])
            if best is None or rank < best[0]:
                best = (rank, element or original, attributes.get("position", ""))
    if best is None:
        return radical.character, radical.name
    _, element, position = best
    name = radical.forms.get(f"{element}@{position}") or radical.forms.get(element)
    if name is None and element in (radical.character, kangxi):
        name = radical.name
    return ordinary(element), name or radical.name
