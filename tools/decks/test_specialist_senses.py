"""Tests of the learner's meanings the teacher's sample at seed 20261204 asked for (tools/decks/resolve.py):
a later sense that is a specialist field's term (sumo, Buddhism, shogi, the Chinese constellations) leaves
the learner's meanings unless it is the word's main sense, and so does a later sense naming the genitals
(あそこ at N5).

    python3 -m unittest discover -s tools/decks -p 'test_specialist_senses.py'
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import resolve  # noqa: E402
from jmdict import Sense  # noqa: E402


class SpecialistSenseTests(unittest.TestCase):
    def test_a_later_sumo_or_buddhist_sense_leaves(self):
        counter = [Sense(pos=["ctr"], glosses=["counter for flat objects (e.g. sheets of paper)"]),
                   Sense(pos=["ctr"], fields=["sumo"], glosses=["counter for ranking level"])]
        self.assertEqual(resolve.meanings_of(counter), ["counter for flat objects (e.g. sheets of paper)"])
        grumble = [Sense(pos=["n"], glosses=["idle complaint", "grumble"]),
                   Sense(pos=["n"], fields=["Buddh"], glosses=["moha (ignorance, folly)"])]
        self.assertEqual(resolve.meanings_of(grumble), ["idle complaint", "grumble"])

    def test_a_later_sense_does_not_move_up_in_its_place(self):
        corner = [Sense(pos=["n"], glosses=["angle"]), Sense(pos=["n"], fields=["shogi"], glosses=["bishop"]),
                  Sense(pos=["n"], glosses=["square"]), Sense(pos=["n"], fields=["music"], glosses=["third degree"])]
        self.assertEqual(resolve.meanings_of(corner), ["angle", "square"])

    def test_a_specialist_main_sense_stays(self):
        bishop = [Sense(pos=["n"], fields=["shogi"], glosses=["bishop"]), Sense(pos=["n"], glosses=["angle"])]
        self.assertEqual(resolve.meanings_of(bishop), ["bishop", "angle"])

    def test_other_fields_stay(self):
        software = [Sense(pos=["n"], glosses=["soft"]), Sense(pos=["n"], fields=["comp"], glosses=["software"])]
        self.assertEqual(resolve.meanings_of(software), ["soft", "software"])

    def test_a_later_sense_naming_the_genitals_leaves(self):
        there = [Sense(pos=["pn"], glosses=["there", "over there"]),
                 Sense(pos=["n"], misc=["col"], glosses=["genitals", "private parts"])]
        self.assertEqual(resolve.meanings_of(there), ["there", "over there"])

    def test_a_colloquial_kana_sense_leaves_a_kanji_word(self):
        # 攻め at N1 showed "dominant partner of a homosexual relationship", a kana-only colloquial sense.
        attack = [Sense(pos=["n"], glosses=["attack", "offence"]),
                  Sense(pos=["n"], misc=["uk", "col"], glosses=["dominant partner of a homosexual relationship"]),
                  Sense(pos=["suf"], glosses=["a barrage of"])]
        self.assertEqual(resolve.meanings_of(attack, "攻め"), ["attack", "offence", "a barrage of"])
        # In kana, or where the main sense is kana too, it stays (the kana word is what JMdict writes).
        self.assertIn("dominant partner of a homosexual relationship", resolve.meanings_of(attack, "せめ"))
        neck = [Sense(pos=["n"], glosses=["neck"]), Sense(pos=["n"], misc=["uk"], glosses=["dismissal"])]
        self.assertEqual(resolve.meanings_of(neck, "首"), ["neck", "dismissal"])


if __name__ == "__main__":
    unittest.main()
