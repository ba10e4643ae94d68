"""Tests of resolve.py's checks on which JMdict entry a kana item takes."""

from __future__ import annotations

import sys
import unittest
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

import resolve  # noqa: E402
from jmdict import Entry, Reading, Sense, Spelling  # noqa: E402


def _dictionary(*entries: Entry) -> SimpleNamespace:
    by_reading: dict[str, list[Entry]] = {}
    for entry in entries:
        for reading in entry.readings:
            by_reading.setdefault(reading.text, []).append(entry)
    return SimpleNamespace(by_reading=by_reading)


def _item(word: str, sequence: int, meanings: list[str]) -> SimpleNamespace:
    return SimpleNamespace(word=word, reading=word, sequence=sequence, level="N3", meanings=meanings)


NIGHTCLUB = Entry(1044310, readings=[Reading("クラブ", priority={"gai1"})],
                  senses=[Sense(pos=["n"], glosses=["nightclub"]), Sense(pos=["n"], glosses=["golf club"])])
CLUB = Entry(1243910, spellings=[Spelling("倶楽部", info={"ateji"}, priority={"news1"})],
             readings=[Reading("クラブ", priority={"gai1", "ichi1", "news1", "nf09"})],
             senses=[Sense(pos=["n"], misc=["uk"], glosses=["club", "clubhouse"])])


class KanaItemsOfRareEntriesTests(unittest.TestCase):
    def test_a_kana_word_taking_the_less_common_of_two_kana_entries_is_found(self) -> None:
        # The official reading at seed 20261208: クラブ taught as "nightclub; clubs (card suit)" while
        # the everyday club (倶楽部, usually kana) is the entry with every frequency tag.
        jmdict = _dictionary(NIGHTCLUB, CLUB)
        by_sequence = {e.sequence: e for e in (NIGHTCLUB, CLUB)}
        curation = SimpleNamespace(entries={})
        found = resolve.kana_items_of_rare_entries([_item("クラブ", 1044310, ["nightclub"])], jmdict, by_sequence, curation)
        self.assertEqual(len(found), 1)
        self.assertIn("1243910", found[0])

    def test_the_common_entry_and_an_entry_line_pass(self) -> None:
        jmdict = _dictionary(NIGHTCLUB, CLUB)
        by_sequence = {e.sequence: e for e in (NIGHTCLUB, CLUB)}
        self.assertEqual(resolve.kana_items_of_rare_entries(
            [_item("クラブ", 1243910, ["club"])], jmdict, by_sequence, SimpleNamespace(entries={})), [])
        decided = SimpleNamespace(entries={("クラブ", "クラブ"): 1044310})
        self.assertEqual(resolve.kana_items_of_rare_entries(
            [_item("クラブ", 1044310, ["nightclub"])], jmdict, by_sequence, decided), [])

    def test_a_kanji_word_with_more_tags_is_not_a_kana_rival(self) -> None:
        # Another entry read the same but written in kanji (晩) is another word, not a kana rival.
        van = Entry(2, readings=[Reading("ばん", priority={"gai1"})], senses=[Sense(pos=["n"], glosses=["van"])])
        evening = Entry(3, spellings=[Spelling("晩", priority={"ichi1"})],
                        readings=[Reading("ばん", priority={"gai1", "ichi1"})], senses=[Sense(pos=["n"], glosses=["evening"])])
        jmdict = _dictionary(van, evening)
        self.assertEqual(resolve.kana_items_of_rare_entries(
            [_item("ばん", 2, ["van"])], jmdict, {2: van, 3: evening}, SimpleNamespace(entries={})), [])


class FirstMeaningRivalTests(unittest.TestCase):
    """The official reading at seed 20261210: the list's コート "coat; tennis court" went to the court entry."""

    COAT = Entry(1049000, readings=[Reading("コート", priority={"gai1", "ichi1"})],
                 senses=[Sense(pos=["n"], glosses=["coat"]), Sense(pos=["n"], glosses=["coating"])])
    COURT = Entry(2842174, readings=[Reading("コート", priority={"gai1", "ichi1"})],
                  senses=[Sense(pos=["n"], glosses=["court (e.g. tennis, basketball, volleyball)"])])

    def test_an_entry_without_the_first_meaning_has_a_rival(self) -> None:
        meanings = ["coat", "tennis court"]
        chosen = resolve.choose([self.COAT, self.COURT], meanings, "コート", "コート")
        self.assertIs(chosen, self.COURT)  # two words of one gloss outweigh the first meaning: the check catches it
        rival = resolve.first_meaning_rival([self.COAT, self.COURT], chosen, meanings, "コート", "コート")
        self.assertIs(rival, self.COAT)

    def test_an_entry_with_the_first_meaning_has_none(self) -> None:
        self.assertIsNone(resolve.first_meaning_rival(
            [self.COAT, self.COURT], self.COAT, ["coat", "tennis court"], "コート", "コート"))


if __name__ == "__main__":
    unittest.main()
