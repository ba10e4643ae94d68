"""Small helpers for Japanese script."""

from __future__ import annotations

import re

_KANA = re.compile(r"^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30feー]+$")


def is_kana(text: str) -> bool:
    """Whether the text is hiragana/katakana only (with the long-vowel mark)."""
    return bool(_KANA.match(text))


def is_kanji(char: str) -> bool:
    """Whether one character is a CJK ideograph (including 々)."""
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF or char == "々"


def kanji_in(text: str) -> list[str]:
    """Returns the ideographs of a text in order, without repeats."""
    seen: list[str] = []
    for char in text:
        if is_kanji(char) and char != "々" and char not in seen:
            seen.append(char)
    return seen


def hiragana(text: str) -> str:
    """Converts katakana to hiragana, leaving everything else alone."""
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


_VOICED = dict(zip("かきくけこさしすせそたちつてとはひふへほ", "がぎぐげござじずぜぞだぢづでどばびぶべぼ"))
_SEMI = dict(zip("はひふへほ", "ぱぴぷぺぽ"))


def reading_variants(reading: str) -> set[str]:
    """Returns the forms a kanji reading takes inside words: rendaku and small-tsu gemination."""
    base = hiragana(reading.replace("-", "").split(".")[0])
    if not base:
        return set()
    forms = {base}
    first = base[0]
    for table in (_VOICED, _SEMI):
        if first in table:
            forms.add(table[first] + base[1:])
    if len(base) >= 2 and base[-1] in "つくちき":
        forms |= {f[:-1] + "っ" for f in list(forms)}
    return forms
