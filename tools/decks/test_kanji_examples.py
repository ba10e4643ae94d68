"""Tests of the kanji example words' checks in tools/decks/kanji.py that the teacher's sample at seed
20261205 asked for: one word is not listed twice under two spellings (冷汗 beside 冷や汗).

    python3 -m unittest discover -s tools/decks -p 'test_kanji_examples.py'
"""

from __future__ import annotations

import sys
import unittest
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

import kanji  # noqa: E402


class _Entry:
    """A JMdict entry with the parts check_examples reads."""

    def __init__(self, sequence: int, spellings: list[str], glosses: list[str]):
        self.sequence = sequence
        self._spellings = spellings
        self._glosses = glosses

    def spelling(self, word):
        return SimpleNamespace(info=set()) if word in self._spellings else None

    def senses_for(self, word, reading):
        return [SimpleNamespace(glosses=self._glosses, pos=["n"], misc=[], fields=[], dialects=[], info=[])]


class _JMdict:
    def __init__(self, entries: list[_Entry]):
        self.entries = entries

    def candidates(self, word, reading):
        return [e for e in self.entries if e.spelling(word)]


class KanjiExampleTests(unittest.TestCase):
    def test_a_word_is_not_listed_twice_under_two_spellings(self):
        sweat = _Entry(1, ["冷や汗", "冷汗"], ["cold sweat"])
        visit = _Entry(2, ["初詣", "初詣で"], ["first shrine visit of New Year"])
        jmdict = _JMdict([sweat, visit, _Entry(3, ["汗"], ["sweat"])])
        entry = SimpleNamespace(examples=[
            {"word": "汗", "reading": "あせ", "meaning": "sweat", "level": "N3"},
            {"word": "冷汗", "reading": "ひやあせ", "meaning": "cold sweat", "level": ""},
            {"word": "冷や汗", "reading": "ひやあせ", "meaning": "cold sweat", "level": ""},
        ])
        kanji.check_examples([entry], jmdict, Counter())
        self.assertEqual([x["word"] for x in entry.examples], ["汗", "冷汗"])

    def test_words_of_other_entries_all_stay(self):
        jmdict = _JMdict([_Entry(1, ["夏期"], ["summer term"]), _Entry(2, ["夏季"], ["summer season"])])
        entry = SimpleNamespace(examples=[
            {"word": "夏期", "reading": "かき", "meaning": "summer term", "level": ""},
            {"word": "夏季", "reading": "かき", "meaning": "summer season", "level": ""},
        ])
        kanji.check_examples([entry], jmdict, Counter())
        self.assertEqual(len(entry.examples), 2)


if __name__ == "__main__":
    unittest.main()
