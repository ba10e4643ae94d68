"""Tests of tools/decks/topics.py: the topic file's rules and the topic day plan.

    python3 -m unittest discover -s tools/decks -p 'test_topics.py'
"""

from __future__ import annotations

import sys
import tempfile
import unittest
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import topics  # noqa: E402


@dataclass
class Word:
    word: str
    reading: str


def write(text: str) -> Path:
    handle = tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8")
    handle.write(text)
    handle.close()
    return Path(handle.name)


class TopicFileTests(unittest.TestCase):
    def test_reads_words_and_word_reading_keys(self):
        listed = topics.load(write("# comment\nbody\tpart of the body\t首 指\nfood\ta taste\t味:あじ\n"))
        self.assertEqual(listed.topic("首", "くび"), "body")
        self.assertEqual(listed.topic("味", "あじ"), "food")
        self.assertIsNone(listed.topic("味", "み"))
        self.assertEqual(listed.lines, 2)

    def test_bad_lines_name_the_file_and_line(self):
        cases = {
            "astronomy\treason\t星\n": "unknown topic 'astronomy'",
            "body\t \t首\n": "the reason is empty",
            "body\treason\n": "expected TOPIC, REASON and WORDS",
            "body\treason\t首\nfood\treason\t首\n": "首 is already in topic body",
        }
        for text, message in cases.items():
            path = write(text)
            with self.assertRaises(topics.TopicError) as raised:
                topics.load(path)
            self.assertIn(path.name + ":", str(raised.exception))
            self.assertIn(message, str(raised.exception))

    def test_unknown_words_are_listed(self):
        listed = topics.load(write("body\treason\t首 首輪\n"))
        self.assertEqual(topics.unknown_words(listed, [Word("首", "くび")]), ["首輪"])


class TopicPlanTests(unittest.TestCase):
    @staticmethod
    def level(counts: dict[str, int], mixed: int):
        """Words of each topic (interleaved, as frequency order would have them) and mixed words,
        with natural days of 20 words, and the topic each word has."""
        words, topic_of = [], {}
        pools = {topic: [Word(f"{topic}{i}", "よみ") for i in range(n)] for topic, n in counts.items()}
        pools["-"] = [Word(f"mixed{i}", "よみ") for i in range(mixed)]
        while any(pools.values()):
            for topic, pool in pools.items():
                if pool:
                    word = pool.pop(0)
                    words.append(word)
                    if topic != "-":
                        topic_of[word.word] = topic
        natural = [(i // 20 + 1, w) for i, w in enumerate(words)]
        return natural, lambda w: topic_of.get(w.word)

    def test_a_topic_makes_as_many_days_as_it_fills(self):
        natural, topic_of = self.level({"body": 30, "food": 25, "work": 13}, 100)
        chunks, _ = topics.topic_chunks(natural, topic_of)
        sizes = {topic: [len(c.words) for c in chunks if c.topic == topic] for topic in ("body", "food", "work")}
        self.assertEqual(sizes, {"body": [15, 15], "food": [20], "work": []})

    def test_plan_places_every_word_once_and_topic_days_hold_their_topic_only(self):
        natural, topic_of = self.level({"body": 30, "food": 25, "school": 41}, 171)
        plan, labels = topics.plan_level(natural, topic_of, set(), [10_000] * 20, 0, 1, 20)
        self.assertEqual(sorted(id(w) for _, w in plan), sorted(id(w) for _, w in natural))
        self.assertEqual(sorted(labels.values()), ["body", "body", "food", "school", "school"])
        self.assertEqual(topics.day_topics(plan, topic_of, 20), labels)
        for day, topic in labels.items():
            words = [w for d, w in plan if d == day]
            # A short topic (body: two days of 15) makes shorter days, never topped up with other words.
            self.assertEqual([topic_of(w) for w in words], [topic] * len(words))
            self.assertTrue(topics.MIN_TOPIC_WORDS <= len(words) <= 20)
            # In frequency (natural) order.
            self.assertEqual(words, [w for _, w in natural if w in words])
        self.assertEqual(sorted(sum(1 for d, _ in plan if d == day) for day in labels), [15, 15, 20, 20, 20])
        # The other days share the rest evenly (177 words: 20 on the first six, then 19), fuller first.
        mixed = [sum(1 for d, _ in plan if d == day) for day in sorted({d for d, _ in plan}) if day not in labels]
        self.assertEqual(mixed, [20] * 6 + [19] * 3)

    def test_everyday_topics_come_before_abstract_ones_a_round_at_a_time(self):
        # Society words are the most frequent here (first in natural order), yet the level opens with
        # people and food; each topic's second day comes after every topic's first.
        natural, topic_of = self.level({"society": 40, "food": 20, "people": 40, "work": 20}, 200)
        natural = sorted(natural, key=lambda pair: (topic_of(pair[1]) != "society", pair[0]))
        natural = [(i // 20 + 1, w) for i, (_, w) in enumerate(natural)]
        plan, labels = topics.plan_level(natural, topic_of, set(), [10_000] * 30, 0, 1, 20)
        self.assertEqual([labels[day] for day in sorted(labels)], ["people", "food", "work", "society", "people", "society"])
        # A topic's first day holds its most frequent words.
        first_society = min(day for day, topic in labels.items() if topic == "society")
        self.assertEqual([w for d, w in plan if d == first_society], [w for _, w in natural if topic_of(w) == "society"][:20])

    def test_a_topic_day_waits_for_its_kanji(self):
        # One topic day needing 20 new kanji, the kanji deck teaching 10 a day: it cannot open the level.
        natural = [(1, Word(chr(0x4E00 + i), "よみ")) for i in range(20)]
        natural += [(2 + i // 20, Word(f"かな{i}", "よみ")) for i in range(40)]
        topic_of = lambda w: "body" if "\u4e00" <= w.word <= "\u9fff" else None  # noqa: E731
        kanji = {w.word for _, w in natural if topic_of(w)}
        plan, labels = topics.plan_level(natural, topic_of, kanji, [10, 20, 30], 30, 1, 20)
        self.assertEqual(list(labels.items()), [(2, "body")])


class SeriesOrderTests(unittest.TestCase):
    """The days of the week in a teacher's order (N3 day 68 had them by frequency)."""

    def test_weekdays_go_together_monday_first(self):
        words = [Word(w, "") for w in ["世紀", "火曜", "土曜", "曜日", "金曜", "月曜", "日曜", "木曜", "秒"]]
        ordered = [w.word for w in topics.in_series_order(words)]
        self.assertEqual(ordered, ["世紀", "月曜", "火曜", "木曜", "金曜", "土曜", "日曜", "曜日", "秒"])

    def test_the_written_decks_are_checked(self):
        good = [{"day": 1, "word": w} for w in ["月曜", "火曜", "秒"]]
        self.assertEqual(topics.series_problems(good), [])
        shuffled = [{"day": 1, "word": w} for w in ["火曜", "月曜"]]
        self.assertEqual(len(topics.series_problems(shuffled)), 1)
        apart = [{"day": 2, "word": w} for w in ["月曜", "秒", "火曜"]]
        self.assertEqual(len(topics.series_problems(apart)), 1)
        other_days = [{"day": 1, "word": "火曜"}, {"day": 2, "word": "月曜"}]
        self.assertEqual(topics.series_problems(other_days), [])


if __name__ == "__main__":
    unittest.main()
