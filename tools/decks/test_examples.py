"""Tests of the example checks in tools/decks/vocab.py that the teacher's sample at seed 20261129
asked for: numbers read apart from their counters, compounds the analysers split and read apart,
conjunctions that are a verb's stem, and adverbs that are the interjection spelt alike.

    python3 -m unittest discover -s tools/decks -p 'test_examples.py'
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import vocab  # noqa: E402
from tokenizer import Token  # noqa: E402


def parts(*pairs: tuple[str, str]) -> list[list[str]]:
    return [list(pair) for pair in pairs]


class NumberReadingTests(unittest.TestCase):
    def test_a_number_read_in_full_before_a_counter_it_joins_is_wrong(self):
        # 一回 is いっかい, 一ヶ月 いっかげつ, 一隻 いっせき, 十歳 じゅっさい, 六本 ろっぽん.
        for number, reading, counter, counter_reading in [("一", "いち", "回", "かい"), ("一", "いち", "ヶ月", "かげつ"),
                                                          ("一", "いち", "隻", "せき"), ("十", "じゅう", "歳", "さい"),
                                                          ("六", "ろく", "本", "ほん"), ("十一", "じゅういち", "回", "かい")]:
            with self.subTest(number + counter):
                self.assertTrue(vocab.number_read_apart(parts((number, reading), (counter, counter_reading), ("した", ""))))

    def test_numbers_read_right_stand(self):
        self.assertFalse(vocab.number_read_apart(parts(("一回", "いっかい"))))
        self.assertFalse(vocab.number_read_apart(parts(("二", "に"), ("回", "かい"))))
        self.assertFalse(vocab.number_read_apart(parts(("一", "いち"), ("時", "じ"))))  # voiced: いちじ
        self.assertFalse(vocab.number_read_apart(parts(("十", "じゅう"), ("七", "しち"))))  # a number, not a counter
        self.assertFalse(vocab.number_read_apart(parts(("六", "ろく"), ("歳", "さい"))))  # ろくさい

    def test_one_or_two_people_in_digits_are_not_read_nin(self):
        self.assertTrue(vocab.number_read_apart(parts(("彼と２", ""), ("人", "にん"), ("きり", ""))))
        self.assertTrue(vocab.number_read_apart(parts(("1", ""), ("人", "にん"))))
        self.assertFalse(vocab.number_read_apart(parts(("１２", ""), ("人", "にん"))))  # じゅうににん
        self.assertFalse(vocab.number_read_apart(parts(("３", ""), ("人", "にん"))))  # さんにん


class CompoundReadingTests(unittest.TestCase):
    def setUp(self):
        known = {"料理人": {"りょうりにん"}, "洗濯物": {"せんたくもの"}, "街並": {"まちなみ"}, "日本人": {"にほんじん"}}
        self.saved = vocab.spelling_readings
        vocab.spelling_readings = lambda text: known.get(text, set())

    def tearDown(self):
        vocab.spelling_readings = self.saved

    def test_pieces_read_otherwise_than_the_word_they_spell(self):
        self.assertTrue(vocab.compound_read_apart(parts(("その", ""), ("料理", "りょうり"), ("人", "じん"), ("は", ""))))
        self.assertTrue(vocab.compound_read_apart(parts(("洗濯", "せんたく"), ("物", "ぶつ"))))

    def test_pieces_read_as_the_word_or_spelling_no_word_stand(self):
        self.assertFalse(vocab.compound_read_apart(parts(("料理", "りょうり"), ("人", "にん"))))
        self.assertFalse(vocab.compound_read_apart(parts(("日本", "にほん"), ("人", "じん"))))
        self.assertFalse(vocab.compound_read_apart(parts(("寸鉄", "すんてつ"), ("人", "じん"))))  # no such word: curation
        # A spelling without its okurigana reads on into the kana after it (街並み).
        self.assertFalse(vocab.compound_read_apart(parts(("街", "まち"), ("並", "な"), ("みが", ""))))


class LookAlikeTests(unittest.TestCase):
    def test_a_conjunction_followed_by_a_particle_is_a_verbs_stem(self):
        entry = vocab.VocabEntry("及び", "および", ["and"], "N1", pos="conjunction")
        stem = [Token("及び", "及び", "および", "接続詞"), Token("も", "も", "も", "助詞-係助詞"),
                Token("つか", "つく", "つか", "動詞-一般"), Token("ない", "ない", "ない", "助動詞")]
        joining = [Token("東京", "東京", "とうきょう", "名詞-固有名詞"), Token("及び", "及び", "および", "接続詞"),
                   Token("大阪", "大阪", "おおさか", "名詞-固有名詞")]
        self.assertTrue(vocab._conjunction_look_alike(entry, stem))
        self.assertFalse(vocab._conjunction_look_alike(entry, joining))

    def test_an_adverb_is_not_the_interjection_spelt_alike(self):
        adverb = vocab.VocabEntry("ああ", "ああ", ["like that"], "N5", pos="adverb")
        ah = [Token("ああ", "ああ", "ああ", "感動詞-一般", "ああ", "ああ"), Token("悲しい", "悲しい", "かなしい", "形容詞-一般")]
        so = [Token("ああ", "ああ", "ああ", "副詞", "ああ", "ああ"), Token("言え", "言う", "いえ", "動詞-一般")]
        self.assertFalse(vocab._kana_word(adverb, ah[:1], ah, 0, {"ああ"}))
        self.assertTrue(vocab._kana_word(adverb, so[:1], so, 0, {"ああ"}))
        # An entry with an interjection sense of its own (まあ) keeps the interjection.
        adverb.interjection = True
        self.assertTrue(vocab._kana_word(adverb, ah[:1], ah, 0, {"ああ"}))


if __name__ == "__main__":
    unittest.main()
