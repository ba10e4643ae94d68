"""Which readings of a kanji are rare, derived from JMdict's common words (no official source).

The official jōyō table (常用漢字表) lists which readings are taught; no package on PyPI or Debian
carries its readings (PyPI ``kanji-lists`` and ``joyo`` hold the characters only; KANJIDIC2's
``r_status`` attribute, meant for it, is empty). So rarity is derived: a reading of a kanji is
*common* when a common JMdict word (a spelling and reading with a frequency tag) written with the
kanji uses it, found by aligning the word's reading with its kanji's KANJIDIC2 readings
(rendaku and small っ allowed); otherwise it is *rare*. The decks label this as derived.
"""

from __future__ import annotations

from functools import lru_cache

from jmdict import JMdict
from text import is_kanji
from tokenizer import to_hiragana

_VOICED = str.maketrans("かきくけこさしすせそたちつてとはひふへほ", "がぎぐげござじずぜぞだぢづでどばびぶべぼ")
_HALF_VOICED = str.maketrans("はひふへほ", "ぱぴぷぺぽ")


def _kana(reading: str) -> str:
    """A KANJIDIC2 reading as the kana it covers inside a word: on'yomi in hiragana, a kun'yomi's
    stem before its okurigana dot, affix dashes dropped."""
    return to_hiragana(reading.split(".")[0].replace("-", ""))


def _variants(kana: str) -> set[str]:
    """The forms a reading takes inside a word: as is, voiced first kana (rendaku), and a final
    つ/く/ち/き as a small っ (gemination)."""
    forms = {kana}
    if kana:
        forms.add(kana[0].translate(_VOICED) + kana[1:])
        forms.add(kana[0].translate(_HALF_VOICED) + kana[1:])
        if len(kana) > 1 and kana[-1] in "つくちき":
            forms.add(kana[:-1] + "っ")
    return forms


def _ordered(readings: list[str], following: str) -> list[str]:
    """The readings to try for a kanji followed by `following` in the word: a kun'yomi whose
    okurigana starts with that kana first (一つ is ひと.つ, not ひと-), then readings without
    okurigana, then the other kun'yomi (生き物 reads い.きる's stem)."""
    after = to_hiragana(following)
    matching = [r for r in readings if "." in r and after and to_hiragana(r.split(".", 1)[1].replace("-", ""))[:1] == after]
    plain = [r for r in readings if "." not in r]
    return matching + plain + [r for r in readings if r not in matching and r not in plain]


def align(word: str, reading: str, readings: dict[str, list[str]]) -> list[tuple[str, str, str]] | None:
    """The KANJIDIC2 reading each kanji of `word` takes in `reading` ((kanji, reading, the kana it
    covers there) triples), or None when the word cannot be read kanji by kanji (jukujikun such as
    今日 きょう)."""
    reading = to_hiragana(reading)

    @lru_cache(maxsize=None)
    def walk(i: int, j: int) -> tuple | None:
        if i == len(word):
            return () if j == len(reading) else None
        char = word[i]
        if char == "々" and i > 0:
            char = word[i - 1]
        if not is_kanji(char):
            if j < len(reading) and to_hiragana(char) == reading[j]:
                return walk(i + 1, j + 1)
            return None
        for original in _ordered(readings.get(char, []), word[i + 1:i + 2]):
            for form in _variants(_kana(original)):
                if form and reading.startswith(form, j):
                    rest = walk(i + 1, j + len(form))
                    if rest is not None:
                        return ((char, original, form),) + rest
        return None

    found = walk(0, 0)
    return list(found) if found is not None else None


def used_readings(jmdict: JMdict, readings: dict[str, list[str]], extra_words: list[tuple[str, str]]) -> dict[str, set[str]]:
    """Per kanji, the readings (as KANJIDIC2 writes them) that a common JMdict word or one of
    `extra_words` (the decks' own words) uses."""
    used: dict[str, set[str]] = {}
    pairs = set(extra_words)
    for entry in jmdict.entries:
        for spelling in entry.spellings:
            if not spelling.priority or not any(is_kanji(c) for c in spelling.text):
                continue
            for reading in entry.readings:
                if reading.priority and entry.reads(spelling.text, reading.text):
                    pairs.add((spelling.text, reading.text))
    for word, reading in pairs:
        if not any(c in readings for c in word):
            continue
        for char, original, form in align(word, reading, readings) or []:
            # The same reading written as an affix or plain (まえ, -まえ; き.れる, -き.れる) is one
            # reading, and a voiced form met in the word (日曜日 び) counts for the -び written so.
            stem = _kana(original)
            used.setdefault(char, set()).update(
                r for r in readings[char] if _full(r) == _full(original) or (form != stem and _kana(r) == form))
    return used


def _full(reading: str) -> str:
    """A KANJIDIC2 reading without its notation: okurigana joined, affix dashes dropped."""
    return to_hiragana(reading.replace("-", "").replace(".", ""))
