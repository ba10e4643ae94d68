"""EDICT (JMdict in the one-line EDICT format) as an in-memory index.

Each line of the Debian ``edict`` file is one headword/reading pair of one JMdict entry:
``見る [みる] /(v1,vt) (1) to see/to look/.../(P)/`` or, for kana-only words, ``はい /(int) yes/.../(P)/``.
Lines that come from the same JMdict entry share their gloss text, which is how the builder tells
"the same word read two ways" from "two different words written alike".
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from text import is_kana

_LINE = re.compile(r"^(\S+?)(?:\s+\[([^\]]+)\])?\s+/(.*)/\s*$")
_TAG = re.compile(r"^\(([A-Za-z0-9\-,]+)\)\s*")
_FIELD_TAG = re.compile(r"^\{[^}]*\}\s*")
_SENSE_NUMBER = re.compile(r"^\d+$")
_STOPWORDS = frozenset(
    "a an the to of be in on at for and or by with as is it one's someone something (e.g. etc.".split()
)


@dataclass
class EdictEntry:
    """One headword/reading pair of EDICT with its senses."""

    head: str
    reading: str
    senses: list[list[str]]
    common: bool
    tags: frozenset[str]
    order: int
    gloss_key: str = ""
    _words: frozenset[str] | None = None

    @property
    def words(self) -> frozenset[str]:
        """The content words of all glosses (computed on first use)."""
        if self._words is None:
            self._words = frozenset(content_words(" ".join(g for s in self.senses for g in s)))
        return self._words

    @property
    def usually_kana(self) -> bool:
        """Whether JMdict says the word is usually written in kana alone."""
        return "uk" in self.tags

    def meanings(self, limit: int = 3) -> list[str]:
        """Returns up to `limit` glosses of the first sense, the learner-facing meaning."""
        first = self.senses[0] if self.senses else []
        return first[:limit]


def content_words(text: str) -> set[str]:
    """Splits English gloss text into lowercase content words for overlap checks."""
    words = set()
    for raw in re.split(r"[^a-z0-9']+", text.lower()):
        if raw and raw not in _STOPWORDS and len(raw) > 1:
            words.add(raw[:-1] if raw.endswith("s") and len(raw) > 3 else raw)
    return words


def parse_body(body: str) -> tuple[list[list[str]], bool, set[str]]:
    """Splits an EDICT gloss body into senses, the (P) flag and the set of tags."""
    senses: list[list[str]] = []
    common = False
    tags: set[str] = set()
    for part in body.split("/"):
        part = part.strip()
        if not part:
            continue
        if part == "(P)":
            common = True
            continue
        if part.startswith("EntL"):
            continue
        new_sense = not senses
        while True:
            match = _TAG.match(part)
            if match:
                for tag in match.group(1).split(","):
                    if _SENSE_NUMBER.match(tag):
                        new_sense = True
                    else:
                        tags.add(tag)
                part = part[match.end():]
                continue
            match = _FIELD_TAG.match(part)
            if match:
                part = part[match.end():]
                continue
            break
        if not part:
            continue
        if new_sense:
            senses.append([])
        senses[-1].append(part)
    return senses, common, tags


def similar(a: str, b: str) -> bool:
    """Whether two English words share a stem: a common prefix of 5 letters, or all of a 4-letter word."""
    shorter = min(len(a), len(b))
    if shorter < 4:
        return False
    need = min(5, shorter)
    return a[:need] == b[:need]


class Edict:
    """EDICT indexed by headword and by reading."""

    def __init__(self, path: Path):
        self.header = ""
        self._english: Counter | None = None
        self._glosses: frozenset[str] | None = None
        self.by_head: dict[str, list[EdictEntry]] = {}
        self.by_reading: dict[str, list[EdictEntry]] = {}
        text = path.read_bytes().decode("euc_jp")
        for order, line in enumerate(text.splitlines()):
            if order == 0:
                self.header = line
                continue
            match = _LINE.match(line)
            if not match:
                continue
            head, reading, body = match.group(1), match.group(2), match.group(3)
            senses, common, tags = parse_body(body)
            if not senses:
                continue
            entry = EdictEntry(
                head=head,
                reading=reading or head,
                senses=senses,
                common=common,
                tags=frozenset(tags),
                order=order,
                gloss_key=body.replace("/(P)", ""),
            )
            self.by_head.setdefault(head, []).append(entry)
            self.by_reading.setdefault(entry.reading, []).append(entry)

    @property
    def english(self) -> Counter:
        """How often each lowercase English word occurs in all glosses (computed on first use)."""
        if self._english is None:
            self._english = Counter(
                w.lower() for entries in self.by_head.values() for e in entries
                for sense in e.senses for g in sense for w in re.findall(r"[A-Za-z']+", g)
            )
        return self._english

    @property
    def glosses(self) -> frozenset[str]:
        """Every gloss of every entry (computed on first use)."""
        if self._glosses is None:
            self._glosses = frozenset(
                g for entries in self.by_head.values() for e in entries for sense in e.senses for g in sense
            )
        return self._glosses

    @property
    def created(self) -> str:
        """The creation date in the EDICT header line."""
        match = re.search(r"Created: ([0-9-]+)", self.header)
        return match.group(1) if match else "unknown"

    def readings(self, word: str) -> list[str]:
        """Returns the readings EDICT gives for a written form, common ones first, else file order."""
        entries = sorted(self.by_head.get(word, []), key=lambda e: (not e.common, e.order))
        seen: list[str] = []
        for entry in entries:
            if entry.reading not in seen:
                seen.append(entry.reading)
        return seen

    def candidates(self, word: str, reading: str) -> list[EdictEntry]:
        """Returns the dictionary entries that can be the word written `word` and read `reading`.

        A kana-only word is the kana headword itself or a word JMdict marks as usually
        written in kana (其処 [そこ] for そこ, but not 底 [そこ] "bottom").
        """
        if is_kana(word):
            result = [e for e in self.by_head.get(word, []) if e.reading == word]
            result += [e for e in self.by_reading.get(word, []) if e.head != word and e.usually_kana]
        else:
            result = [e for e in self.by_head.get(word, []) if e.reading == reading]
        return sorted(result, key=lambda e: (not e.common, e.order))

    def is_common(self, word: str, reading: str) -> bool:
        """Whether EDICT marks the word with (P)."""
        return any(e.common for e in self.candidates(word, reading))

    @staticmethod
    def overlap(meanings: list[str], entry: EdictEntry) -> int:
        """Counts the content words of `meanings` that also occur in the entry's glosses.

        Words match when equal or when they share a stem (kind and kindness, greatness and great).
        """
        count = 0
        glosses = entry.words
        for word in content_words(" ".join(meanings)):
            if word in glosses or any(similar(word, other) for other in glosses):
                count += 1
        return count

    def best_match(self, meanings: list[str], entries: list[EdictEntry]) -> tuple[EdictEntry | None, int]:
        """Returns the entry whose glosses best overlap `meanings` (ties: common first, then file order)."""
        best, best_score = None, -1
        for entry in entries:
            score = self.overlap(meanings, entry)
            if score > best_score:
                best, best_score = entry, score
        return best, best_score
