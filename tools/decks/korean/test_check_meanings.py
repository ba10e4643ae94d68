#!/usr/bin/env python3
"""Unit tests of check_meanings.py on lines written to a temporary file (``make test`` runs them; the
deck build runs the checker itself over every meanings file)."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_meanings as check  # noqa: E402

ITEMS = {
    "v:例え:たとえ": {"id": "v:例え:たとえ", "word": "例え", "reading": "たとえ", "meanings": ["example", "simile"]},
    "v:衣料:いりょう": {"id": "v:衣料:いりょう", "word": "衣料", "reading": "いりょう", "meanings": ["clothing"]},
}
# (cognate, best, top3) as load_candidates gives them.
CANDIDATES = {"v:例え:たとえ": ("", "비록", ["비록", "설령"]), "v:衣料:いりょう": ("의료", "", [])}


class CheckMeaningsTests(unittest.TestCase):
    def run_lines(self, *lines):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "meanings-n3.tsv")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("# header\n" + "".join(line + "\n" for line in lines))
            errors, unreviewed = [], []
            stats = {"n3": {"words": 0, "lines": 0, "with_candidate": 0, "agree_best": 0, "agree_any": 0,
                            "reviewed": 0, "notes": 0}}
            check.check_file(path, ITEMS, {ident: "n3" for ident in ITEMS}, {}, CANDIDATES, errors, unreviewed, stats)
            return errors, unreviewed

    def test_a_meaning_sharing_no_word_with_the_candidates_needs_a_review(self):
        errors, unreviewed = self.run_lines("v:例え:たとえ\t비유; 예\t\t", "v:衣料:いりょう\t의류\t\t")
        self.assertEqual(errors, [])
        self.assertEqual(len(unreviewed), 2)
        self.assertIn("例え", unreviewed[0])
        self.assertIn("krdict=비록 / 설령", unreviewed[0])

    def test_a_reviewed_line_passes_and_its_reason_may_quote_english(self):
        errors, unreviewed = self.run_lines(
            "v:例え:たとえ\t비유; 예\t\treviewed: the noun 例え (simile); 비록 is the adverb 仮令",
            "v:衣料:いりょう\t의류\t\treviewed: 한자음 의료는 醫療와 같은 소리")
        self.assertEqual((errors, unreviewed), ([], []))

    def test_latin_letters_in_a_meaning_or_note_are_errors(self):
        errors, _ = self.run_lines("v:例え:たとえ\t비유; example\t\treviewed: x",
                                   "v:衣料:いりょう\t의류\tclothes\treviewed: x")
        self.assertTrue(any(error.startswith("meanings-n3.tsv:2: Latin letters in ko") for error in errors), errors)
        self.assertTrue(any(error.startswith("meanings-n3.tsv:3: Latin letters in note") for error in errors), errors)

    def test_malformed_lines_are_errors_naming_the_line(self):
        errors, _ = self.run_lines("v:例え:たとえ\t비유; 예; 비교; 우화\t\t", "v:衣料:いりょう\t의류\t\tok")
        self.assertTrue(errors[0].startswith("meanings-n3.tsv:2:"), errors)
        self.assertIn("1-3 equivalents", errors[0])
        self.assertTrue(errors[1].startswith("meanings-n3.tsv:3:"), errors)
        self.assertIn("review must be empty or 'reviewed: <reason>'", errors[1])


if __name__ == "__main__":
    unittest.main()
