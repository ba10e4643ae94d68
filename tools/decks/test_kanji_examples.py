"""Tests of the kanji example words' checks the teacher's samples asked for: at seed 20261205, one
word is not listed twice under two spellings (冷汗 beside 冷や汗); at seed 20261204, curation.tsv's
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


class _Entry:
    """A JMdict entry with the parts check_examples reads."""

    def __init__(self, sequence: int, spellings: list[str], glosses: list[str]):
        self.sequence = sequence
        self._spellings = spellings
        self._glosses = glosses
        self.spellings = [SimpleNamespace(text=text) for text in spellings]
        self.readings = []

    def spelling(self, word):
        return SimpleNamespace(info=set()) if word in self._spellings else None

    def senses_for(self, word, reading):
        return [SimpleNamespace(glosses=self._glosses, pos=["n"], misc=[], fields=[], dialects=[], info=[])]

    def reading(self, text):
        return None  # no reading tagged or untagged: the rare-reading check has nothing to say


class _JMdict:
    def __init__(self, entries: list[_Entry]):
        self.entries = entries

    def candidates(self, word, reading):
        return [e for e in self.entries if e.spelling(word)]


class GlossPartsTests(unittest.TestCase):
    def test_a_semicolon_inside_parentheses_keeps_the_gloss_whole(self):
        # 座布団: the teacher's sample check read its one gloss as two and called it not its entry's.
        zabuton = "zabuton (flat floor cushion used when sitting or kneeling; usu. rectangular)"
        self.assertEqual(kanji.gloss_parts(zabuton), [zabuton])
        self.assertEqual(kanji.gloss_parts(zabuton + "; cushion"), [zabuton, "cushion"])
        self.assertEqual(kanji.gloss_parts("seat; place (in a ranking)"), ["seat", "place (in a ranking)"])


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

    def test_an_added_word_takes_the_place_of_the_last_unnamed_one(self):
        lines = self.load("kanjiexample\t京\t京浜\tけいひん\tTokyo-Yokohama\tthe official reading ケイ\n")
        capital = card("京", *[(w, "x", "g") for w in ("上京", "帰京", "京", "京阪", "京都", "北京")])
        self.assertEqual(curation.apply_kanji_examples(lines, [capital], Counter()), [])
        self.assertEqual([e["word"] for e in capital.examples], ["上京", "帰京", "京", "京阪", "京都", "京浜"])

    def test_a_drop_line_naming_no_example_is_reported(self):
        lines = self.load("kanjiexample\t虎\t餓虎\tがこ\t-\tliterary\n")
        stale = curation.apply_kanji_examples(lines, [card("虎", ("虎", "とら", "tiger"))], Counter())
        self.assertEqual(len(stale), 1)
        self.assertIn("餓虎", stale[0])

    def test_a_line_needs_its_reason(self):
        with self.assertRaises(curation.CurationError):
            self.load("kanjiexample\t淡\t淡々\tたんたん\tplain\t\n")


class SpellingSenseTests(unittest.TestCase):
    """The second reading at seed 20261212: the kanji 旨 showed 旨い "skillful", the sense JMdict marks as
    上手い's and 巧い's."""

    @staticmethod
    def _umai() -> Entry:
        from jmdict import Sense  # noqa: PLC0415

        return Entry(1310460, [Spelling(text) for text in ("上手い", "旨い", "巧い", "美味い")], [Reading("うまい")], [
            Sense(pos=["adj-i"], info=["esp. 上手い,巧い"], glosses=["skillful", "clever", "expert"]),
            Sense(pos=["adj-i"], info=["esp. 旨い,美味い"], glosses=["delicious", "appetizing", "tasty"]),
            Sense(pos=["adj-i"], info=["esp. 旨い"], glosses=["fortunate", "splendid"]),
        ])

    def _gloss(self, word: str) -> str:
        umai = self._umai()
        jmdict = SimpleNamespace(candidates=lambda w, r: [umai] if umai.spelling(w) else [])
        entry = SimpleNamespace(examples=[{"word": word, "reading": "うまい", "meaning": "skillful; clever; expert", "level": ""}])
        kanji.check_examples([entry], jmdict, Counter())
        return entry.examples[0]["meaning"]

    def test_a_spelling_gets_the_senses_marked_as_its_own(self):
        self.assertTrue(self._gloss("旨い").startswith("delicious"))
        self.assertTrue(self._gloss("美味い").startswith("delicious"))

    def test_a_gloss_a_curation_line_set_stays(self):
        umai = self._umai()
        jmdict = SimpleNamespace(candidates=lambda w, r: [umai] if umai.spelling(w) else [])
        card = SimpleNamespace(info=SimpleNamespace(literal="旨"),
                               examples=[{"word": "旨い", "reading": "うまい", "meaning": "skillful; tasty", "level": ""}])
        kanji.check_examples([card], jmdict, Counter(), frozenset({("旨", "旨い", "うまい")}))
        self.assertEqual(card.examples[0]["meaning"], "skillful; tasty")

    def test_the_spelling_the_first_sense_names_keeps_it(self):
        self.assertEqual(self._gloss("巧い"), "skillful; clever; expert")

    def test_a_note_naming_no_spelling_marks_none(self):
        from jmdict import Sense  # noqa: PLC0415

        senses = [Sense(info=["esp. 神輿"], glosses=["portable shrine"]), Sense(info=["esp. 御輿"], glosses=["palanquin"]),
                  Sense(info=["esp. as みこしを据える"], glosses=["buttocks"])]
        own = kanji.spelling_senses(senses, "御輿", {"御輿", "神輿", "みこし"})
        self.assertEqual([s.glosses for s in own], [["palanquin"]])
        self.assertIsNone(kanji.spelling_senses(senses, "神輿", {"御輿", "神輿", "みこし"}))


class OfficialKunExampleTests(unittest.TestCase):
    """The official reading at seed 20261214: the kanji 瞬 listed 瞬く read しばたたく, while the table on
    the same card lists 瞬く under またたく."""

    @staticmethod
    def _run(examples, table, entries, curated=frozenset()):
        import joyo  # noqa: PLC0415
        from jmdict import Sense  # noqa: PLC0415

        by_spelling = {}
        for sequence, word, readings, glosses in entries:
            entry = Entry(sequence, [Spelling(word)], [Reading(r) for r in readings], [Sense(pos=["v5k"], glosses=glosses)])
            by_spelling.setdefault(word, []).append(entry)
        card = SimpleNamespace(info=SimpleNamespace(literal="瞬"),
                               examples=[{"word": w, "reading": r, "meaning": m, "level": ""} for w, r, m in examples])
        official = {"瞬": [joyo.OfficialReading(reading, words) for reading, words in table]}
        kanji.official_kun_examples([card], SimpleNamespace(by_spelling=by_spelling), official, Counter(), curated)
        return [(e["word"], e["reading"], e["meaning"]) for e in card.examples]

    TABLE = [("シュン", ["瞬間", "一瞬"]), ("またたく", ["瞬く", "瞬き"])]

    def test_a_word_takes_the_reading_the_table_lists_it_under(self):
        shown = self._run([("瞬く", "しばたたく", "to blink (one's eyes)"), ("瞬間", "しゅんかん", "moment")], self.TABLE,
                          [(1, "瞬く", ["またたく", "まばたく"], ["to twinkle", "to flicker"]), (2, "瞬く", ["しばたたく"], ["to blink"])])
        self.assertEqual(shown, [("瞬く", "またたく", "to twinkle; to flicker"), ("瞬間", "しゅんかん", "moment")])

    def test_a_word_jmdict_does_not_read_so_leaves(self):
        shown = self._run([("瞬く", "しばたたく", "to blink")], self.TABLE, [(2, "瞬く", ["しばたたく"], ["to blink"])])
        self.assertEqual(shown, [])

    def test_an_official_reading_or_a_curated_word_stands(self):
        examples = [("瞬き", "またたき", "twinkling")]
        self.assertEqual(self._run(examples, self.TABLE, []), examples)
        blink = [("瞬く", "しばたたく", "to blink")]
        self.assertEqual(self._run(blink, self.TABLE, [], frozenset({("瞬", "瞬く", "しばたたく")})), blink)


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


class KanjiMeaningTests(unittest.TestCase):
    """The official reading at seed 20261209: 芥 "mustard; rape; dust" (KANJIDIC2's rapeseed) reads as assault."""

    @staticmethod
    def _meanings(literal: str, meanings: list[str]) -> list[str]:
        info = kanji.KanjidicCharacter(literal, 1, 7, None, None, [], [], meanings)
        return kanji.clean_kanji_meanings(info, Counter())

    def test_a_meaning_misread_as_sexual_or_an_insult_is_dropped(self):
        self.assertEqual(self._meanings("芥", ["mustard", "rape", "dust", "trash", "rubbish"]),
                         ["mustard", "dust", "trash", "rubbish"])
        self.assertEqual(self._meanings("庶", ["commoner", "all", "bastard"]), ["commoner", "all"])
        self.assertEqual(self._meanings("陰", ["shade", "yin", "sex organs", "secret"]), ["shade", "yin", "secret"])
        self.assertEqual(self._meanings("盛", ["boom", "prosper", "copulate"]), ["boom", "prosper"])
        self.assertEqual(self._meanings("無", ["nothingness", "none", "ain't", "nothing"]), ["nothingness", "none", "nothing"])
        self.assertEqual(self._meanings("濡", ["get wet", "damp", "make love"]), ["get wet", "damp"])
        self.assertEqual(self._meanings("華", ["splendor", "flower", "showy", "gay"]), ["splendor", "flower", "showy"])

    def test_the_kanji_own_plain_meanings_stay(self):
        # 性 is sex and gender; 殺 is kill: the kanji's own meanings, not misreadings.
        self.assertEqual(self._meanings("性", ["sex", "gender", "nature"]), ["sex", "gender", "nature"])
        self.assertEqual(self._meanings("殺", ["kill", "murder"]), ["kill", "murder"])
