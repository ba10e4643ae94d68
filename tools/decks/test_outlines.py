"""Tests of tools/decks/build_outlines.py: the outline files the app reads in place of the decks'
JSON for its search index and day lists.

    python3 -m unittest discover -s tools/decks -p 'test_outlines.py'
"""

from __future__ import annotations

import io
import json
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_outlines  # noqa: E402

WORD = {"id": "v:食べる:たべる", "word": "食べる", "reading": "たべる", "meanings": ["to eat", "to live on"],
        "ko": ["먹다"], "day": 3, "alternates": ["喰べる"], "pitch": 2,
        "examples": [{"ja": "パンを食べる。", "en": "I eat bread.", "segments": [["パンを", ""], ["食", "た"], ["べる。", ""]]}]}
KANJI = {"id": "k:日", "kanji": "日", "day": 1, "strokes": 4, "radical": "日", "onyomi": ["ニチ", "ジツ"],
         "kunyomi": ["ひ", "-び"], "meanings": ["day", "sun"], "examples": []}


def deck(kind: str, items: list[dict]) -> bytes:
    document = {"format": 1, "kind": kind, "level": "N5", "title": "T", "itemsPerDay": 2, "dayTopics": {"3": "food"},
                "items": items}
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


class OutlineTextTests(unittest.TestCase):
    def test_word_line_keeps_what_the_index_reads_and_no_examples(self) -> None:
        data = deck("vocab", [WORD, {"id": "v:本:ほん", "word": "本", "reading": "ほん", "meanings": ["book"], "day": 1}])
        lines = build_outlines.outline_text(data, "vocab/n5.json").split("\n")
        self.assertEqual(lines[0], f"mainichi-outline\t1\t{len(data)}\t2")
        header = json.loads(lines[1])
        self.assertEqual(header["items"], [])
        self.assertEqual(header["dayTopics"], {"3": "food"})
        self.assertEqual(lines[2], "v:食べる:たべる\t3\t食べる\tたべる\t1\t喰べる\t2\tto eat\tto live on\t1\t먹다")
        self.assertEqual(lines[3], "v:本:ほん\t1\t本\tほん\t0\t1\tbook\t0")
        self.assertEqual(lines[4:], [""])
        self.assertNotIn("パン", "\n".join(lines))

    def test_kanji_line(self) -> None:
        text = build_outlines.outline_text(deck("kanji", [KANJI]), "kanji/n5.json")
        self.assertEqual(text.split("\n")[2], "k:日\t1\t日\t2\tニチ\tジツ\t2\tひ\t-び\t2\tday\tsun\t0")

    def test_every_item_has_a_line(self) -> None:
        items = [dict(WORD, id=f"v:語{n}:ご{n}", word=f"語{n}") for n in range(50)]
        lines = build_outlines.outline_text(deck("vocab", items), "vocab/n5.json").rstrip("\n").split("\n")
        self.assertEqual([line.split("\t")[0] for line in lines[2:]], [item["id"] for item in items])

    def test_refuses_what_a_line_cannot_hold(self) -> None:
        for field, value in (("word", "食\tべる"), ("meanings", ["to\neat"]), ("ko", ["먹\r다"])):
            with self.subTest(field=field):
                with self.assertRaisesRegex(build_outlines.OutlineError, rf"items\[0\]\.{field}"):
                    build_outlines.outline_text(deck("vocab", [dict(WORD, **{field: value})]), "vocab/n5.json")

    def test_refuses_a_missing_field_a_wrong_type_and_a_repeated_id(self) -> None:
        without_reading = {key: value for key, value in WORD.items() if key != "reading"}
        cases = [([without_reading], r"items\[0\]\.reading"), ([dict(WORD, meanings="to eat")], r"items\[0\]\.meanings"),
                 ([dict(WORD, day="3")], r"items\[0\]\.day"), ([WORD, WORD], r"items\[1\]\.id: .* used twice")]
        for items, message in cases:
            with self.subTest(message=message):
                with self.assertRaisesRegex(build_outlines.OutlineError, message):
                    build_outlines.outline_text(deck("vocab", items), "vocab/n5.json")


class MainTests(unittest.TestCase):
    def run_main(self, *args: str) -> int:
        with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
            return build_outlines.main(list(args))

    def test_writes_then_checks_then_finds_a_stale_outline(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            decks = Path(folder)
            (decks / "vocab").mkdir()
            (decks / "vocab" / "n5.json").write_bytes(deck("vocab", [WORD]))
            self.assertEqual(self.run_main("--decks", folder, "--check"), 1, "missing outline")
            self.assertEqual(self.run_main("--decks", folder), 0)
            self.assertTrue((decks / "vocab" / "n5.outline").exists())
            self.assertEqual(self.run_main("--decks", folder, "--check"), 0)
            (decks / "vocab" / "n5.json").write_bytes(deck("vocab", [dict(WORD, meanings=["to dine"])]))
            self.assertEqual(self.run_main("--decks", folder, "--check"), 1, "deck changed after its outline")
            (decks / "vocab" / "n5.json").unlink()
            self.assertEqual(self.run_main("--decks", folder), 0)
            self.assertFalse((decks / "vocab" / "n5.outline").exists(), "an outline without its deck is removed")


if __name__ == "__main__":
    unittest.main()
