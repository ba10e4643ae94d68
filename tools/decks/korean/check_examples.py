#!/usr/bin/env python3
"""Checks the Korean translations of the decks' example sentences (tools/decks/korean/examples-<level>.tsv).

Each file is UTF-8 with the header line ``ja<TAB>ko<TAB>note`` and then one line per distinct Japanese sentence
of Decks/vocab/<level>.json (field ``examples[].ja``): the sentence exactly as in the deck, its Korean
translation, and an optional note saying why a choice was made. Only the levels that have a file are checked.

Errors (exit status 1), each naming the file and line:
- the header is not ``ja<TAB>ko<TAB>note``; a line has not two or three fields; a sentence is listed twice;
- a deck sentence of the level has no line (coverage), or a line names a sentence the deck does not have (stray);
- the Korean is empty, or holds kana or kanji, a control or bidi character, or a character that is not Hangul,
  a digit, a Latin letter or punctuation;
- a number written in digits in the Japanese (１０時, 2013年) is not in the Korean, in digits or, up to ten, as
  the native Korean numeral Korean writes in words (２回 두 번, ８歳 여덟 살, １日 하루); numbers written in kanji
  are free (三時 may be 세 시 or 3시);
- the Korean is much shorter or longer than the Japanese (letters compared without spaces and punctuation; the
  bounds are RATIO_MIN and RATIO_MAX, for sentences of at least RATIO_FROM letters).

A report, never an error: for every example of every word, whether its translation holds the word's Korean
meaning (`ko`, or a stem of it: 먹다 as 먹어, 춥다 as 추워, 공부(하다) as 공부) or one of the Korean Learners'
Dictionary's equivalents of the word (best and top3 of ../shared/data/korean/krdict-candidates.tsv, when it is
there; read its SOURCE.md). The share is printed with every miss, for a reviewer to read: a miss is often right
(a set phrase: 懐が暖かい 주머니가 두둑하다), sometimes a wrong or inconsistent word.

Usage:
  check_examples.py [--quiet] [--candidates PATH] [LEVEL ...]     (default: every level with a file)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CANDIDATE_PLACES = [os.path.join(ROOT, *up, "shared", "data", "korean", "krdict-candidates.tsv")
                    for up in (("..",), ("..", ".."))] + ["/work/shared/data/korean/krdict-candidates.tsv"]
LEVELS = ("n5", "n4", "n3", "n2", "n1")
HEADER = "ja\tko\tnote"
RATIO_MIN = 0.3
RATIO_MAX = 3.0
RATIO_FROM = 6
# Native Korean numerals (and day counts) Korean writes in words where Japanese may use digits.
NATIVE_NUMBERS = {
    "1": ("한", "하나", "하루", "첫"), "2": ("두", "둘", "이틀"), "3": ("세", "셋", "사흘"), "4": ("네", "넷", "나흘"),
    "5": ("다섯", "닷새"), "6": ("여섯", "엿새"), "7": ("일곱", "이레"), "8": ("여덟", "여드레"), "9": ("아홉",),
    "10": ("열", "열흘"),
}
# Punctuation a Korean sentence may use besides ASCII: middle dot, curly quotes, ellipsis, tilde.
EXTRA_PUNCTUATION = set("·‘’“”…～")


def default_candidates() -> str:
    return next((path for path in CANDIDATE_PLACES if os.path.exists(path)), CANDIDATE_PLACES[0])


# MARK: - Reading

@dataclass
class Line:
    ja: str
    ko: str
    note: str
    where: str


@dataclass
class Report:
    """What the check of one level found."""
    level: str
    sentences: int = 0
    lines: int = 0
    errors: list[str] = field(default_factory=list)
    pairs: int = 0
    hits: int = 0
    misses: list[str] = field(default_factory=list)


def read_file(path: str, errors: list[str]) -> dict[str, Line]:
    """The lines of an examples file by Japanese sentence; what is malformed goes to `errors`."""
    name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
    result: dict[str, Line] = {}
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except UnicodeDecodeError as error:
        errors.append(f"{name}: not UTF-8 ({error.reason} at byte {error.start})")
        return result
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].rstrip("\r") != HEADER:
        errors.append(f"{name}:1: the first line must be the header 'ja<TAB>ko<TAB>note', found {lines[0][:40]!r}"
                      if lines else f"{name}: empty file (the header 'ja<TAB>ko<TAB>note' is missing)")
        return result
    for number, raw in enumerate(lines[1:], 2):
        where = f"{name}:{number}"
        line = raw.rstrip("\r")
        if not line.strip():
            errors.append(f"{where}: empty line")
            continue
        fields = line.split("\t")
        if len(fields) not in (2, 3):
            errors.append(f"{where}: expected ja, ko and an optional note separated by tabs, found {len(fields)} fields")
            continue
        ja, ko = fields[0], fields[1].strip()
        note = fields[2].strip() if len(fields) == 3 else ""
        if ja in result:
            errors.append(f"{where}: {ja} is listed twice (first at {result[ja].where})")
            continue
        result[ja] = Line(ja, ko, note, where)
    return result


def load_deck(level: str, decks: str) -> list[dict]:
    with open(os.path.join(decks, "vocab", f"{level}.json"), encoding="utf-8") as handle:
        return json.load(handle)["items"]


def load_candidates(path: str) -> dict[str, list[str]]:
    """The Korean Learners' Dictionary's equivalents of each word id (best and top3), or nothing."""
    table: dict[str, list[str]] = {}
    if not path or not os.path.exists(path):
        return table
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        col = {name: i for i, name in enumerate(header)}
        for line in handle:
            cells = line.rstrip("\n").split("\t")
            cells += [""] * (len(header) - len(cells))
            found = [cells[col["best"]]] + [re.sub(r"\([-0-9.]+\)$", "", part.strip())
                                             for part in cells[col["top3"]].split(" / ")]
            table[cells[col["id"]]] = [c for c in found if c]
    return table


# MARK: - Text checks

def is_hangul(char: str) -> bool:
    return "\uAC00" <= char <= "\uD7A3" or "\u1100" <= char <= "\u11FF" or "\u3130" <= char <= "\u318F"


def is_kana_or_kanji(char: str) -> bool:
    code = ord(char)
    return (0x3040 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F
            or 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF
            or 0x20000 <= code <= 0x2FFFF or char in "々〆ヶ")


def is_control(char: str) -> bool:
    return (ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 or 0x202A <= ord(char) <= 0x202E
            or 0x2066 <= ord(char) <= 0x2069 or char in "\u200E\u200F\u061C\uFEFF")


def text_problems(ko: str) -> list[str]:
    """What is wrong with the characters of a Korean translation (empty when nothing is)."""
    if not ko.strip():
        return ["the Korean is empty"]
    problems = []
    if any(is_control(c) for c in ko):
        problems.append("holds a control or bidi character")
    kana = sorted({c for c in ko if is_kana_or_kanji(c)})
    if kana:
        problems.append("holds kana or kanji: " + "".join(kana))
    other = sorted({c for c in ko if not (is_hangul(c) or c.isascii() or c in EXTRA_PUNCTUATION
                                          or is_kana_or_kanji(c) or is_control(c))})
    if other:
        problems.append("holds characters that are not Hangul, digits, Latin letters or punctuation: " + "".join(other))
    return problems


def numbers(text: str) -> list[str]:
    """The numbers written in digits (full-width ones as ASCII, thousands separators dropped)."""
    plain = unicodedata.normalize("NFKC", text)
    return [n.replace(",", "") for n in re.findall(r"\d+(?:,\d{3})*", plain)]


def letters(text: str) -> int:
    """Characters that carry the sentence: no spaces, no punctuation or symbols."""
    return sum(1 for c in text if not c.isspace() and unicodedata.category(c)[0] not in "PSZ")


def ratio_problem(ja: str, ko: str) -> str | None:
    japanese, korean = letters(ja), letters(ko)
    if japanese < RATIO_FROM or not korean:
        return None
    ratio = korean / japanese
    if ratio < RATIO_MIN or ratio > RATIO_MAX:
        return f"the Korean is {ratio:.2f} times as long as the Japanese (bounds {RATIO_MIN}-{RATIO_MAX})"
    return None


def line_problems(line: Line) -> list[str]:
    problems = text_problems(line.ko)
    korean_numbers = " ".join(numbers(line.ko))
    for number in numbers(line.ja):
        if not re.search(rf"(?<!\d){number}(?!\d)", korean_numbers) \
                and not any(word in line.ko for word in NATIVE_NUMBERS.get(number.lstrip("0") or "0", ())):
            problems.append(f"the number {number} of the Japanese is not in the Korean")
    ratio = ratio_problem(line.ja, line.ko)
    if ratio:
        problems.append(ratio)
    return problems


# MARK: - The meaning in the translation

def _parts(syllable: str) -> tuple[int, int, int] | None:
    if not "가" <= syllable <= "힣":
        return None
    index = ord(syllable) - 0xAC00
    return index // 588, (index % 588) // 28, index % 28


def _syllable(initial: int, medial: int, final: int) -> str:
    return chr(0xAC00 + initial * 588 + medial * 28 + final)


# Medials a verb stem's last vowel may take when an ending joins it: 보 -> 봐, 주 -> 줘, 마시 -> 마셔,
# 쓰 -> 써, 바쁘 -> 바빠, 되 -> 돼, 하 -> 해, 빨갛 -> 빨개, 하얗 -> 하얘.
# Medials: ㅏ0 ㅐ1 ㅑ2 ㅒ3 ㅓ4 ㅔ5 ㅕ6 ㅖ7 ㅗ8 ㅘ9 ㅙ10 ㅚ11 ㅛ12 ㅜ13 ㅝ14 ㅞ15 ㅟ16 ㅠ17 ㅡ18 ㅢ19 ㅣ20
_CONTRACTED = {0: {1}, 2: {3}, 4: {5, 1}, 8: {9}, 13: {14}, 20: {6}, 18: {0, 4}, 11: {10}}
# Endings after which a meaning is a stem (안녕하세요, 고맙습니다, 미안해, 이렇게, 장보기, 맑음); a last
# syllable closed by ㅁ is also read as a stem (흐림).
_ENDINGS = (("합니다", "하"), ("습니다", ""), ("하세요", "하"), ("세요", ""), ("해", "하"), ("다", ""),
            ("게", ""), ("기", ""), ("음", ""))
# Pronouns that change before 가 and 의: 나 내가, 저 제가, 너 네가.
_PRONOUNS = {"나": "내", "저": "제", "너": "네"}
_SINO_DIGITS = "영일이삼사오육칠팔구"


def sino_korean(number: str) -> str:
    """A number in digits read as Korean reads it in Sino-Korean numerals: 12 십이, 2013 이천십삼, 0 영."""
    value = int(number)
    if value == 0:
        return "영"
    if value >= 10 ** 8:
        return number
    words = []
    for unit_value, unit in ((10 ** 4, "만"),):
        high, value = divmod(value, unit_value)
        if high:
            words.append(("" if high == 1 else sino_korean(str(high))) + unit)
    for unit_value, unit in ((1000, "천"), (100, "백"), (10, "십")):
        digit, value = divmod(value, unit_value)
        if digit:
            words.append(("" if digit == 1 else _SINO_DIGITS[digit]) + unit)
    if value:
        words.append(_SINO_DIGITS[value])
    return "".join(words)


def read_numbers(sentence: str) -> str:
    """The sentence with its numbers in digits read out (6월 유월 and 10월 시월 as Korean says them)."""
    text = re.sub(r"(?<!\d)6월", "유월", sentence)
    text = re.sub(r"(?<!\d)10월", "시월", text)
    return re.sub(r"\d+", lambda match: sino_korean(match.group(0)), text)


@dataclass(frozen=True)
class Form:
    """One way a meaning may show in a sentence: a plain text, or a verb or adjective stem whose last
    syllable may change with its ending (`stem` is then the stem without that syllable)."""
    text: str
    last: str = ""

    def found(self, sentence: str) -> bool:
        if not self.last:
            return self.text in sentence
        initial, medial, _ = _parts(self.last)
        medials = {medial} | _CONTRACTED.get(medial, set())
        start = sentence.find(self.text)
        while start != -1:
            after = start + len(self.text)
            word_start = bool(self.text) or start == 0 or not is_hangul(sentence[start - 1])
            parts = _parts(sentence[after]) if after < len(sentence) else None
            if word_start and parts and parts[0] == initial and parts[1] in medials:
                return True
            start = sentence.find(self.text, start + 1) if self.text else (
                start + 1 if start + 1 < len(sentence) else -1)
        return False


def forms(meaning: str) -> set[Form]:
    """The forms of one Korean meaning to look for in a sentence."""
    base = re.sub(r"\([^)]*\)", "", meaning).replace("~", "").strip(" -")
    base = re.sub(r"\s+", " ", base)
    result: set[Form] = set()
    if not base:
        return result
    result.add(Form(base))
    if base in _PRONOUNS:
        result.add(Form(_PRONOUNS[base]))
    # "아주 좋아하다": the last word alone, when it is a word of three syllables or more
    words = base.split(" ")
    if len(words) > 1 and len(words[-1]) >= 3 and not meaning.startswith("("):
        result |= forms(words[-1])
    # "공부(하다)": the noun and the verb
    if "(하다)" in meaning.replace(" ", ""):
        result |= forms(base + "하다")
    for ending, replacement in _ENDINGS:
        if base.endswith(ending) and len(base) > len(ending):
            stem = base[: -len(ending)] + replacement
            if not stem.strip():
                continue
            result.add(Form(stem[:-1], stem[-1]) if _parts(stem[-1]) else Form(stem))
            if stem.endswith("하") and len(stem) > 1:
                result.add(Form(stem[:-1].rstrip()))  # 조용하다 -> 조용(히), 안녕하세요 -> 안녕
            # 르 irregular: 모르 -> 몰라, 빠르 -> 빨라
            if stem.endswith("르") and len(stem) >= 2 and _parts(stem[-2]):
                initial, medial, _ = _parts(stem[-2])
                result.add(Form(stem[:-2] + _syllable(initial, medial, 8)))
            break
    # a noun made with -ㅁ from a verb: 흐림 (흐리다) as 흐린, 흐려
    parts = _parts(base[-1])
    if parts and parts[2] == 16 and len(base) >= 2:
        result.add(Form(base[:-1], _syllable(parts[0], parts[1], 0)))
    return {f for f in result if f.text or f.last}


def mentions(sentence: str, meanings: list[str]) -> bool:
    """Whether a Korean sentence holds one of the meanings in some form."""
    spaced = re.sub(r"\s+", " ", sentence)
    texts = {spaced, read_numbers(spaced)}
    texts |= {text.replace(" ", "") for text in texts}
    return any(form.found(text) or (" " in form.text and Form(form.text.replace(" ", ""), form.last).found(text))
               for meaning in meanings for form in forms(meaning) for text in texts)


# MARK: - Checking a level

def check_level(level: str, path: str, items: list[dict], candidates: dict[str, list[str]]) -> Report:
    report = Report(level)
    lines = read_file(path, report.errors)
    report.lines = len(lines)
    sentences: dict[str, None] = {}
    for item in items:
        for example in item.get("examples") or []:
            sentences.setdefault(example["ja"], None)
    report.sentences = len(sentences)
    name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
    for ja in sentences:
        if ja not in lines:
            report.errors.append(f"{name}: no line for the deck sentence {ja}")
    for ja, line in lines.items():
        if ja not in sentences:
            report.errors.append(f"{line.where}: {ja} is not a sentence of Decks/vocab/{level}.json (a stray line)")
        for problem in line_problems(line):
            report.errors.append(f"{line.where}: {ja}: {problem}")
    for item in items:
        meanings = list(item.get("ko") or [])
        looked_for = meanings + candidates.get(item["id"], [])
        for example in item.get("examples") or []:
            line = lines.get(example["ja"])
            if line is None or not line.ko:
                continue
            report.pairs += 1
            if mentions(line.ko, looked_for):
                report.hits += 1
            else:
                report.misses.append(f"{line.where}: {item['word']} [{'; '.join(meanings) or '-'}]: "
                                     f"{example['ja']} -> {line.ko}")
    return report


def run(levels: list[str], decks: str, data: str, candidates_path: str) -> list[Report]:
    candidates = load_candidates(candidates_path)
    reports = []
    for level in levels:
        path = os.path.join(data, f"examples-{level}.tsv")
        if os.path.exists(path):
            reports.append(check_level(level, path, load_deck(level, decks), candidates))
    return reports


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("levels", nargs="*", help="n5 ... n1 (default: every level with a file)")
    parser.add_argument("--decks", default=os.path.join(ROOT, "Decks"))
    parser.add_argument("--data", default=HERE, help="the folder of examples-<level>.tsv")
    parser.add_argument("--candidates", default=default_candidates())
    parser.add_argument("--quiet", action="store_true", help="no list of misses")
    args = parser.parse_args(argv)
    levels = [level.lower() for level in args.levels] or list(LEVELS)
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r} (n5, n4, n3, n2 or n1)")
    reports = run(levels, args.decks, args.data, args.candidates)
    if not os.path.exists(args.candidates):
        print(f"check_examples: no {args.candidates}: only the words' own Korean meanings are looked for")
    failed = False
    for report in reports:
        share = report.hits / report.pairs * 100 if report.pairs else 100.0
        print(f"check_examples: {report.level}: {report.lines} lines for {report.sentences} distinct deck sentences; "
              f"{len(report.errors)} errors; the word's Korean meaning in its example's translation: "
              f"{report.hits} of {report.pairs} ({share:.1f}%)")
        for error in report.errors:
            print(f"  error: {error}")
        if not args.quiet:
            for miss in report.misses:
                print(f"  miss: {miss}")
        failed = failed or bool(report.errors)
    if not reports:
        print("check_examples: no examples-<level>.tsv to check")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
