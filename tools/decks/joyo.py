"""The official jōyō kanji table (2010), vendored in tools/decks/joyo/ (see its SOURCE.md): which
readings of a kanji are official, with the table's example words."""

from __future__ import annotations

import json
import re
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
    # Another form of the reading the table's note accepts (免 まぬかれる: 「まぬがれる」とも), official too.
    variants: list[str] = field(default_factory=list)


# A note accepting another form of the reading itself, in the same script (免 まぬかれる 「まぬがれる」とも, 側 がわ
# 「かわ」とも, 十 ジッ 「ジュッ」とも); notes on a word (「遺言」は，「イゴン」とも) or in the other script
# (主 ぬし 「ホッシュ」とも, a stray line of 法主) are not.
_VARIANT_NOTE = re.compile(r"^「([\u3041-\u3096]+|[\u30a1-\u30fa\u30fc]+)」とも。$")


def variants(reading: str, note: str) -> list[str]:
    """The other forms of `reading` its note accepts (see _VARIANT_NOTE)."""
    match = _VARIANT_NOTE.match(note.split("］")[-1].strip())
    if not match:
        return []
    katakana = "\u30a1" <= reading[:1] <= "\u30fa"
    return [match.group(1)] if katakana == ("\u30a1" <= match.group(1)[:1] <= "\u30fa") else []


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
        result.setdefault(kanji, []).append(OfficialReading(reading, examples, variants(reading, record.get("note") or "")))
    return result


def full(reading: str) -> str:
    """A KANJIDIC2 reading in hiragana without its okurigana dot or affix dash (い.きる: いきる)."""
    return to_hiragana(reading.replace("-", "").replace(".", ""))


def matches(kanjidic_reading: str, official: OfficialReading) -> bool:
    """Whether a KANJIDIC2 reading is the table's: the same kana in full, an on'yomi in katakana
    and a kun'yomi in hiragana (the table writes no okurigana mark); or a variant its note accepts."""
    on = kanjidic_reading[:1] >= "\u30a1" and kanjidic_reading[:1] <= "\u30fa"
    official_on = "\u30a1" <= official.reading[:1] <= "\u30fa"
    forms = [official.reading, *official.variants]
    return on == official_on and full(kanjidic_reading) in {to_hiragana(form) for form in forms}


def is_variant(kanjidic_reading: str, official: OfficialReading) -> bool:
    """Whether a KANJIDIC2 reading is a variant the note accepts, not the table's reading itself."""
    return matches(kanjidic_reading, official) and full(kanjidic_reading) != to_hiragana(official.reading)
