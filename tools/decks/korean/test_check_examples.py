#!/usr/bin/env python3
"""Unit tests of check_examples.py, on a small deck and examples file written to a temporary folder
(``python3 -m unittest discover -s tools/decks/korean -p 'test_*.py'``; ``make decks-korean`` and
``make test`` run them)."""

import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_examples as check  # noqa: E402


def deck(*items):
    return {"format": 1, "kind": "vocab", "level": "N5", "title": "t", "itemsPerDay": 20, "items": list(items)}


def word(word, ko, *sentences):
    return {"id": f"v:{word}:{word}", "word": word, "reading": word, "meanings": ["x"], "ko": ko, "day": 1,
            "examples": [{"ja": ja, "en": "x"} for ja in sentences]}


class CheckExamplesTests(unittest.TestCase):
    def run_check(self, items, text):
        with tempfile.TemporaryDirectory() as folder:
            os.makedirs(os.path.join(folder, "Decks", "vocab"))
            with open(os.path.join(folder, "Decks", "vocab", "n5.json"), "w", encoding="utf-8") as handle:
                json.dump(deck(*items), handle, ensure_ascii=False)
            with open(os.path.join(folder, "examples-n5.tsv"), "w", encoding="utf-8") as handle:
                handle.write(text)
            reports = check.run(["n5", "n4"], os.path.join(folder, "Decks"), folder, "")
        self.assertEqual(len(reports), 1, "only the level with a file is checked")
        return reports[0]

    def test_a_clean_file_has_no_errors_and_counts_the_meaning(self):
        report = self.run_check([word("食べる", ["먹다"], "魚を食べる。", "ご飯を食べた。")],
                                "ja\tko\tnote\n魚を食べる。\t생선을 먹는다.\t\nご飯を食べた。\t밥을 먹었다.\n")
        self.assertEqual(report.errors, [])
        self.assertEqual((report.hits, report.pairs), (2, 2))

    def test_coverage_and_stray_lines_are_errors(self):
        report = self.run_check([word("猫", ["고양이"], "猫だ。", "猫がいる。")],
                                "ja\tko\tnote\n猫だ。\t고양이다.\n犬だ。\t개다.\n")
        self.assertTrue(any("no line for the deck sentence 猫がいる。" in e for e in report.errors), report.errors)
        self.assertTrue(any(":3: 犬だ。 is not a sentence" in e for e in report.errors), report.errors)

    def test_the_header_and_the_fields_are_checked(self):
        report = self.run_check([word("猫", ["고양이"], "猫だ。")], "ja\tko\n猫だ。\t고양이다.\n")
        self.assertTrue(any(":1: the first line must be the header" in e for e in report.errors))
        report = self.run_check([word("猫", ["고양이"], "猫だ。")], "ja\tko\tnote\n猫だ。\t고양이다.\ta\tb\n")
        self.assertTrue(any(":2: expected ja, ko and an optional note" in e for e in report.errors))

    def test_kana_kanji_and_control_characters_are_errors(self):
        self.assertEqual(check.text_problems("고양이다."), [])
        self.assertIn("holds kana or kanji: 猫", check.text_problems("猫이다."))
        self.assertIn("holds kana or kanji: の", check.text_problems("고양이の 집"))
        self.assertIn("holds a control or bidi character", check.text_problems("고양이\u202e다"))
        self.assertEqual(check.text_problems("  "), ["the Korean is empty"])
        self.assertEqual(check.text_problems("'평화 학습'을 해요, OK? 100%"), [])

    def test_numbers_in_digits_must_be_kept(self):
        line = check.Line("バスは５分後に発車します。", "버스는 곧 출발합니다.", "", "f:2")
        self.assertIn("the number 5 of the Japanese is not in the Korean", check.line_problems(line))
        line.ko = "버스는 5분 후에 출발합니다."
        self.assertEqual(check.line_problems(line), [])
        # small numbers may be written as Korean writes them in words
        self.assertEqual(check.line_problems(check.Line("僕は１日に２回歯を磨く。", "나는 하루에 두 번 이를 닦는다.", "", "f")), [])
        # 15 is not 5
        self.assertTrue(check.line_problems(check.Line("５分です。", "15분입니다.", "", "f")))

    def test_length_ratio_bounds(self):
        self.assertIsNone(check.ratio_problem("今日はとても寒いです。", "오늘은 아주 추워요."))
        self.assertIsNotNone(check.ratio_problem("今日はとても寒いです。", "네."))
        self.assertIsNotNone(check.ratio_problem("猫がいる日です。", "가" * 40))
        self.assertIsNone(check.ratio_problem("猫だ。", "고양이입니다."), "short sentences are not measured")

    def test_the_meaning_is_found_in_its_forms(self):
        self.assertTrue(check.mentions("오늘은 추워.", ["춥다"]))           # ㅂ irregular
        self.assertTrue(check.mentions("노래를 들어 봐.", ["듣다"]))       # ㄷ irregular
        self.assertTrue(check.mentions("전혀 몰라.", ["모르다"]))          # 르 irregular
        self.assertTrue(check.mentions("매일 공부해요.", ["공부(하다)"]))
        self.assertTrue(check.mentions("책 고마워.", ["고맙습니다"]))
        self.assertTrue(check.mentions("제가 낼게요.", ["나", "저"]))
        self.assertTrue(check.mentions("1월에 만났어요.", ["일월"]))       # digits read as Sino-Korean numerals
        self.assertTrue(check.mentions("6월에는 비가 많다.", ["유월"]))
        self.assertTrue(check.mentions("장 보러 갈래?", ["장보기"]))
        self.assertTrue(check.mentions("흐린 날이에요.", ["흐림"]))
        self.assertFalse(check.mentions("불 꺼.", ["전기", "전등"]))
        self.assertFalse(check.mentions("기다려.", ["가다"]), "a one-syllable stem counts only at a word's start")

    def test_a_miss_is_listed_not_an_error(self):
        report = self.run_check([word("電気", ["전기", "전등"], "電気消して。")], "ja\tko\tnote\n電気消して。\t불 꺼.\t\n")
        self.assertEqual(report.errors, [])
        self.assertEqual((report.hits, report.pairs), (0, 1))
        self.assertIn("電気消して。 -> 불 꺼.", report.misses[0])

    def test_sino_korean_numbers(self):
        self.assertEqual([check.sino_korean(n) for n in ("0", "1", "12", "20", "100", "2013", "50000")],
                         ["영", "일", "십이", "이십", "백", "이천십삼", "오만"])


if __name__ == "__main__":
    unittest.main()
