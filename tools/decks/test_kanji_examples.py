"""Tests of the kanji example words the teacher's sample at seed 20261204 asked for: curation.tsv's
``kanjiexample`` lines set a gloss or drop a word (淡々 "uninterested" first, 貢 こう alone), a stale
line fails the build, and an example word read by an untagged reading where its spelling has a
tagged one is dropped (短冊 たんじゃく beside たんざく).

    python3 -m unittest discover -s tools/decks -p 'test_kanji_examples.py'
"""

from __future__ import annotations

import sys
import tempfile
import unittest
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

import curation  # noqa: E402
import kanji  # noqa: E402
from jmdict import Entry, Reading, Spelling  # noqa: E402


def card(char: str, *examples: tuple[str, str, str]) -> SimpleNamespace:
    return SimpleNamespace(info=SimpleNamespace(literal=char),
                           examples=[{"word": w, "reading": r, "meaning": m, "level": ""} for w, r, m in examples])


class KanjiExampleLineTests(unittest.TestCase):
    def load(self, text: str) -> curation.CurationFile:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "curation.tsv"
            path.write_text(text, encoding="utf-8")
            return curation.load(path)

    def test_a_line_sets_a_gloss_or_drops_a_word(self):
        lines = self.load("kanjiexample\t淡\t淡々\tたんたん\tmatter-of-fact; plain\tcalm first\n"
                          "kanjiexample\t貢\t貢\tこう\t-\tno word alone\n")
        calm = card("淡", ("淡々", "たんたん", "uninterested; unconcerned"), ("淡水", "たんすい", "fresh water"))
        tribute = card("貢", ("貢献", "こうけん", "contribution"), ("貢", "こう", "tribute"))
        stale = curation.apply_kanji_examples(lines, [calm, tribute], Counter())
        self.assertEqual(stale, [])
        self.assertEqual([e["meaning"] for e in calm.examples], ["matter-of-fact; plain", "fresh water"])
        self.assertEqual([e["word"] for e in tribute.examples], ["貢献"])

    def test_a_line_with_a_gloss_adds_a_word_the_kanji_lacks(self):
        lines = self.load("kanjiexample\t虎\t猛虎\tもうこ\tfierce tiger\tthe official table's word\n")
        tiger = card("虎", ("虎", "とら", "tiger"))
        self.assertEqual(curation.apply_kanji_examples(lines, [tiger], Counter()), [])
        self.assertEqual([(e["word"], e["meaning"]) for e in tiger.examples], [("虎", "tiger"), ("猛虎", "fierce tiger")])

    def test_a_drop_line_naming_no_example_is_reported(self):
        lines = self.load("kanjiexample\t虎\t餓虎\tがこ\t-\tliterary\n")
        stale = curation.apply_kanji_examples(lines, [card("虎", ("虎", "とら", "tiger"))], Counter())
        self.assertEqual(len(stale), 1)
        self.assertIn("餓虎", stale[0])

    def test_a_line_needs_its_reason(self):
        with self.assertRaises(curation.CurationError):
            self.load("kanjiexample\t淡\t淡々\tたんたん\tplain\t\n")


class RareExampleReadingTests(unittest.TestCase):
    def test_an_untagged_reading_beside_a_tagged_one_is_rare(self):
        strip = Entry(1, [Spelling("短冊", set(), {"news2"})],
                      [Reading("たんざく", priority={"news2", "nf27"}), Reading("たんじゃく")])
        self.assertTrue(kanji.rare_example_reading([strip], "短冊", "たんじゃく"))
        self.assertFalse(kanji.rare_example_reading([strip], "短冊", "たんざく"))

    def test_a_word_with_no_tagged_reading_stands(self):
        rare = Entry(2, [Spelling("雑炊")], [Reading("ぞうすい")])
        self.assertFalse(kanji.rare_example_reading([rare], "雑炊", "ぞうすい"))


if __name__ == "__main__":
    unittest.main()
