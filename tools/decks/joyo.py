"""The official jōyō kanji table (2010), vendored in tools/decks/joyo/ (see its SOURCE.md): which
readings of a kanji are official, with the table's example words."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from sources import SourceError, sha256
from tokenizer import to_hiragana

TABLE = Path(__file__).resolve().parent / "joyo" / "joyokanjihyo.json"
TABLE_SHA256 = "1b66081e04bf010faf08e9ec2e360f5d6b4abbcb3415423ba629ccd542fab7b8"
# The table's forms of four kanji, mapped to the forms the decks write (KANJIDIC2's usual ones).
DECK_FORMS = {"頰": "頬", "𠮟": "叱", "剝": "剥", "塡": "塡"}


@dataclass
class OfficialReading:
    """One reading of the table: katakana for on'yomi, hiragana (no okurigana mark) for kun'yomi."""

    reading: str
    examples: list[str] = field(default_factory=list)


def load(path: Path = TABLE) -> dict[str, list[OfficialReading]]:
    """The official readings of each jōyō kanji (in the decks' form), in the table's order."""
    digest = sha256(path)
    if digest != TABLE_SHA256:
        raise SourceError(f"{path}: unexpected SHA-256 {digest} (expected {TABLE_SHA256})")
    result: dict[str, list[OfficialReading]] = {}
    for number, record in enumerate(json.loads(path.read_text(encoding="utf-8")), 1):
        subject, reading = record.get("subject"), record.get("reading")
        if not subject or not reading:
            raise SourceError(f"{path}: record {number} has no kanji or reading")
        kanji = DECK_FORMS.get(subject, subject)
        examples = [w for w in record.get("examples") or [] if w]
        result.setdefault(kanji, []).append(OfficialReading(reading, examples))
    return result


def full(reading: str) -> str:
    """A KANJIDIC2 reading in hiragana without its okurigana dot or affix dash (い.きる: いきる)."""
    return to_hiragana(reading.replace("-", "").replace(".", ""))


def matches(kanjidic_reading: str, official: OfficialReading) -> bool:
    """Whether a KANJIDIC2 reading is the table's: the same kana in full, an on'yomi in katakana
    and a kun'yomi in hiragana (the table writes no okurigana mark)."""
    on = kanjidic_reading[:1] >= "\u30a1" and kanjidic_reading[:1] <= "\u30fa"
    official_on = "\u30a1" <= official.reading[:1] <= "\u30fa"
    return on == official_on and full(kanjidic_reading) == to_hiragana(official.reading)
