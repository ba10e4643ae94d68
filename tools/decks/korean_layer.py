"""The Korean layer of the bundled decks: Korean meanings of words and kanji, the standard 훈음,
the kanji made in Japan and the cognate checks, merged by item id into decks already built.

Read by build_korean.py (``make decks`` runs it after build_decks.py; ``--merge-only`` runs this
layer alone over the committed Decks). The reviewed data lives in tools/decks/korean:

* ``meanings-n5.tsv`` ... ``meanings-n1.tsv``: ``id<TAB>ko<TAB>note<TAB>review``: the id exactly as in
  Decks/vocab/*.json, one to three Korean equivalents separated by ``; ``, an optional short usage
  note, and ``reviewed: <reason>`` when the meanings intentionally share nothing with the Korean
  Learners' Dictionary's candidates or the cognate.
* ``examples-n5.tsv`` ... (a file per level, when written): ``ja<TAB>ko<TAB>note`` after that header line: a
  Japanese example sentence exactly as in Decks/vocab/<level>.json, its Korean translation, an optional note.
  Checked by korean/check_examples.py (coverage, characters, numbers, length, the word's meaning).
* ``kanji-hunum.tsv``: ``kanji<TAB>hunum<TAB>ko<TAB>kukja<TAB>reason``: the standard 훈음 first ("쇠 금"),
  more after ", "; a short Korean meaning ("쇠; 금; 돈"); ``국자`` for a kanji made in Japan; why the
  first 훈음 differs from the table's.

Vocabulary items get ``"ko": [...]`` and ``"koNote": "..."`` after ``"meanings"``, and each example with a
translation ``"ko": "..."`` after its ``"en"``; kanji items get ``"ko": [...]``. Lines of korean.txt: a K line takes the 훈음 of kanji-hunum.tsv (grouped by 음),
a kanji marked 국자 becomes a J line, a J line the file gives a 훈음 becomes a K line.

A malformed line stops the build with the file, the line and what is wrong. The checks print
(they never fail the build, since the data is reviewed by hand): coverage per level, every word
whose meanings share nothing with the dictionary's candidates nor the cognate and is not marked
reviewed, and every first 훈음 that does not look like the common one.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "korean"
LEVELS = ("n5", "n4", "n3", "n2", "n1")
# The word files, read in this order (meanings-added.tsv: words the curriculum added or renamed).
WORD_FILES = LEVELS + ("added",)
KRDICT = Path("/work/shared/data/korean/krdict-candidates.tsv")

# Words in a 훈 that mark a rare or a name gloss rather than the character's usual sense.
RARE_HUN = ("성", "땅이름", "땅 이름", "사람 이름", "나라 이름", "물 이름", "산 이름", "풀 이름", "벼슬 이름",
            "토지의 신", "글체이름", "풍신")
# Numeral 훈 (석 삼, 넉 사) that differ in form from the numeral a meaning gives (셋, 넷).
NUMERAL_HUN = ("한", "두", "석", "넉", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열")


def log(message: str) -> None:
    print(f"build_korean: {message}", file=sys.stderr, flush=True)


class LayerError(SystemExit):
    """A malformed line of the Korean data, naming the file and line."""


@dataclass
class WordMeaning:
    ko: list[str]
    note: str
    reviewed: str
    where: str


@dataclass
class KanjiMeaning:
    hunum: list[str]
    ko: list[str]
    kukja: bool
    reason: str
    where: str


def _lines(path: Path):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        yield number, line


def _check_text(value: str, where: str, what: str) -> str:
    if any(ord(c) < 0x20 or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069 for c in value):
        raise LayerError(f"{where}: {what} holds a control or bidi character")
    return value.strip()


def read_meanings(directory: Path = DATA) -> dict[str, WordMeaning]:
    """Every word line of meanings-*.tsv by id; a later file's line replaces an earlier one's."""
    result: dict[str, WordMeaning] = {}
    for level in WORD_FILES:
        path = directory / f"meanings-{level}.tsv"
        if not path.exists():
            continue
        seen: set[str] = set()
        for number, line in _lines(path):
            where = f"{path.name}:{number}"
            fields = line.split("\t")
            if len(fields) < 2 or len(fields) > 4:
                raise LayerError(f"{where}: expected id, ko, note and review separated by tabs, found {len(fields)} fields")
            fields += [""] * (4 - len(fields))
            item_id, ko, note, review = (_check_text(f, where, name) for f, name in
                                         zip(fields, ("the id", "the meanings", "the note", "the review")))
            if not item_id.startswith("v:"):
                raise LayerError(f"{where}: {item_id!r} is not a word id (v:word:reading)")
            if item_id in seen:
                raise LayerError(f"{where}: {item_id} is listed twice")
            seen.add(item_id)
            meanings = [m.strip() for m in ko.split(";") if m.strip()]
            if not meanings:
                raise LayerError(f"{where}: {item_id} has no Korean meaning")
            if len(meanings) > 3:
                raise LayerError(f"{where}: {item_id} has {len(meanings)} Korean meanings (at most 3)")
            if review and not review.startswith("reviewed:"):
                raise LayerError(f"{where}: the review field must be empty or 'reviewed: <reason>', found {review!r}")
            if review and not review[len("reviewed:"):].strip():
                raise LayerError(f"{where}: 'reviewed:' without a reason")
            result[item_id] = WordMeaning(meanings, note, review, where)
    return result


EXAMPLES_HEADER = "ja\tko\tnote"


def read_examples(directory: Path = DATA) -> dict[str, dict[str, str]]:
    """The Korean translations of example sentences of each level that has a file
    (examples-<level>.tsv): level -> Japanese sentence -> Korean. A malformed line stops the build."""
    result: dict[str, dict[str, str]] = {}
    for level in LEVELS:
        path = directory / f"examples-{level}.tsv"
        if not path.exists():
            continue
        lines = path.read_text(encoding="utf-8").split("\n")
        if not lines or lines[0].rstrip("\r") != EXAMPLES_HEADER:
            raise LayerError(f"{path.name}:1: the first line must be the header 'ja<TAB>ko<TAB>note'")
        table: dict[str, str] = {}
        for number, line in enumerate(lines[1:], 2):
            line = line.rstrip("\r")
            if not line:
                continue
            where = f"{path.name}:{number}"
            fields = line.split("\t")
            if len(fields) not in (2, 3):
                raise LayerError(f"{where}: expected ja, ko and an optional note separated by tabs, found {len(fields)} fields")
            ja = fields[0]
            ko = _check_text(fields[1], where, "the translation")
            if not ko:
                raise LayerError(f"{where}: {ja} has no Korean translation")
            if ja in table:
                raise LayerError(f"{where}: {ja} is listed twice")
            table[ja] = ko
        result[level] = table
    return result


def _with_translations(item: dict, translations: dict[str, str]) -> dict:
    """The word with each example's `ko` set from `translations` right after its `en` (and removed where
    there is none)."""
    examples = item.get("examples")
    if not isinstance(examples, list):
        return item
    merged = []
    for example in examples:
        result = {}
        for key, value in example.items():
            if key == "ko":
                continue
            result[key] = value
            if key == "en" and translations.get(example.get("ja")):
                result["ko"] = translations[example["ja"]]
        merged.append(result)
    return {**item, "examples": merged}


def read_hunum(path: Path = DATA / "kanji-hunum.tsv") -> dict[str, KanjiMeaning]:
    """Every kanji line of kanji-hunum.tsv by kanji."""
    result: dict[str, KanjiMeaning] = {}
    if not path.exists():
        return result
    for number, line in _lines(path):
        where = f"{path.name}:{number}"
        fields = line.split("\t")
        if len(fields) < 3 or len(fields) > 5:
            raise LayerError(f"{where}: expected kanji, hunum, ko, kukja and reason separated by tabs, found {len(fields)} fields")
        fields += [""] * (5 - len(fields))
        kanji, hunum, ko, kukja, reason = (_check_text(f, where, "a field") for f in fields)
        if len(kanji) != 1:
            raise LayerError(f"{where}: {kanji!r} is not one kanji")
        if kanji in result:
            raise LayerError(f"{where}: {kanji} is listed twice")
        if kukja not in ("", "국자"):
            raise LayerError(f"{where}: the kukja field must be empty or 국자, found {kukja!r}")
        readings = [r.strip() for r in hunum.split(",") if r.strip()]
        for reading in readings:
            if " " not in reading:
                raise LayerError(f"{where}: {reading!r} is not a 훈음 (a 훈, a space and the 음: 쇠 금)")
        if not readings and not kukja:
            raise LayerError(f"{where}: {kanji} has no 훈음 and is not marked 국자")
        result[kanji] = KanjiMeaning(readings, [m.strip() for m in ko.split(";") if m.strip()], kukja == "국자", reason, where)
    return result


def korean_readings(hunum: list[str]) -> str:
    """The 훈음 as a K line holds them: grouped by 음 in first-seen order, groups separated by "; "
    ("쇠 금, 성 김" gives "쇠 금; 성 김", "날 일, 해 일" stays one group)."""
    groups: dict[str, list[str]] = {}
    for reading in hunum:
        groups.setdefault(reading.split(" ")[-1], []).append(reading)
    return "; ".join(", ".join(group) for group in groups.values())


def apply_hunum(lines: list[str], kanji: dict[str, KanjiMeaning], forms: dict[str, str]) -> list[str]:
    """korean.txt lines with the file's 훈음 and 국자 marks: K lines rewritten, J lines added or
    turned into K lines. `forms` names the hanja form of a kanji whose line gives the wrong one."""
    out: list[str] = []
    done: set[str] = set()
    for line in lines:
        fields = line.split("\t")
        char = fields[1] if len(fields) > 1 and fields[0] in ("K", "J") else None
        entry = kanji.get(char) if char else None
        if entry is None:
            out.append(line)
            continue
        done.add(char)
        if entry.kukja:
            out.append(f"J\t{char}")
        elif entry.hunum:
            form = forms.get(char) or (fields[2] if fields[0] == "K" else char)
            out.append(f"K\t{char}\t{form}\t{korean_readings(entry.hunum)}")
        else:
            out.append(line)
    return out


def _render_deck(document: dict) -> str:
    """A deck as build_decks.py writes it: one header key per line and one item per line."""
    def compact(value) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    header = {k: v for k, v in document.items() if k != "items"}
    items = document["items"]
    lines = ["{"] + [f"  {compact(k)}: {compact(v)}," for k, v in header.items()] + ['  "items": [']
    lines += [f"    {compact(item)}" + ("," if i < len(items) - 1 else "") for i, item in enumerate(items)]
    return "\n".join(lines + ["  ]", "}"]) + "\n"


def _with_fields(item: dict, fields: dict) -> dict:
    """The item with `fields` set right after "meanings" (and removed when empty)."""
    result = {}
    for key, value in item.items():
        if key in ("ko", "koNote"):
            continue
        result[key] = value
        if key == "meanings":
            result.update({k: v for k, v in fields.items() if v})
    return result


def merge_decks(decks: Path, words: dict[str, WordMeaning], kanji: dict[str, KanjiMeaning],
                examples: dict[str, dict[str, str]] | None = None) -> dict[str, tuple[int, int]]:
    """Writes the Korean fields into Decks/vocab and Decks/kanji by id, and the Korean translations of
    examples by sentence (from the file of the deck's level); returns each deck file's
    (items, items with Korean meanings) and stops on an id of the data that no deck has."""
    examples = examples or {}
    coverage: dict[str, tuple[int, int]] = {}
    known: set[str] = set()
    for kind in ("vocab", "kanji"):
        for level in LEVELS + ("names",):
            path = decks / kind / f"{level}.json"
            if not path.exists():
                continue
            document = json.loads(path.read_text(encoding="utf-8"))
            items, covered = [], 0
            translations = examples.get(level, {})  # a level's own file: a level without one stays English
            for item in document["items"]:
                if kind == "vocab":
                    known.add(item["id"])
                    entry = words.get(item["id"])
                    fields = {"ko": entry.ko, "koNote": entry.note} if entry else {}
                    item = _with_translations(item, translations)
                else:
                    entry = kanji.get(item["kanji"])
                    fields = {"ko": entry.ko} if entry else {}
                covered += bool(fields.get("ko"))
                items.append(_with_fields(item, fields))
            document["items"] = items
            text = _render_deck(document)
            if path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
            coverage[f"{kind}/{level}.json"] = (len(items), covered)
    unknown = [f"{entry.where}: {item_id}" for item_id, entry in words.items() if item_id not in known]
    if unknown:
        raise LayerError("build_korean: Korean meanings for ids no deck has (check the id spelling):\n  "
                         + "\n  ".join(unknown))
    return coverage


def update_index_sizes(decks: Path) -> None:
    """Updates the "bytes" of each deck in index.json (the app trusts an entry only when its size
    matches the file), keeping the file's layout: one deck a line."""
    path = decks / "index.json"
    if not path.exists():
        return
    def size(match: re.Match) -> str:
        file = decks / match.group(1)
        return match.group(0) if not file.exists() else re.sub(r'"bytes":\d+', f'"bytes":{file.stat().st_size}', match.group(0))
    text = path.read_text(encoding="utf-8")
    updated = re.sub(r'^\s*\{"file":"([^"]+)".*$', size, text, flags=re.M)
    if updated != text:
        path.write_text(updated, encoding="utf-8")


def update_notice_sizes(decks: Path) -> None:
    """Updates the Bytes column of NOTICE.md's contents table for the deck files."""
    path = decks / "NOTICE.md"
    if not path.exists():
        return
    text = path.read_text(encoding="utf-8")
    def size(match: re.Match) -> str:
        file = decks / match.group(1)
        return f"| {match.group(1)} |{match.group(2)}| {file.stat().st_size if file.exists() else match.group(3)} |"
    updated = re.sub(r"^\| ((?:vocab|kanji)/[a-z0-9]+\.json) \|(.*)\| (\d+) \|$", size, text, flags=re.M)
    if updated != text:
        path.write_text(updated, encoding="utf-8")


# MARK: - Checks

def _plain(meaning: str) -> str:
    """A Korean meaning reduced for comparison: no parenthesised part, no spaces, no 하다/되다/이다 ending."""
    text = re.sub(r"\([^)]*\)", "", meaning).replace(" ", "").strip().strip("-")
    text = re.sub(r"^[ㄱ-ㅎ]", "", text)  # the dictionary's endings: "ㄴ 편이다"
    for ending in ("하다", "되다", "이다", "스럽다", "롭다"):
        if text.endswith(ending) and len(text) > len(ending):
            text = text[: -len(ending)]
            break
    return text


def shares(meanings: list[str], candidates: list[str]) -> bool:
    """Whether a Korean meaning and a candidate are the same word (after `_plain`), one holds the
    other of at least two syllables, or one starts with the other (몇 개 and 몇)."""
    mine = {_plain(m) for m in meanings} - {""}
    theirs = {_plain(c) for c in candidates} - {""}
    for a in mine:
        for b in theirs:
            if a == b or (min(len(a), len(b)) >= 2 and (a in b or b in a)) or a.startswith(b) or b.startswith(a):
                return True
    return False


def read_candidates(path: Path = KRDICT) -> dict[str, list[str]]:
    """The Korean Learners' Dictionary's candidates of each word id (best and top3), when the
    cross-check file is there; empty otherwise."""
    result: dict[str, list[str]] = {}
    if not path.exists():
        return result
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    column = {name: i for i, name in enumerate(header)}
    for line in lines[1:]:
        fields = line.split("\t")
        if len(fields) < len(header):
            fields += [""] * (len(header) - len(fields))
        found = [fields[column["best"]]] + [re.sub(r"\([-0-9.]+\)$", "", t.strip()) for t in fields[column["top3"]].split(" / ")]
        result[fields[column["id"]]] = [c for c in found if c]
    return result


def _initial_and_vowel(syllable: str) -> int | None:
    if not "가" <= syllable <= "힣":
        return None
    return (ord(syllable) - 0xAC00) // 28


def suspicious_first_hunum(kanji: str, first: str, meanings: list[str], eums: set[str] = frozenset(),
                           normal=lambda eum: eum) -> str | None:
    """Why a first 훈음 does not look like the common one, or None: a bare 음, a 훈 that names a
    surname, place or spirit (성 금 for 金) unless the kanji's Korean meanings say so (氏 성씨),
    or a 음 that is not one the kanji is read with (`eums`, when known: 体 용렬할 분)."""
    if " " not in first:
        return "a bare 음 without a 훈"
    hun, eum = first.rsplit(" ", 1)
    if eums and normal(eum) not in eums:
        return f"the 음 {eum} is not one of {kanji}'s ({', '.join(sorted(eums))})"
    if any(hun == word or hun.endswith(" " + word) for word in RARE_HUN) \
            and not any(hun.split(" ")[-1] in m for m in meanings):
        return f"the 훈 {hun} names a surname, a place or a spirit"
    return None


def report(decks: Path, coverage: dict[str, tuple[int, int]], words: dict[str, WordMeaning],
           kanji: dict[str, KanjiMeaning], korean_lines: list[str], deck_kanji: list[str],
           eums: dict[str, set[str]] | None = None, normal=lambda eum: eum) -> dict[str, int]:
    """`eums` gives each kanji's Korean 음 (KANJIDIC2's, in the form `normal` makes) for the 훈음 check."""
    """Prints the checks; returns the counts (for NOTICE.md)."""
    for name, (total, covered) in coverage.items():
        if name.startswith("kanji/names"):
            continue
        share = covered / total * 100 if total else 100
        log(f"Korean meanings: {name}: {covered} of {total} ({share:.1f}%)")
    cognates = {}
    readings = {}
    for line in korean_lines:
        fields = line.split("\t")
        if fields[0] in ("W", "F") and len(fields) >= 3:
            cognates[fields[1]] = fields[-1] if fields[0] == "W" else ""
        if fields[0] == "K" and len(fields) == 4:
            readings[fields[1]] = fields[3]
    candidates = read_candidates()
    disagreements, agreements, compared = [], 0, 0
    for level in LEVELS:
        path = decks / "vocab" / f"{level}.json"
        if not path.exists():
            continue
        for item in json.loads(path.read_text(encoding="utf-8"))["items"]:
            entry = words.get(item["id"])
            if entry is None:
                continue
            found = candidates.get(item["id"], [])
            cognate = cognates.get(item["word"], "")
            if found:
                compared += 1
                agreements += shares(entry.ko, found)
            if (found or cognate) and not entry.reviewed and not shares(entry.ko, found + ([cognate] if cognate else [])):
                disagreements.append(f"{entry.where}: {item['id']}: {'; '.join(entry.ko)} "
                                     f"(dictionary: {' / '.join(found) or '-'}; cognate: {cognate or '-'})")
    if candidates:
        log(f"Korean meanings agreeing with the Korean Learners' Dictionary: {agreements} of {compared} "
            f"({agreements / compared * 100 if compared else 100:.1f}%)")
    else:
        log(f"no {KRDICT}: the dictionary cross-check is skipped")
    log(f"Korean meanings sharing nothing with the dictionary nor the cognate, not marked reviewed: {len(disagreements)}")
    for line in disagreements:
        print(f"  {line}", file=sys.stderr)
    eums = eums or {}
    flagged = []
    for char in deck_kanji:
        if char not in readings:
            continue
        first = readings[char].split("; ")[0].split(", ")[0]
        why = suspicious_first_hunum(char, first, kanji[char].ko if char in kanji else [], eums.get(char, set()), normal)
        if why:
            flagged.append(f"{char} {first}: {why}")
    log(f"first 훈음 that may not be the common one: {len(flagged)}")
    for line in flagged:
        print(f"  {line}", file=sys.stderr)
    return {"disagreements": len(disagreements), "flagged": len(flagged), "agreements": agreements, "compared": compared}
