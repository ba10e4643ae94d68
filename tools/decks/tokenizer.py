"""Batch tokenization with the `mecab` command and headword matching over its tokens."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Token:
    """One MeCab morpheme: the text as written, its dictionary (base) form and its reading in hiragana.

    The reading is empty when MeCab does not know the word.
    """

    surface: str
    base: str
    reading: str = ""
    # UniDic only: the part of speech (名詞-普通名詞), the lemma as UniDic writes it (為る for
    # する, 其れ for それ) and the lemma's reading in hiragana (する, それ).
    pos: str = ""
    lemma: str = ""
    lemma_reading: str = ""


def tokenize(sentences: list[str], dictionary: Path | None) -> dict[str, list[Token]]:
    """Tokenizes many sentences in one `mecab` run; returns the tokens of each distinct sentence."""
    unique = sorted(set(s.replace("\n", " ").replace("\r", " ") for s in sentences))
    command = ["mecab"]
    if dictionary is not None:
        command += ["-d", str(dictionary)]
    run = subprocess.run(
        command, input="\n".join(unique) + "\n", capture_output=True, text=True, encoding="utf-8", check=True
    )
    result: dict[str, list[Token]] = {}
    tokens: list[Token] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            if index < len(unique):
                result[unique[index]] = tokens
            index += 1
            tokens = []
            continue
        if not line:
            continue
        surface, _, features = line.partition("\t")
        fields = features.split(",")
        base = fields[6] if len(fields) > 6 and fields[6] != "*" else surface
        reading = to_hiragana(fields[7]) if len(fields) > 7 and fields[7] != "*" else ""
        tokens.append(Token(surface, base, reading))
    if index != len(unique):
        raise RuntimeError(f"mecab returned {index} sentences for {len(unique)}")
    return result


# UniDic's fields (its dicrc lists them): pos1, pos2, lForm (the lemma's reading), lemma,
# orthBase (the dictionary form as written here), kana (this form's reading).
_UNIDIC_NODE = "%m\\t%f[0]\\t%f[1]\\t%f[6]\\t%f[7]\\t%f[10]\\t%f[17]\\n"
_UNIDIC_UNKNOWN = "%m\\t%f[0]\\t%f[1]\\t\\t\\t\\t\\n"


def tokenize_unidic(sentences: list[str], dictionary: Path) -> dict[str, list[Token]]:
    """Tokenizes many sentences with UniDic (the unidic-lite dictionary run by the `mecab` command,
    as fugashi would run it); returns the tokens of each distinct sentence with their part of
    speech, lemma and lemma reading. A word UniDic does not know has no reading and no lemma."""
    unique = sorted(set(s.replace("\n", " ").replace("\r", " ") for s in sentences))
    command = ["mecab", "-d", str(dictionary), "-O", "", "-F", _UNIDIC_NODE, "-U", _UNIDIC_UNKNOWN, "-E", "EOS\\n"]
    run = subprocess.run(command, input="\n".join(unique) + "\n", capture_output=True, text=True, encoding="utf-8", check=True)
    result: dict[str, list[Token]] = {}
    tokens: list[Token] = []
    index = 0
    for line in run.stdout.split("\n"):
        if line == "EOS":
            if index < len(unique):
                result[unique[index]] = tokens
            index += 1
            tokens = []
            continue
        if not line:
            continue
        fields = line.split("\t")
        fields += [""] * (7 - len(fields))
        surface, pos1, pos2, lemma_reading, lemma, base, kana = fields[:7]
        tokens.append(Token(surface, base or surface, to_hiragana(kana), "-".join(p for p in (pos1, pos2) if p and p != "*"),
                            lemma, to_hiragana(lemma_reading)))
    if index != len(unique):
        raise RuntimeError(f"mecab (UniDic) returned {index} sentences for {len(unique)}")
    return result


def sentence_reading(tokens: list[Token]) -> str | None:
    """The whole sentence read in hiragana as the analyser reads it (kana as written, kanji by the
    token's reading); None when a token with kanji has no reading."""
    parts = []
    for token in tokens:
        if has_kanji(token.surface):
            if not is_kana(token.reading):
                return None
            parts.append(token.reading)
        else:
            parts.append(to_hiragana(token.surface))
    return "".join(parts)


def _spans(tokens: list[Token]) -> list[tuple[int, int, Token]]:
    """Each token with the character offsets it covers in the sentence (white space skipped)."""
    result, position = [], 0
    for token in tokens:
        result.append((position, position + len(token.surface), token))
        position += len(token.surface)
    return result


def disagreements(first: list[Token], second: list[Token]) -> list[tuple[int, int, list[Token]]] | None:
    """Where two analyses of one sentence read it differently: for each stretch of text both cut at
    the same places and read otherwise, its character range and the first analysis's tokens there.
    None when the tokens do not spell the same text."""
    a, b = _spans(first), _spans(second)
    if not a or not b or a[-1][1] != b[-1][1]:
        return None
    cuts = sorted({end for _, end, _ in a} & {end for _, end, _ in b})
    result, start = [], 0

    def read(spans, lo, hi):
        return "".join(t.reading if has_kanji(t.surface) else to_hiragana(t.surface) for s, e, t in spans if lo <= s and e <= hi)

    for cut in cuts:
        if read(a, start, cut) != read(b, start, cut):
            result.append((start, cut, [t for s, e, t in a if start <= s and e <= cut]))
        start = cut
    return result


def to_hiragana(text: str) -> str:
    """Katakana letters to hiragana; the long-vowel mark and other characters stay."""
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def has_kanji(text: str) -> bool:
    """Whether `text` holds a CJK ideograph (or the repeat mark 々)."""
    return any("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or c in "々〆ヶ" for c in text)


def is_kana(text: str) -> bool:
    """Whether every character of `text` is hiragana, katakana or the long-vowel mark."""
    return bool(text) and all("\u3041" <= c <= "\u30ff" for c in text)


def segments(sentence: str, tokens: list[Token]) -> list[list[str]] | None:
    """The sentence as [text, reading] segments; the reading is empty where no kanji are written.

    Kana written around a token's kanji (the okurigana of 食べた) become segments of their own, so
    a reading covers only kanji. Neighbouring segments without a reading are joined, and the
    spaces MeCab skips are put back, so the segments spell `sentence`. Returns None when a token
    with kanji has no kana reading (MeCab did not know it) or the tokens do not spell the sentence.
    """
    result: list[list[str]] = []

    def add(text: str, reading: str) -> None:
        if not text:
            return
        if not reading and result and not result[-1][1]:
            result[-1][0] += text
        else:
            result.append([text, reading])

    position = 0
    for token in tokens:
        found = sentence.find(token.surface, position)
        if found < 0 or sentence[position:found].strip():
            return None
        add(sentence[position:found], "")
        position = found + len(token.surface)
        if not has_kanji(token.surface):
            add(token.surface, "")
            continue
        if not is_kana(token.reading):
            return None
        text, reading = token.surface, token.reading
        head = ""
        while text and reading and is_kana(text[0]) and to_hiragana(text[0]) == reading[0]:
            head += text[0]
            text, reading = text[1:], reading[1:]
        tail = ""
        while text and reading and is_kana(text[-1]) and to_hiragana(text[-1]) == reading[-1]:
            tail = text[-1] + tail
            text, reading = text[:-1], reading[:-1]
        if not text or not reading:
            return None
        add(head, "")
        add(text, reading)
        add(tail, "")
    if sentence[position:].strip():
        return None
    add(sentence[position:], "")
    for index in range(len(result) - 1):
        text, reading = result[index]
        cut = _OKURIGANA_READ.get((text, reading))
        if cut and result[index + 1][0].startswith(reading[len(cut):]) and not result[index + 1][1]:
            result[index][1] = cut
    return result


# A kanji IPADIC cuts from its okurigana while reading the okurigana with it: 或|る read ある|る, so
# 或る showed 或[ある]る (あるる); the kanji alone is あ. Found by the example sweep of N1 days 1-47.
_OKURIGANA_READ = {("或", "ある"): "あ"}


def word_readings(tokens: list[Token], forms: list[str]) -> list[str]:
    """The readings MeCab gives to each whole-token occurrence of one of `forms` (see contains_word).

    A conjugated occurrence (食べ|た for 食べる) is read up to the end of its last token's surface.
    Each reading is paired with the written text it covers: returned as "text\treading".
    """
    found: list[str] = []
    for start in range(len(tokens)):
        for form in forms:
            written = ""
            reading = ""
            for token in tokens[start:]:
                if written + token.base == form or written + token.surface == form:
                    found.append(f"{written + token.surface}\t{reading + token.reading}\t{form}")
                    break
                written += token.surface
                reading += token.reading
                if len(written) >= len(form) or not form.startswith(written):
                    break
    return found


def reads_as(occurrence: str, word_reading: str) -> bool:
    """Whether an occurrence from word_readings is read as `word_reading` (the item's reading).

    The kana the item's spelling ends with (its okurigana) may be conjugated in the sentence: the
    kanji part must read as the item's reading without them, and the rest as written.
    """
    text, reading, form = occurrence.split("\t")
    if not reading:
        return False
    if not has_kanji(form):
        return True
    okuri = len(form) - len(form.rstrip("".join(c for c in form if is_kana(c))))
    stem = form[: len(form) - okuri]
    if not text.startswith(stem) or not word_reading.endswith(to_hiragana(form[len(stem):])):
        return False
    stem_reading = word_reading[: len(word_reading) - okuri]
    rest = text[len(stem):]
    if form.endswith("来る") and word_reading.endswith("くる"):
        # 来る conjugates its kanji's reading too (来た きた, 来ない こない).
        return reading.startswith(stem_reading[:-1]) and reading[len(stem_reading) - 1 : len(stem_reading)] in "きくこ"
    if rest and not is_kana(rest):
        return reading.startswith(stem_reading)
    return reading == stem_reading + to_hiragana(rest)


def contains_word(tokens: list[Token], forms: list[str]) -> bool:
    """Whether one of `forms` occurs as whole tokens, the last of which may be conjugated.

    A form matches a run of tokens when the run's surfaces spell it, or when the surfaces of
    all but the last token followed by the last token's base form spell it (食べ|た for 食べる,
    勉強|し|た for 勉強する). A form hidden inside a longer token (今 in 今日) does not match.
    """
    for start in range(len(tokens)):
        for form in forms:
            written = ""
            for token in tokens[start:]:
                if written + token.base == form or written + token.surface == form:
                    return True
                written += token.surface
                if len(written) >= len(form) or not form.startswith(written):
                    break
    return False


def stands_alone(tokens: list[Token], form: str) -> bool:
    """Whether a one-kanji word occurs as a token with no kanji or digit right before or after it.

    MeCab splits compounds it does not know into one-kanji tokens and reads each one alone (碑
    いしぶみ in 記念碑, 暦 こよみ in ユリウス暦, 型 かた in ボックス型), so a one-kanji word next to
    another kanji, a digit or katakana is taken for part of a longer word read another way.
    """
    def joins(char: str) -> bool:
        return bool(char) and (has_kanji(char) or char.isdigit() or char in "々〆ヶ" or "\u30a1" <= char <= "\u30fa")

    for index, token in enumerate(tokens):
        if token.surface != form and token.base != form:
            continue
        before = tokens[index - 1].surface[-1:] if index else ""
        after = tokens[index + 1].surface[:1] if index + 1 < len(tokens) else ""
        # A conjugated token carries its own kana (高すぎる: 高 then すぎる), so only kanji neighbours count.
        if not joins(before) and not joins(after):
            return True
    return False


# What may follow a noun (a particle, the copula, the end of the sentence): MeCab tags some nouns
# as a verb's stem (曇り in 今日は曇りです), but a stem these follow is used as a noun.
_AFTER_NOUN = frozenset("の は が を に で と も へ や か よ ね な だ です でし でしょ じゃ 。 ！ ？ 、 ！ ? ! …".split())


def only_inflected(tokens: list[Token], form: str) -> bool:
    """Whether `form` is in the sentence only as a piece of another word's conjugation: a token
    spelled `form` whose dictionary form is another word (あっ of あった, the past of ある, for the
    interjection あっ; 帰り of 帰りなさい for the noun 帰り), followed by what follows a verb, and no
    token of that dictionary form."""
    matches = []
    for index, token in enumerate(tokens):
        if token.surface != form and token.base != form:
            continue
        following = tokens[index + 1].surface if index + 1 < len(tokens) else ""
        matches.append(token.surface == form and token.base != form and following and following not in _AFTER_NOUN)
    return bool(matches) and all(matches)
