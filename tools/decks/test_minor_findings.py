"""Tests of the rules made for the minor findings the official teacher's readings left open (issue 26):
な-adjectives glossed with a noun first (冷酷 "cruelty"), keigo verbs without their register (いたす
"to do"), a noun met only inside its -的 adjective (社交 in 社交的), a kanji's example words that are an
obsolete unit or a sexual word (貫 かん, 勃起), a reading variant the official table's note accepts
(免 まぬがれる) and the sizes of old units among a kanji's meanings (分 "shaku/100").

    python3 -m unittest discover -s tools/decks -p 'test_minor_findings.py'
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_decks  # noqa: E402
import joyo  # noqa: E402
import kanji  # noqa: E402
import resolve  # noqa: E402
import vocab  # noqa: E402
from jmdict import Sense  # noqa: E402

ADJECTIVES = frozenset({"relentless", "ruthless", "weak", "equal", "childish", "infantile", "immature", "special"})


class AdjectiveFirstTests(unittest.TestCase):
    def test_a_na_adjective_shows_its_adjective_glosses_first(self):
        cruel = [Sense(pos=["adj-na", "n"], glosses=["cruelty", "coldheartedness", "relentless", "ruthless"])]
        shown = resolve.meanings_of(resolve.adjective_first(cruel, ADJECTIVES))
        self.assertEqual(shown, ["relentless", "ruthless", "cruelty"])

    def test_a_first_sense_without_adj_na_follows_the_adjectival_one(self):
        childish = [Sense(pos=["n"], glosses=["infancy"]),
                    Sense(pos=["adj-na", "n"], glosses=["childish", "infantile", "immature", "primitive"])]
        shown = resolve.meanings_of(resolve.adjective_first(childish, ADJECTIVES))
        self.assertEqual(shown, ["childish", "infantile", "immature", "infancy"])

    def test_a_first_gloss_that_is_no_noun_by_its_ending_stays_first(self):
        special = [Sense(pos=["adj-na", "n"], glosses=["special", "particular", "extraordinary"])]
        useless = [Sense(pos=["adj-na", "n"], glosses=["not on business", "unrelated", "weak"])]
        for senses in (special, useless):
            self.assertEqual(resolve.adjective_first(senses, ADJECTIVES)[0].glosses, senses[0].glosses)


class RegisterTests(unittest.TestCase):
    def test_a_humble_or_honorific_verb_says_so(self):
        humble = [Sense(pos=["v5s", "vt"], misc=["hum", "uk"], glosses=["to do"])]
        honorific = [Sense(pos=["v5r-i"], misc=["hon", "uk"], glosses=["to do"])]
        borrowing = [Sense(pos=["n", "vs"], misc=["hum", "pol"], glosses=["borrowing"])]
        self.assertEqual(resolve.register_tag(humble, "godan verb, transitive"), "(humble) ")
        self.assertEqual(resolve.register_tag(honorific, "godan verb"), "(honorific) ")
        self.assertEqual(resolve.register_tag(borrowing, "する-noun", "拝借"), "(humble) ")
        self.assertEqual(resolve.without_register("(humble) to do"), "to do")

    def test_nouns_adverbs_and_prefixed_nouns_go_without(self):
        father = [Sense(pos=["n"], misc=["hon"], glosses=["father"])]
        please = [Sense(pos=["adv"], misc=["hum"], glosses=["please"])]
        prefix = [Sense(pos=["pref"], misc=["hon", "pol", "hum"], glosses=["honorific/polite/humble prefix"])]
        self.assertEqual(resolve.register_tag(father, "noun", "お父さん"), "")
        self.assertEqual(resolve.register_tag(please, "adverb", "何卒"), "")  # "adverb" holds "verb"
        self.assertEqual(resolve.register_tag(prefix, "prefix", "ご"), "")
        self.assertEqual(resolve.register_tag([Sense(pos=["n", "vs"], misc=["hon"], glosses=["congratulation"])],
                                              "する-noun", "お祝い"), "")


class TekiTests(unittest.TestCase):
    def setUp(self):
        glosses = {"社交的": "sociable", "本格的": "genuine; real; full-fledged"}
        self.saved = vocab.word_glosses
        vocab.word_glosses = lambda text: vocab.gloss_words(glosses.get(text, ""))

    def tearDown(self):
        vocab.word_glosses = self.saved

    def entry(self, word, meanings):
        return SimpleNamespace(word=word, pos="noun", meanings=meanings, forms=[word])

    def test_a_noun_only_inside_its_teki_word_is_no_example(self):
        social = self.entry("社交", ["social life", "social intercourse"])
        self.assertTrue(vocab.inside_teki_word(social, "彼はとても社交的だ。"))
        self.assertFalse(vocab.inside_teki_word(social, "六月はロンドンでは社交の季節だ。"))
        self.assertFalse(vocab.inside_teki_word(social, "社交的な人は社交の場が好きだ。"))  # once alone

    def test_a_teki_word_meaning_what_the_noun_means_keeps_the_sentence(self):
        genuine = self.entry("本格", ["genuine", "real", "full-fledged"])
        self.assertFalse(vocab.inside_teki_word(genuine, "本格的に雨が降り出した。"))


class KanjiExampleTests(unittest.TestCase):
    def test_obsolete_units_and_sexual_words_are_no_kanji_examples(self):
        self.assertEqual(kanji.unfit_example(["kan (obs. unit of weight, approx. 3.75 kg, 8.3 lb)"]), "obsolete unit")
        self.assertEqual(kanji.unfit_example(["ri (old Japanese unit of distance, approx. 3.927km or 2.44 miles)"]), "obsolete unit")
        self.assertEqual(kanji.unfit_example(["erection (usu. penis)", "standing erect"]), "sexual")
        self.assertEqual(kanji.unfit_example(["tsubo", "traditional unit of land area, approx. 3.31 square meters"]), "")
        self.assertEqual(kanji.unfit_example(["outbreak (e.g. of war)", "outburst"]), "")

    def test_the_sizes_of_old_units_leave_a_kanjis_meanings(self):
        for size in ("shaku/100", "ten shaku", "1.8 liter", ".01 yen", "1/10 sen", "3.75 grams", "ten sho (vol)", "8 1/3lbs"):
            self.assertTrue(build_decks._UNIT_MEANING.search(size), size)
        for meaning in ("shaku", "rin", "monme", "second (1/60 minute)", "10,000", "measure"):
            self.assertFalse(build_decks._UNIT_MEANING.search(meaning), meaning)


class OfficialVariantTests(unittest.TestCase):
    def test_a_variant_the_tables_note_accepts_is_official(self):
        table = joyo.load()
        escape = next(r for r in table["免"] if r.reading == "まぬかれる")
        self.assertEqual(escape.variants, ["まぬがれる"])
        self.assertTrue(joyo.matches("まぬが.れる", escape))
        self.assertTrue(joyo.is_variant("まぬが.れる", escape))
        self.assertFalse(joyo.is_variant("まぬか.れる", escape))

    def test_notes_on_words_or_in_the_other_script_are_no_variants(self):
        self.assertEqual(joyo.variants("ユイ", "「遺言」は，「イゴン」とも。"), [])
        self.assertEqual(joyo.variants("ぬし", "「ホッシュ」とも。"), [])
        self.assertEqual(joyo.variants("がわ", "「かわ」とも。"), ["かわ"])


if __name__ == "__main__":
    unittest.main()
