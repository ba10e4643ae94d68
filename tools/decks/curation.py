"""The reviewed curation file (tools/decks/curation.tsv): hand decisions, each with its reason.

One decision per line, tab-separated, ``#`` starts a comment line. Every line ends with its reason,
which must not be empty. The actions:

``add        WORD READING LEVEL REASON``           a core word the lists miss (meanings from JMdict)
``move       WORD READING LEVEL REASON``           an item taught at another level
``remove     WORD READING REASON``                 an item that is not a word worth teaching
``rare       WORD READING REASON``                 keep a reading JMdict does not tag as common
``kanji      WORD READING REASON``                 keep the kanji headword of a usually-kana word
``meaning    WORD READING MEANING;; MEANING REASON``  meanings JMdict's senses do not give as wanted
``day        LEVEL DAY WORD READING REASON``       the hand-planned days that open a level
``spelling   WORD READING REASON``                 the spelling taught where JMdict lists another common one first
``entry      WORD READING SEQUENCE REASON``        the JMdict entry (ent_seq) of a homograph
``card       KANJI REASON``                        a kanji card for a kana headword's usual spelling
``keep       WORD READING REASON``                 an N2/N1 word among the 2,000 most frequent words kept at its level
``sentence   JAPANESE REASON``                      an example sentence no word may use (a proverb, another sense)
``variant    WORD READING VARIANT REASON``         another reading of the word's own entry its examples may read it with (日本 にっぽん), shown as the analysers read it
``rename     WORD READING NEWWORD NEWREADING REASON``  the word the list meant (ね for 値 ね), renamed before resolution (the id map moves progress)
``misread    WORD READING UNIDICREADING REASON``   UniDic's reading of a word where it reads it wrongly (私 わたくし); IPADIC's, the item's, stands
``kana       WORD READING REASON``                 a kana headword whose JMdict entry is written in kanji, taught in kana all the same
``kanjimeaning KANJI MEANING;; MEANING REASON``    a kanji's meanings where KANJIDIC2's are wrong (秦 "Manchu dynasty")
``moved      OLDID NEWID REASON``                  an id committed decks had (published-ids.tsv) living on as another item: progress follows (id-map.json)
``retire     OLDID REASON``                        a vocabulary id committed decks had that leaves with no successor (kanji ids never retire)
``ambiguous  SPELLING REASON``                     a spelling IPADIC misreads as another word spelt alike: where UniDic reads it otherwise, the sentence is dropped
``pitch      WORD READING ACCENT REASON``          the pitch accent where the sources disagree (a downstep number, or - for none)
``pos        WORD READING POS REASON``             the part of speech (learner terms) where JMdict lists a wrong one first (味覚 adj-na), or the decision on one the check of parts_of_speech.py flags; it must be one JMdict gives a sense the word shows
``alike      WORD READING ALTERNATE REASON``     an alternate with another kanji that writes the same word (混む of 込む "to be crowded", 夕べ of 昨夜 ゆうべ): sentences written with it stay examples (vocab.other_kanji_spellings)
``notfor     WORD READING JAPANESE REASON``         an example sentence this word may not use where it is right for others: another word spelt alike there (想像つく is 付く, not the item つく "to be lit" whose entry also writes 付く)
``translated WORD READING PATTERN REASON``           a regular expression the translation of each of the word's examples must match: a kana word many verbs write alike (つく "to be lit" beside 付く 着く 就く 吐く 突く), where notfor lines would never end
``kanjiexample KANJI WORD READING GLOSS REASON``   a kanji's example word: its gloss where the build's is wrong or misleading (淡々 "uninterested" first), ``-`` to drop the word (貢 こう alone is no word), or a word the kanji lacks, added with its gloss (猛虎, the official table's word); the build fails on a drop line naming no example the kanji has

WORD and READING name the item as the deck shows it after JMdict resolution.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from resolve import Curation
from sources import LEVELS

_FIELDS = {"translated": 4, "notfor": 4, "alike": 4, "kanjiexample": 5, "misread": 4, "variant": 4, "kana": 3, "rename": 5, "spelling": 3, "kanjimeaning": 3, "moved": 3, "retire": 2, "pitch": 4, "pos": 4, "ambiguous": 2, "sentence": 2, "keep": 3, "card": 2, "entry": 4, "add": 4, "move": 4, "remove": 3, "rare": 3, "kanji": 3, "meaning": 4, "day": 5}


class CurationError(ValueError):
    """A malformed line of the curation file: the message names the line."""


@dataclass
class CurationFile(Curation):
    """Everything the curation file says."""

    adds: list[tuple[str, str, str]] = field(default_factory=list)
    moves: dict[tuple[str, str], str] = field(default_factory=dict)
    days: dict[str, list[tuple[int, str, str]]] = field(default_factory=dict)
    lines: int = 0
    cards: set[str] = field(default_factory=set)
    keeps: dict[tuple[str, str], str] = field(default_factory=dict)
    unfit_sentences: set[str] = field(default_factory=set)
    # (word, reading) -> sentences that word may not use, though others may (notfor lines).
    refused_sentences: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    # (word, reading) -> a regular expression each example's translation must match (translated lines).
    translations: dict[tuple[str, str], str] = field(default_factory=dict)
    kanji_meanings: dict[str, list[str]] = field(default_factory=dict)
    variants: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    misreadings: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    renames: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)
    moved_ids: dict[str, str] = field(default_factory=dict)
    retired_ids: dict[str, str] = field(default_factory=dict)
    pitches: dict[tuple[str, str], int | None] = field(default_factory=dict)
    ambiguous: set[str] = field(default_factory=set)
    # (kanji, word, reading) -> the example word's gloss, or None to drop the word (kanjiexample lines).
    kanji_examples: dict[tuple[str, str, str], str | None] = field(default_factory=dict)
    # (word, reading) -> alternates with another kanji that write the same word (alike lines).
    kanji_alike: dict[tuple[str, str], list[str]] = field(default_factory=dict)


def load(path: Path) -> CurationFile:
    """Reads and checks the curation file."""
    result = CurationFile(set(), {}, set(), set(), set(), {})
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("\t")
        action = parts[0]
        if action not in _FIELDS:
            raise CurationError(f"{path}:{number}: unknown action {action!r}")
        if len(parts) != _FIELDS[action] + 1 or not parts[-1].strip():
            raise CurationError(f"{path}:{number}: {action} takes {_FIELDS[action]} tab-separated fields after it, the last a non-empty reason")
        result.lines += 1
        if action == "add":
            result.adds.append((parts[1], parts[2], _level(parts[3], path, number)))
        elif action == "move":
            result.moves[(parts[1], parts[2])] = _level(parts[3], path, number)
        elif action == "remove":
            result.removes.add((parts[1], parts[2]))
        elif action == "rare":
            result.rare_readings.add((parts[1], parts[2]))
        elif action == "spelling":
            result.spellings[(parts[1], parts[2])] = parts[3]
        elif action == "kanji":
            result.kanji_headwords.add((parts[1], parts[2]))
        elif action == "meaning":
            result.meanings[(parts[1], parts[2])] = [m.strip() for m in parts[3].split(";;")]
        elif action == "kanjimeaning":
            result.kanji_meanings[parts[1]] = [m.strip() for m in parts[2].split(";;")]
        elif action == "pos":
            result.parts_of_speech[(parts[1], parts[2])] = parts[3].strip()
        elif action == "sentence":
            result.unfit_sentences.add(parts[1].strip())
        elif action == "translated":
            try:
                re.compile(parts[3])
            except re.error as error:
                raise CurationError(f"{path}:{number}: translated: {parts[3]} is not a regular expression ({error})") from error
            result.translations[(parts[1], parts[2])] = parts[3]
        elif action == "notfor":
            result.refused_sentences.setdefault((parts[1], parts[2]), set()).add(parts[3].strip())
        elif action == "misread":
            result.misreadings.setdefault((parts[1], parts[2]), []).append(parts[3])
        elif action == "rename":
            result.renames[(parts[1], parts[2])] = (parts[3], parts[4])
        elif action == "kana":
            result.kana_words.add((parts[1], parts[2]))
        elif action == "variant":
            result.variants.setdefault((parts[1], parts[2]), []).append(parts[3])
        elif action == "keep":
            result.keeps[(parts[1], parts[2])] = parts[3]
        elif action == "moved":
            result.moved_ids[parts[1]] = parts[2]
        elif action == "retire":
            result.retired_ids[parts[1]] = parts[2]
        elif action == "ambiguous":
            result.ambiguous.add(parts[1])
        elif action == "alike":
            result.kanji_alike.setdefault((parts[1], parts[2]), []).append(parts[3])
        elif action == "kanjiexample":
            gloss = parts[4].strip()
            result.kanji_examples[(parts[1], parts[2], parts[3])] = None if gloss == "-" else gloss
        elif action == "pitch":
            if parts[3] != "-" and not parts[3].isdigit():
                raise CurationError(f"{path}:{number}: pitch takes a downstep number or -, not {parts[3]!r}")
            result.pitches[(parts[1], parts[2])] = None if parts[3] == "-" else int(parts[3])
        elif action == "card":
            result.cards.add(parts[1])
        elif action == "entry":
            result.entries[(parts[1], parts[2])] = int(parts[3])
        elif action == "day":
            level = _level(parts[1], path, number)
            result.days.setdefault(level, []).append((int(parts[2]), parts[3], parts[4]))
    return result


def frequent_problems(curation: CurationFile, entries: list, top: list[str]) -> tuple[list[str], dict[str, int]]:
    """Every N2/N1 word among the most frequent words `top` must be decided: kept at its level by a
    ``keep`` line (moved ones are no longer at N2/N1); a ``keep`` line must name such a word.
    Returns the problems and the counts for NOTICE.md."""
    frequent = set(top)
    flagged = {(e.word, e.reading) for e in entries if e.level in ("N2", "N1") and e.word in frequent}
    problems = [f"{word} {reading} is at N2/N1 and among the {len(top)} most frequent words: move it or keep it (curation.tsv)"
                for word, reading in sorted(flagged - set(curation.keeps))]
    problems += [f"curation keeps {word} {reading}, which is not an N2/N1 word among the most frequent"
                 for word, reading in sorted(set(curation.keeps) - flagged)]
    moved = sum(1 for (word, reading), level in curation.moves.items() if word in frequent and level in ("N5", "N4", "N3"))
    return problems, {"kept": len(flagged & set(curation.keeps)), "moved": moved}


def _level(text: str, path: Path, number: int) -> str:
    if text not in LEVELS:
        raise CurationError(f"{path}:{number}: unknown level {text!r}")
    return text


def apply_before(curation: CurationFile, entries: list, stats: Counter) -> list:
    """Puts the added words in front of their level's words (so they win a merge with a copy at a
    later level)."""
    from vocab import VocabEntry

    renamed = set()
    for entry in entries:
        target = curation.renames.get((entry.word, entry.reading))
        if target is not None:
            renamed.add((entry.word, entry.reading))
            entry.word, entry.reading = target
            entry.alternates = []
            entry.meanings = []
            stats["curation: list words renamed to the word the list meant (ね to 値 ね, とん to トン)"] += 1
    missing = set(curation.renames) - renamed
    if missing:
        raise CurationError(f"curation renames words the list does not have: {sorted(missing)}")
    listed: dict[tuple[str, str], list[str]] = {}
    for entry in entries:
        listed.setdefault((entry.word, entry.reading), entry.meanings)
    added = []
    for level, plan in sorted(curation.days.items()):
        for day, word, reading in plan:
            # The list's meanings of the same word, if any, tell homographs apart (ああ "like that").
            entry = VocabEntry(word, reading, list(listed.get((word, reading), [])), level)
            entry.planned_day = day
            added.append(entry)
            stats[f"curation: {level} words on hand-planned days"] += 1
    for word, reading, level in curation.adds:
        added.append(VocabEntry(word, reading, [], level))
        stats["curation: words added"] += 1
    result = []
    for level in LEVELS:
        result += [e for e in added if e.level == level] + [e for e in entries if e.level == level]
    return result


def apply_after(curation: CurationFile, entries: list, stats: Counter, problems: list[str]) -> list:
    """Moves and removes items named by their resolved word and reading."""
    found = set()
    result = []
    for entry in entries:
        key = (entry.word, entry.reading)
        if key in curation.removes:
            found.add(key)
            stats["curation: items removed"] += 1
            continue
        if key in curation.moves:
            found.add(key)
            if entry.level != curation.moves[key]:
                stats["curation: items moved to another level"] += 1
                entry.level = curation.moves[key]
        result.append(entry)
    for key in sorted((set(curation.moves) | curation.removes) - found - curation.removed_early):
        problems.append(f"curation names an item the decks do not have: {key[0]} {key[1]}")
    return result


def apply_kanji_examples(curation: CurationFile, kanji: list, stats: Counter, limit: int = 6) -> list[str]:
    """Sets or drops the kanji example words the ``kanjiexample`` lines name; returns the lines that name
    no example word the kanji has (a stale line: the build fails on it)."""
    found = set()
    for entry in kanji:
        char = entry.info.literal
        kept = []
        for example in entry.examples:
            key = (char, example["word"], example["reading"])
            if key not in curation.kanji_examples:
                kept.append(example)
                continue
            found.add(key)
            gloss = curation.kanji_examples[key]
            if gloss is None:
                stats["curation: kanji example words dropped (貢 こう alone)"] += 1
                continue
            kept.append({**example, "meaning": gloss})
            stats["curation: kanji example glosses set (淡々 calm before uninterested)"] += 1
        for (named, word, reading), gloss in sorted(curation.kanji_examples.items()):
            if named == char and gloss is not None and (named, word, reading) not in found:
                found.add((named, word, reading))
                kept.append({"word": word, "reading": reading, "meaning": gloss, "level": ""})
                stats["curation: kanji example words added (猛虎, a word of the official table)"] += 1
        # A card shows at most `limit` words: an added one takes the place of the last word no line names
        # (京浜, added for the official reading ケイ, made 京's card seven).
        while len(kept) > limit:
            named = [i for i, e in enumerate(kept) if (char, e["word"], e["reading"]) not in curation.kanji_examples]
            if not named:
                break
            del kept[named[-1]]
            stats["kanji example words left out for a word a kanjiexample line adds (a card shows six)"] += 1
        entry.examples = kept
    return [f"curation drops a kanji example {char} {word} {reading} the kanji does not have"
            for char, word, reading in sorted(set(curation.kanji_examples) - found)]
