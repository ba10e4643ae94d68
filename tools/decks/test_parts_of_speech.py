"""Tests of tools/decks/parts_of_speech.py: a word's part of speech against the JMdict senses it
shows, and the choice among several against UniDic.

    python3 -m unittest discover -s tools/decks -p 'test_parts_of_speech.py'
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import parts_of_speech  # noqa: E402
import resolve  # noqa: E402
import curation  # noqa: E402
import sources  # noqa: E402
from jmdict import Entry, JMdict, Reading, Sense, Spelling  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "tools" / "cache"


def entry(sequence: int, word: str, reading: str, *senses: tuple[list[str], list[str]]) -> Entry:
    """A JMdict entry with one spelling and reading and the given (codes, glosses) senses."""
    spellings = [Spelling(word)] if word != reading else []
    return Entry(sequence, spellings, [Reading(reading)], [Sense(pos=codes, glosses=glosses) for codes, glosses in senses])


def item(word: str, reading: str, pos: str, meanings: list[str], sequence: int, **more) -> dict:
    return {"id": f"v:{word}:{reading}", "word": word, "reading": reading, "partOfSpeech": pos,
            "meanings": meanings, "jmdict": sequence, **more}


MIKAKU = entry(1, "味覚", "みかく", (["adj-na", "n"], ["taste", "palate"]))
SUKOSHI = entry(2, "少し", "すこし", (["adv", "n"], ["small quantity", "little"]))
AMARI = entry(3, "余り", "あまり", (["n", "adj-no"], ["remainder"]), (["adv"], ["(not) very"]))
DOKUJI = entry(4, "独自", "どくじ", (["adj-no", "adj-na", "n"], ["original", "unique"]))
TATOE = entry(5, "例え", "たとえ", (["n"], ["example"]))


class LearnerTermTests(unittest.TestCase):
    def test_suru_nouns_whatever_the_order_of_jmdicts_codes(self):
        # 勉強 n vs, 辟易 vs n, 着手 vs alone: all する-nouns; びっくり vs adv stays an adverb.
        self.assertEqual(resolve.learner_pos([Sense(pos=["n", "vs"])]), "する-noun")
        self.assertEqual(resolve.learner_pos([Sense(pos=["vs", "n"])]), "する-noun")
        self.assertEqual(resolve.learner_pos([Sense(pos=["vs"])]), "する-noun")
        self.assertEqual(resolve.learner_pos([Sense(pos=["vs", "adv"])]), "adverb")

    def test_a_senses_terms_are_each_code_normalised(self):
        self.assertEqual(parts_of_speech.sense_terms(Sense(pos=["adj-na", "n"])), {"な-adjective", "noun"})
        self.assertIn("する-noun", parts_of_speech.sense_terms(Sense(pos=["vs"])))
        self.assertIn("noun", parts_of_speech.sense_terms(Sense(pos=["n-t"])))
        self.assertEqual(parts_of_speech.sense_terms(Sense(pos=["v5k", "vi", "vt"])), {"godan verb, transitive and intransitive"})


class JMdictTests(unittest.TestCase):
    def test_a_part_of_speech_no_shown_sense_gives_is_named_with_jmdicts(self):
        problem = parts_of_speech.jmdict_problem(item("例え", "たとえ", "adverb", ["example"], 5), TATOE)
        self.assertIn("v:例え:たとえ", problem)
        self.assertIn("'adverb'", problem)
        self.assertIn("n (noun)", problem)

    def test_any_shown_sense_may_give_it(self):
        # あまり's second sense "(not) very" is an adverb; shown, so the adverb agrees with JMdict.
        self.assertIsNone(parts_of_speech.jmdict_problem(item("あまり", "あまり", "adverb", ["remainder", "(not) very"], 3,
                                                             alternates=["余り"]), AMARI))
        # Not shown, it does not.
        self.assertIsNotNone(parts_of_speech.jmdict_problem(item("あまり", "あまり", "adverb", ["remainder"], 3,
                                                                alternates=["余り"]), AMARI))

    def test_a_missing_entry_is_a_problem(self):
        self.assertIsNotNone(parts_of_speech.jmdict_problem(item("味覚", "みかく", "noun", ["taste"], 99), None))


class UniDicTests(unittest.TestCase):
    def test_a_na_adjective_unidic_has_as_a_plain_noun_is_flagged(self):
        problem = parts_of_speech.unidic_problem(item("味覚", "みかく", "な-adjective", ["taste"], 1), MIKAKU, "名詞-普通名詞-一般")
        self.assertIn("'な-adjective'", problem)
        self.assertIn("adj-na,n", problem)
        self.assertIn("名詞-普通名詞-一般", problem)
        self.assertIsNone(parts_of_speech.unidic_problem(item("味覚", "みかく", "noun", ["taste"], 1), MIKAKU, "名詞-普通名詞-一般"))
        # A noun that can be a 形状詞 (元気) agrees with the な-adjective.
        self.assertIsNone(parts_of_speech.unidic_problem(item("味覚", "みかく", "な-adjective", ["taste"], 1), MIKAKU,
                                                         "名詞-普通名詞-形状詞可能"))

    def test_a_noun_unidic_has_as_an_adverb_is_flagged_where_jmdict_gives_the_adverb(self):
        self.assertIsNotNone(parts_of_speech.unidic_problem(item("少し", "すこし", "noun", ["small quantity"], 2), SUKOSHI, "副詞"))
        self.assertIsNone(parts_of_speech.unidic_problem(item("少し", "すこし", "adverb", ["small quantity"], 2), SUKOSHI, "副詞"))
        # JMdict gives たとえ "example" no adverb: UniDic's 副詞 is another use, not a choice the deck made.
        self.assertIsNone(parts_of_speech.unidic_problem(item("例え", "たとえ", "noun", ["example"], 5), TATOE, "副詞"))

    def test_a_no_adjective_stands_against_unidics_keiyoshi(self):
        self.assertIsNone(parts_of_speech.unidic_problem(item("独自", "どくじ", "の-adjective", ["original"], 4), DOKUJI, "形状詞-一般"))

    def test_a_word_unidic_does_not_know_as_one_word_is_not_compared(self):
        self.assertIsNone(parts_of_speech.unidic_problem(item("味覚", "みかく", "な-adjective", ["taste"], 1), MIKAKU, None))


HIMA = entry(6, "暇", "ひま", (["n", "adj-na"], ["free time", "spare time"]))
ANZEN = entry(7, "安全", "あんぜん", (["adj-na", "n"], ["safety", "security"]))
SHINPAI = entry(8, "心配", "しんぱい", (["n", "vs", "adj-na"], ["worry", "concern"]))
ANSHIN = entry(9, "安心", "あんしん", (["n", "vs", "adj-na"], ["relief", "peace of mind"]))


class BothTermsTests(unittest.TestCase):
    """Rule 3: a noun that can be a 形状詞 in UniDic, with adj-na and a noun code on its shown senses."""

    def test_the_other_term_follows_the_words_own(self):
        second = parts_of_speech.second_term
        self.assertEqual(second(item("暇", "ひま", "noun", ["free time"], 6), HIMA, "名詞-普通名詞-形状詞可能"), "な-adjective")
        self.assertEqual(second(item("安全", "あんぜん", "な-adjective", ["safety"], 7), ANZEN, "名詞-普通名詞-形状詞可能"), "noun")
        self.assertEqual(second(item("心配", "しんぱい", "する-noun", ["worry"], 8), SHINPAI, "名詞-普通名詞-サ変形状詞可能"),
                         "な-adjective")
        self.assertEqual(second(item("安心", "あんしん", "な-adjective", ["relief"], 9), ANSHIN, "名詞-普通名詞-サ変形状詞可能"),
                         "する-noun")

    def test_only_where_unidic_and_jmdict_both_allow_it(self):
        second = parts_of_speech.second_term
        # UniDic's plain noun (味覚), its 形状詞 (a な-adjective alone), or no word of its own: one term.
        self.assertIsNone(second(item("味覚", "みかく", "noun", ["taste"], 1), MIKAKU, "名詞-普通名詞-一般"))
        self.assertIsNone(second(item("安全", "あんぜん", "な-adjective", ["safety"], 7), ANZEN, "形状詞-一般"))
        self.assertIsNone(second(item("安全", "あんぜん", "な-adjective", ["safety"], 7), ANZEN, None))
        # No adj-na on the senses shown (例え), or a term other than noun and な-adjective (独自).
        self.assertIsNone(second(item("例え", "たとえ", "noun", ["example"], 5), TATOE, "名詞-普通名詞-形状詞可能"))
        self.assertIsNone(second(item("独自", "どくじ", "の-adjective", ["original"], 4), DOKUJI, "名詞-普通名詞-形状詞可能"))

    def test_two_terms_are_each_held_to_the_senses_and_to_unidic(self):
        self.assertEqual(parts_of_speech.terms("noun, な-adjective"), ["noun", "な-adjective"])
        self.assertEqual(parts_of_speech.terms("godan verb, transitive"), ["godan verb, transitive"])
        self.assertIsNone(parts_of_speech.jmdict_problem(item("暇", "ひま", "noun, な-adjective", ["free time"], 6), HIMA))
        # 例え gives no な-adjective: the second term is wrong.
        self.assertIsNotNone(parts_of_speech.jmdict_problem(item("例え", "たとえ", "noun, な-adjective", ["example"], 5), TATOE))
        self.assertIsNone(parts_of_speech.unidic_problem(item("暇", "ひま", "noun, な-adjective", ["free time"], 6), HIMA,
                                                         "名詞-普通名詞-形状詞可能"))
        problem = parts_of_speech.unidic_problem(item("味覚", "みかく", "な-adjective, noun", ["taste"], 1), MIKAKU, "名詞-普通名詞-一般")
        self.assertIn("not a noun that can be a 形状詞", problem)


class DeckTests(unittest.TestCase):
    def write_decks(self, items: list[dict]) -> Path:
        out = Path(tempfile.mkdtemp())
        (out / "vocab").mkdir()
        (out / "vocab" / "n5.json").write_text(json.dumps({"kind": "vocab", "items": items}, ensure_ascii=False), encoding="utf-8")
        (out / "index.json").write_text(json.dumps({"decks": [{"file": "vocab/n5.json", "kind": "vocab"}]}), encoding="utf-8")
        return out

    def test_the_written_decks_are_checked_and_a_pos_line_decides_the_choice(self):
        out = self.write_decks([item("味覚", "みかく", "な-adjective", ["taste"], 1), item("例え", "たとえ", "adverb", ["example"], 5)])
        saved = parts_of_speech.unidic_parts_of_speech
        parts_of_speech.unidic_parts_of_speech = lambda items, directory: {"v:味覚:みかく": "名詞-普通名詞-一般"}
        try:
            by_sequence = {1: MIKAKU, 5: TATOE}
            found = parts_of_speech.problems(out, by_sequence, Path("unidic"), {})
            self.assertEqual(len(found), 2)
            self.assertTrue(any("v:味覚:みかく" in p for p in found))
            # A pos line keeping the な-adjective decides the choice; the JMdict rule still holds for the others.
            found = parts_of_speech.problems(out, by_sequence, Path("unidic"), {("味覚", "みかく"): "な-adjective"})
            self.assertEqual([p.split(":")[0:3] for p in found], [["v", "例え", "たとえ"]])
            # A pos line the decks do not follow (not rebuilt) is named.
            found = parts_of_speech.problems(out, by_sequence, Path("unidic"), {("味覚", "みかく"): "noun"})
            self.assertTrue(any("v:味覚:みかく" in p and "'noun'" in p for p in found))
        finally:
            parts_of_speech.unidic_parts_of_speech = saved


@unittest.skipUnless((CACHE / "jmdict.xml.gz").exists(), "tools/cache/jmdict.xml.gz is made by make decks")
class CommittedDecksTests(unittest.TestCase):
    def test_the_committed_decks_pass_the_check(self):
        # The decks as committed, with the curation file as it is now: a hand edit of either that the
        # build would refuse fails here too (UniDic's rule where make decks has unpacked unidic-lite).
        # A pos line newer than the decks is no failure here: make decks runs these tests first.
        jmdict = JMdict(CACHE / "jmdict.xml.gz")
        unidic = CACHE / f"unidic-lite-{sources.UNIDIC_LITE_VERSION}"
        unidic = unidic if (unidic / "sys.dic").exists() and shutil.which("mecab") else None
        curated = curation.load(ROOT / "tools" / "decks" / "curation.tsv").parts_of_speech
        found = parts_of_speech.problems(ROOT / "Decks", {e.sequence: e for e in jmdict.entries}, unidic, curated, built=False)
        self.assertEqual(found, [])


if __name__ == "__main__":
    unittest.main()
